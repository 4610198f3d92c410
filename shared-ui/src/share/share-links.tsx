import { useId, useState } from 'react';
import type { BoundaryShare, BoundaryShareCreate, BoundaryShareCreated } from '@portal/shared-api';
import { PlainCard } from '../card/plain-card';
import { PlainAlert } from '../feedback/plain';
import { PlainNotice } from '../feedback/plain-notice';
import { PlainButton } from '../form/plain-button';
import { PlainSelect } from '../form/plain-select';
import { PlainTag } from '../tag/plain-tag';
import { useAction } from '../feedback/use-action';
import { useLoad } from '../feedback/use-load';
import { formatDateTime } from '../format';
import { SHARE_TEXTS as T } from './texts';
import '../form/form.css';
import './share-links.css';

/** The calls of one record's share links (a property's boundary, a shipment). */
export interface ShareLinkCalls {
  list: () => Promise<BoundaryShare[]>;
  create: (input: BoundaryShareCreate) => Promise<BoundaryShareCreated>;
  revoke: (shareId: number) => Promise<void>;
}

/**
 * A record's links for buyers, whatever they open (`calls`): made for some days with who they are for, the address
 * shown once with a copy button, listed with their state, revocable. Plain elements: it loads no antd.
 */
export function ShareLinkList({ subject, calls, title, hint, create = true }: { subject: string; calls: ShareLinkCalls; title: string; hint: string; create?: boolean }) {
  const id = useId();
  const [reload, setReload] = useState(0);
  const state = useLoad(() => calls.list(), `${subject}:${reload}`);
  const [label, setLabel] = useState('');
  const [days, setDays] = useState<number>(30);
  const [created, setCreated] = useState<string | null>(null);
  const action = useAction();
  const { busy, errors, notice } = action;
  // each change lists the links again
  const run = (work: () => Promise<string | void>) =>
    action.run(async () => {
      const done = await work();
      setReload((n) => n + 1);
      return done;
    });

  return (
    <PlainCard title={title} heading="h2">
      <p className="share-links__hint">{hint}</p>
      <PlainAlert messages={[...errors, ...state.errors]} onClose={() => action.setErrors([])} />
      {notice && <PlainNotice>{notice}</PlainNotice>}
      {create && (
        <>
          <div className="share-links__field">
            <label htmlFor={`${id}-label`}>{T.shareLabel}</label>
            <input id={`${id}-label`} className="plain-input" value={label} maxLength={120} onChange={(event) => setLabel(event.target.value)} />
          </div>
          <div className="share-links__field">
            <label htmlFor={`${id}-days`}>{T.shareDays}</label>
            <PlainSelect
              id={`${id}-days`}
              value={String(days)}
              placeholder={false}
              options={T.shareDayOptions.map((n) => ({ value: String(n), label: T.days(n) }))}
              onChange={(value) => setDays(Number(value))}
            />
          </div>
          <PlainButton
            primary
            busy={busy}
            onClick={() => run(async () => {
              const share = await calls.create({ days, label: label.trim() || undefined });
              setCreated(share.url);
              setLabel('');
            })}
          >
            {T.shareCreate}
          </PlainButton>
          {created && (
            <div className="share-links__created">
              <PlainNotice tone="info">{T.shareCreated}</PlainNotice>
              <div className="share-links__field">
                <label htmlFor={`${id}-url`}>{T.shareUrlLabel}</label>
                <input id={`${id}-url`} className="plain-input" readOnly value={created} onFocus={(event) => event.target.select()} />
              </div>
              <PlainButton onClick={() => navigator.clipboard?.writeText(created).then(() => action.setNotice(T.shareCopied), () => undefined)}>{T.shareCopy}</PlainButton>
            </div>
          )}
        </>
      )}
      <ul className="share-links__list">
        {state.data?.length === 0 && <li>{T.noShares}</li>}
        {state.data?.map((share) => (
          <li key={share.id}>
            <strong>{share.label ?? T.shareNoLabel}</strong>
            {share.revokedAt ? (
              <PlainTag>{T.shareRevoked(formatDateTime(share.revokedAt))}</PlainTag>
            ) : share.active ? (
              <PlainTag color="green">{T.shareActive(formatDateTime(share.expiresAt))}</PlainTag>
            ) : (
              <PlainTag>{T.shareExpired(formatDateTime(share.expiresAt))}</PlainTag>
            )}
            {share.active && (
              <PlainButton
                small
                danger
                aria-label={T.shareRevokeOf(share.label ?? T.shareNoLabel)}
                onClick={() => run(async () => {
                  await calls.revoke(share.id);
                  return T.shareRevokedNotice;
                })}
              >
                {T.shareRevoke}
              </PlainButton>
            )}
          </li>
        ))}
      </ul>
    </PlainCard>
  );
}
