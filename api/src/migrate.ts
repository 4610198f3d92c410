import { STARTUP_MSG } from './messages';
import { lockDataDir, migrateAndSeed, openDatabase, openFileStore, readConfig } from './startup';
import { startupReport } from './startup-report';

/**
 * `npm run migrate`: applies pending migrations and the seed, then exits; a deployment runs it once before
 * starting its servers with MIGRATE=false. On PostgreSQL it waits for another server's migration at most
 * MIGRATE_LOCK_TIMEOUT_MS.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const files = await openFileStore(config);
  const lock = lockDataDir(config);
  const report = startupReport({ ...process.env, START_REPORT: '1' });
  const database = await openDatabase(config).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  try {
    await migrateAndSeed(database, config, files, report);
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  console.error(STARTUP_MSG.migrateFailed, error instanceof Error ? error.message : error);
  process.exit(1);
});
