import { useState } from 'react';
import { Alert, Button, Card, Timeline } from 'antd';
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
import { ReasonDialog } from '../feedback/reason-dialog';
import { ButtonLink } from '../list/button-link';
import { useAction } from '../feedback/use-action';
import { useLoad } from '../feedback/use-load';
import { formatDateTime } from '../format';
import { CERTIFICATE_TEXTS as T } from '../property/texts';
import { CERTIFICATE_COLOR as COLOR, CertificateStatusTag } from '../property/certificate-status-tag';


/** The actions a role may take (the API checks again, and that an owner's certificate is theirs). */
function allowedActions(roles: readonly string[]): CertificateAction[] {
  if (roles.includes('Administrador')) return ['suspend', 'reinstate', 'withdraw'];
  if (roles.includes('Cliente')) return ['withdraw'];
  return [];
}

/** A certificate's status, since when and why, and its history: what the public profile shows too. */
export function CertificateTimeline({ certificate }: { certificate: CertificateLifecycle }) {
  return (
    <Timeline
      items={[...certificate.history].reverse().map((event) => ({
        color: COLOR[event.status] === 'default' ? 'gray' : COLOR[event.status],
        content: (
          <>
            <strong>{event.status}</strong> · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            <div>{event.reason}</div>
          </>
        ),
      }))}
    />
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
    <Card title={T.title} className="certificate-card">
      <p style={{ margin: 0 }}>
        <CertificateStatusTag status={certificate.status} /> {T.since(certificate.status, formatDateTime(certificate.since))}
      </p>
      <p>{T.meaning[certificate.status]}</p>
      {state.data?.validUntil && RENEWABLE.includes(certificate.status) && <p>{T.validUntil(formatDateTime(state.data.validUntil))}</p>}
      {notice && <Alert type="success" showIcon closable title={notice} onClose={() => action.setNotice(null)} style={{ marginBottom: 12 }} />}
      {(actions.length > 0 || renewable) && (
        <div className="boundary-actions" style={{ marginBottom: 16 }}>
          {renewable && (
            <ButtonLink type="primary" to={paths.propiedadesRenovar(propertyId)}>
              {T.renew}
            </ButtonLink>
          )}
          {actions.map((allowed) => (
            <Button key={allowed} danger={allowed !== 'reinstate'} onClick={() => setAsking(allowed)}>
              {T.actions[allowed]}
            </Button>
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
        before={asking === 'withdraw' && <Alert type="warning" showIcon title={T.withdrawWarning} style={{ marginBottom: 12 }} />}
        busy={busy}
        errors={errors}
        onClearErrors={() => action.setErrors([])}
        onConfirm={confirm}
        onCancel={() => {
          setAsking(null);
          action.setErrors([]);
        }}
      />
    </Card>
  );
}
