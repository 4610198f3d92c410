import { and, eq, gt, sql } from 'drizzle-orm';
import { APPOINTMENT_STATUS, VISIT_MSG, type appointmentCreateSchema } from '@portal/shared-api';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { appointments, customerRegents, properties } from '../../db/schema';
import { HttpProblem, ValidationFailure } from '../../lib/problem';
import { hasRole, type Caller } from '../../domain/operations/caller';
import { isAssignedTo } from '../../domain/operations/sql';
import { inInt4 } from '../../lib/sql';
import { recordNotices } from '../../events/notices';

export type AppointmentCreateInput = z.output<typeof appointmentCreateSchema>;

/**
 * Books a visit (spec §6): a client on one of their enabled certified properties with one of their
 * regents; a regent on a property assigned to them, as its certifier. The property's owner is the
 * customer whatever was sent. A visit is counted when booked: the property's available visits go
 * down by one in the same transaction, and a property with none left cannot be booked (409).
 */
export async function bookAppointment(db: Database, caller: Caller, input: AppointmentCreateInput): Promise<number> {
  const startsAt = new Date(input.AppointmentStart);
  const endsAt = new Date(input.AppointmentEnd);
  if (endsAt.getTime() < startsAt.getTime()) throw new ValidationFailure([VISIT_MSG.endBeforeStart]);

  const propertyNotYours = () =>
    new ValidationFailure([hasRole(caller, 'Cliente') ? VISIT_MSG.propertyNotYours : VISIT_MSG.notAssigned]);
  if (!inInt4(input.PropertyId)) throw propertyNotYours();
  if (!inInt4(input.CertifierId)) throw new ValidationFailure([VISIT_MSG.regentNotYours]);

  return db.transaction(async (tx) => {
    const [property] = await tx
      .select({
        customerId: properties.customerId,
        certified: sql<boolean>`${properties.certifiedAt} is not null`,
        enabled: properties.enabled,
        assigned: isAssignedTo(caller.id),
      })
      .from(properties)
      .where(eq(properties.id, input.PropertyId));
    const asClient = property !== undefined && hasRole(caller, 'Cliente') && property.customerId === caller.id;
    const asRegent = property !== undefined && hasRole(caller, 'Regente') && Boolean(property.assigned);
    if (!property || (!asClient && !asRegent)) throw propertyNotYours();
    if (!property.certified || !property.enabled) throw new ValidationFailure([VISIT_MSG.propertyNotYours]);

    const ownRegent = async () => {
      const [link] = await tx
        .select({ regentId: customerRegents.regentId })
        .from(customerRegents)
        .where(and(eq(customerRegents.customerId, caller.id), eq(customerRegents.regentId, input.CertifierId)));
      return link !== undefined;
    };
    const certifierAllowed = (asRegent && input.CertifierId === caller.id) || (asClient && (await ownRegent()));
    if (!certifierAllowed) throw new ValidationFailure([VISIT_MSG.regentNotYours]);

    const [counted] = await tx
      .update(properties)
      .set({ visitationAmount: sql`${properties.visitationAmount} - 1` })
      .where(and(eq(properties.id, input.PropertyId), gt(properties.visitationAmount, 0)))
      .returning({ id: properties.id });
    if (!counted) throw new HttpProblem(409, VISIT_MSG.noVisitsLeft);

    const [created] = await tx
      .insert(appointments)
      .values({
        propertyId: input.PropertyId,
        customerId: property.customerId,
        certifierId: input.CertifierId,
        bookedById: caller.id,
        startsAt,
        endsAt,
        notes: input.Notes || null,
        title: input.Title || null,
        description: input.Description || null,
        status: APPOINTMENT_STATUS.pending,
      })
      .returning({ id: appointments.id });
    // whoever did not book it hears of it, once the booking commits
    await recordNotices(tx, {
      kind: 'visita',
      appointmentId: created!.id,
      startsAt: startsAt.toISOString(),
      propertyId: input.PropertyId,
      customerId: property.customerId,
      certifierId: input.CertifierId,
      bookedById: caller.id,
      notes: input.Notes,
    });
    return created!.id;
  });
}
