import { useState } from 'react';
import { Alert, Button, Card, Input, Modal, Tag, Timeline } from 'antd';
import {
  CERTIFICATE_ACTIONS,
  CERTIFICATE_REASON,
  type CertificateAction,
  type CertificateLifecycle,
  type CertificateLifecycleStatus,
} from '@portal/shared-api';
import { changeCertificate, getPropertyProfile } from '@portal/shared-api/client';
import { useSession } from '@portal/shared-auth';
import { AlertList } from '../feedback/alert-list';
import { errorLines } from '../feedback/error-lines';
import { useLoad } from '../feedback/use-load';
import { formatDateTime } from '../format';
import { CERTIFICATE_TEXTS as T } from '../property/texts';

const COLOR: Record<CertificateLifecycleStatus, string> = { Vigente: 'green', Suspendida: 'orange', Retirada: 'default', Vencida: 'red' };

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
  const { roles } = useSession();
  const [reload, setReload] = useState(0);
  // always from the server: this screen changes the status, and the public profile is kept a minute by browsers
  const state = useLoad(() => getPropertyProfile(propertyId, { fresh: true }), `${propertyId}:${reload}`);
  const [asking, setAsking] = useState<CertificateAction | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const certificate = state.data?.certificate;
  if (!certificate) return null;
  const actions = allowedActions(roles).filter((action) => (CERTIFICATE_ACTIONS[action].from as readonly string[]).includes(certificate.status));
  const tooShort = reason.trim().length < CERTIFICATE_REASON.min;

  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    setErrors([]);
    try {
      await changeCertificate(propertyId, asking, reason.trim());
      setNotice(T.done[asking]);
      setAsking(null);
      setReason('');
      setReload((n) => n + 1);
    } catch (error) {
      setErrors(errorLines(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={T.title} className="certificate-card">
      <p style={{ margin: 0 }}>
        <Tag color={COLOR[certificate.status]}>{certificate.status}</Tag> {T.since(certificate.status, formatDateTime(certificate.since))}
      </p>
      <p>{T.meaning[certificate.status]}</p>
      {state.data?.validUntil && certificate.status === 'Vigente' && <p>{T.validUntil(formatDateTime(state.data.validUntil))}</p>}
      {notice && <Alert type="success" showIcon closable title={notice} onClose={() => setNotice(null)} style={{ marginBottom: 12 }} />}
      {actions.length > 0 && (
        <div className="boundary-actions" style={{ marginBottom: 16 }}>
          {actions.map((action) => (
            <Button key={action} danger={action !== 'reinstate'} onClick={() => setAsking(action)}>
              {T.actions[action]}
            </Button>
          ))}
        </div>
      )}
      <h3 style={{ fontSize: 15 }}>{T.history}</h3>
      <CertificateTimeline certificate={certificate} />
      <Modal
        open={asking !== null}
        title={asking ? T.confirm[asking] : ''}
        okText={asking ? T.actions[asking] : ''}
        cancelText={T.cancel}
        okButtonProps={{ danger: asking !== 'reinstate', disabled: tooShort, loading: busy }}
        onOk={confirm}
        onCancel={() => {
          setAsking(null);
          setErrors([]);
        }}
      >
        {asking === 'withdraw' && <Alert type="warning" showIcon title={T.withdrawWarning} style={{ marginBottom: 12 }} />}
        <label htmlFor="certificate-reason" style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
          {T.reasonLabel}
        </label>
        <Input.TextArea
          id="certificate-reason"
          value={reason}
          maxLength={CERTIFICATE_REASON.max}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          aria-describedby="certificate-reason-hint"
        />
        <p id="certificate-reason-hint" style={{ color: '#595959', fontSize: 13 }}>
          {T.reasonHint(CERTIFICATE_REASON.min, CERTIFICATE_REASON.max)}
        </p>
        <AlertList messages={errors} onClose={() => setErrors([])} />
      </Modal>
    </Card>
  );
}
