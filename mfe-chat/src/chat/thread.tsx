import { useEffect, useRef, useState } from 'react';
import { Button, Input } from 'antd';
import { isSendable, type Conversation } from '@portal/shared-api';
import { replyThread } from '@portal/shared-api/client';
import { AlertList, formatDateTime, useAction, useSubmissionKey } from '@portal/shared-ui';
import { TEXTS as T } from '../texts';
import './chat.css';

/** A conversation's messages, newest last, and the reply box (empty or blank messages are not sent, spec §5). */
export function Thread({ conversation, myEmail, onSent }: { conversation: Conversation; myEmail: string | null; onSent: () => void }) {
  const [text, setText] = useState('');
  const sending = useAction();
  const keys = useSubmissionKey();
  const end = useRef<HTMLLIElement>(null);
  const count = conversation.messages.length;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const send = async () => {
    if (!isSendable(text)) return;
    const reply = { conversationId: conversation.id, message: text.trim(), userEmail: myEmail ?? undefined };
    await sending.run(async () => {
      await keys.send(reply, (idempotencyKey) => replyThread(reply, { idempotencyKey }));
      setText('');
      onSent();
    });
  };

  return (
    <div className="chat-thread">
      <h3 className="chat-thread__subject">{conversation.subject}</h3>
      <ol className="chat-thread__messages" aria-label={T.thread}>
        {conversation.messages.map((m) => {
          const mine = m.userEmail === myEmail;
          return (
            <li key={m.id} className={`chat-message${mine ? ' chat-message--mine' : ''}`}>
              <span className="chat-message__author">{mine ? T.you : m.fromAdministration ? T.administration : m.userName}</span>
              <p>{m.messageText}</p>
              <time dateTime={m.dateCreated}>{formatDateTime(m.dateCreated)}</time>
            </li>
          );
        })}
        <li ref={end} aria-hidden="true" className="chat-thread__end" />
      </ol>
      {conversation.active ? (
        <form
          className="chat-reply"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <AlertList messages={sending.errors} onClose={() => sending.setErrors([])} />
          <label htmlFor="chat-reply" className="visually-hidden">
            {T.reply}
          </label>
          <Input.TextArea
            id="chat-reply"
            value={text}
            placeholder={T.replyPlaceholder}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={2000}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                void send();
              }
            }}
          />
          <Button type="primary" htmlType="submit" disabled={!isSendable(text)} loading={sending.busy}>
            {T.send}
          </Button>
        </form>
      ) : (
        <p className="chat-thread__ended">{T.ended}</p>
      )}
    </div>
  );
}
