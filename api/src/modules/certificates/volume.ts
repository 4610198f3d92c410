import { eq, sql } from 'drizzle-orm';
import { ORIGIN_MSG, roundVolume, type CertificateLifecycleStatus } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { certificatePeriods, properties } from '../../db/schema';
import { HttpProblem } from '../../lib/problem';
import { recordChanges } from './lifecycle';
import { periodAt } from './periods';
import { RUNNING, statusAt } from './status';

/**
 * Changes the authorised volume of a certificate's period in course, in one transaction that locks the property: 409
 * when the certificate is not running (Vigente or Suspendida) or has no period today, or when the new volume is below
 * what the period has issued. The change and its reason are a row of the certificate's public history (no letter).
 */
export async function changeAuthorisedVolume(
  db: Database,
  propertyId: number,
  volume: number,
  reason: string,
  actorId: number,
  now = new Date(),
): Promise<{ periodId: number; before: number; authorised: number; issued: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: properties.certificateStatus, validUntil: properties.validUntil })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for('update');
    if (!row?.status) throw new HttpProblem(404, ORIGIN_MSG.notCertified);
    const status = statusAt(row.status as CertificateLifecycleStatus, row.validUntil, now);
    if (!RUNNING.includes(status)) throw new HttpProblem(409, ORIGIN_MSG.notInForce(status));
    const period = await periodAt(tx, propertyId, now, true);
    if (!period) throw new HttpProblem(409, ORIGIN_MSG.noPeriod);
    const issued = roundVolume(Number(period.issued));
    const authorised = roundVolume(volume);
    if (Math.round(authorised * 1000) < Math.round(issued * 1000)) throw new HttpProblem(409, ORIGIN_MSG.volumeBelowIssued(issued));
    await tx.update(certificatePeriods).set({ authorisedVolume: authorised }).where(eq(certificatePeriods.id, period.id));
    // the property's row written again (its status as it is): the portfolio's version moves, so a profile cached by it
    // reads the new row of its history
    await tx.update(properties).set({ certificateStatus: sql`${properties.certificateStatus}` }).where(eq(properties.id, propertyId));
    await recordChanges(
      tx,
      [{ propertyId, status, reason: ORIGIN_MSG.volumeChanged(period.authorised, authorised, reason), actorId, validUntil: row.validUntil, at: now }],
      true,
    );
    return { periodId: period.id, before: period.authorised, authorised, issued };
  });
}

