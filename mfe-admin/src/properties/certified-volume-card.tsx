import { useState } from 'react';
import { CERTIFICATE_REASON, formatVolume } from '@portal/shared-api';
import { changeCertificateVolume, getOriginLedger } from '@portal/shared-api/client';
import { PlainAlert, PlainButton, PlainCard, PlainNotice, ReasonDialog, useAction, useLoad } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import './certified-volume.css';

const T = TEXTS.certifiedVolume;

/** What the administrator writes: 320, 320,5 or 320.5 m³. */
const volumeOf = (text: string) => Number(text.trim().replace(/\s/g, '').replace(',', '.'));

/**
 * The volume the certificate's period in course authorises (beyond the spec): what it authorises, what its origin
 * certificates drew and what remains; Cambiar asks for the new volume and a public reason, written in the
 * certificate's history (never below what was issued: the server says so).
 */
export function CertifiedVolumeCard({ propertyId }: { propertyId: string }) {
  const [reload, setReload] = useState(0);
  const state = useLoad(() => getOriginLedger(propertyId), `${propertyId}:${reload}`);
  const [open, setOpen] = useState(false);
  const [volume, setVolume] = useState('');
  const action = useAction();
  const period = state.data?.periods.find((p) => p.current);

  const confirm = (reason: string) =>
    action.run(async () => {
      const changed = await changeCertificateVolume(Number(propertyId), { volume: volumeOf(volume), reason });
      setOpen(false);
      setReload((n) => n + 1);
      return T.changed(formatVolume(changed.authorised));
    });

  return (
    <div className="certified-volume-card">
      <PlainCard heading="h2" title={T.title}>
        <PlainAlert messages={state.errors} onClose={state.clearErrors} />
        {action.notice && <PlainNotice onClose={() => action.setNotice(null)}>{action.notice}</PlainNotice>}
        {state.data && !period && <p>{T.noPeriod}</p>}
        {period && (
          <>
            <dl className="certified-volume">
              <dt>{T.authorised}</dt>
              <dd>{formatVolume(period.authorised)}</dd>
              <dt>{T.issued}</dt>
              <dd>{formatVolume(period.issued)}</dd>
              <dt>{T.remaining}</dt>
              <dd>{formatVolume(period.remaining)}</dd>
            </dl>
            <PlainButton
              onClick={() => {
                setVolume(String(period.authorised).replace('.', ','));
                action.setErrors([]);
                setOpen(true);
              }}
            >
              {T.change}
            </PlainButton>
          </>
        )}
        <ReasonDialog
          open={open}
          title={T.dialogTitle}
          okText={T.save}
          cancelText={T.cancel}
          label={T.reasonLabel}
          hint={T.reasonHint(CERTIFICATE_REASON.min, CERTIFICATE_REASON.max)}
          before={
            <p>
              <label htmlFor="certified-volume" style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
                {T.volumeLabel}
              </label>
              <input id="certified-volume" className="plain-input" inputMode="decimal" value={volume} onChange={(event) => setVolume(event.target.value)} aria-describedby="certified-volume-hint" />
              <span id="certified-volume-hint" className="certified-volume-hint">
                {period ? T.volumeHint(formatVolume(period.issued)) : ''}
              </span>
            </p>
          }
          busy={action.busy}
          errors={action.errors}
          onClearErrors={() => action.setErrors([])}
          onConfirm={confirm}
          onCancel={() => {
            setOpen(false);
            action.setErrors([]);
          }}
        />
      </PlainCard>
    </div>
  );
}
