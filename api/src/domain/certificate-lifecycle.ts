import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  CERTIFICATE_ACTIONS,
  CERTIFICATE_MSG,
  CERTIFICATE_STATUS,
  type CertificateAction,
  type CertificateLifecycleStatus,
} from '@portal/shared-api';
import type { Database } from '../db/client';
import { certificateEvents, properties } from '../db/schema';
import { HttpProblem } from '../lib/problem';
import { scheduleJob } from '../lib/scheduled-job';
import { noticeCertificates } from '../mail/notices';

/** Statuses the validity's end turns into Vencida. */
const RUNNING: CertificateLifecycleStatus[] = [CERTIFICATE_STATUS.valid, CERTIFICATE_STATUS.suspended];

/**
 * The status as of `now`: one still Vigente or Suspendida past its validity is Vencida, even before the expiry job
 * has written it down (which it does within the hour).
 */
export function effectiveStatus(status: CertificateLifecycleStatus, validUntil: Date | null, now: Date): CertificateLifecycleStatus {
  return RUNNING.includes(status) && validUntil !== null && validUntil <= now ? CERTIFICATE_STATUS.expired : status;
}

export interface CertificateCaller {
  id: number;
  administrator: boolean;
}

export interface CertificateChanged {
  status: CertificateLifecycleStatus;
  at: Date;
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
    const current = effectiveStatus(row.status as CertificateLifecycleStatus, row.validUntil, now);
    const { from, to } = CERTIFICATE_ACTIONS[action];
    if (!(from as readonly CertificateLifecycleStatus[]).includes(current)) throw new HttpProblem(409, CERTIFICATE_MSG.notAllowed(current, action));
    await tx.update(properties).set({ certificateStatus: to, certificateStatusAt: now }).where(eq(properties.id, propertyId));
    const [event] = await tx
      .insert(certificateEvents)
      .values({ propertyId, status: to, reason, actorId: caller.id, validUntil: row.validUntil, at: now })
      .returning({ id: certificateEvents.id });
    // the owner hears of it, in the same transaction (an owner who withdrew their own is told too: a receipt)
    await noticeCertificates(tx, [{ propertyId, eventId: event!.id, status: to, reason, at: now }]);
    return { status: to, at: now };
  });
}

/**
 * Writes Vencida, with its history row, for every certificate still Vigente or Suspendida whose validity ended by
 * `now` (of `propertyIds` only, when given), inside the caller's transaction; answers how many. Rows another
 * process has locked are left to it, so several processes may run it at once. The owners are told, unless `notify`
 * is false: certificates issued already expired (an old acceptance published late) are history, not news.
 */
export async function expireDue(tx: Database, now: Date, propertyIds?: readonly number[], notify = true): Promise<number> {
  const due = await tx
    .select({ id: properties.id, validUntil: properties.validUntil })
    .from(properties)
    .where(
      and(
        inArray(properties.certificateStatus, RUNNING),
        lte(properties.validUntil, now),
        propertyIds ? inArray(properties.id, [...propertyIds]) : undefined,
      ),
    )
    .for('update', { skipLocked: true });
  if (due.length === 0) return 0;
  const ids = due.map((row) => row.id);
  await tx
    .update(properties)
    .set({ certificateStatus: CERTIFICATE_STATUS.expired, certificateStatusAt: sql`${properties.validUntil}` })
    .where(inArray(properties.id, ids));
  const events = await tx
    .insert(certificateEvents)
    .values(due.map((row) => ({ propertyId: row.id, status: CERTIFICATE_STATUS.expired, reason: CERTIFICATE_MSG.expired, validUntil: row.validUntil, at: row.validUntil! })))
    .returning({ id: certificateEvents.id, propertyId: certificateEvents.propertyId, at: certificateEvents.at });
  if (notify) {
    await noticeCertificates(
      tx,
      events.map((event) => ({ propertyId: event.propertyId, eventId: event.id, status: CERTIFICATE_STATUS.expired, reason: CERTIFICATE_MSG.expired, at: event.at })),
    );
  }
  return due.length;
}

/** The expiry job (scheduled by the server): expireDue over every certificate, in a transaction of its own. */
export const expireCertificates = (db: Database, now = new Date()): Promise<number> => db.transaction((tx) => expireDue(tx, now));

export interface CertificateEvent {
  status: CertificateLifecycleStatus;
  reason: string;
  at: string;
  validUntil: string | null;
}

/** A certificate's public timeline, oldest first. */
export async function certificateHistory(db: Database, propertyId: number): Promise<CertificateEvent[]> {
  const rows = await db
    .select({ status: certificateEvents.status, reason: certificateEvents.reason, at: certificateEvents.at, validUntil: certificateEvents.validUntil })
    .from(certificateEvents)
    .where(eq(certificateEvents.propertyId, propertyId))
    .orderBy(certificateEvents.at, certificateEvents.id);
  return rows.map((row) => ({
    status: row.status as CertificateLifecycleStatus,
    reason: row.reason,
    at: row.at.toISOString(),
    validUntil: row.validUntil?.toISOString() ?? null,
  }));
}

/** The longest the expiry job sleeps: it also catches validities set sooner by another process, or by hand. */
export const EXPIRY_EVERY_MS = 60 * 60 * 1000;
/** How long after a validity's end the job wakes: the database's clock must have passed it too. */
const EXPIRY_LAG_MS = 250;

/** The earliest validity end of the certificates still running (Vigente or Suspendida); none: null. */
export async function nextExpiry(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${properties.validUntil})` })
    .from(properties)
    .where(inArray(properties.certificateStatus, RUNNING));
  return row?.at ? new Date(row.at) : null;
}

/** How soon the job runs again when a certificate past its validity is left (another transaction held its row). */
const EXPIRY_RETRY_MS = 1000;

/**
 * Runs the expiry job at start and then at each validity's end (at the latest every `everyMs`), so the status the
 * portfolio filters and caches by is the one a profile reads; answers a function that stops it and waits for a run
 * under way. Every process of a cluster may run it: each certificate is claimed with its row lock, so it expires once.
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
