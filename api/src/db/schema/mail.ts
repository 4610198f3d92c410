import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from './users';
import { at, belongsTo, namedBy } from './columns';

/**
 * The e-mail outbox (beyond the spec): every message the portal sends is a row written in the transaction of the
 * change it tells about, so none is lost with a crash and none is sent for a change that rolled back. The mailer
 * (api/src/mail/outbox.ts) claims due rows with FOR UPDATE SKIP LOCKED and a lease, so with several processes each
 * message is sent by one; `key` names the message (its Message-ID), so the same change never queues it twice.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    /** What the message is about, unique: `inscripcion.12.v3`, `certificado.8.5`. Also its Message-ID. */
    key: text('key').notNull().unique(),
    /** What it is about: inscripcion or certificado (MAIL_KINDS). */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    /** The account it is for, when it is one (the administrators' screen links it). */
    userId: namedBy('user_id', () => users.id),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The portal's page the message leads to (a path: the mailer writes it after the portal's PUBLIC_URL). */
    link: text('link'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Pendiente, Enviado, Fallido (every attempt failed) or Guardado (no SMTP server: kept, not sent). */
    status: text('status').notNull().default('Pendiente'),
    attempts: integer('attempts').notNull().default(0),
    /** When the mailer may try it (again): retries back off. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** A mailer's claim: until then no other process takes it; a process that died lets it lapse. */
    lockedUntil: at('locked_until'),
    sentAt: at('sent_at'),
    /** The SMTP server's answer to the last attempt. */
    lastResponse: text('last_response'),
    /** The path that cancels what the message is about in one click (RFC 8058), for mail to people with no account. */
    unsubscribe: text('unsubscribe'),
  },
  (t) => [
    check('mail_messages_status_valid', sql`${t.status} in ('Pendiente', 'Enviado', 'Fallido', 'Guardado')`),
    // the mailer's question: what is due
    index('mail_messages_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'Pendiente'`),
    // the administrators' list, newest first
    index('mail_messages_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** The kinds of e-mail a person turned off on their profile: one row per kind off (beyond the spec). */
export const mailPreferences = pgTable(
  'mail_preferences',
  {
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ name: 'mail_preferences_pk', columns: [t.userId, t.kind] })],
);
