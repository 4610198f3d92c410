import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  BOUNDARY_STATUS,
  CLIENT_ACTION_STEPS,
  CLIENT_CLOSED_STEPS,
  CLIENT_NEXT_STEP,
  ENROLMENT_STATUS,
  HOME_LIMITS,
  RENEWAL_STATUS,
  VISIT_REQUEST_STATUS,
  type AdminHome,
  type ClientHome,
  type EnrolmentStatus,
  type RegentHome,
} from '@portal/shared-api';
import type { Database } from '../../db/client';
import { appointments, backups, categories, certificateRenewals, chatMessages, conversations, enrolments, extraVisitRequests, properties, propertyBoundaries, users } from '../../db/schema';
import { countAll, iso, windowTotal } from '../../lib/sql';
import { certified } from '../certificates';
import { assignedTo, personName } from '../../domain/operations/sql';

/** A property as a person names it: its commercial name, else its farm number, else its address. */
export const propertyName = sql<string>`coalesce(nullif(${properties.fantasyName}, ''), nullif(${properties.sheetNumber}, ''), ${properties.address})`;

const statusesWhere = (test: (status: EnrolmentStatus) => boolean) => ENROLMENT_STATUS.filter(test);
const ACTION_STATUSES = statusesWhere((status) => CLIENT_ACTION_STEPS.includes(CLIENT_NEXT_STEP[status]));
const CLOSED_STATUSES = statusesWhere((status) => CLIENT_CLOSED_STEPS.includes(CLIENT_NEXT_STEP[status]));

/** The client's enrolments: those waiting for the client first, then those waiting for the administration, then the closed ones. */
const clientOrder: SQL = sql`case
  when ${inArray(enrolments.status, ACTION_STATUSES)} then 0
  when ${inArray(enrolments.status, CLOSED_STATUSES)} then 2
  else 1 end`;

/** The id of the author of the conversation's last message (null before the first one). */
const lastAuthorId = sql<number | null>`(select ${chatMessages.authorId} from ${chatMessages}
  where ${chatMessages.conversationId} = ${conversations.id} order by ${chatMessages.id} desc limit 1)`;

/** What each role's home counts: aggregates in SQL, never lists loaded and counted here. */
export function homeRepository(db: Database) {
  return {
    async admin(): Promise<AdminHome> {
      const [byStatus, [visits], [requests], [renewals], [boundaries], waiting, [backup]] = await Promise.all([
        db.select({ status: enrolments.status, n: countAll }).from(enrolments).groupBy(enrolments.status),
        db
          .select({ n: countAll })
          .from(appointments)
          .where(and(isNotNull(appointments.regentResultAt), isNull(appointments.reviewedAt))),
        db.select({ n: countAll }).from(extraVisitRequests).where(eq(extraVisitRequests.status, VISIT_REQUEST_STATUS.requested)),
        db.select({ n: countAll }).from(certificateRenewals).where(eq(certificateRenewals.status, RENEWAL_STATUS.requested)),
        db.select({ n: countAll }).from(propertyBoundaries).where(eq(propertyBoundaries.status, BOUNDARY_STATUS.proposed)),
        db
          .select({
            id: conversations.id,
            customerName: personName(users),
            subject: conversations.subject,
            lastMessageAt: conversations.lastMessageAt,
            total: windowTotal,
          })
          .from(conversations)
          .innerJoin(users, eq(users.id, conversations.customerId))
          .where(and(isNull(conversations.endedAt), eq(lastAuthorId, conversations.customerId)))
          .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
          .limit(HOME_LIMITS.conversations),
        db
          .select({ takenAt: backups.takenAt, fileName: backups.fileName, bytes: backups.bytes })
          .from(backups)
          .orderBy(desc(backups.takenAt), desc(backups.id))
          .limit(1),
      ]);
      const counted = new Map(byStatus.map((row) => [row.status, Number(row.n)]));
      const enrolmentCounts = Object.fromEntries(ENROLMENT_STATUS.map((status) => [status, counted.get(status) ?? 0])) as AdminHome['enrolments'];
      return {
        enrolments: enrolmentCounts,
        visitsToReview: Number(visits!.n),
        extraVisitRequests: Number(requests!.n),
        renewalsToReview: Number(renewals!.n),
        boundariesToReview: Number(boundaries!.n),
        conversations: {
          waiting: Number(waiting[0]?.total ?? 0),
          latest: waiting.map(({ total: _total, lastMessageAt, ...row }) => ({ ...row, lastMessageAt: iso(lastMessageAt) })),
        },
        lastBackup: backup ? { ...backup, takenAt: iso(backup.takenAt), bytes: Number(backup.bytes) } : null,
      };
    },

    async client(customerId: number): Promise<ClientHome> {
      const firstProperty = sql<string | null>`(select ${propertyName} from ${properties}
        where ${properties.enrolmentId} = ${enrolments.id} order by ${properties.id} limit 1)`;
      const propertyCount = sql<number>`(select count(*)::int from ${properties} where ${properties.enrolmentId} = ${enrolments.id})`;
      const [own, certifiedRows] = await Promise.all([
        db
          .select({
            id: enrolments.id,
            status: enrolments.status,
            category: categories.name,
            property: firstProperty,
            propertyCount,
            price: enrolments.price,
            dateSolicited: enrolments.dateSolicited,
            total: windowTotal,
          })
          .from(enrolments)
          .innerJoin(categories, eq(categories.id, enrolments.categoryId))
          .where(eq(enrolments.customerId, customerId))
          .orderBy(clientOrder, desc(enrolments.dateSolicited), desc(enrolments.id))
          .limit(HOME_LIMITS.enrolments),
        db
          .select({
            id: properties.id,
            name: propertyName,
            visitsLeft: properties.visitationAmount,
            total: windowTotal,
            visitsTotal: sql<number>`(sum(${properties.visitationAmount}) over ())::int`,
          })
          .from(properties)
          .where(and(eq(properties.customerId, customerId), certified))
          // the ones running out of visits first
          .orderBy(asc(properties.visitationAmount), asc(properties.id))
          .limit(HOME_LIMITS.properties),
      ]);
      return {
        enrolments: {
          total: Number(own[0]?.total ?? 0),
          items: own.map(({ total: _total, dateSolicited, propertyCount: n, ...row }) => ({
            ...row,
            nextStep: CLIENT_NEXT_STEP[row.status],
            propertyCount: Number(n),
            dateSolicited: iso(dateSolicited),
          })),
        },
        certified: {
          properties: Number(certifiedRows[0]?.total ?? 0),
          visitsLeft: Number(certifiedRows[0]?.visitsTotal ?? 0),
          items: certifiedRows.map(({ id, name, visitsLeft }) => ({ id, name, visitsLeft })),
        },
      };
    },

    async regent(regentId: number, now: Date): Promise<RegentHome> {
      const at = now.toISOString();
      const due = sql`${appointments.startsAt} <= ${at}::timestamptz`;
      // a booked visit whose end passed without a result reads Expirada; one the regent registered as done has start = end
      const expired = sql`${appointments.endsAt} < ${at}::timestamptz and ${appointments.endsAt} > ${appointments.startsAt}`;
      const [[visits], [projects], reports] = await Promise.all([
        db
          .select({
            due: sql<number>`(count(*) filter (where ${due}))::int`,
            expired: sql<number>`(count(*) filter (where ${expired}))::int`,
            upcoming: sql<number>`(count(*) filter (where not (${due})))::int`,
          })
          .from(appointments)
          .where(and(eq(appointments.certifierId, regentId), isNull(appointments.regentResultAt))),
        db.select({ n: countAll }).from(properties).where(and(certified, assignedTo(db, regentId))),
        db
          .select({
            appointmentId: appointments.id,
            propertyId: appointments.propertyId,
            property: propertyName,
            reportType: appointments.reportType,
            status: appointments.status,
            filedAt: appointments.regentResultAt,
          })
          .from(appointments)
          .innerJoin(properties, eq(properties.id, appointments.propertyId))
          .where(and(eq(appointments.certifierId, regentId), isNotNull(appointments.regentResultAt)))
          .orderBy(desc(appointments.regentResultAt), desc(appointments.id))
          .limit(HOME_LIMITS.reports),
      ]);
      return {
        visitsToReport: Number(visits!.due),
        expiredVisits: Number(visits!.expired),
        upcomingVisits: Number(visits!.upcoming),
        projects: Number(projects!.n),
        latestReports: reports.map(({ filedAt, ...row }) => ({ ...row, filedAt: iso(filedAt!) })),
      };
    },
  };
}
