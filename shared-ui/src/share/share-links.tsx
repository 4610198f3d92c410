import { useId, useState } from 'react';
import { Alert, Button, Card, Input, Select, Tag } from 'antd';
import type { BoundaryShare, BoundaryShareCreate, BoundaryShareCreated } from '@portal/shared-api';
import { AlertList } from '../feedback/alert-list';
import { useAction } from '../feedback/use-action';
import { useLoad } from '../feedback/use-load';
import { formatDateTime } from '../format';
import { SHARE_TEXTS as T } from './texts';

/** The calls of one record's share links (a property's boundary, a shipment). */
export interface ShareLinkCalls {
  list: () => Promise<BoundaryShare[]>;
  create: (input: BoundaryShareCreate) => Promise<BoundaryShareCreated>;
  revoke: (shareId: number) => Promise<void>;
}

/**
 * A record's links for buyers, whatever they open (`calls`): made for some days with who they are for, the address
 * shown once with a copy button, listed with their state, revocable.
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
    <Card title={title}>
      <p style={{ color: '#595959' }}>{hint}</p>
      <AlertList messages={[...errors, ...state.errors]} onClose={() => action.setErrors([])} />
      {notice && <Alert type="success" showIcon title={notice} style={{ marginBottom: 12 }} />}
      {create && (
        <>
          <div className="boundary-field">
            <label htmlFor={`${id}-label`}>{T.shareLabel}</label>
            <Input id={`${id}-label`} value={label} maxLength={120} onChange={(event) => setLabel(event.target.value)} />
          </div>
          <div className="boundary-field">
            <label htmlFor={`${id}-days`}>{T.shareDays}</label>
            <Select id={`${id}-days`} value={days} onChange={setDays} options={T.shareDayOptions.map((n) => ({ value: n, label: T.days(n) }))} style={{ maxWidth: 200 }} />
          </div>
          <Button
            type="primary"
            loading={busy}
            onClick={() => run(async () => {
              const share = await calls.create({ days, label: label.trim() || undefined });
              setCreated(share.url);
              setLabel('');
            })}
          >
            {T.shareCreate}
          </Button>
          {created && (
            <div style={{ marginTop: 12 }}>
              <Alert type="info" showIcon title={T.shareCreated} style={{ marginBottom: 8 }} />
              <div className="boundary-field">
                <label htmlFor={`${id}-url`}>{T.shareUrlLabel}</label>
                <Input id={`${id}-url`} readOnly value={created} onFocus={(event) => event.target.select()} />
              </div>
              <Button onClick={() => navigator.clipboard?.writeText(created).then(() => action.setNotice(T.shareCopied), () => undefined)}>{T.shareCopy}</Button>
            </div>
          )}
        </>
      )}
      <ul className="boundary-history" style={{ marginTop: 16 }}>
        {state.data?.length === 0 && <li>{T.noShares}</li>}
        {state.data?.map((share) => (
          <li key={share.id}>
            <strong>{share.label ?? T.shareNoLabel}</strong>
            {share.revokedAt ? (
              <Tag>{T.shareRevoked(formatDateTime(share.revokedAt))}</Tag>
            ) : share.active ? (
              <Tag color="green">{T.shareActive(formatDateTime(share.expiresAt))}</Tag>
            ) : (
              <Tag>{T.shareExpired(formatDateTime(share.expiresAt))}</Tag>
            )}
            {share.active && (
              <Button
                size="small"
                danger
                aria-label={T.shareRevokeOf(share.label ?? T.shareNoLabel)}
                onClick={() => run(async () => {
                  await calls.revoke(share.id);
                  return T.shareRevokedNotice;
                })}
              >
                {T.shareRevoke}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
