import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { appOptions, buildApp, uploadsDirOf } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { seedDatabase, type SeedOutcome } from './db/seed';
import { loadOrCreateJwtSecret } from './jwt-secret';
import { STARTUP_MSG } from './messages';
import { PidLockError, acquirePidLock, type PidLock } from './pid-lock';
import { migrationStep, startupReport } from './startup-report';

const report = startupReport();

/** The command line of a running process, for messages that name it (Linux; empty elsewhere). */
function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

function readConfig(): Config {
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
function lockDataDir(config: Config): PidLock | undefined {
  if (config.databaseUrl) return undefined;
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    return acquirePidLock(path.join(config.dataDir, 'server.pid'));
  } catch (error) {
    if (error instanceof PidLockError) {
      console.error(STARTUP_MSG.dataDirLocked(config.dataDir, error.pid, commandOf(error.pid)));
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const lock = lockDataDir(config);
  let database: DatabaseHandle | undefined;

  try {
    const opened = Date.now();
    database = config.databaseUrl
      ? await openPostgres(config.databaseUrl, config.postgres)
      : await openPglite({ dataDir: path.join(config.dataDir, 'db') });
    let seeded: SeedOutcome = {};
    await database.migrate(async (db, migrated) => {
      report.step(migrationStep(migrated), opened);
      const seedStarted = Date.now();
      seeded = await seedDatabase(db, { demo: config.demo, admin: config.admin, uploadsDir: uploadsDirOf(config) });
      report.step(config.demo ? STARTUP_MSG.demoDataReady : STARTUP_MSG.referenceDataReady, seedStarted);
    });

    const jwtSecret = config.jwtSecret ?? loadOrCreateJwtSecret(config.dataDir);
    const app = await buildApp(appOptions(config, database.db, jwtSecret));

    let stopping = false;
    const stop = async (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'stopping');
      try {
        await app.close();
        await database?.close();
      } finally {
        lock?.release();
        process.exit(0);
      }
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);

    if (seeded.firstAdministrator === 'created') app.log.info({ email: config.admin?.email }, 'first administrator created');
    if (seeded.firstAdministrator === 'email-taken') {
      app.log.warn({ email: config.admin?.email }, 'ADMIN_EMAIL belongs to an existing non-administrator account; no administrator created');
    }
    try {
      await app.listen({ host: config.host, port: config.port });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      console.error(STARTUP_MSG.portInUse(config.port));
      await app.close();
      await database.close();
      lock?.release();
      process.exit(1);
    }
    report.ready(config);
    app.log.info(
      { driver: database.driver, dataDir: config.dataDir, demo: config.demo, startupMs: Math.round(performance.now() - started) },
      'portal ready',
    );
  } catch (error) {
    console.error(STARTUP_MSG.startFailed, error);
    await database?.close().catch(() => undefined);
    lock?.release();
    process.exit(1);
  }
}

void main();
