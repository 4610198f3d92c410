import { useMemo, useState } from 'react';
import { useParams } from '@portal/shared-auth/router';
import { Alert, Button, Card, Input, Switch, Tag } from 'antd';
import { BOUNDARY_METHOD_LABEL, BOUNDARY_STATUS, type BoundaryProposal, type BoundaryVersion, type PropertyBoundary } from '@portal/shared-api';
import { certificatePdfUrl, decideBoundary, downloadEuFile, getBoundary, proposeBoundary, setBoundaryPublic, type CreateOptions } from '@portal/shared-api/client';
import { checkBoundary, swapAxes, type BoundaryGeometry } from '@portal/shared-api/geo';
import { AlertList } from '../feedback/alert-list';
import { errorLines } from '../feedback/error-lines';
import { useAction } from '../feedback/use-action';
import { Loading } from '../feedback/loading';
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

const STATUS_COLOR: Record<string, string> = {
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
  return (
    <div className="boundary-version">
      <div>
        <BoundaryOutlineView geometry={version.geometry as BoundaryGeometry} name={name} pending={pending} />
        <Button className="boundary-map-toggle" aria-expanded={onMap} onClick={() => setOnMap(!onMap)}>
          {onMap ? MAP_TEXTS.hideMap : MAP_TEXTS.showMap}
        </Button>
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

/** The check of a candidate, as the API will make it: errors (with the one-click fix), warnings, the outline. */
function CandidateCheck({ candidate, enrolledHectares, name, onFix, onSubmit, busy }: {
  candidate: Candidate;
  enrolledHectares: number | null;
  name: string;
  onFix: (candidate: Candidate) => void;
  onSubmit: () => void;
  busy: boolean;
}) {
  const check = useMemo(() => checkBoundary(candidate.geometry, { enrolledHectares }), [candidate, enrolledHectares]);
  const swap = check.errors.find((e) => e.fix === 'swap-axes');
  // on the map as soon as it lies in Costa Rica, errors and all: a crossing is mended by moving a vertex
  const mappable = check.geometry && !check.errors.some((e) => e.code === 'swappedAxes' || e.code === 'outsideCostaRica');
  return (
    <section aria-label={T.checkTitle} style={{ marginTop: 16 }}>
      {check.errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={check.errors.map((e) => e.message).join(' ')}
          action={
            swap && (
              <Button size="small" onClick={() => onFix({ ...candidate, geometry: swapAxes(candidate.geometry as BoundaryGeometry) })}>
                {T.swapFix}
              </Button>
            )
          }
        />
      )}
      {[...(candidate.notes ?? []), ...check.warnings.map((w) => w.message)].map((message) => (
        <Alert key={message} type="warning" showIcon title={message} style={{ marginTop: 8 }} />
      ))}
      {check.ok && <Alert type="success" showIcon title={T.checkOk} style={{ marginTop: 8 }} />}
      {mappable && (
        <div style={{ marginTop: 12 }}>
          <BoundaryMap geometry={check.geometry!} name={name} pending onChange={(geometry) => onFix({ ...candidate, geometry })} />
          {check.ok && (
            <p style={{ marginTop: 8 }}>
              {T.candidate(check.geometry!.type, check.summary!.vertices)}
              {check.geometry!.type !== 'Point' && ` · ${hectares(check.summary!.areaHectares)}`}
            </p>
          )}
        </div>
      )}
      <div className="boundary-actions">
        <Button type="primary" size="large" disabled={!check.ok} loading={busy} onClick={onSubmit}>
          {T.submit}
        </Button>
      </div>
    </section>
  );
}

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

  if (state.loading) return <Loading />;
  if (!state.data) return <AlertList messages={state.errors} onClose={state.clearErrors} />;
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
      {notice && <Alert type="success" showIcon closable title={notice} onClose={() => action.setNotice(null)} />}
      <AlertList messages={errors} onClose={() => action.setErrors([])} />
      {boundary.certified && <CertificateCard propertyId={propertyId} />}

      <div className="boundary-screen__columns">
        <Card title={T.approvedTitle}>
          {boundary.approved ? (
            <>
              <VersionView version={boundary.approved} name={name} />
              {boundary.certified ? (
                <>
                  <div className="boundary-actions">
                    <Button onClick={() => downloadEuFile(propertyId).catch((error: unknown) => action.setErrors(errorLines(error)))}>{T.euFile}</Button>
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
              <label style={{ display: 'flex', gap: 8, alignItems: 'center', fontWeight: 500 }}>
                <Switch
                  checked={boundary.public}
                  loading={busy}
                  onChange={(value) => act(async () => {
                    await setBoundaryPublic(propertyId, value);
                    return T.publicSaved(value);
                  })}
                />
                {T.publicSwitch}
              </label>
              <p style={{ color: '#595959', fontSize: 13 }}>{boundary.public ? T.publicOn : T.publicOff}</p>
            </div>
          )}
        </Card>

        {(boundary.pending || returnedLast) && (
          <Card title={boundary.pending ? T.pendingTitle : T.returnedTitle}>
            <VersionView version={(boundary.pending ?? returnedLast)!} name={name} />
            {boundary.pending && boundary.canDecide && (
              <>
                <div className="boundary-field" style={{ marginTop: 12 }}>
                  <label htmlFor="boundary-note">{T.noteLabel}</label>
                  <Input.TextArea id="boundary-note" rows={2} value={note} onChange={(event) => setNote(event.target.value)} maxLength={1000} />
                </div>
                <div className="boundary-actions">
                  <Button
                    type="primary"
                    loading={busy}
                    onClick={() => act(async () => {
                      await decideBoundary(propertyId, boundary.pending!.version, { decision: 'Aprobar', note: note || undefined });
                      return T.approved;
                    })}
                  >
                    {T.approve}
                  </Button>
                  <Button
                    danger
                    loading={busy}
                    onClick={() => act(async () => {
                      await decideBoundary(propertyId, boundary.pending!.version, { decision: 'Devolver', note });
                      return T.returned;
                    })}
                  >
                    {T.giveBack}
                  </Button>
                </div>
              </>
            )}
          </Card>
        )}
      </div>

      {boundary.canPublish && boundary.approved && !boundary.public && <ShareLinks propertyId={propertyId} create={createShares} />}

      {boundary.canPropose && (
        <Card title={T.proposeTitle}>
          <p>{T.proposeHint}</p>
          {/* toggle buttons, not tabs: three labels wrap on a phone instead of hiding behind a menu */}
          <div className="boundary-actions" role="group" aria-label={T.waysLabel}>
            {WAYS.map((way) => (
              <Button
                key={way}
                type={tab === way ? 'primary' : 'default'}
                aria-pressed={tab === way}
                onClick={() => {
                  setTab(way);
                  setCandidate(null);
                }}
              >
                {T.tabs[way]}
              </Button>
            ))}
          </div>
          <div style={{ marginTop: 16 }}>
            {tab === 'gps' && <GpsWalk onCandidate={setCandidate} />}
            {tab === 'file' && <FileImport onCandidate={setCandidate} />}
            {tab === 'typed' && <TypedCoordinates onCandidate={setCandidate} />}
          </div>
          {candidate && (
            <CandidateCheck candidate={candidate} enrolledHectares={boundary.enrolledHectares} name={name} onFix={setCandidate} onSubmit={submit} busy={busy} />
          )}
        </Card>
      )}

      <Card title={T.historyTitle}>
        {boundary.history.length === 0 ? (
          <p>{T.noHistory}</p>
        ) : (
          <ol className="boundary-history">
            {boundary.history.map((v) => (
              <li key={v.version}>
                <strong>{T.version(v.version)}</strong>
                <Tag color={STATUS_COLOR[v.status]}>{v.status}</Tag>
                <span>{BOUNDARY_METHOD_LABEL[v.method]}</span>
                {v.geometry.type !== 'Point' && <span>{hectares(v.areaHectares)}</span>}
                <span>{formatDateTime(v.proposedAt)}</span>
                {v.note && <span>· {v.note}</span>}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
