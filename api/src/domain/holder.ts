import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { CERTIFICATE_MSG, CERTIFICATE_STATUS, CERTIFICATE_VALIDITY_MONTHS, ID_TYPE } from '@portal/shared-api';
import type { Database } from '../db/client';
import { certificateEvents, enrolments, properties } from '../db/schema';
import { expireDue } from './certificate-lifecycle';
import { lookup, referenceData } from './reference';
import { propertySearchText } from './search-text';

export interface EnrolmentOwnerFields {
  identificationTypeId: number;
  fullName: string;
  identification: string;
  legalName: string | null;
  businessIdentification: string | null;
}

/** A property is certified once its enrolment is Aceptada (publishCertification sets certifiedAt). */
export const certified = isNotNull(properties.certifiedAt);

/** The enrolment's columns that name the certificate's holder (see `ownerOf`), for a select. */
export const holderColumns = {
  identificationTypeId: enrolments.identificationTypeId,
  fullName: enrolments.fullName,
  identification: enrolments.identification,
  legalName: enrolments.legalName,
  businessIdentification: enrolments.businessIdentification,
};

/** The enrolment's columns that name the certificate's holder and its category, for a select. */
export const ownerColumns = { categoryId: enrolments.categoryId, ...holderColumns };

/**
 * Who holds the certificate in public: the company for a legal entity, otherwise the person. The
 * portfolio's copy on certified properties follows the same rule in SQL (migration 0011's trigger
 * function `properties_copy_enrolment`).
 */
export function ownerOf(e: EnrolmentOwnerFields): { name: string; identification: string } {
  if (e.identificationTypeId === ID_TYPE.business) {
    return { name: e.legalName || e.fullName, identification: e.businessIdentification || e.identification };
  }
  return { name: e.fullName, identification: e.identification };
}

/**
 * Writes the portfolio read model of the properties of accepted enrolments: `certifiedAt` (the
 * enrolment's dateApproved), canton, province and the search text; writing `certifiedAt` copies the
 * enrolment's category, holder and date solicited (migration 0011's trigger). Call it in the transaction that
 * accepts an enrolment (and again after editing what the portfolio shows); enrolments that are not
 * Aceptada are skipped. Returns the number of properties published.
 */
export async function publishCertification(db: Database, enrolmentIds: readonly number[]): Promise<number> {
  if (enrolmentIds.length === 0) return 0;
  const reference = await referenceData(db);
  const rows = await db
    .select({
      id: properties.id,
      sheetNumber: properties.sheetNumber,
      fantasyName: properties.fantasyName,
      address: properties.address,
      districtId: properties.districtId,
      ...ownerColumns,
    })
    .from(properties)
    .innerJoin(enrolments, eq(enrolments.id, properties.enrolmentId))
    .where(and(inArray(properties.enrolmentId, [...enrolmentIds]), eq(enrolments.status, 'Aceptada')));
  if (rows.length === 0) return 0;

  const values = rows.map((row) => {
    const place = lookup(reference.places, row.districtId, 'district');
    const owner = ownerOf(row);
    const searchText = propertySearchText({
      sheetNumber: row.sheetNumber,
      identification: owner.identification,
      ownerName: owner.name,
      fantasyName: row.fantasyName,
      category: lookup(reference.categories, row.categoryId, 'category').name,
      address: row.address,
      ...place,
    });
    return sql`(${row.id}::integer, ${place.cantonId}::integer, ${place.provinceId}::integer, ${searchText}::text)`;
  });
  // the first publication issues the certificate (Vigente for CERTIFICATE_VALIDITY_MONTHS); a later one keeps its lifecycle
  await db.execute(sql`
    update ${properties} set
      certified_at = ${enrolments.dateApproved}, canton_id = v.canton_id, province_id = v.province_id, search_text = v.search_text,
      certificate_status = coalesce(${properties.certificateStatus}, ${CERTIFICATE_STATUS.valid}),
      certificate_status_at = coalesce(${properties.certificateStatusAt}, ${enrolments.dateApproved}),
      valid_until = coalesce(${properties.validUntil}, ((${enrolments.dateApproved} at time zone 'UTC') + make_interval(months => ${CERTIFICATE_VALIDITY_MONTHS})) at time zone 'UTC')
    from (values ${sql.join(values, sql`, `)}) as v(id, canton_id, province_id, search_text), ${enrolments}
    where ${properties.id} = v.id and ${enrolments.id} = ${properties.enrolmentId}`);
  await db.execute(sql`
    insert into ${certificateEvents} (property_id, status, reason, valid_until, at)
    select p.id, ${CERTIFICATE_STATUS.valid}, ${CERTIFICATE_MSG.issued}, p.valid_until, p.certified_at from ${properties} p
    where p.id in (${sql.join(
      rows.map((row) => sql`${row.id}`),
      sql`, `,
    )}) and not exists (select 1 from ${certificateEvents} e where e.property_id = p.id)`);
  // an enrolment accepted longer ago than the validity (the demo's history) is issued and expired at once
  await expireDue(
    db,
    new Date(),
    rows.map((row) => row.id),
    false,
  );
  return rows.length;
}
