import { and, eq, inArray, sql } from 'drizzle-orm';
import { CERTIFICATE_MSG, CERTIFICATE_STATUS, CERTIFICATE_VALIDITY_MONTHS } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { certificateEvents, enrolments, properties } from '../../db/schema';
import { ownerColumns, ownerOf } from '../../domain/holder';
import { lookup, referenceData } from '../../domain/reference';
import { propertySearchText } from '../../domain/search-text';
import { expireDue } from './lifecycle';
import { openFirstPeriods } from './periods';

/**
 * Issues the certificates of accepted enrolments' properties and publishes them to the portfolio, in the caller's
 * transaction (the one that accepts the enrolment; again after editing what the portfolio shows): `certifiedAt` (the
 * enrolment's dateApproved), canton, province and the search text; writing `certifiedAt` copies the enrolment's
 * category, holder and date solicited (migration 0011's trigger). The first issue makes the certificate Vigente for
 * CERTIFICATE_VALIDITY_MONTHS, with its first history row; a later one keeps its lifecycle. An approval older than the
 * validity (the demo's history) is issued and expired at once, told to nobody. Enrolments that are not Aceptada are
 * skipped. Answers the number of properties issued.
 */
export async function issueCertificates(db: Database, enrolmentIds: readonly number[], now = new Date()): Promise<number> {
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
  // certified and issued in one statement: a certified property always has a certificate (check
  // properties_certificate_status_certified)
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
  await openFirstPeriods(
    db,
    rows.map((row) => row.id),
  );
  await expireDue(
    db,
    now,
    rows.map((row) => row.id),
    false,
  );
  return rows.length;
}
