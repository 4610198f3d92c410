import { performance } from 'node:perf_hooks';
import { appOptions, buildApp } from './app';
import { listenForBackups, type BackupListener } from './backup/server-link';
import { buildStamp, pausableRemovals, takeBackup } from './backup/take';
import { closeWithin } from './lib/close-within';
import { scheduleExpiry } from './modules/certificates';
import { MAILER_DEFAULTS, startMailer, type Mailer, type MailSender } from './mail/outbox';
import { mailSender } from './mail/transport';
import { scheduleDailySummary } from './notifications/daily-summary';
import { scheduleRenewalReminders } from './notifications/renewal-reminders';
import { sendNotices } from './notifications/worker';
import type { DatabaseHandle } from './db/client';
import type { SeedOutcome } from './seed';
import { loadOrCreateJwtSecret } from './jwt-secret';
import { STARTUP_MSG } from './messages';
import { lockDataDir, migrateAndSeed, openDatabase, openFileStore, readConfig } from './startup';
import { startupReport } from './startup-report';

/**
 * Connections the system may hold for the server before it accepts them. Node's default, 511, overflows when the
 * chat's 2 000 clients reconnect at one instant (a restart): each connection past it is dropped and retried by its
 * client a second later (measured: 181 of 2 000 dropped). Linux caps it at net.core.somaxconn (4096 by default).
 */
const LISTEN_BACKLOG = 4096;

const report = startupReport();

async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  // a backup holds back file deletions while it copies files (backup/take.ts)
  const files = pausableRemovals(await openFileStore(config));
  const lock = lockDataDir(config);
  let database: DatabaseHandle | undefined;

  try {
    const opened = Date.now();
    database = await openDatabase(config);
    let seeded: SeedOutcome = {};
    if (config.migrate) seeded = await migrateAndSeed(database, config, files, report, opened);
    else report.step(STARTUP_MSG.migrationsSkipped, opened);

    const jwtSecret = config.jwtSecret ?? loadOrCreateJwtSecret(config.dataDir);
    const app = await buildApp(appOptions(config, database.db, jwtSecret, files));

    let stopping = false;
    let backups: BackupListener | undefined;
    const jobs: { stopExpiry?: () => Promise<void>; stopSummary?: () => Promise<void>; stopReminders?: () => Promise<void>; mailer?: Mailer; sender?: MailSender & { close(): void } } = {};
    const stop = async (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'stopping');
      try {
        // a run of the expiry job, and a batch of e-mail, under way end before the database closes
        await jobs.stopExpiry?.();
        await jobs.stopSummary?.();
        await jobs.stopReminders?.();
        await jobs.mailer?.stop();
        jobs.sender?.close();
        // a backup under way ends (its archive complete, held deletions applied) before the database closes
        await backups?.close();
        await closeWithin(app);
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
      await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      console.error(STARTUP_MSG.portInUse(config.port));
      await app.close();
      await database.close();
      lock?.release();
      process.exit(1);
    }
    if (database.driver === 'pglite') {
      // `npm run backup` asks this process, which holds the embedded database's one connection
      const handle = database;
      backups = await listenForBackups(config.dataDir, async (folder) => {
        const resume = files.pauseRemovals();
        try {
          return await takeBackup({ database: handle, files, dataDir: config.dataDir, webRoot: config.webRoot, build: buildStamp() }, folder);
        } finally {
          await resume();
        }
      }).catch((error: unknown) => {
        // a DATA_DIR path too long for a socket: the portal serves anyway, npm run backup then says it got no answer
        app.log.warn({ error }, 'backup socket unavailable');
        return undefined;
      });
    }
    // certificates whose validity ends are written down as Vencida then, with their history row
    // not once a stop began (a signal while the backup socket opened): the database is closing
    if (stopping) return;
    jobs.stopExpiry = scheduleExpiry(database.db, app.log);
    // the administrators' daily summary of what waits (once a day per cluster: the day is its key)
    jobs.stopSummary = scheduleDailySummary(database.db, app.log);
    // the clients' renewal reminders, 60, 30 and 7 days before a validity ends (each keyed: once per cluster)
    jobs.stopReminders = scheduleRenewalReminders(database.db, app.log);
    // the outbox: every process turns recorded changes into letters, then sends what is due (claims keep them apart);
    // without SMTP_URL messages are kept
    jobs.sender = mailSender(config.mail);
    const db = database.db;
    jobs.mailer = startMailer(db, jobs.sender, app.log, { ...MAILER_DEFAULTS, leaseMs: config.mail.leaseMs }, undefined, () => sendNotices(db));
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
