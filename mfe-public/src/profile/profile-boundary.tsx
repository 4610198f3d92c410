import type { ProfileBoundary } from '@portal/shared-api';
import { formatNumber } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.profile.boundary;

const position = ([lon, lat]: [number, number], digits: number) => `${lat.toFixed(digits)}, ${lon.toFixed(digits)}`;

/**
 * The property's boundary on its public profile (beyond the spec), plain HTML and SVG drawn on the server: the
 * outline to scale with its area, centre and EU file when the owner published it, otherwise an approximate place.
 */
export function ProfileBoundaryView({ boundary, name }: { boundary: ProfileBoundary | null; name: string }) {
  return (
    <div className="profile-section">
      <h2 id="profile-boundary">{T.title}</h2>
      {!boundary && <p>{T.none}</p>}
      {boundary && !boundary.exact && (
        <>
          <p>{T.approximateIntro}</p>
          <dl className="profile-fields">
            <div>
              <dt>{T.approximate}</dt>
              <dd>{position(boundary.centroid, 2)}</dd>
            </div>
          </dl>
        </>
      )}
      {boundary?.exact && boundary.outline && (
        <div className="profile-boundary">
          <figure>
            <svg viewBox={boundary.outline.viewBox} role="img" aria-label={T.outline(name)}>
              <rect x="0" y="0" width="100" height="100" className="profile-boundary__ground" />
              {boundary.outline.paths.map((d, i) => (
                <path key={i} d={d} className="profile-boundary__shape" />
              ))}
              {boundary.outline.point && <circle cx={boundary.outline.point[0]} cy={boundary.outline.point[1]} r="3.5" className="profile-boundary__point" />}
              <text x="96" y="10" textAnchor="end" className="profile-boundary__north">N ↑</text>
            </svg>
            <figcaption>{T.side(formatNumber(boundary.outline.sideMetres))}</figcaption>
          </figure>
          <div>
            <p>{T.exactIntro}</p>
            <dl className="profile-fields">
              {boundary.areaHectares !== null && (
                <div>
                  <dt>{T.area}</dt>
                  <dd>{T.hectares(formatNumber(Math.round(boundary.areaHectares * 100) / 100))}</dd>
                </div>
              )}
              <div>
                <dt>{T.centroid}</dt>
                <dd>{position(boundary.centroid, 6)}</dd>
              </div>
            </dl>
            {boundary.euFile && (
              <p>
                <a href={boundary.euFile} download>
                  {T.euFile}
                </a>
                <br />
                <small>{T.euFileHint}</small>
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
