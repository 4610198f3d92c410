import { create } from 'zustand';
import { ApiError, createAppointment, issueOrigin, newIdempotencyKey, proposeBoundary, updateAppointment } from '@portal/shared-api/client';
import type { BoundaryProposal, OriginIssue, PhotoCapture } from '@portal/shared-api';
import { OUTBOX_RETRY_EVERY_MS } from '@portal/shared-api/regent-app';
import { deviceDb, ownerNow, type KeptFile, type OutboxBoundary, type OutboxItem, type OutboxOrigin, type OutboxVisit } from './device-store';
import { useOfflineState } from './offline-reading';

/** The outbox as the screens show it: this person's items, oldest first, and whether a sending is under way. */
export interface OutboxState {
  items: OutboxItem[];
  sending: boolean;
}

export const useOutbox = create<OutboxState>(() => ({ items: [], sending: false }));

/** Whether this browser can keep an outbox (IndexedDB); without it, a form says it could not send, as before. */
export const outboxAvailable = () => typeof indexedDB !== 'undefined';


/** Reads the outbox again from the phone. */
export async function loadOutbox(): Promise<OutboxItem[]> {
  const owner = ownerNow();
  const items = owner ? await (await deviceDb()).getAllFromIndex('outbox', 'owner', owner) : [];
  items.sort((a, b) => a.id! - b.id!);
  useOutbox.setState({ items });
  return items;
}

/** A file's bytes: File.arrayBuffer where the browser has it, a FileReader elsewhere. */
export function fileBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

export const keptFile = async (file: File): Promise<KeptFile> => ({ name: file.name, type: file.type, bytes: await fileBytes(file) });
const asFile = (kept: KeptFile) => new File([kept.bytes], kept.name, { type: kept.type });

export interface CapturedVisit {
  /** The visit, when it is already registered: only its result goes. */
  appointmentId?: number;
  /** The key of a submission already tried (its answer never came): the outbox repeats that very submission. */
  resultKey?: string;
  propertyId: number;
  propertyLabel: string;
  visitStart: Date;
  notes: string;
  result: string;
  reportStatus: string;
  reports: File[];
  photos: Array<{ file: File; capture: PhotoCapture }>;
}

/** The person whose outbox receives an item (an item is never kept without one). */
function ownerOrFail(): number {
  const owner = ownerNow();
  if (!owner) throw new Error('Sin sesión');
  return owner;
}

/** Keeps an item in the phone's outbox, gives it its id and shows it in the outbox. */
async function keep<T extends OutboxItem>(item: T): Promise<T> {
  item.id = await (await deviceDb()).add('outbox', item);
  await loadOutbox();
  return item;
}

/** Puts a visit done in the field into the outbox, with its own keys: it is on the phone before anything is sent. */
export async function addVisit(visit: CapturedVisit, now = new Date()): Promise<OutboxVisit> {
  const owner = ownerOrFail();
  return keep<OutboxVisit>({
    owner,
    kind: visit.appointmentId === undefined ? 'visit' : 'result',
    appointmentId: visit.appointmentId,
    propertyId: visit.propertyId,
    propertyLabel: visit.propertyLabel,
    capturedAt: now.toISOString(),
    status: 'waiting',
    messages: [],
    createKey: newIdempotencyKey(),
    resultKey: visit.resultKey ?? newIdempotencyKey(),
    visitStart: visit.visitStart.toISOString(),
    notes: visit.notes,
    result: visit.result,
    reportStatus: visit.reportStatus,
    reports: await Promise.all(visit.reports.map(keptFile)),
    photos: await Promise.all(visit.photos.map(async ({ file, capture }) => ({ ...(await keptFile(file)), capture }))),
  });
}

/** Puts a boundary walked or edited in the field into the outbox, with its key. */
export async function addBoundary(propertyId: number, propertyLabel: string, proposal: BoundaryProposal, key = newIdempotencyKey(), now = new Date()): Promise<OutboxBoundary> {
  return keep<OutboxBoundary>({ owner: ownerOrFail(), kind: 'boundary', propertyId, propertyLabel, capturedAt: now.toISOString(), status: 'waiting', messages: [], key, proposal });
}

/** Puts an origin certificate issued without a signal into the outbox, with its key: issued once when the signal returns. */
export async function addOrigin(propertyId: number, propertyLabel: string, issue: OriginIssue, key = newIdempotencyKey(), now = new Date()): Promise<OutboxOrigin> {
  return keep<OutboxOrigin>({ owner: ownerOrFail(), kind: 'origin', propertyId, propertyLabel, capturedAt: now.toISOString(), status: 'waiting', messages: [], key, issue });
}

async function save(item: OutboxItem): Promise<void> {
  await (await deviceDb()).put('outbox', item);
}

/**
 * Sends one visit: registers it (POST, its own key), then files its result, reports and photos (PUT, its own key).
 * Each call repeated after a lost answer creates nothing twice; the item is marked sent only once the server has
 * acknowledged both.
 */
async function sendVisit(item: OutboxVisit): Promise<void> {
  if (item.appointmentId === undefined) {
    item.appointmentId = await createAppointment(
      { AppointmentStart: item.visitStart, AppointmentEnd: item.visitStart, CertifierId: item.owner, PropertyId: item.propertyId, Notes: item.notes || undefined },
      { idempotencyKey: item.createKey },
    );
    await save(item);
  }
  await updateAppointment(
    {
      id: item.appointmentId,
      AppointmentStatus: item.result,
      notes: item.notes,
      ReportStatus: item.reportStatus,
      MultipleReports: item.reports.map(asFile),
      Photos: item.photos.map(asFile),
      PhotoCaptures: JSON.stringify(item.photos.map((p) => p.capture)),
    },
    { idempotencyKey: item.resultKey },
  );
}

/** The server answered: the screens are no longer reading from the phone only. */
const answered = () => useOfflineState.setState({ offline: false, keptAt: null });

let running: Promise<void> | undefined;

/**
 * Sends what waits, in the order it was captured. A refusal marks the item (conflict for 409, failed otherwise)
 * with the server's lines and goes on with the next; no answer at all stops: the rest waits for the signal.
 */
export function sendOutbox(): Promise<void> {
  running ??= (async () => {
    useOutbox.setState({ sending: true });
    try {
      for (const item of await loadOutbox()) {
        if (item.status !== 'waiting') continue;
        try {
          if (item.kind === 'boundary') item.version = (await proposeBoundary(item.propertyId, item.proposal, { idempotencyKey: item.key })).version;
          else if (item.kind === 'origin') item.number = (await issueOrigin(item.issue, { idempotencyKey: item.key })).number;
          else await sendVisit(item);
          answered();
          item.status = 'sent';
          item.sentAt = new Date().toISOString();
          item.messages = [];
        } catch (error) {
          if (!(error instanceof ApiError) || error.status === 0) break;
          answered();
          item.status = error.status === 409 ? 'conflict' : 'failed';
          item.messages = error.messages;
        } finally {
          await save(item);
          await loadOutbox();
        }
      }
    } finally {
      useOutbox.setState({ sending: false });
      running = undefined;
    }
  })();
  return running;
}

/**
 * A refused item back in line, as a new submission: new keys, so the server does not answer it with the refusal; a
 * visit already registered keeps its key (and its id), so it is never registered twice. Sending starts at once with a
 * signal.
 */
async function requeue(item: OutboxItem): Promise<void> {
  const keys =
    item.kind === 'boundary' || item.kind === 'origin'
      ? { key: newIdempotencyKey() }
      : { createKey: item.appointmentId === undefined ? newIdempotencyKey() : item.createKey, resultKey: newIdempotencyKey() };
  await save({ ...item, ...keys, status: 'waiting', messages: [] });
  await loadOutbox();
  // kept first; its sending is shown on the item as it goes
  if (navigator.onLine) void sendOutbox();
}

/** A refused item, back in line to be tried again as it is (after what the server said was fixed outside it). */
export async function resend(id: number): Promise<void> {
  const item = await (await deviceDb()).get('outbox', id);
  if (item && item.status !== 'sent') await requeue(item);
}

/** What the regent may change in a refused visit before sending it again. */
export type VisitFix = Pick<CapturedVisit, 'result' | 'reportStatus' | 'notes' | 'reports' | 'photos'>;

/** The files of a visit kept on the phone, as the form shows them. */
export function visitFiles(item: OutboxVisit): Pick<VisitFix, 'reports' | 'photos'> {
  return { reports: item.reports.map(asFile), photos: item.photos.map(({ capture, ...kept }) => ({ file: asFile(kept), capture })) };
}

/** A refused visit, corrected on the phone (result, notes, reports and photos replaced), back in line. */
export async function fixVisit(id: number, fix: VisitFix): Promise<void> {
  const item = await (await deviceDb()).get('outbox', id);
  if (!item || item.kind === 'boundary' || item.kind === 'origin' || item.status === 'sent') return;
  await requeue({
    ...item,
    result: fix.result,
    reportStatus: fix.reportStatus,
    notes: fix.notes,
    reports: await Promise.all(fix.reports.map(keptFile)),
    // a photo keeps the capture it was taken with; a new one brings its own
    photos: await Promise.all(fix.photos.map(async ({ file, capture }) => ({ ...(await keptFile(file)), capture }))),
  });
}

/** The regent drops an item: gone from the phone. */
export async function discard(id: number): Promise<void> {
  await (await deviceDb()).delete('outbox', id);
  await loadOutbox();
}

/** Sent items the regent no longer needs to see. */
export async function clearSent(): Promise<void> {
  const db = await deviceDb();
  for (const item of await loadOutbox()) if (item.status === 'sent') await db.delete('outbox', item.id!);
  await loadOutbox();
}

let watching = false;


/** Sends on each return of the connection, at once when there is one, and again every little while something waits. */
export function startOutbox(): void {
  if (watching || !outboxAvailable()) return;
  watching = true;
  const tryNow = () => {
    if (navigator.onLine && useOutbox.getState().items.some((item) => item.status === 'waiting')) void sendOutbox();
  };
  window.addEventListener('online', tryNow);
  window.setInterval(tryNow, OUTBOX_RETRY_EVERY_MS);
  void loadOutbox().then(tryNow);
}
