import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { properties } from './certification';
import { at, belongsTo } from './columns';

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
    createdAt: at('created_at').notNull().defaultNow(),
    /** When the last confirmation e-mail was queued: at most one every few minutes. */
    askedAt: at('asked_at'),
    /** The language its e-mails are written in (`es`, `en`): the one the watcher last asked for alerts in. */
    language: text('language').notNull().default('es'),
  },
  (t) => [uniqueIndex('watchers_email_idx').on(sql`lower(${t.email})`), uniqueIndex('watchers_token_idx').on(t.token)],
);

/** A watched certificate: told of its status changes once confirmed (double opt-in). */
export const watches = pgTable(
  'watches',
  {
    watcherId: belongsTo('watcher_id', () => watchers.id),
    propertyId: belongsTo('property_id', () => properties.id),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Null until the watcher opens the confirmation link: nothing is sent before. */
    confirmedAt: at('confirmed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.watcherId, t.propertyId], name: 'watches_pk' }),
    // a change's messages: the confirmed watchers of a certificate
    index('watches_property_idx').on(t.propertyId).where(sql`${t.confirmedAt} is not null`),
  ],
);
