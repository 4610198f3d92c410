import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { Client, Pool } from 'pg';
import type { PostgresOptions } from '../config';
import { PG_LOCK_NOT_AVAILABLE, pgErrorCode } from '../lib/pg-error';
import { STARTUP_MSG } from '../messages';
import { MIGRATIONS_FOLDER } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** What repositories see: the same query builder over PGlite or node-postgres (transactions included). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export { MIGRATIONS_FOLDER };

/** Arbitrary constant: the advisory lock that serialises start-up of several servers on one PostgreSQL. */
export const STARTUP_LOCK_KEY = 7_240_115;

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'pglite' | 'postgres';
  /**
   * Applies pending migrations, then runs `afterwards` (the seed) while still holding the start-up
   * lock, so concurrent servers on one PostgreSQL neither migrate nor seed twice. Answers how many
   * migrations this call applied and how many there are in all.
   */
  migrate(afterwards?: (db: Database, migrated: MigrationOutcome) => Promise<void>): Promise<MigrationOutcome>;
  close(): Promise<void>;
}

export interface MigrationOutcome {
  /** Migrations applied by this start (all of them on a new database). */
  applied: number;
  total: number;
}

/** Rows of drizzle's journal table; 0 on a database that has never been migrated. */
export async function appliedMigrations(db: Database): Promise<number> {
  // both drivers answer { rows }; a relation is resolved when a query is planned, so ask first whether it exists
  const rowsOf = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows;
  const [journal] = await rowsOf(sql`select (to_regclass('drizzle.__drizzle_migrations') is not null)::int as n`);
  if (!journal?.n) return 0;
  const rows = await rowsOf(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(rows[0]?.n ?? 0);
}

async function migrateCounted(db: Database, run: () => Promise<void>): Promise<MigrationOutcome> {
  const before = await appliedMigrations(db);
  await run();
  const total = await appliedMigrations(db);
  return { applied: total - before, total };
}

/** A folder; a folder filled first from a `dumpDataDir` archive (a test's database on disk); a copy in memory; or an empty one in memory. */
export type PgliteSource = { dataDir: string; loadDataDir?: Blob } | { loadDataDir: Blob } | { memory: true };

export interface PgliteHandle extends DatabaseHandle {
  readonly client: PGlite;
  /** Its data folder on disk; undefined in memory. */
  readonly dataDir?: string;
}

/** Contrib extensions the migrations create (PGlite bundles them; a PostgreSQL server ships them). */
const PGLITE_EXTENSIONS = { pg_trgm };

export async function openPglite(source: PgliteSource): Promise<PgliteHandle> {
  if ('dataDir' in source) fs.mkdirSync(source.dataDir, { recursive: true });
  const options = { extensions: PGLITE_EXTENSIONS };
  const client =
    'dataDir' in source
      ? await PGlite.create(source.loadDataDir ? { ...options, dataDir: source.dataDir, loadDataDir: source.loadDataDir } : { ...options, dataDir: source.dataDir })
      : await PGlite.create('loadDataDir' in source ? { ...options, loadDataDir: source.loadDataDir } : options);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    client,
    dataDir: 'dataDir' in source ? source.dataDir : undefined,
    driver: 'pglite',
    async migrate(afterwards) {
      const outcome = await migrateCounted(db, () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }));
      await afterwards?.(db, outcome);
      return outcome;
    },
    close: () => client.close(),
  };
}

/** Pool settings when none are given (the server passes its configuration's). */
const POOL_DEFAULTS: PostgresOptions = { poolSize: 10, connectTimeoutMs: 2_000, statementTimeoutMs: 15_000, migrateLockTimeoutMs: 60_000 };

/** Thrown when another server held the start-up lock longer than `migrateLockTimeoutMs`. */
export class MigrationLockTimeout extends Error {
  override name = 'MigrationLockTimeout';
}

/**
 * A node-postgres pool: while the server is unreachable a query fails after `connectTimeoutMs` (answered 503)
 * instead of waiting, and a runaway statement is cancelled after `statementTimeoutMs`.
 */
export function postgresPool(url: string, options: PostgresOptions = POOL_DEFAULTS): Pool {
  return new Pool({
    connectionString: url,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
  });
}

export async function openPostgres(url: string, options: PostgresOptions = POOL_DEFAULTS): Promise<DatabaseHandle> {
  const pool = postgresPool(url, options);
  // an idle connection the server dropped (restart, failover, proxy timeout) must not end the process:
  // the pool discards it and opens a new one for the next query
  pool.on('error', (error) => console.error(`Conexión a PostgreSQL perdida: ${error.message}`));
  // a connection checked out (a transaction between its statements, a worker's claim) that the server drops emits its
  // error outside any query: without a listener of its own that would end the process; the statement waiting on it
  // fails by itself, and the pool discards the connection when it is released
  pool.on('connect', (client) => client.on('error', (error) => console.error(`Conexión a PostgreSQL perdida durante su uso: ${error.message}`)));
  // fail at start-up, not on the first request, when the server is unreachable
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    async migrate(afterwards) {
      const client = new Client({ connectionString: url });
      client.on('error', (error) => console.error(`Conexión a PostgreSQL perdida durante la migración: ${error.message}`));
      await client.connect();
      try {
        // wait for another server's migration, but not forever
        await client.query(`set lock_timeout = ${Math.max(1, Math.round(options.migrateLockTimeoutMs))}`);
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        } catch (error) {
          if (pgErrorCode(error) !== PG_LOCK_NOT_AVAILABLE) throw error;
          throw new MigrationLockTimeout(STARTUP_MSG.migrationLockTimeout(options.migrateLockTimeoutMs));
        }
        await client.query('set lock_timeout = 0');
        const locked = drizzlePg({ client, schema });
        const outcome = await migrateCounted(locked, () => migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER }));
        // the seed runs on the pool while this connection still holds the lock: its reads may run side by
        // side, which one connection would have to queue (node-postgres 9 refuses concurrent queries on one)
        await afterwards?.(db, outcome);
        return outcome;
      } finally {
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}
