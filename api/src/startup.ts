import fs from 'node:fs';
import { fileStoreOf } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { seedDatabase, type SeedOutcome } from './seed';
import type { FileStore } from './lib/file-store';
import { STARTUP_MSG } from './messages';
import { PidLockError, acquirePidLock, type PidLock } from './pid-lock';
import { migrationStep, type StartupReport } from './startup-report';
import { dataDirLayout } from './paths';

// What the server (server.ts) and the migration command (migrate.ts) do alike before anything else.

/** The command line of a running process, for messages that name it (Linux; empty elsewhere). */
function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

export function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(STARTUP_MSG.invalidConfig(error.message));
      process.exit(1);
    }
    throw error;
  }
}

/** PGlite has no lock of its own: one server per DATA_DIR. */
export function lockDataDir(config: Config): PidLock | undefined {
  if (config.databaseUrl) return undefined;
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    return acquirePidLock(dataDirLayout(config.dataDir).pidFile);
  } catch (error) {
    if (error instanceof PidLockError) {
      console.error(STARTUP_MSG.dataDirLocked(config.dataDir, error.pid, commandOf(error.pid)));
      process.exit(1);
    }
    throw error;
  }
}

/** The configured database: PostgreSQL with DATABASE_URL, otherwise the embedded one under DATA_DIR. */
export function openDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.postgres) : openPglite({ dataDir: dataDirLayout(config.dataDir).database });
}

/** The configured file store, ready: the folder exists, or the bucket answers (otherwise a clear message and exit 1). */
export async function openFileStore(config: Config): Promise<FileStore> {
  const files = fileStoreOf(config);
  try {
    await files.open();
  } catch (error) {
    console.error(STARTUP_MSG.storageUnavailable(files.location, error instanceof Error ? error.name + ': ' + error.message : String(error)));
    process.exit(1);
  }
  return files;
}

/** Applies pending migrations, then the seed, under the start-up lock; each step reported. */
export async function migrateAndSeed(
  database: DatabaseHandle,
  config: Config,
  files: FileStore,
  report: StartupReport,
  opened = Date.now(),
): Promise<SeedOutcome> {
  let seeded: SeedOutcome = {};
  await database.migrate(async (db, migrated) => {
    report.step(migrationStep(migrated), opened);
    const seedStarted = Date.now();
    seeded = await seedDatabase(db, { demo: config.demo, admin: config.admin, files });
    report.step(config.demo ? STARTUP_MSG.demoDataReady : STARTUP_MSG.referenceDataReady, seedStarted);
  });
  return seeded;
}
