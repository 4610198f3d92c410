import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/db/client';
import { seedReferenceData } from '../src/db/seed';
import { TEST_DATABASE_DUMP } from './database';

/**
 * Builds one migrated database with the reference data and dumps it; every test file then loads
 * the dump (≈0.4 s) instead of running initdb (≈3 s). The dump is rebuilt on every run, under a
 * name that is fixed per checkout so runs do not pile files up in the temp folder.
 */
export default async function globalSetup(): Promise<void> {
  const handle = await openPglite({ memory: true });
  try {
    await handle.migrate(seedReferenceData);
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
