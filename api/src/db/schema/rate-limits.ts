import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Rate-limit counters shared by every process on one PostgreSQL (login, contact form, chat writes): one row
 * per route and caller, counting requests until `reset_at`. On the embedded database the counters stay in
 * memory (one process).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** `<METHOD><route>-<caller>`, as @fastify/rate-limit names it. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: at('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);
