import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres } from '../src/db/client';
import { seedReferenceData } from '../src/seed';
import { TEST_DATABASE_DUMP, TEST_POSTGRES_URL, TEST_TEMPLATE, databaseUrl, onServer } from './database';

/**
 * The embedded test databases' buffer pool. PGlite sets up PostgreSQL's default of 128 MB each time it starts, about
 * 0.8 s of each of the suite's hundred starts; a test's database holds a few MB. The portal's own databases keep the
 * default.
 */
const TEST_SHARED_BUFFERS = '4MB';

/**
 * Builds one migrated database with the reference data, once per run; every test file then starts from a
 * copy of it. Embedded: a dump each file loads (≈0.4 s instead of initdb's ≈3 s), under a name fixed per
 * checkout so runs do not pile files up in the temp folder. PostgreSQL: a template database each file's
 * database is created from.
 */
export default async function globalSetup(): Promise<void> {
  const server = process.env[TEST_POSTGRES_URL];
  if (server) {
    await onServer(server, async (client) => {
      await client.query(`drop database if exists ${TEST_TEMPLATE} with (force)`);
      await client.query(`create database ${TEST_TEMPLATE}`);
    });
    const handle = await openPostgres(databaseUrl(server, TEST_TEMPLATE));
    try {
      await handle.migrate(seedReferenceData);
    } finally {
      await handle.close();
    }
    return;
  }

  const handle = await openPglite({ memory: true });
  try {
    await handle.migrate(seedReferenceData);
    await handle.client.exec(`alter system set shared_buffers = '${TEST_SHARED_BUFFERS}'`);
    const dump = await handle.client.dumpDataDir('none');
    const checkout = createHash('sha256').update(__dirname).digest('hex').slice(0, 12);
    const file = path.join(os.tmpdir(), `portal-api-test-db-${checkout}.tar`);
    const partial = `${file}.${process.pid}`;
    await fs.promises.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await fs.promises.rename(partial, file);
    process.env[TEST_DATABASE_DUMP] = file;
  } finally {
    await handle.close();
  }
}
