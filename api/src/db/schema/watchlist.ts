import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { properties } from './certification';

/**
 * Who watches certificates (beyond the spec): an e-mail with no account, and the secret token of the links its
 * messages carry (the watcher's page, the confirmation, the unsubscribe). One row per address.
 */
export const watchers = pgTable(
  'watchers',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** 32 random bytes, base64url: whoever holds it reads and changes this watcher's list. */
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last confirmation e-mail was queued: at most one every few minutes. */
    askedAt: timestamp('asked_at', { withTimezone: true }),
    /** The language its e-mails are written in (`es`, `en`): the one the watcher last asked for alerts in. */
    language: text('language').notNull().default('es'),
  },
  (t) => [uniqueIndex('watchers_email_idx').on(sql`lower(${t.email})`), uniqueIndex('watchers_token_idx').on(t.token)],
);

/** A watched certificate: told of its status changes once confirmed (double opt-in). */
export const watches = pgTable(
  'watches',
  {
    watcherId: integer('watcher_id')
      .notNull()
      .references(() => watchers.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null until the watcher opens the confirmation link: nothing is sent before. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.watcherId, t.propertyId], name: 'watches_pk' }),
    // a change's messages: the confirmed watchers of a certificate
    index('watches_property_idx').on(t.propertyId).where(sql`${t.confirmedAt} is not null`),
  ],
);
