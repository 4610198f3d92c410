import fs from 'node:fs';
import { openPglite, type PgliteHandle } from '../src/db/client';

/** Environment variable naming the dump written by global-setup.ts. */
export const TEST_DATABASE_DUMP = 'PORTAL_API_TEST_DATABASE_DUMP';

/** A fresh database with migrations and reference data, private to the caller. */
export async function openTestDatabase(): Promise<PgliteHandle> {
  const file = process.env[TEST_DATABASE_DUMP];
  if (!file) throw new Error(`${TEST_DATABASE_DUMP} is not set: run the api tests through jest (its globalSetup makes the dump)`);
  return openPglite({ loadDataDir: new Blob([await fs.promises.readFile(file)]) });
}
