import { ID_TYPE, enrolmentTotal, type PriceRange } from '@portal/shared-api';
import type { Database } from '../db/client';
import { enrolmentTransitions, enrolments, extraProperties, properties } from '../db/schema';

type EnrolmentRow = typeof enrolments.$inferInsert;
type PropertyRow = typeof properties.$inferInsert;

/** The costs a property takes from the price range its volume falls in (spec §9). */
export type PropertyRange = Pick<PriceRange, 'anualityCost' | 'visitationCost' | 'visitationAmount'>;

/**
 * One enrolment to write: its row (without the price, which comes from its properties' ranges), its
 * properties with their ranges, its extra properties and the transitions that led to its status.
 */
export interface EnrolmentWrite {
  enrolment: Omit<EnrolmentRow, 'id' | 'price'>;
  properties: Array<Omit<PropertyRow, 'id' | 'enrolmentId' | 'customerId' | 'anualityCost' | 'visitationCost' | 'visitationAmount'> & { range: PropertyRange }>;
  extras: Array<Omit<typeof extraProperties.$inferInsert, 'id' | 'enrolmentId'>>;
  transitions: Array<Omit<typeof enrolmentTransitions.$inferInsert, 'id' | 'enrolmentId'>>;
}

/** Who applies, as an enrolment records them. */
export interface Applicant {
  identificationTypeId: number;
  fullName: string;
  identification: string;
  legalName?: string | null;
  businessIdentification?: string | null;
  districtId: number;
  address: string;
  email: string;
  phoneNumber: string;
}

/** The applicant's columns of an enrolment: a company's name and number are kept only for a legal entity. */
export function applicantColumns(a: Applicant) {
  const business = a.identificationTypeId === ID_TYPE.business;
  return {
    identificationTypeId: a.identificationTypeId,
    fullName: a.fullName,
    identification: a.identification,
    legalName: business ? (a.legalName ?? null) : null,
    businessIdentification: business ? (a.businessIdentification ?? null) : null,
    districtId: a.districtId,
    address: a.address,
    email: a.email,
    phoneNumber: a.phoneNumber,
  };
}

/**
 * The one way an enrolment is written, by the client's submission and by the seeds alike: the
 * enrolment at the total of its properties' ranges (Σ anualityCost + visitationAmount × visitationCost),
 * each property with its range's costs, the extra properties and the transitions, one multi-row insert
 * per table inside the caller's transaction. Answers the new ids in the order given.
 */
export async function writeEnrolments(tx: Database, writes: readonly EnrolmentWrite[]): Promise<number[]> {
  if (writes.length === 0) return [];
  const created = await tx
    .insert(enrolments)
    .values(writes.map((write) => ({ ...write.enrolment, price: enrolmentTotal(write.properties.map((p) => p.range)) })))
    .returning({ id: enrolments.id });
  const ids = created.map((row) => row.id);

  const propertyRows = writes.flatMap((write, i) =>
    write.properties.map(({ range, ...property }) => ({
      ...property,
      enrolmentId: ids[i]!,
      customerId: write.enrolment.customerId,
      anualityCost: range.anualityCost,
      visitationCost: range.visitationCost,
      visitationAmount: range.visitationAmount,
    })),
  );
  if (propertyRows.length > 0) await tx.insert(properties).values(propertyRows);

  const extras = writes.flatMap((write, i) => write.extras.map((extra) => ({ ...extra, enrolmentId: ids[i]! })));
  if (extras.length > 0) await tx.insert(extraProperties).values(extras);

  const transitions = writes.flatMap((write, i) => write.transitions.map((transition) => ({ ...transition, enrolmentId: ids[i]! })));
  if (transitions.length > 0) await tx.insert(enrolmentTransitions).values(transitions);
  return ids;
}
