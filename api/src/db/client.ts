import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client, Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** What repositories see: the same query builder over PGlite or node-postgres (transactions included). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

/** Arbitrary constant: the advisory lock that serialises start-up of several servers on one PostgreSQL. */
const STARTUP_LOCK_KEY = 7_240_115;

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'pglite' | 'postgres';
  /**
   * Applies pending migrations, then runs `afterwards` (the seed) while still holding the start-up
   * lock, so concurrent servers on one PostgreSQL neither migrate nor seed twice.
   */
  migrate(afterwards?: (db: Database) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export type PgliteSource = { dataDir: string } | { loadDataDir: Blob } | { memory: true };

export interface PgliteHandle extends DatabaseHandle {
  readonly client: PGlite;
}

/** Contrib extensions the migrations create (PGlite bundles them; a PostgreSQL server ships them). */
const PGLITE_EXTENSIONS = { pg_trgm };

export async function openPglite(source: PgliteSource): Promise<PgliteHandle> {
  if ('dataDir' in source) fs.mkdirSync(source.dataDir, { recursive: true });
  const options = { extensions: PGLITE_EXTENSIONS };
  const client =
    'dataDir' in source
      ? await PGlite.create(source.dataDir, options)
      : await PGlite.create('loadDataDir' in source ? { ...options, loadDataDir: source.loadDataDir } : options);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    client,
    driver: 'pglite',
    async migrate(afterwards) {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await afterwards?.(db);
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url });
  // an idle connection the server dropped (restart, failover, proxy timeout) must not end the process:
  // the pool discards it and opens a new one for the next query
  pool.on('error', (error) => console.error(`Conexión a PostgreSQL perdida: ${error.message}`));
  // fail at start-up, not on the first request, when the server is unreachable
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    async migrate(afterwards) {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        const locked = drizzlePg({ client, schema });
        await migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
        await afterwards?.(locked);
      } finally {
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}
