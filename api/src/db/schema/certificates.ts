import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { properties } from './certification';
import { users } from './users';

/**
 * A certificate's history (beyond the spec): one row for every status it took, with who, when and why. Public:
 * the profile shows it as a timeline, and nothing is ever deleted while the property exists.
 */
export const certificateEvents = pgTable(
  'certificate_events',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The status it took: Vigente, Suspendida, Retirada or Vencida. */
    status: text('status').notNull(),
    /** Why, in one public line. */
    reason: text('reason').notNull(),
    /** The administrator or owner who changed it; null for the system (issue, expiry). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Until when it is valid after this change (renewals extend it). */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certificate_events_property_idx').on(t.propertyId, t.at, t.id)],
);
