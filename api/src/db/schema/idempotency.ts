import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Creation calls carrying an `Idempotency-Key` header: the caller's key, what it was used for, and
 * the first answer once there is one (`status` null while the first request is still running).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:<id>` for a logged-in caller, `ip:<address>` otherwise. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** Who holds the key right now: only that request may record its answer. */
    claim: text('claim').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: bytea('body'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    check('idempotency_keys_answer_complete', sql`(${t.status} is null) = (${t.body} is null)`),
  ],
);
