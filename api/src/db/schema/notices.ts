import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * What someone must hear about (beyond the spec): every change a letter tells of is written here in the transaction
 * of the change itself (an enrolment's step, a certificate's change, a renewal's decision, a booked visit, a boundary's
 * proposal or decision, a watch list asked for). The notifications worker (api/src/notifications) claims pending rows
 * with FOR UPDATE SKIP LOCKED on the mailer's loop, writes their letters into the e-mail outbox and marks them noticed,
 * in one transaction: a change that rolled back is never told, and one that committed is told once.
 */
export const noticeEvents = pgTable(
  'notice_events',
  {
    id: serial('id').primaryKey(),
    /** What changed: inscripcion, certificado, renovacion, visita, limite or vigilancia (NoticeEvent). */
    kind: text('kind').notNull(),
    /** The change's facts, as NoticeEvent names them for its kind. */
    facts: jsonb('facts').notNull(),
    /** When the change was recorded: who hears of it is who should then. */
    at: at('at').notNull().defaultNow(),
    /** When its letters were written into the outbox; null while it waits for the worker. */
    noticedAt: at('noticed_at'),
  },
  (t) => [index('notice_events_pending_idx').on(t.id).where(sql`${t.noticedAt} is null`)],
);
