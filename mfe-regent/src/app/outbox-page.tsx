import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from '@portal/shared-auth/router';
import { PRODUCT_FORMS, formatVolume, paths } from '@portal/shared-api';
import { BOUNDARY_METHOD_LABEL } from '@portal/shared-api/geo';
import { ConfirmDialog, PlainAlert, PlainButton, PlainCard, PlainLoading, PlainTag, formatDateTime, type TagColor } from '@portal/shared-ui';
import type { OutboxItem, OutboxStatus } from './device-store';
import { useBrowserOnline } from './online';
import { clearSent, discard, loadOutbox, resend, sendOutbox, useOutbox } from './outbox';
import { TEXTS } from '../texts';
import '../regent.css';

const T = TEXTS.outbox;
const COLOURS: Record<OutboxStatus, TagColor> = { waiting: 'gold', sent: 'green', failed: 'red', conflict: 'volcano' };

// the visit's form (antd's radios among its fields) downloads when a refused visit is corrected, not with the list
const OutboxVisitFix = lazy(() => import('./outbox-fix').then(({ OutboxVisitFix: Fix }) => ({ default: Fix })));

function titleOf(item: OutboxItem): string {
  if (item.kind === 'boundary') return T.boundaryOf(item.propertyLabel);
  if (item.kind === 'origin') return T.originOf(item.propertyLabel);
  return item.kind === 'result' && item.appointmentId !== undefined ? T.resultOf(item.appointmentId, item.propertyLabel) : T.visitOf(item.propertyLabel);
}

/** What was captured, and where the server keeps it once acknowledged. */
function ItemBody({ item }: { item: OutboxItem }) {
  if (item.kind === 'origin') {
    return (
      <>
        <div>{T.originSummary(item.issue.species.map((line) => `${line.commonName} ${formatVolume(line.volume)}`).join(', '), PRODUCT_FORMS[item.issue.productForm].label)}</div>
        {item.status === 'sent' && item.number !== undefined && (
          <div>
            <Link to={paths.origen(item.number)}>{T.originSentAs(item.number, formatDateTime(item.sentAt!))}</Link>
          </div>
        )}
      </>
    );
  }
  if (item.kind === 'boundary') {
    return (
      <>
        <div>{T.boundarySummary(BOUNDARY_METHOD_LABEL[item.proposal.method], item.proposal.accuracyMetres)}</div>
        {item.status === 'sent' && item.version !== undefined && (
          <div>
            <Link to={paths.dashboardRegentLimite(item.propertyId)}>{T.boundarySentAs(item.version, formatDateTime(item.sentAt!))}</Link>
          </div>
        )}
      </>
    );
  }
  return (
    <>
      <div>{T.summary(item.result, item.reports.length, item.photos.length)}</div>
      {item.status === 'sent' && item.appointmentId !== undefined && (
        <div>
          <Link to={paths.citasId(item.appointmentId)}>{T.sentAs(item.appointmentId, formatDateTime(item.sentAt!))}</Link>
        </div>
      )}
    </>
  );
}

function OutboxEntry({ item }: { item: OutboxItem }) {
  const id = item.id!;
  const title = titleOf(item);
  const [fixing, setFixing] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const refused = item.status === 'failed';
  return (
    <li className={`regent-outbox-item regent-outbox-${item.status}`} aria-label={title}>
      <div className="regent-outbox-head">
        <strong>{title}</strong>
        <PlainTag color={COLOURS[item.status]}>{T.status[item.status]}</PlainTag>
      </div>
      <div>{T.capturedAt(formatDateTime(item.capturedAt))}</div>
      <ItemBody item={item} />
      {item.status === 'conflict' && <p className="regent-outbox-note">{T.conflict}</p>}
      {(refused || item.status === 'conflict') && <PlainAlert messages={item.messages} />}
      {refused && fixing && (item.kind === 'visit' || item.kind === 'result') && (
        <Suspense fallback={<PlainLoading />}>
          <OutboxVisitFix item={item} title={title} onDone={() => setFixing(false)} />
        </Suspense>
      )}
      {item.status !== 'sent' && !(refused && fixing) && (
        <div className="regent-outbox-actions">
          {/* what the server refused is changed here (a visit) or on the map (a boundary, proposed anew from there) */}
          {refused && (item.kind === 'visit' || item.kind === 'result') && (
            <PlainButton primary onClick={() => setFixing(true)}>
              {T.fix}
            </PlainButton>
          )}
          {refused && item.kind === 'boundary' && <Link to={paths.dashboardRegentLimite(item.propertyId)}>{T.fixBoundary}</Link>}
          {/* an origin certificate refused is issued anew from its form, with what the server said */}
          {refused && item.kind === 'origin' && <Link to={paths.dashboardRegentOrigen(item.propertyId)}>{T.fixOrigin}</Link>}
          {refused && (
            <PlainButton onClick={() => void resend(id)}>
              {T.retry}
            </PlainButton>
          )}
          <PlainButton danger={item.status !== 'waiting'} onClick={() => setDiscarding(true)}>
            {T.discard}
          </PlainButton>
          <ConfirmDialog
            open={discarding}
            title={T.discardConfirm}
            okText={T.discard}
            cancelText={TEXTS.registerVisit.cancel}
            danger
            onConfirm={() => {
              setDiscarding(false);
              void discard(id);
            }}
            onCancel={() => setDiscarding(false)}
          />
        </div>
      )}
    </li>
  );
}

/** /DashboardRegent/Pendientes: what was captured in the field, waiting, sent or refused, until the server has it. */
export function OutboxPage() {
  const { items, sending } = useOutbox();
  const online = useBrowserOnline();
  useEffect(() => {
    void loadOutbox();
  }, []);
  const waiting = items.some((item) => item.status === 'waiting');
  return (
    <PlainCard title={T.title} extra={<Link to={paths.dashboardRegent()}>{TEXTS.projects.back}</Link>}>
      <p>{T.intro}</p>
      <div className="regent-outbox-actions">
        <PlainButton primary onClick={() => void sendOutbox()} disabled={!online || !waiting} busy={sending}>
          {sending ? T.sending : T.sendNow}
        </PlainButton>
        {items.some((item) => item.status === 'sent') && <PlainButton onClick={() => void clearSent()}>{T.clearSent}</PlainButton>}
      </div>
      {!online && waiting && <p role="status">{T.offline}</p>}
      {items.length === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <ul className="regent-outbox">
          {items.map((item) => (
            <OutboxEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
    </PlainCard>
  );
}
