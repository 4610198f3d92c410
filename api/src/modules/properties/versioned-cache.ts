import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { portfolioState } from '../../db/schema';

const pendingVersion = new WeakMap<Database, Promise<string>>();

async function readVersion(db: Database): Promise<string> {
  const [state] = await db.select({ version: sql<string>`${portfolioState.version}::text` }).from(portfolioState);
  return state?.version ?? '';
}

/**
 * The portfolio version: database triggers bump it on every write to properties and every update of
 * an enrolment, so an answer read at one version is still right while the version stands, on every
 * server that shares the database. Requests that arrive while it is being read share that read (a
 * burst of portfolio requests costs one small query, not one each).
 */
export function portfolioVersion(db: Database): Promise<string> {
  let pending = pendingVersion.get(db);
  if (!pending) {
    pending = readVersion(db).finally(() => pendingVersion.delete(db));
    pendingVersion.set(db, pending);
  }
  return pending;
}

/** Remembers up to `max` values, each served only while the version it was loaded at stands. */
export class VersionedCache<V> {
  private readonly entries: LRUCache<string, { version: string; value: V }>;

  constructor(max: number) {
    this.entries = new LRUCache({ max });
  }

  async get(key: string, version: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && entry.version === version) return entry.value;
    // read at `version` or later: if the data moved on meanwhile, the next call sees a newer version and reloads
    const value = await load();
    this.entries.set(key, { version, value });
    return value;
  }
}
