import { useState, type CSSProperties } from 'react';
import {
  CERTIFICATE_ACTIONS,
  RENEWABLE,
  paths,
  CERTIFICATE_REASON,
  type CertificateAction,
  type CertificateLifecycle,
} from '@portal/shared-api';
import { changeCertificate, getPropertyProfile } from '@portal/shared-api/client';
import { useSession } from '@portal/shared-auth';
import { LazyReasonDialog as ReasonDialog } from '../feedback/lazy-reason-dialog';
import { PlainNotice } from '../feedback/plain-notice';
import { PlainCard } from '../card/plain-card';
import { PlainButton } from '../form/plain-button';
import { Link } from '@portal/shared-auth/router';
import '../detail/timeline.css';
import { useAction } from '../feedback/use-action';
import { useLoad } from '../feedback/use-load';
import { formatDateTime } from '../format';
import { CERTIFICATE_TEXTS as T } from '../property/texts';
import { CERTIFICATE_COLOR as COLOR, CertificateStatusTag } from '../property/certificate-status-tag';


/** A ring's colour in the history, by the status's tag colour (antd's preset colours). */
const DOT: Record<string, string> = { green: '#52c41a', orange: '#fa8c16', red: '#ff4d4f', default: '#bfbfbf' };

/** The actions a role may take (the API checks again, and that an owner's certificate is theirs). */
function allowedActions(roles: readonly string[]): CertificateAction[] {
  if (roles.includes('Administrador')) return ['suspend', 'reinstate', 'withdraw'];
  if (roles.includes('Cliente')) return ['withdraw'];
  return [];
}

/** A certificate's status, since when and why, and its history: what the public profile shows too. */
export function CertificateTimeline({ certificate }: { certificate: CertificateLifecycle }) {
  return (
    <ol className="plain-timeline">
      {[...certificate.history].reverse().map((event) => (
        <li key={`${event.at}-${event.status}`} style={{ '--timeline-dot': DOT[COLOR[event.status]] } as CSSProperties}>
          <strong>{event.status}</strong> · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          <div>{event.reason}</div>
        </li>
      ))}
    </ol>
  );
}

/**
 * The certificate's lifecycle on a property's screen (beyond the spec): its status with its dates and history, and
 * for an administrator the actions the status allows (suspend, reinstate, withdraw), for the owner withdrawal; each
 * asks for the public reason first.
 */
export function CertificateCard({ propertyId }: { propertyId: string }) {
  const { roles, loggedRole } = useSession();
  const [reload, setReload] = useState(0);
  // always from the server: this screen changes the status, and the public profile is kept a minute by browsers
  const state = useLoad(() => getPropertyProfile(propertyId, { fresh: true }), `${propertyId}:${reload}`);
  const [asking, setAsking] = useState<CertificateAction | null>(null);
  const action = useAction();
  const { busy, errors, notice } = action;
  const certificate = state.data?.certificate;
  if (!certificate) return null;
  const actions = allowedActions(roles).filter((allowed) => (CERTIFICATE_ACTIONS[allowed].from as readonly string[]).includes(certificate.status));
  // the owner renews on the renewal page (the API checks the property is theirs)
  const renewable = loggedRole === 'Cliente' && RENEWABLE.includes(certificate.status);

  const confirm = (reason: string) =>
    asking &&
    action.run(async () => {
      await changeCertificate(propertyId, asking, reason);
      setAsking(null);
      setReload((n) => n + 1);
      return T.done[asking];
    });

  return (
    <div className="certificate-card">
      <PlainCard heading="h2" title={T.title}>
        <p style={{ margin: 0 }}>
          <CertificateStatusTag status={certificate.status} /> {T.since(certificate.status, formatDateTime(certificate.since))}
        </p>
        <p>{T.meaning[certificate.status]}</p>
        {state.data?.validUntil && RENEWABLE.includes(certificate.status) && <p>{T.validUntil(formatDateTime(state.data.validUntil))}</p>}
        {notice && <PlainNotice onClose={() => action.setNotice(null)}>{notice}</PlainNotice>}
        {(actions.length > 0 || renewable) && (
          <div className="boundary-actions" style={{ marginBottom: 16 }}>
            {renewable && (
              <Link className="plain-button plain-button--primary" to={paths.propiedadesRenovar(propertyId)}>
                {T.renew}
              </Link>
            )}
            {actions.map((allowed) => (
              <PlainButton key={allowed} danger={allowed !== 'reinstate'} onClick={() => setAsking(allowed)}>
                {T.actions[allowed]}
              </PlainButton>
            ))}
          </div>
        )}
        <h3 style={{ fontSize: 15 }}>{T.history}</h3>
        <CertificateTimeline certificate={certificate} />
        <ReasonDialog
          open={asking !== null}
          title={asking ? T.confirm[asking] : ''}
          okText={asking ? T.actions[asking] : ''}
          cancelText={T.cancel}
          label={T.reasonLabel}
          hint={T.reasonHint(CERTIFICATE_REASON.min, CERTIFICATE_REASON.max)}
          danger={asking !== 'reinstate'}
          before={asking === 'withdraw' && <PlainNotice tone="warning">{T.withdrawWarning}</PlainNotice>}
          busy={busy}
          errors={errors}
          onClearErrors={() => action.setErrors([])}
          onConfirm={confirm}
          onCancel={() => {
            setAsking(null);
            action.setErrors([]);
          }}
        />
      </PlainCard>
    </div>
  );
}
