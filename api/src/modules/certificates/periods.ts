import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { CERTIFICATE_STATUS, roundVolume, type CertificateLifecycleStatus } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { certificatePeriods, properties } from '../../db/schema';

/**
 * A certificate's periods and the volume each authorises (beyond the spec): the issue opens the first, until the
 * validity's end; each accepted renewal opens the next, from the end it extended to the new one. By default a period
 * authorises the property's enrolled volume; an administrator may change it (volume.ts).
 */

export interface Period {
  id: number;
  startsAt: Date;
  endsAt: Date;
  authorised: number;
  /** What its valid origin certificates have drawn. */
  issued: number;
}

const periodColumns = {
  id: certificatePeriods.id,
  startsAt: certificatePeriods.startsAt,
  endsAt: certificatePeriods.endsAt,
  authorised: certificatePeriods.authorisedVolume,
  issued: certificatePeriods.issuedVolume,
};

/** Opens the first period of every certificate of `propertyIds` that has none yet (the issue), in the caller's transaction. */
export async function openFirstPeriods(tx: Database, propertyIds: readonly number[]): Promise<void> {
  if (propertyIds.length === 0) return;
  await tx.execute(sql`
    insert into ${certificatePeriods} (property_id, starts_at, ends_at, authorised_volume)
    select p.id, p.certified_at, p.valid_until, coalesce(p.volume, 0) from ${properties} p
    where p.id in (${sql.join(
      propertyIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and p.certified_at is not null and p.valid_until > p.certified_at
      and not exists (select 1 from ${certificatePeriods} c where c.property_id = p.id)`);
}

/** Opens the period a renewal adds (from the validity's end it extended to the new one), in the renewal's transaction. */
export async function openRenewedPeriod(tx: Database, propertyId: number, from: Date, until: Date): Promise<void> {
  await tx.execute(sql`
    insert into ${certificatePeriods} (property_id, starts_at, ends_at, authorised_volume)
    select p.id, ${from.toISOString()}::timestamptz, ${until.toISOString()}::timestamptz, coalesce(p.volume, 0) from ${properties} p
    where p.id = ${propertyId}
    on conflict (property_id, starts_at) do nothing`);
}

/** The period in course at `now` (locked for the caller's transaction when `lock`), or undefined. */
export async function periodAt(tx: Database, propertyId: number, now: Date, lock = false): Promise<Period | undefined> {
  const query = tx
    .select(periodColumns)
    .from(certificatePeriods)
    .where(and(eq(certificatePeriods.propertyId, propertyId), lte(certificatePeriods.startsAt, now), gt(certificatePeriods.endsAt, now)))
    .orderBy(desc(certificatePeriods.startsAt))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Draws `volume` m³ from a period (an issue), or gives it back (an annulment, negative), in the caller's transaction. */
export async function drawFrom(tx: Database, periodId: number, volume: number): Promise<void> {
  await tx
    .update(certificatePeriods)
    .set({ issuedVolume: sql`${certificatePeriods.issuedVolume} + ${volume.toFixed(3)}::numeric` })
    .where(eq(certificatePeriods.id, periodId));
}

export interface CertifiedVolume {
  authorised: number;
  remaining: number;
}

const certifiedVolume = (authorised: number | string, issued: number | string): CertifiedVolume => ({
  authorised: Number(authorised),
  remaining: roundVolume(Number(authorised) - Number(issued)),
});

/** The volume the certificate authorises in the period in course and what remains of it, in m³; null outside any period. */
export async function volumeAt(db: Database, propertyId: number, now: Date): Promise<CertifiedVolume | null> {
  return (await volumesAt(db, [propertyId], now)).get(propertyId) ?? null;
}

/** volumeAt for several properties in one query: each property with a period in course at `now`. */
export async function volumesAt(db: Database, propertyIds: readonly number[], now: Date): Promise<Map<number, CertifiedVolume>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([certificatePeriods.propertyId], { propertyId: certificatePeriods.propertyId, authorised: certificatePeriods.authorisedVolume, issued: certificatePeriods.issuedVolume })
    .from(certificatePeriods)
    .where(and(inArray(certificatePeriods.propertyId, [...propertyIds]), lte(certificatePeriods.startsAt, now), gt(certificatePeriods.endsAt, now)))
    .orderBy(certificatePeriods.propertyId, desc(certificatePeriods.startsAt));
  return new Map(rows.map((r) => [r.propertyId, certifiedVolume(r.authorised, r.issued)]));
}

/** Whether a status lets a regent issue origin certificates: only a Vigente certificate does. */
export const issuable = (status: CertificateLifecycleStatus) => status === CERTIFICATE_STATUS.valid;
