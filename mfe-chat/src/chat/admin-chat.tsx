import { useState } from 'react';
import { Button } from 'antd';
import { chatPreview, type ConversationSummary } from '@portal/shared-api';
import { getConversations, pollConversation, type PollResult } from '@portal/shared-api/client';
import { Loading } from '@portal/shared-ui';
import { TEXTS as T } from '../texts';
import { Thread } from './thread';
import { usePoll } from './use-poll';
import './chat.css';

const longDate = new Intl.DateTimeFormat('es-CR', { dateStyle: 'long' });
/** The inbox's date in long Spanish form (spec §9), e.g. 21 de noviembre de 2026. */
export const formatLongDate = (value: string) => longDate.format(new Date(value));

/** The inbox is read again every few seconds while it shows, so new conversations and messages appear. */
export const INBOX_REFRESH_MS = 5000;
const pollInbox = async (): Promise<PollResult<ConversationSummary[]>> => ({ status: 'changed', data: await getConversations(), etag: null });

function Inbox({ onOpen }: { onOpen: (id: number) => void }) {
  const { data } = usePoll(pollInbox, 'inbox', INBOX_REFRESH_MS);
  return (
    <section aria-label={T.inbox}>
      <h3>{T.inbox}</h3>
      {data === undefined && <Loading />}
      {data && data.length === 0 && <p>{T.inboxEmpty}</p>}
      <ul className="chat-inbox">
        {data?.map((c) => (
          <li key={c.id}>
            <button type="button" className={`chat-inbox__item${c.active ? '' : ' chat-inbox__item--ended'}`} onClick={() => onOpen(c.id)}>
              <span className="chat-inbox__who">{c.customerName}</span>
              <span className="chat-inbox__subject">{c.subject}</span>
              <span className="chat-inbox__preview">{chatPreview(c.lastMessage)}</span>
              <time dateTime={c.lastMessageDate}>{formatLongDate(c.lastMessageDate)}</time>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OpenConversation({ id, email, onBack }: { id: number; email: string | null; onBack: () => void }) {
  const { data, refresh } = usePoll((etag, signal) => pollConversation(id, etag, signal), id);
  return (
    <>
      <Button onClick={onBack} style={{ marginBottom: 12 }}>
        {T.back}
      </Button>
      {data ? <Thread conversation={data} myEmail={email} onSent={refresh} /> : <Loading />}
    </>
  );
}

/** The administrator's inbox (spec §2 Chat panel): opening a conversation shows its thread; Nuevo returns to the inbox. */
export function AdminChat({ email }: { email: string | null }) {
  const [open, setOpen] = useState<number | null>(null);
  return open === null ? <Inbox onOpen={setOpen} /> : <OpenConversation id={open} email={email} onBack={() => setOpen(null)} />;
}
