import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { BoundaryProposal, OriginIssue, PhotoCapture } from '@portal/shared-api';
import { useSessionStore, userIdOf } from '@portal/shared-auth';

/** What the regent's app keeps on the phone (IndexedDB, through idb): the answers it read and what it captured, per person. */
export const DEVICE_DB = 'madera-legal-regente';
const DB_VERSION = 2;

/** A GET's answer as it arrived: enough to answer the same GET again without a network. */
export interface KeptRead {
  /** `<user id> <url>`: one person's reads are never another's. */
  key: string;
  owner: number;
  url: string;
  status: number;
  body: string;
  headers: Array<[string, string]>;
  /** When it was read (ISO). */
  keptAt: string;
}

/** A file captured on the phone, kept as its bytes (a File does not survive every store). */
export interface KeptFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** Where an item of the outbox stands: waiting to go, sent (acknowledged), refused (to fix or discard), or in conflict. */
export type OutboxStatus = 'waiting' | 'sent' | 'failed' | 'conflict';

/** What every item of the outbox has: whose it is, for which property, when captured, and where it stands. */
interface OutboxEntry {
  id?: number;
  owner: number;
  propertyId: number;
  /** How the regent knows the property: its farm number or address. */
  propertyLabel: string;
  capturedAt: string;
  status: OutboxStatus;
  /** The server's Spanish lines, when it refused. */
  messages: string[];
  sentAt?: string;
}

/**
 * A visit done in the field: registered (POST) then given its result, reports and photos (PUT), each call once;
 * or (`result`) the result of a visit already registered, the PUT alone.
 */
export interface OutboxVisit extends OutboxEntry {
  kind: 'visit' | 'result';
  /** The visit the server created, once it acknowledged the first call. */
  appointmentId?: number;
  createKey: string;
  resultKey: string;
  visitStart: string;
  notes: string;
  result: string;
  reportStatus: string;
  reports: KeptFile[];
  photos: Array<KeptFile & { capture: PhotoCapture }>;
}

/** A boundary walked or edited in the field: proposed (POST) once, with its own key. */
export interface OutboxBoundary extends OutboxEntry {
  kind: 'boundary';
  /** The version the server gave it, once acknowledged. */
  version?: number;
  key: string;
  proposal: BoundaryProposal;
}

/** An origin certificate issued in the field without a signal: issued (POST) once, with its own key, when it returns. */
export interface OutboxOrigin extends OutboxEntry {
  kind: 'origin';
  key: string;
  issue: OriginIssue;
  /** The number the server gave it, once acknowledged. */
  number?: string;
}

export type OutboxItem = OutboxVisit | OutboxBoundary | OutboxOrigin;

interface RegentDevice extends DBSchema {
  reads: { key: string; value: KeptRead; indexes: { owner: number } };
  outbox: { key: number; value: OutboxItem; indexes: { owner: number } };
}

let opened: Promise<IDBPDatabase<RegentDevice>> | undefined;

export function deviceDb(): Promise<IDBPDatabase<RegentDevice>> {
  opened ??= openDB<RegentDevice>(DEVICE_DB, DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore('reads', { keyPath: 'key' }).createIndex('owner', 'owner');
      if (oldVersion < 2) db.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true }).createIndex('owner', 'owner');
    },
    // another tab opened a newer version: let it, this one opens again on its next use
    blocking() {
      void opened?.then((db) => db.close());
      opened = undefined;
    },
  });
  return opened;
}

/** The headers a kept answer needs again: its type and a list's total. */
const KEPT_HEADERS = /^(content-type|totalrecords)$/i;

/** Whose phone data is read or written now: the signed-in person's id from the token. */
export const ownerNow = (): number | null => userIdOf(useSessionStore.getState().claims);

export const readKey = (owner: number, url: string) => `${owner} ${url}`;

export async function keepRead(owner: number, url: string, response: Response, now = new Date()): Promise<void> {
  const headers = [...response.headers].filter(([name]) => KEPT_HEADERS.test(name));
  const body = await response.text();
  await (await deviceDb()).put('reads', { key: readKey(owner, url), owner, url, status: response.status, body, headers, keptAt: now.toISOString() });
}

export async function recallRead(owner: number, url: string): Promise<KeptRead | undefined> {
  return (await deviceDb()).get('reads', readKey(owner, url));
}

/** Everything one person's app keeps (at logout, on a shared phone). */
export async function forgetOwner(owner: number): Promise<void> {
  const db = await deviceDb();
  const tx = db.transaction('reads', 'readwrite');
  for await (const cursor of tx.store.index('owner').iterate(owner)) await cursor.delete();
  await tx.done;
}

/** What is kept for one person: the answers and their bytes (UTF-8), and the outbox's items and files' bytes. */
export async function keptSize(owner: number): Promise<{ reads: number; bytes: number; outbox: number; outboxBytes: number }> {
  const db = await deviceDb();
  const rows = await db.getAllFromIndex('reads', 'owner', owner);
  const items = await db.getAllFromIndex('outbox', 'owner', owner);
  const encoder = new TextEncoder();
  return {
    reads: rows.length,
    bytes: rows.reduce((sum, row) => sum + encoder.encode(row.body).length, 0),
    outbox: items.length,
    outboxBytes: items.reduce(
      (sum, item) =>
        sum +
        (item.kind === 'boundary'
          ? encoder.encode(JSON.stringify(item.proposal)).length
          : item.kind === 'origin'
            ? encoder.encode(JSON.stringify(item.issue)).length
            : [...item.reports, ...item.photos].reduce((n, file) => n + file.bytes.byteLength, 0)),
      0,
    ),
  };
}
