import { inArray } from 'drizzle-orm';
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
  return (await certificateHistories(db, [propertyId])).get(propertyId) ?? [];
}

/** The certificate histories of the properties of `propertyIds` in one read, by property (see certificateHistory). */
export async function certificateHistories(db: Database, propertyIds: readonly number[]): Promise<Map<number, CertificateEvent[]>> {
  const histories = new Map<number, CertificateEvent[]>();
  if (propertyIds.length === 0) return histories;
  const rows = await db
    .select({ propertyId: certificateEvents.propertyId, status: certificateEvents.status, reason: certificateEvents.reason, at: certificateEvents.at, validUntil: certificateEvents.validUntil })
    .from(certificateEvents)
    .where(inArray(certificateEvents.propertyId, [...propertyIds]))
    .orderBy(certificateEvents.propertyId, certificateEvents.at, certificateEvents.id);
  for (const row of rows) {
    const history = histories.get(row.propertyId) ?? [];
    history.push({ status: row.status as CertificateLifecycleStatus, reason: row.reason, at: row.at.toISOString(), validUntil: row.validUntil?.toISOString() ?? null });
    histories.set(row.propertyId, history);
  }
  return histories;
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
