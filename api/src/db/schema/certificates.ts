import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RENEWAL_STATUS } from '@portal/shared-api';
import { properties } from './certification';
import { storedFiles } from './files';
import { users } from './users';
import { at, belongsTo, namedBy, quoted } from './columns';

/**
 * A certificate's history (beyond the spec): one row for every status it took, with who, when and why. Public:
 * the profile shows it as a timeline, and nothing is ever deleted while the property exists.
 */
export const certificateEvents = pgTable(
  'certificate_events',
  {
    id: serial('id').primaryKey(),
    propertyId: belongsTo('property_id', () => properties.id),
    /** The status it took: Vigente, Suspendida, Retirada or Vencida. */
    status: text('status').notNull(),
    /** Why, in one public line. */
    reason: text('reason').notNull(),
    /** The administrator or owner who changed it; null for the system (issue, expiry). */
    actorId: namedBy('actor_id', () => users.id),
    /** Until when it is valid after this change (renewals extend it). */
    validUntil: at('valid_until'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('certificate_events_property_idx').on(t.propertyId, t.at, t.id)],
);

/**
 * A client's renewal of a certificate (beyond the spec, as the extra-visit purchase): the annual cost of the property,
 * a payment voucher, and an administrator's decision once. Accepting extends the validity by `periodMonths` and writes
 * a certificate_events row; rejecting says why. At most one waits per property.
 */
export const certificateRenewals = pgTable(
  'certificate_renewals',
  {
    id: serial('id').primaryKey(),
    propertyId: belongsTo('property_id', () => properties.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    /** Colones: the property's anualityCost when it was requested. */
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** How many months an acceptance adds to the validity. */
    periodMonths: integer('period_months').notNull(),
    status: text('status').notNull().default(RENEWAL_STATUS.requested),
    paymentVoucherId: namedBy('payment_voucher_id', () => storedFiles.id),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedById: namedBy('decided_by_id', () => users.id),
    decidedAt: at('decided_at'),
    /** Why it was rejected, told to the client. */
    reason: text('reason'),
    /** The validity's end before and after the acceptance. */
    validUntilBefore: at('valid_until_before'),
    validUntilAfter: at('valid_until_after'),
  },
  (t) => {
    const requested = quoted([RENEWAL_STATUS.requested]);
    return [
      check('certificate_renewals_status_valid', sql`${t.status} in (${quoted(Object.values(RENEWAL_STATUS))})`),
      check('certificate_renewals_amount_not_negative', sql`${t.amount} >= 0`),
      check('certificate_renewals_period_positive', sql`${t.periodMonths} >= 1`),
      check('certificate_renewals_decided', sql`(${t.status} = ${requested}) = (${t.decidedAt} is null)`),
      check('certificate_renewals_rejected_reason', sql`(${t.status} = ${quoted([RENEWAL_STATUS.rejected])}) = (${t.reason} is not null)`),
      check('certificate_renewals_accepted_validity', sql`(${t.status} = ${quoted([RENEWAL_STATUS.accepted])}) = (${t.validUntilAfter} is not null)`),
      // one renewal waits at a time for a certificate
      uniqueIndex('certificate_renewals_one_waiting_idx').on(t.propertyId).where(sql`${t.status} = ${requested}`),
      // the administrator's list: Solicitada first, newest first
      index('certificate_renewals_list_idx').on(sql`(${t.status} <> ${requested})`, t.createdAt.desc(), t.id.desc()),
      index('certificate_renewals_property_idx').on(t.propertyId, t.createdAt),
      index('certificate_renewals_customer_idx').on(t.customerId),
      index('certificate_renewals_voucher_idx').on(t.paymentVoucherId),
      index('certificate_renewals_decided_by_idx').on(t.decidedById),
      // the accountant's payments of a month: renewals accepted within a time range
      index('certificate_renewals_decided_idx').on(t.status, t.decidedAt),
    ];
  },
);
