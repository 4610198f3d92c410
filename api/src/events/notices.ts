import type { BoundaryStatus, CertificateLifecycleStatus, EnrolmentStatus, Language } from '@portal/shared-api';
import type { Database } from '../db/client';
import { noticeEvents } from '../db/schema';

/**
 * The changes someone must hear about, as the code that makes each change records it: in the change's own
 * transaction, before anyone is written to. The notifications worker turns each into its letters (api/src/notifications).
 */
export type NoticeEvent =
  /** An enrolment moved to `status` (its `version`); the administrator's notes, when any. */
  | { kind: 'inscripcion'; enrolmentId: number; status: EnrolmentStatus; version: number; notes?: string }
  /** A certificate took `status` (its history row `eventId`), with the public reason. */
  | { kind: 'certificado'; propertyId: number; eventId: number; status: CertificateLifecycleStatus; reason: string; at: string }
  /** An administrator decided a renewal: the new end of the validity when accepted, why when rejected. */
  | { kind: 'renovacion'; renewalId: number; propertyId: number; accepted: boolean; validUntil?: string; reason?: string }
  /** A visit was booked by `bookedById`. */
  | { kind: 'visita'; appointmentId: number; startsAt: string; propertyId: number; customerId: number; certifierId: number; bookedById: number; notes?: string | null }
  /** A boundary version was proposed or decided by `actorId`. */
  | { kind: 'limite'; propertyId: number; version: number; status: BoundaryStatus; actorId: number | null }
  /** A watch list asked for certificates still to confirm (`pending` of them), in `language`. */
  | { kind: 'vigilancia'; watcherId: number; pending: number; language: Language; at: string };

export type NoticeKind = NoticeEvent['kind'];

/**
 * Records changes to be told, inside the caller's transaction (they are told only once it commits), at `at`: who hears
 * of a change is who should at that moment (a watcher who confirms a watch later is not told of an earlier change).
 */
export async function recordNotices(tx: Database, events: NoticeEvent | readonly NoticeEvent[], at = new Date()): Promise<void> {
  const list = Array.isArray(events) ? (events as readonly NoticeEvent[]) : [events as NoticeEvent];
  if (list.length === 0) return;
  await tx.insert(noticeEvents).values(list.map(({ kind, ...facts }) => ({ kind, facts, at })));
}
