import { lazy, Suspense, useState } from 'react';
import { useParams } from '@portal/shared-auth/router';
import { BOUNDARY_METHOD_LABEL, BOUNDARY_STATUS, type BoundaryProposal, type BoundaryVersion, type PropertyBoundary } from '@portal/shared-api';
import { certificatePdfUrl, decideBoundary, downloadEuFile, getBoundary, proposeBoundary, setBoundaryPublic, type CreateOptions } from '@portal/shared-api/client';
import type { BoundaryGeometry } from '@portal/shared-api/geo';
import { PlainAlert, PlainLoading } from '../feedback/plain';
import { PlainNotice } from '../feedback/plain-notice';
import { PlainCard } from '../card/plain-card';
import { PlainButton } from '../form/plain-button';
import { PlainTag, type TagColor } from '../tag/plain-tag';
import '../form/form.css';
import { errorLines } from '../feedback/error-lines';
import { useAction } from '../feedback/use-action';
import { useLoad } from '../feedback/use-load';
import { formatDateTime, formatNumber } from '../format';
import { BoundaryMap, MAP_TEXTS } from '../map';
import { PROPERTY_TEXTS } from '../property/texts';
import { FileImport, GpsWalk, TypedCoordinates, type Candidate } from './capture';
import { CertificateCard } from './certificate-card';
import { BoundaryOutlineView } from './outline';
import { ShareLinks } from './share-links';
import { BOUNDARY_TEXTS } from './texts';
import './boundary.css';

const T = BOUNDARY_TEXTS;
const F = T.fields;

const STATUS_COLOR: Record<string, TagColor> = {
  [BOUNDARY_STATUS.approved]: 'green',
  [BOUNDARY_STATUS.proposed]: 'gold',
  [BOUNDARY_STATUS.returned]: 'red',
  [BOUNDARY_STATUS.superseded]: 'default',
};

/** The three ways a boundary comes in. */
const WAYS = ['gps', 'file', 'typed'] as const;

const hectares = (value: number) => T.hectares(formatNumber(Math.round(value * 100) / 100));

/** One version: its outline beside what was derived and recorded, and on the map when asked. */
function VersionView({ version, name }: { version: BoundaryVersion; name: string }) {
  const [onMap, setOnMap] = useState(false);
  const facts: Array<[string, string | null]> = [
    [F.area, version.geometry.type === 'Point' ? null : hectares(version.areaHectares)],
    [F.vertices, version.geometry.type === 'Point' ? null : formatNumber(version.vertices)],
    [F.centroid, `${version.centroid[1].toFixed(6)}, ${version.centroid[0].toFixed(6)}`],
    [F.method, BOUNDARY_METHOD_LABEL[version.method]],
    [F.accuracy, version.accuracyMetres === null ? null : T.metres(formatNumber(version.accuracyMetres))],
    [F.source, version.sourceName],
    [F.proposed, T.by(version.proposedBy, formatDateTime(version.proposedAt))],
    [F.decided, version.decidedAt ? T.by(version.decidedBy, formatDateTime(version.decidedAt)) : null],
    [F.note, version.note],
  ];
  const pending = version.status === BOUNDARY_STATUS.proposed;
  const outline = version.outline as BoundaryVersion['outline'] | undefined;
  return (
    <div className="boundary-version">
      <div>
        {/* an answer the regent's phone kept before versions carried their outline has none: the facts and the map stay */}
        {outline && <BoundaryOutlineView outline={outline} name={name} pending={pending} />}
        <PlainButton className="boundary-map-toggle" aria-expanded={onMap} onClick={() => setOnMap(!onMap)}>
          {onMap ? MAP_TEXTS.hideMap : MAP_TEXTS.showMap}
        </PlainButton>
      </div>
      <dl className="boundary-facts">
        {facts
          .filter((fact): fact is [string, string] => fact[1] !== null)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {onMap && (
        <div className="boundary-version__map">
          <BoundaryMap geometry={version.geometry as BoundaryGeometry} name={name} pending={pending} />
        </div>
      )}
    </div>
  );
}

/** The check of a candidate (the API's own rules, with Costa Rica's outline) downloads when there is one to check. */
const CandidateCheck = lazy(() => import('./candidate-check').then(({ CandidateCheck: Check }) => ({ default: Check })));

/** Sends a proposed boundary and answers the line that says what became of it. */
export type BoundaryProposer = (propertyId: string, proposal: BoundaryProposal) => Promise<string>;

/** A proposal sent at once (with the submission's key, when given): the version the server gave it. */
export const sendProposal = async (propertyId: string, proposal: BoundaryProposal, options?: CreateOptions): Promise<string> =>
  T.submitted((await proposeBoundary(propertyId, proposal, options)).version);

export interface BoundaryPageProps {
  /** How the regent's proposal goes (the regent's installed app keeps it in its outbox without a signal). */
  propose?: BoundaryProposer;
  /** Whether the page makes links for buyers (the owner's); the administrator's only sees and revokes them. */
  createShares?: boolean;
}

/**
 * A property's boundary (beyond the spec), one page for every role that may see it (the regent's
 * /DashboardRegent/Limite/{id}, the owner's /Propiedades/Limite/{id}, the administrator's
 * /Propiedades/LimiteAdmin/{id}, each in its role's remote): the approved version
 * and the EU file; the version under review with the administrator's decision; the owner's choice to publish
 * it; the regent's three ways in (GPS, file, typed), checked on the spot by the API's own rules; the versions.
 */
export function BoundaryPage({ propose = sendProposal, createShares = true }: BoundaryPageProps = {}) {
  const { id: propertyId = '' } = useParams();
  const [reload, setReload] = useState(0);
  const state = useLoad(() => getBoundary(propertyId), `${propertyId}:${reload}`);
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [tab, setTab] = useState<(typeof WAYS)[number]>('gps');
  const action = useAction();
  const { busy, errors, notice } = action;
  const [note, setNote] = useState('');

  if (state.loading) return <PlainLoading />;
  if (!state.data) return <PlainAlert messages={state.errors} onClose={state.clearErrors} />;
  const boundary: PropertyBoundary = state.data;
  const name = boundary.propertyName ?? T.title;

  // each action's message shows, and the page reads the boundary again
  const act = (work: () => Promise<string>) =>
    action.run(async () => {
      const message = await work();
      setCandidate(null);
      setNote('');
      setReload((n) => n + 1);
      return message;
    });

  const submit = () =>
    candidate &&
    act(() =>
      propose(propertyId, {
        geometry: candidate.geometry,
        method: candidate.method,
        crs: candidate.crs,
        sourceName: candidate.sourceName,
        accuracyMetres: candidate.accuracyMetres,
      }),
    );

  const returnedLast = boundary.history[0]?.status === BOUNDARY_STATUS.returned ? boundary.history[0] : null;

  return (
    <div className="boundary-screen">
      <div>
        <h1 style={{ marginBottom: 4 }}>
          {T.title}: {name}
        </h1>
        <p style={{ margin: 0 }}>{boundary.place}</p>
        {boundary.certified && (
          <p style={{ margin: '4px 0 0' }}>
            <a href={certificatePdfUrl(propertyId)} download>
              {PROPERTY_TEXTS.certificatePdf}
            </a>
          </p>
        )}
        <p style={{ color: '#595959' }}>{T.intro}</p>
      </div>
      {notice && <PlainNotice onClose={() => action.setNotice(null)}>{notice}</PlainNotice>}
      <PlainAlert messages={errors} onClose={() => action.setErrors([])} />
      {boundary.certified && <CertificateCard propertyId={propertyId} />}

      <div className="boundary-screen__columns">
        <PlainCard heading="h2" title={T.approvedTitle}>
          {boundary.approved ? (
            <>
              <VersionView version={boundary.approved} name={name} />
              {boundary.certified ? (
                <>
                  <div className="boundary-actions">
                    <PlainButton onClick={() => downloadEuFile(propertyId).catch((error: unknown) => action.setErrors(errorLines(error)))}>{T.euFile}</PlainButton>
                  </div>
                  <p style={{ color: '#595959', fontSize: 13 }}>{T.euFileHint}</p>
                </>
              ) : (
                <p>{T.notCertifiedHint}</p>
              )}
            </>
          ) : (
            <p>{T.noneApproved}</p>
          )}
          {boundary.canPublish && (
            <div style={{ marginTop: 16 }}>
              <label className="boundary-switch">
                <button
                  type="button"
                  role="switch"
                  className="plain-switch"
                  aria-checked={boundary.public}
                  aria-busy={busy || undefined}
                  disabled={busy}
                  onClick={() => {
                    const value = !boundary.public;
                    void act(async () => {
                      await setBoundaryPublic(propertyId, value);
                      return T.publicSaved(value);
                    });
                  }}
                >
                  <span className="plain-switch__handle" aria-hidden="true" />
                </button>
                {T.publicSwitch}
              </label>
              <p style={{ color: '#595959', fontSize: 13 }}>{boundary.public ? T.publicOn : T.publicOff}</p>
            </div>
          )}
        </PlainCard>

        {(boundary.pending || returnedLast) && (
          <PlainCard heading="h2" title={boundary.pending ? T.pendingTitle : T.returnedTitle}>
            <VersionView version={(boundary.pending ?? returnedLast)!} name={name} />
            {boundary.pending && boundary.canDecide && (
              <>
                <div className="boundary-field" style={{ marginTop: 12 }}>
                  <label htmlFor="boundary-note">{T.noteLabel}</label>
                  <textarea id="boundary-note" className="plain-input" rows={2} value={note} onChange={(event) => setNote(event.target.value)} maxLength={1000} />
                </div>
                <div className="boundary-actions">
                  <PlainButton
                    primary
                    busy={busy}
                    onClick={() => act(async () => {
                      await decideBoundary(propertyId, boundary.pending!.version, { decision: 'Aprobar', note: note || undefined });
                      return T.approved;
                    })}
                  >
                    {T.approve}
                  </PlainButton>
                  <PlainButton
                    danger
                    busy={busy}
                    onClick={() => act(async () => {
                      await decideBoundary(propertyId, boundary.pending!.version, { decision: 'Devolver', note });
                      return T.returned;
                    })}
                  >
                    {T.giveBack}
                  </PlainButton>
                </div>
              </>
            )}
          </PlainCard>
        )}
      </div>

      {boundary.canPublish && boundary.approved && !boundary.public && <ShareLinks propertyId={propertyId} create={createShares} />}

      {boundary.canPropose && (
        <PlainCard heading="h2" title={T.proposeTitle}>
          <p>{T.proposeHint}</p>
          {/* toggle buttons, not tabs: three labels wrap on a phone instead of hiding behind a menu */}
          <div className="boundary-actions" role="group" aria-label={T.waysLabel}>
            {WAYS.map((way) => (
              <PlainButton
                key={way}
                primary={tab === way}
                aria-pressed={tab === way}
                onClick={() => {
                  setTab(way);
                  setCandidate(null);
                }}
              >
                {T.tabs[way]}
              </PlainButton>
            ))}
          </div>
          <div style={{ marginTop: 16 }}>
            {tab === 'gps' && <GpsWalk onCandidate={setCandidate} />}
            {tab === 'file' && <FileImport onCandidate={setCandidate} />}
            {tab === 'typed' && <TypedCoordinates onCandidate={setCandidate} />}
          </div>
          {candidate && (
            <Suspense fallback={<PlainLoading label={T.checking} shown />}>
              <CandidateCheck candidate={candidate} enrolledHectares={boundary.enrolledHectares} name={name} onFix={setCandidate} onSubmit={submit} busy={busy} />
            </Suspense>
          )}
        </PlainCard>
      )}

      <PlainCard heading="h2" title={T.historyTitle}>
        {boundary.history.length === 0 ? (
          <p>{T.noHistory}</p>
        ) : (
          <ol className="boundary-history">
            {boundary.history.map((v) => (
              <li key={v.version}>
                <strong>{T.version(v.version)}</strong>
                <PlainTag color={STATUS_COLOR[v.status]}>{v.status}</PlainTag>
                <span>{BOUNDARY_METHOD_LABEL[v.method]}</span>
                {v.geometry.type !== 'Point' && <span>{hectares(v.areaHectares)}</span>}
                <span>{formatDateTime(v.proposedAt)}</span>
                {v.note && <span>· {v.note}</span>}
              </li>
            ))}
          </ol>
        )}
      </PlainCard>
    </div>
  );
}
