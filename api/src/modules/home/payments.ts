import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  HOME_LIMITS,
  PAYMENT_DETAIL,
  PAYMENT_KIND,
  RENEWAL_STATUS,
  VISIT_REQUEST_STATUS,
  type AccountantHome,
  type EnrolmentStatus,
  type MonthPayments,
  type PaymentRow,
} from '@portal/shared-api';
import type { Database } from '../../db/client';
import { categories, certificateRenewals, enrolmentTransitions, enrolments, extraVisitRequests, properties } from '../../db/schema';
import { countAll, iso } from '../../lib/sql';
import { ownerColumns, ownerOf } from '../../domain/holder';
import { propertyName } from './repository';

/**
 * The payments the accountant sees. An enrolment is paid when it becomes Pagada (the client uploaded
 * the voucher; the time of that transition), and counts while it is Pagada or Aceptada, for its price
 * (the administrator's amount of the payment request). An extra-visit purchase counts once an
 * administrator accepts it (its decision time), for its total; so does a certificate's renewal, for its amount.
 */
export const PAID_ENROLMENT_STATUSES: readonly EnrolmentStatus[] = ['Pagada', 'Aceptada'];

const TIME_ZONE = 'America/Costa_Rica';

/** The instant the Costa Rican month `shift` months away from the one holding `now` starts. */
const monthStart = (now: Date, shift: number): SQL =>
  sql`((date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${TIME_ZONE}) + make_interval(months => ${shift}::int)) at time zone ${TIME_ZONE})`;

/** YYYY-MM of an instant on the Costa Rican calendar. */
type PaidAt = typeof enrolmentTransitions.at | typeof extraVisitRequests.decidedAt | typeof certificateRenewals.decidedAt;

const monthOf = (instant: SQL | PaidAt): SQL<string> =>
  sql<string>`to_char(${instant} at time zone ${TIME_ZONE}, 'YYYY-MM')`;

const yearMonth = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: 'numeric' });

/** The current Costa Rican month of `now` and the previous one, as YYYY-MM. */
export function reportedMonths(now: Date): [current: string, previous: string] {
  const parts = Object.fromEntries(yearMonth.formatToParts(now).map((p) => [p.type, Number(p.value)]));
  const label = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
  const { year, month } = parts as { year: number; month: number };
  return [label(year, month), month === 1 ? label(year - 1, 12) : label(year, month - 1)];
}

const amountSum = (column: typeof enrolments.price | typeof extraVisitRequests.totalAmount | typeof certificateRenewals.amount) => sql<number>`coalesce(sum(${column}), 0)::float8`;

export function paymentsRepository(db: Database) {
  const within = (now: Date, column: PaidAt) =>
    sql`${column} >= ${monthStart(now, -1)} and ${column} < ${monthStart(now, 1)}`;

  const paidEnrolments = (now: Date) =>
    and(
      eq(enrolmentTransitions.toStatus, 'Pagada'),
      inArray(enrolments.status, [...PAID_ENROLMENT_STATUSES]),
      within(now, enrolmentTransitions.at),
    );
  const acceptedPurchases = (now: Date) => and(eq(extraVisitRequests.status, VISIT_REQUEST_STATUS.accepted), within(now, extraVisitRequests.decidedAt));
  const acceptedRenewals = (now: Date) => and(eq(certificateRenewals.status, RENEWAL_STATUS.accepted), within(now, certificateRenewals.decidedAt));

  async function enrolmentRows(now: Date, limit?: number): Promise<PaymentRow[]> {
    const query = db
      .select({
        id: enrolments.id,
        paidAt: enrolmentTransitions.at,
        amount: enrolments.price,
        category: sql<string>`${categories.consecutive} || ' ' || ${categories.name}`,
        ...ownerColumns,
      })
      .from(enrolmentTransitions)
      .innerJoin(enrolments, eq(enrolments.id, enrolmentTransitions.enrolmentId))
      .innerJoin(categories, eq(categories.id, enrolments.categoryId))
      .where(paidEnrolments(now))
      .orderBy(desc(enrolmentTransitions.at), desc(enrolments.id));
    const rows = limit === undefined ? await query : await query.limit(limit);
    return rows.map((row) => {
      const owner = ownerOf(row);
      return {
        kind: PAYMENT_KIND.enrolment,
        reference: `INS-${row.id}`,
        paidAt: iso(row.paidAt),
        payer: owner.name,
        identification: owner.identification,
        detail: PAYMENT_DETAIL.enrolment(row.category),
        amount: Number(row.amount),
      };
    });
  }

  async function purchaseRows(now: Date, limit?: number): Promise<PaymentRow[]> {
    const query = db
      .select({
        id: extraVisitRequests.id,
        paidAt: extraVisitRequests.decidedAt,
        amount: extraVisitRequests.totalAmount,
        visits: extraVisitRequests.visitationAmount,
        property: propertyName,
        ...ownerColumns,
      })
      .from(extraVisitRequests)
      .innerJoin(properties, eq(properties.id, extraVisitRequests.propertyId))
      .innerJoin(enrolments, eq(enrolments.id, properties.enrolmentId))
      .where(acceptedPurchases(now))
      .orderBy(desc(extraVisitRequests.decidedAt), desc(extraVisitRequests.id));
    const rows = limit === undefined ? await query : await query.limit(limit);
    return rows.map((row) => {
      const owner = ownerOf(row);
      return {
        kind: PAYMENT_KIND.extraVisits,
        reference: `VE-${row.id}`,
        paidAt: iso(row.paidAt!),
        payer: owner.name,
        identification: owner.identification,
        detail: PAYMENT_DETAIL.extraVisits(row.visits, row.property),
        amount: Number(row.amount),
      };
    });
  }

  async function renewalRows(now: Date, limit?: number): Promise<PaymentRow[]> {
    const query = db
      .select({ id: certificateRenewals.id, paidAt: certificateRenewals.decidedAt, amount: certificateRenewals.amount, property: propertyName, ...ownerColumns })
      .from(certificateRenewals)
      .innerJoin(properties, eq(properties.id, certificateRenewals.propertyId))
      .innerJoin(enrolments, eq(enrolments.id, properties.enrolmentId))
      .where(acceptedRenewals(now))
      .orderBy(desc(certificateRenewals.decidedAt), desc(certificateRenewals.id));
    const rows = limit === undefined ? await query : await query.limit(limit);
    return rows.map((row) => {
      const owner = ownerOf(row);
      return {
        kind: PAYMENT_KIND.renewal,
        reference: `REN-${row.id}`,
        paidAt: iso(row.paidAt!),
        payer: owner.name,
        identification: owner.identification,
        detail: PAYMENT_DETAIL.renewal(row.property),
        amount: Number(row.amount),
      };
    });
  }

  /** Every kind, newest first. */
  async function rows(now: Date, limit?: number): Promise<PaymentRow[]> {
    const [paid, bought, renewed] = await Promise.all([enrolmentRows(now, limit), purchaseRows(now, limit), renewalRows(now, limit)]);
    // ISO instants of one format sort as text; at the same instant, the higher number first
    const all = [...paid, ...bought, ...renewed].sort((a, b) => b.paidAt.localeCompare(a.paidAt) || b.reference.localeCompare(a.reference, 'en', { numeric: true }));
    return limit === undefined ? all : all.slice(0, limit);
  }

  return {
    /** The sums of this month and the previous one (counted and added up in SQL), and the latest payments. */
    async home(now: Date): Promise<AccountantHome> {
      const [enrolmentSums, purchaseSums, renewalSums, latest] = await Promise.all([
        db
          .select({ month: monthOf(enrolmentTransitions.at), count: countAll, amount: amountSum(enrolments.price) })
          .from(enrolmentTransitions)
          .innerJoin(enrolments, eq(enrolments.id, enrolmentTransitions.enrolmentId))
          .where(paidEnrolments(now))
          .groupBy(sql`1`),
        db
          .select({ month: monthOf(extraVisitRequests.decidedAt), count: countAll, amount: amountSum(extraVisitRequests.totalAmount) })
          .from(extraVisitRequests)
          .where(acceptedPurchases(now))
          .groupBy(sql`1`),
        db
          .select({ month: monthOf(certificateRenewals.decidedAt), count: countAll, amount: amountSum(certificateRenewals.amount) })
          .from(certificateRenewals)
          .where(acceptedRenewals(now))
          .groupBy(sql`1`),
        rows(now, HOME_LIMITS.payments),
      ]);
      const sumOf = (sums: Array<{ month: string; count: number; amount: number }>, month: string) => {
        const found = sums.find((row) => row.month === month);
        return { count: Number(found?.count ?? 0), amount: Number(found?.amount ?? 0) };
      };
      const months = reportedMonths(now).map((month): MonthPayments => {
        const paid = sumOf(enrolmentSums, month);
        const bought = sumOf(purchaseSums, month);
        const renewed = sumOf(renewalSums, month);
        return { month, enrolments: paid, extraVisits: bought, renewals: renewed, total: Math.round((paid.amount + bought.amount + renewed.amount) * 100) / 100 };
      });
      return { months, latest };
    },

    /** Every payment of this month and the previous one, newest first (the CSV export). */
    all: (now: Date) => rows(now),
  };
}
