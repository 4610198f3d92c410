import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { APPOINTMENT_STATUS, type ProfileAppointment } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { appointments } from '../../db/schema';

/**
 * The visits a property's public profile lists (spec §3 Property profile `appointments`): those an
 * administrator approved, newest first, with their date and result only (never notes nor reports).
 * Read it outside any cache keyed on the portfolio version: approving a visit does not write to `properties`.
 */
export async function appointmentsOfProperty(db: Database, propertyId: number): Promise<ProfileAppointment[]> {
  const rows = await db
    .select({ startsAt: appointments.startsAt, status: appointments.status, reportType: appointments.reportType })
    .from(appointments)
    .where(and(eq(appointments.propertyId, propertyId), eq(appointments.status, APPOINTMENT_STATUS.approved), isNotNull(appointments.reviewedAt)))
    .orderBy(desc(appointments.startsAt), desc(appointments.id));
  return rows.map((row) => ({ appointmentStart: row.startsAt.toISOString(), appointmentStatus: row.status, reportStatus: row.reportType }));
}
