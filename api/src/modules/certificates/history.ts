import { eq } from 'drizzle-orm';
import { CERTIFICATE_MSG, type CertificateLifecycle, type CertificateLifecycleStatus } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { certificateEvents } from '../../db/schema';
import { statusAt } from './status';

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

/** What a property's row and history say of its certificate, as stored. */
export interface StoredLifecycle {
  status: CertificateLifecycleStatus;
  since: Date;
  validUntil: Date | null;
  history: CertificateEvent[];
}

/**
 * The certificate's lifecycle as of `now`: past its validity it reads Vencida, with that step in its history, even
 * before the expiry job has written it.
 */
export function lifecycleAt(lifecycle: StoredLifecycle, now: Date): CertificateLifecycle {
  const status = statusAt(lifecycle.status, lifecycle.validUntil, now);
  if (status === lifecycle.status) return { status, since: lifecycle.since.toISOString(), history: lifecycle.history };
  const at = lifecycle.validUntil!.toISOString();
  return { status, since: at, history: [...lifecycle.history, { status, reason: CERTIFICATE_MSG.expired, at, validUntil: at }] };
}
