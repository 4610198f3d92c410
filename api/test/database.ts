import fs from 'node:fs';
import { Client } from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client';

/** Environment variable naming the dump written by global-setup.ts (embedded engine). */
export const TEST_DATABASE_DUMP = 'PORTAL_API_TEST_DATABASE_DUMP';
/**
 * A PostgreSQL server to run the suite on instead of PGlite (`postgres://user@host:port/db` of a role that
 * may create databases). Each test file gets its own database, copied from a template the global setup
 * migrated once.
 */
export const TEST_POSTGRES_URL = 'API_TEST_POSTGRES_URL';
export const TEST_TEMPLATE = 'portal_test_template';

/** Which engine this run of the suite uses; tests that make sense on one only say so in their names. */
export const testEngine = (): 'pglite' | 'postgres' => (process.env[TEST_POSTGRES_URL] ? 'postgres' : 'pglite');

/** The same server, another database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs statements as the server's administrative connection (CREATE/DROP DATABASE cannot run in a transaction). */
export async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let sequence = 0;

/** A database of its own on the server (a copy of `template` when given), dropped when closed. */
async function serverDatabase(server: string, template?: string): Promise<DatabaseHandle> {
  const name = `portal_test_${process.pid}_${++sequence}`;
  await onServer(server, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const handle = await openPostgres(databaseUrl(server, name));
  return {
    ...handle,
    async close() {
      await handle.close();
      await onServer(server, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** A fresh database with migrations and reference data, private to the caller. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const server = process.env[TEST_POSTGRES_URL];
  if (server) return serverDatabase(server, TEST_TEMPLATE);
  const file = process.env[TEST_DATABASE_DUMP];
  if (!file) throw new Error(`${TEST_DATABASE_DUMP} is not set: run the api tests through jest (its globalSetup makes the dump)`);
  return openPglite({ loadDataDir: new BytesBlob(await fs.promises.readFile(file)) });
}

/**
 * A Blob over bytes already read. PGlite reads a dump with `arrayBuffer()`, and a Blob of Node.js copies the 44 MB
 * twice on the way (into the Blob, then out of it): 0.7–1.3 s of every test file's start on this machine.
 */
class BytesBlob extends Blob {
  constructor(private readonly content: Uint8Array) {
    super();
  }
  override get size() {
    return this.content.byteLength;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.content;
    return Promise.resolve(byteOffset === 0 && byteLength === buffer.byteLength ? (buffer as ArrayBuffer) : (this.content.slice().buffer as ArrayBuffer));
  }
}

/** An empty database that has never been migrated, on this run's engine. */
export async function openEmptyDatabase(): Promise<DatabaseHandle> {
  const server = process.env[TEST_POSTGRES_URL];
  return server ? serverDatabase(server) : openPglite({ memory: true });
}
