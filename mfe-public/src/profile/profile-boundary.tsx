import { useState } from 'react';
import { useSearchParams } from '@portal/shared-auth/router';
import type { ProfileBoundary, SharedBoundary } from '@portal/shared-api';
import { SHARE_TOKEN_PARAM } from '@portal/shared-api/served-page';
import type { BoundaryGeometry } from '@portal/shared-api/geo';
import { getEuFileGeometry, getSharedBoundary } from '@portal/shared-api/client';
import { PlainAlert, errorLines, formatDateTime, useLoad } from '@portal/shared-ui';
import { BoundaryMap } from '@portal/shared-ui/map';
import { usePublicTexts } from '../i18n/language';
import { MAP_TEXTS_BY_LANGUAGE } from '../i18n/map-texts';

const position = ([lon, lat]: [number, number], digits: number) => `${lat.toFixed(digits)}, ${lon.toFixed(digits)}`;

/** The interactive map of an exact boundary, drawn from its EU file once asked for (Leaflet's own chunk). */
function ProfileMap({ euFile, name }: { euFile: string; name: string }) {
  const { t, language } = usePublicTexts();
  const [open, setOpen] = useState(false);
  const [geometry, setGeometry] = useState<BoundaryGeometry | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const toggle = () => {
    setOpen(!open);
    if (open || geometry) return;
    getEuFileGeometry(euFile)
      .then(setGeometry)
      .catch((error: unknown) => setErrors(errorLines(error)));
  };
  return (
    <>
      <button type="button" className="plain-button" aria-expanded={open} onClick={toggle}>
        {open ? t('hideMap') : t('showMap')}
      </button>
      <PlainAlert messages={errors} onClose={() => setErrors([])} />
      {open && geometry && (
        <div className="profile-boundary__map">
          <BoundaryMap geometry={geometry} name={name} texts={MAP_TEXTS_BY_LANGUAGE[language]} />
        </div>
      )}
    </>
  );
}

/**
 * A share link's token in the address (?compartido=…) opens the private boundary in the browser: the page the
 * server drew shows the public view, then the boundary the token opens, or why it no longer does.
 */
function useSharedBoundary(propertyId: string) {
  const [params] = useSearchParams();
  const token = params.get(SHARE_TOKEN_PARAM);
  const state = useLoad<SharedBoundary | null>(() => (token ? getSharedBoundary(propertyId, token) : Promise.resolve(null)), `${propertyId}:${token}`);
  return { ...state, opening: token !== null && state.loading };
}

/**
 * The property's boundary on its public profile (beyond the spec), plain HTML and SVG drawn on the server: the
 * outline to scale with its area, centre and EU file when the owner published it (or a share link opens it),
 * otherwise an approximate place. The interactive map loads only when asked for.
 */
export function ProfileBoundaryView({
  boundary: published,
  name,
  propertyId,
  partPaths,
}: {
  boundary: ProfileBoundary | null;
  name: string;
  propertyId: string;
  /** A part of the boundary drawn over it, in the outline's box (an origin certificate's harvest area). */
  partPaths?: string[] | null;
}) {
  const link = useSharedBoundary(propertyId);
  const { t, number } = usePublicTexts();
  const b = (key: string, values?: Record<string, string>) => t(`boundary.${key}`, values);
  const shared = link.data ?? null;
  const boundary = shared?.boundary ?? published;
  return (
    <div className="profile-section">
      <h2 id="profile-boundary">{b('title')}</h2>
      <PlainAlert messages={link.errors} onClose={link.clearErrors} />
      {link.opening && <p role="status">{b('sharedLoading')}</p>}
      {shared && <p className="profile-boundary__shared">{b('shared', { until: formatDateTime(shared.expiresAt) })}</p>}
      {!boundary && <p>{b('none')}</p>}
      {boundary && !boundary.exact && (
        <>
          <p>{b('approximateIntro')}</p>
          <dl className="profile-fields">
            <div>
              <dt>{b('approximate')}</dt>
              <dd>{position(boundary.centroid, 2)}</dd>
            </div>
          </dl>
        </>
      )}
      {boundary?.exact && boundary.outline && (
        <div className="profile-boundary">
          <figure>
            <svg viewBox={boundary.outline.viewBox} role="img" aria-label={b('outline', { name })}>
              <rect x="0" y="0" width="100" height="100" className="profile-boundary__ground" />
              {boundary.outline.paths.map((d, i) => (
                <path key={i} d={d} className="profile-boundary__shape" />
              ))}
              {partPaths?.map((d, i) => <path key={`part-${i}`} d={d} className="profile-boundary__part" />)}
              {boundary.outline.point && <circle cx={boundary.outline.point[0]} cy={boundary.outline.point[1]} r="3.5" className="profile-boundary__point" />}
              <text x="96" y="10" textAnchor="end" className="profile-boundary__north">N ↑</text>
            </svg>
            <figcaption>{b('side', { metres: number(boundary.outline.sideMetres) })}</figcaption>
          </figure>
          <div>
            <p>{b('exactIntro')}</p>
            <dl className="profile-fields">
              {boundary.areaHectares !== null && (
                <div>
                  <dt>{b('area')}</dt>
                  <dd>{b('hectares', { value: number(Math.round(boundary.areaHectares * 100) / 100) })}</dd>
                </div>
              )}
              <div>
                <dt>{b('centroid')}</dt>
                <dd>{position(boundary.centroid, 6)}</dd>
              </div>
            </dl>
            {boundary.euFile && (
              <p>
                <a href={boundary.euFile} download>
                  {b('euFile')}
                </a>
                <br />
                <small>{b('euFileHint')}</small>
              </p>
            )}
            {boundary.euFile && <ProfileMap key={boundary.euFile} euFile={boundary.euFile} name={name} />}
          </div>
        </div>
      )}
    </div>
  );
}
