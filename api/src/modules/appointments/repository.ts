import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Appointment, PagingQuery, Page } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { appointmentPhotos, appointmentReports, appointments, properties, storedFiles } from '../../db/schema';
import { offsetOf } from '../../lib/listing';
import { storedFileColumns, type StoredFileRef } from '../../lib/uploads';
import { countAll } from '../../lib/sql';
import { hasRole, type Caller } from '../../domain/operations/caller';
import { assignedTo } from '../../domain/operations/sql';
import { readAppointments } from './view';

/** Who may read an appointment: the client it belongs to, its regent, administrators. */
export function appointmentReadableBy(caller: Caller): SQL {
  if (hasRole(caller, 'Administrador')) return sql`true`;
  return (
    or(
      hasRole(caller, 'Cliente') ? eq(appointments.customerId, caller.id) : undefined,
      hasRole(caller, 'Regente') ? eq(appointments.certifierId, caller.id) : undefined,
    ) ?? sql`false`
  );
}

/** The lists and single reads of appointments (spec §7 Appointments). */
export function appointmentsRepository(db: Database) {
  async function page(caller: Caller, now: Date, where: SQL | undefined, order: SQL[], query: PagingQuery): Promise<Page<Appointment>> {
    const { rows, total } = await readAppointments(db, caller, now, (select) =>
      select
        .where(where)
        .orderBy(...order)
        .limit(query.visibleRecords)
        .offset(offsetOf(query)),
    );
    if (total !== undefined) return { rows, total };
    // a page past the end has no row to carry the total
    const [counted] = await db.select({ n: countAll }).from(appointments).where(where);
    return { rows, total: Number(counted!.n) };
  }

  const newestStart = [desc(appointments.startsAt), desc(appointments.id)];

  return {
    /** Citas/MisCitas: a client's own visits, a regent's visits as certifier. */
    mine(caller: Caller, now: Date, query: PagingQuery): Promise<Page<Appointment>> {
      const mineAs = or(
        hasRole(caller, 'Cliente') ? eq(appointments.customerId, caller.id) : undefined,
        hasRole(caller, 'Regente') ? eq(appointments.certifierId, caller.id) : undefined,
      );
      return page(caller, now, mineAs ?? sql`false`, newestStart, query);
    },

    /** "Visitas Realizadas": every visit a regent has reported, newest report first. */
    reported(caller: Caller, now: Date, query: PagingQuery): Promise<Page<Appointment>> {
      return page(caller, now, isNotNull(appointments.regentResultAt), [desc(appointments.regentResultAt), desc(appointments.id)], query);
    },

    /** A regent's booked visits whose end has passed with no result recorded (see `shownStatus`). */
    expired(caller: Caller, now: Date, query: PagingQuery): Promise<Page<Appointment>> {
      const where = and(
        eq(appointments.certifierId, caller.id),
        isNull(appointments.regentResultAt),
        lt(appointments.endsAt, now),
        gt(appointments.endsAt, appointments.startsAt),
      );
      return page(caller, now, where, [desc(appointments.endsAt), desc(appointments.id)], query);
    },

    /** The visits of a property the caller may see (owner, assigned regent, administrator) that the caller may read; undefined when not. */
    async ofProperty(caller: Caller, propertyId: number, now: Date, query: PagingQuery): Promise<Page<Appointment> | undefined> {
      const visible = hasRole(caller, 'Administrador')
        ? undefined
        : (or(
            hasRole(caller, 'Cliente') ? eq(properties.customerId, caller.id) : undefined,
            hasRole(caller, 'Regente') ? assignedTo(db, caller.id) : undefined,
          ) ?? sql`false`);
      const [property] = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, propertyId), visible));
      if (!property) return undefined;
      // of those, only the visits the caller may open (a regent: the ones they certify)
      return page(caller, now, and(eq(appointments.propertyId, propertyId), appointmentReadableBy(caller)), newestStart, query);
    },

    async find(caller: Caller, id: number, now: Date): Promise<Appointment | undefined> {
      const { rows } = await readAppointments(db, caller, now, (select) =>
        select.where(and(eq(appointments.id, id), appointmentReadableBy(caller))),
      );
      return rows[0];
    },

    /** A report, a photo or the payment voucher of an appointment the caller may read. */
    async file(caller: Caller, id: number, fileId: number): Promise<StoredFileRef | undefined> {
      const belongs = or(
        eq(appointments.paymentVoucherId, fileId),
        sql`exists (select 1 from ${appointmentReports} where ${appointmentReports.appointmentId} = ${appointments.id} and ${appointmentReports.fileId} = ${fileId})`,
        sql`exists (select 1 from ${appointmentPhotos} where ${appointmentPhotos.appointmentId} = ${appointments.id} and ${appointmentPhotos.fileId} = ${fileId})`,
      );
      const [row] = await db
        .select(storedFileColumns)
        .from(appointments)
        .innerJoin(storedFiles, eq(storedFiles.id, fileId))
        .where(and(eq(appointments.id, id), appointmentReadableBy(caller), belongs));
      return row;
    },
  };
}

export type AppointmentsRepository = ReturnType<typeof appointmentsRepository>;

