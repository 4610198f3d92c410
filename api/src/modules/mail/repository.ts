import type { FilteredQuery, MailItem, MailKind, MailStatus, Page } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { mailMessages } from '../../db/schema';
import { newestFirstPage } from '../../lib/listing';

const columns = {
  id: mailMessages.id,
  kind: mailMessages.kind,
  recipient: mailMessages.recipient,
  subject: mailMessages.subject,
  text: mailMessages.text,
  link: mailMessages.link,
  createdAt: mailMessages.createdAt,
  status: mailMessages.status,
  attempts: mailMessages.attempts,
  sentAt: mailMessages.sentAt,
  lastResponse: mailMessages.lastResponse,
};

interface Row {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  link: string | null;
  createdAt: Date;
  status: string;
  attempts: number;
  sentAt: Date | null;
  lastResponse: string | null;
}

const toItem = (row: Row): MailItem => ({
  ...row,
  kind: row.kind as MailKind,
  status: row.status as MailStatus,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The outbox as administrators read it: newest first; `param` searches the recipient, the subject and the text. */
export function mailRepository(db: Database) {
  return {
    page: (query: FilteredQuery): Promise<Page<MailItem>> =>
      newestFirstPage(db, query, {
        table: mailMessages,
        rows: db.select(columns).from(mailMessages).$dynamic(),
        searched: [mailMessages.recipient, mailMessages.subject, mailMessages.text],
        createdAt: mailMessages.createdAt,
        id: mailMessages.id,
        toItem,
      }),
  };
}
