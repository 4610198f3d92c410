import { and, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  CERTIFICATE_ACTIONS,
  CERTIFICATE_MSG,
  CERTIFICATE_STATUS,
  RENEWAL_MSG,
  addMonths,
  formatDateTimeIn,
  type CertificateAction,
  type CertificateLifecycleStatus,
} from '@portal/shared-api';
import type { Database } from '../../db/client';
import { certificateEvents, properties } from '../../db/schema';
import { recordNotices } from '../../events/notices';
import { HttpProblem } from '../../lib/problem';
import { scheduleJob } from '../../lib/scheduled-job';
import { openRenewedPeriod } from './periods';
import { RUNNING, statusAt } from './status';

/**
 * Every change of a certificate: issue, suspend, reinstate, withdraw, expire and renew. Each locks the property's row,
 * writes the status with its history row (certificate_events, public) and records what the owner and the watchers
 * must hear (a notice event), in the caller's transaction or one of its own.
 */

export interface CertificateCaller {
  id: number;
  administrator: boolean;
}

export interface CertificateChanged {
  status: CertificateLifecycleStatus;
  at: Date;
}

export interface Change {
  propertyId: number;
  status: CertificateLifecycleStatus;
  reason: string;
  actorId: number | null;
  validUntil: Date | null;
  at: Date;
}

/** Writes history rows and, unless `quiet`, the notice of each: one letter per change and person. */
export async function recordChanges(tx: Database, changes: readonly Change[], quiet = false) {
  if (changes.length === 0) return;
  const events = await tx
    .insert(certificateEvents)
    .values(changes.map(({ propertyId, status, reason, actorId, validUntil, at }) => ({ propertyId, status, reason, actorId, validUntil, at })))
    .returning({ id: certificateEvents.id, propertyId: certificateEvents.propertyId, status: certificateEvents.status, reason: certificateEvents.reason, at: certificateEvents.at });
  if (quiet) return;
  await recordNotices(
    tx,
    events.map((event) => ({
      kind: 'certificado' as const,
      propertyId: event.propertyId,
      eventId: event.id,
      status: event.status as CertificateLifecycleStatus,
      reason: event.reason,
      at: event.at.toISOString(),
    })),
  );
}

/**
 * Suspends, reinstates or withdraws a property's certificate, with a public reason, in one transaction that locks the
 * property's row: of two administrators acting at once the second sees the first's status. An administrator may do
 * all three; the owner may only withdraw their own. 404 when the property has no certificate (or, for an owner, is not
 * theirs), 409 when the status does not allow the action.
 */
export async function changeCertificate(
  db: Database,
  propertyId: number,
  action: CertificateAction,
  reason: string,
  caller: CertificateCaller,
  now = new Date(),
): Promise<CertificateChanged> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: properties.certificateStatus, validUntil: properties.validUntil, customerId: properties.customerId })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for('update');
    if (!row?.status || (!caller.administrator && row.customerId !== caller.id)) throw new HttpProblem(404, CERTIFICATE_MSG.notCertified);
    if (!caller.administrator && action !== 'withdraw') throw new HttpProblem(403, CERTIFICATE_MSG.notCertified);
    const current = statusAt(row.status as CertificateLifecycleStatus, row.validUntil, now);
    const { from, to } = CERTIFICATE_ACTIONS[action];
    if (!(from as readonly CertificateLifecycleStatus[]).includes(current)) throw new HttpProblem(409, CERTIFICATE_MSG.notAllowed(current, action));
    await tx.update(properties).set({ certificateStatus: to, certificateStatusAt: now }).where(eq(properties.id, propertyId));
    // the owner hears of it (one who withdrew their own is told too: a receipt), and so do its watchers
    await recordChanges(tx, [{ propertyId, status: to, reason, actorId: caller.id, validUntil: row.validUntil, at: now }]);
    return { status: to, at: now };
  });
}

/**
 * Writes Vencida, with its history row, for every certificate still Vigente or Suspendida whose validity ended by
 * `now` (of `propertyIds` only, when given), inside the caller's transaction; answers how many. Rows another
 * process has locked are left to it, so several processes may run it at once. The owners and watchers are told,
 * unless `notify` is false: certificates issued already expired are history, not news.
 */
export async function expireDue(tx: Database, now: Date, propertyIds?: readonly number[], notify = true): Promise<number> {
  const due = await tx
    .select({ id: properties.id, validUntil: properties.validUntil })
    .from(properties)
    .where(
      and(
        inArray(properties.certificateStatus, [...RUNNING]),
        lte(properties.validUntil, now),
        propertyIds ? inArray(properties.id, [...propertyIds]) : undefined,
      ),
    )
    .for('update', { skipLocked: true });
  if (due.length === 0) return 0;
  await tx
    .update(properties)
    .set({ certificateStatus: CERTIFICATE_STATUS.expired, certificateStatusAt: sql`${properties.validUntil}` })
    .where(
      inArray(
        properties.id,
        due.map((row) => row.id),
      ),
    );
  await recordChanges(
    tx,
    due.map((row) => ({ propertyId: row.id, status: CERTIFICATE_STATUS.expired, reason: CERTIFICATE_MSG.expired, actorId: null, validUntil: row.validUntil, at: row.validUntil! })),
    !notify,
  );
  return due.length;
}

/** The expiry job (scheduled by the server): expireDue over every certificate, in a transaction of its own. */
export const expireCertificates = (db: Database, now = new Date()): Promise<number> => db.transaction((tx) => expireDue(tx, now));

/**
 * Renews a certificate by `periodMonths` from where its validity stood, inside the caller's transaction (the renewal
 * and the property locked): one that expired while the renewal waited is written Vencida first (told to nobody: the
 * renewal's own letter tells the owner) and comes back to the status it had before; a withdrawn one, or one whose
 * renewed validity would still be past, cannot be renewed (409). Answers the end of the validity before and after.
 */
export async function renewCertificate(
  tx: Database,
  propertyId: number,
  periodMonths: number,
  actorId: number,
  now = new Date(),
): Promise<{ before: Date; validUntil: Date }> {
  const [property] = await tx
    .select({ status: properties.certificateStatus, validUntil: properties.validUntil })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('update');
  if (!property?.status || !property.validUntil) throw new HttpProblem(409, RENEWAL_MSG.notRenewable(CERTIFICATE_STATUS.withdrawn));
  let status = statusAt(property.status as CertificateLifecycleStatus, property.validUntil, now);
  if (status === CERTIFICATE_STATUS.withdrawn) throw new HttpProblem(409, RENEWAL_MSG.notRenewable(status));
  const validUntil = addMonths(property.validUntil, periodMonths);
  if (validUntil <= now) throw new HttpProblem(409, RENEWAL_MSG.notRenewable(CERTIFICATE_STATUS.expired));
  if (status === CERTIFICATE_STATUS.expired) {
    await expireDue(tx, now, [propertyId], false);
    const [before] = await tx
      .select({ status: certificateEvents.status })
      .from(certificateEvents)
      .where(and(eq(certificateEvents.propertyId, propertyId), ne(certificateEvents.status, CERTIFICATE_STATUS.expired)))
      .orderBy(desc(certificateEvents.at), desc(certificateEvents.id))
      .limit(1);
    status = before?.status === CERTIFICATE_STATUS.suspended ? CERTIFICATE_STATUS.suspended : CERTIFICATE_STATUS.valid;
    await tx.update(properties).set({ certificateStatus: status, certificateStatusAt: now }).where(eq(properties.id, propertyId));
  }
  await tx.update(properties).set({ validUntil }).where(eq(properties.id, propertyId));
  await openRenewedPeriod(tx, propertyId, property.validUntil, validUntil);
  // the renewal's decision is its own letter: the history row is not told twice
  await recordChanges(tx, [{ propertyId, status, reason: RENEWAL_MSG.renewed(formatDateTimeIn(validUntil)), actorId, validUntil, at: now }], true);
  return { before: property.validUntil, validUntil };
}

/** The longest the expiry job sleeps: it also catches validities set sooner by another process, or by hand. */
export const EXPIRY_EVERY_MS = 60 * 60 * 1000;
/** How long after a validity's end the job wakes: the database's clock must have passed it too. */
const EXPIRY_LAG_MS = 250;
/** How soon the job runs again when a certificate past its validity is left (another transaction held its row). */
const EXPIRY_RETRY_MS = 1000;

/** The earliest validity end of the certificates still running (Vigente or Suspendida); none: null. */
export async function nextExpiry(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${properties.validUntil})` })
    .from(properties)
    .where(inArray(properties.certificateStatus, [...RUNNING]));
  return row?.at ? new Date(row.at) : null;
}

/**
 * Runs the expiry job at start and then at each validity's end (at the latest every `everyMs`), so the stored status
 * catches up with the rule at once; answers a function that stops it and waits for a run under way. Every process of
 * a cluster may run it: each certificate is claimed with its row lock, so it expires once.
 */
export function scheduleExpiry(
  db: Database,
  log: { info(data: object, message: string): void; error(data: object, message: string): void },
  everyMs = EXPIRY_EVERY_MS,
): () => Promise<void> {
  return scheduleJob(0, async () => {
    try {
      const expired = await expireCertificates(db);
      if (expired > 0) log.info({ expired }, 'certificates expired');
      // the earliest end still running: later, or one whose row was held and is past (tried again in a second)
      const next = await nextExpiry(db);
      if (!next) return everyMs;
      const until = next.getTime() - Date.now();
      return Math.min(everyMs, until <= 0 ? EXPIRY_RETRY_MS : until + EXPIRY_LAG_MS);
    } catch (error) {
      log.error({ err: error }, 'certificate expiry failed');
      return everyMs;
    }
  });
}
