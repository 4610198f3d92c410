import { and, desc, eq } from 'drizzle-orm';
import { APPOINTMENT_STATUS, type ProfileAppointment } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { appointments } from '../../db/schema';

/**
 * The visits a property's public profile lists (spec §3 Property profile `appointments`): those an
 * administrator approved, newest first. Read it outside any cache keyed on the portfolio version:
 * approving a visit does not write to `properties`.
 */
export async function appointmentsOfProperty(db: Database, propertyId: number): Promise<ProfileAppointment[]> {
  const rows = await db
    .select({ id: appointments.id, startsAt: appointments.startsAt, status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.propertyId, propertyId), eq(appointments.status, APPOINTMENT_STATUS.approved)))
    .orderBy(desc(appointments.startsAt), desc(appointments.id));
  return rows.map((row) => ({ id: row.id, appointmentStart: row.startsAt.toISOString(), appointmentStatus: row.status }));
}
