import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { portfolioState } from '../../db/schema';
import { nextExpiry } from '../certificates';

const pendingVersion = new WeakMap<Database, Promise<string>>();

/** Channel the `portfolio_state_bump` trigger (migration 0005) announces every new version on. */
export const PORTFOLIO_CHANNEL = 'portfolio_version';

async function readVersion(db: Database): Promise<string> {
  const [state] = await db.select({ version: sql<string>`${portfolioState.version}::text` }).from(portfolioState);
  return state?.version ?? '';
}

/** The version of each embedded database as its notifications tell it (unset until known). */
const followed = new WeakMap<Database, { version?: number }>();

/**
 * On the embedded database (one process, one connection) the trigger's notification reaches this
 * process when the write's commit returns, before anyone can read after it: the version is kept in
 * memory and a portfolio request needs no query to validate its cached answer. Versions only grow.
 */
function follow(db: Database): { version?: number } {
  const state = followed.get(db);
  if (state) return state;
  const known: { version?: number } = {};
  followed.set(db, known);
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    const learn = (version: number) => {
      if (Number.isSafeInteger(version) && (known.version === undefined || version > known.version)) known.version = version;
    };
    client
      .listen(PORTFOLIO_CHANNEL, (payload) => learn(Number(payload)))
      // what was committed before listening; anything later is notified
      .then(() => readVersion(db))
      .then((version) => learn(Number(version)))
      .catch(() => followed.delete(db));
  }
  return known;
}

/**
 * The portfolio version: database triggers bump it on every write to properties and every update of
 * an enrolment, so an answer read at one version is still right while the version stands, on every
 * server that shares the database. On the embedded database it is followed in memory (`follow`); on a
 * server, requests that arrive while it is being read share that read (a burst of portfolio requests
 * costs one small query, not one each).
 */
export function portfolioVersion(db: Database): Promise<string> {
  const known = follow(db).version;
  if (known !== undefined) return Promise.resolve(String(known));
  let pending = pendingVersion.get(db);
  if (!pending) {
    pending = readVersion(db).finally(() => pendingVersion.delete(db));
    pendingVersion.set(db, pending);
  }
  return pending;
}

/** The earliest validity end still running at each portfolio version: it moves only with a write. */
const expiryOfVersion = new WeakMap<Database, { version: string; next: Promise<Date | null> }>();

/**
 * The portfolio version answers that state certificates' statuses may be cached at, as of `now`; undefined once a
 * validity has ended that the expiry job has not yet written down (it does within the second, and its write is a new
 * version): until then every answer is read afresh, so none states a status that has lapsed.
 */
export async function statusVersion(db: Database, now = new Date()): Promise<string | undefined> {
  const version = await portfolioVersion(db);
  let known = expiryOfVersion.get(db);
  if (known?.version !== version) {
    known = { version, next: nextExpiry(db) };
    expiryOfVersion.set(db, known);
  }
  const next = await known.next;
  return next !== null && next <= now ? undefined : version;
}

/**
 * Remembers up to `max` values, each served only while the version it was loaded at stands (none: not remembered).
 * Calls for a key and version while it loads share that load (a map's markers asked for at a visitor's press and
 * again by the page a moment later are built once); a failed load is not remembered.
 */
export class VersionedCache<V> {
  private readonly entries: LRUCache<string, { version: string; value: V }>;
  private readonly loading = new Map<string, { version: string; value: Promise<V> }>();

  constructor(max: number) {
    this.entries = new LRUCache({ max });
  }

  async get(key: string, version: string | undefined, load: () => Promise<V>): Promise<V> {
    if (version === undefined) return load();
    const entry = this.entries.get(key);
    if (entry && entry.version === version) return entry.value;
    const pending = this.loading.get(key);
    if (pending && pending.version === version) return pending.value;
    // read at `version` or later: if the data moved on meanwhile, the next call sees a newer version and reloads
    const value = load();
    const loading = { version, value };
    this.loading.set(key, loading);
    try {
      const loaded = await value;
      this.entries.set(key, { version, value: loaded });
      return loaded;
    } finally {
      if (this.loading.get(key) === loading) this.loading.delete(key);
    }
  }
}
