import './mail.css';
import { MAIL_KINDS, MAIL_STATUS, type MailItem } from '@portal/shared-api';
import { MAIL_URLS } from '@portal/shared-api/client';
import { listScreen, dateColumn } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.mail;

/** A message's text as the person read it: its lines, then the link to the portal's page. */
function MailBody({ mail }: { mail: MailItem }) {
  return (
    <div className="mail-body">
      {mail.text}
      {mail.link && (
        <>
          {'\n\n'}
          <a href={mail.link}>{`${window.location.origin}${mail.link}`}</a>
        </>
      )}
    </div>
  );
}

/**
 * /Correos (beyond the spec): every e-mail the portal queued for its people, newest first, with its status: Enviado,
 * Pendiente (tried again later, with the server's last answer), Fallido, or Guardado when the portal has no SMTP
 * server (the demo: the messages are read here).
 */
export const MailPage = listScreen<MailItem>({
  title: T.title,
  intro: T.intro,
  url: MAIL_URLS.base,
  searchable: true,
  columns: [
    { key: 'subject', title: T.subject, dataIndex: 'subject', role: 'title', width: 360, ellipsis: true },
    { key: 'recipient', title: T.recipient, dataIndex: 'recipient', width: 180, ellipsis: true },
    dateColumn('createdAt', T.createdAt, (m) => m.createdAt, { width: 110 }),
    { key: 'kind', title: T.kind, render: (_, m) => MAIL_KINDS[m.kind], width: 110 },
    dateColumn('sentAt', T.sentAt, (m) => m.sentAt, { priority: 'detail', width: 110 }),
    { key: 'attempts', title: T.attempts, dataIndex: 'attempts', align: 'right', priority: 'detail', width: 80 },
    { key: 'lastResponse', title: T.lastResponse, render: (_, m) => m.lastResponse ?? '—', priority: 'detail', width: 160, ellipsis: true },
    { key: 'text', title: T.text, render: (_, m) => <MailBody mail={m} />, priority: 'detail', width: 300 },
    {
      key: 'status',
      title: T.status,
      role: 'status',
      width: 100,
      render: (_, m) => <span title={m.status === MAIL_STATUS.kept ? T.keptHint : undefined}>{m.status}</span>,
    },
  ],
});
