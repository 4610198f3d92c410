import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { appliedMigrations, openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import type { Config } from '../config';
import { localFileStore, type FileStore } from '../lib/file-store';
import { fileStoreOf } from '../app';
import { BackupError, checkArchive, readArchive, type CheckedArchive } from './archive';
import { BACKUP_MSG } from './messages';
import { ENTRY, runPgTool } from './take';
import { liveServerPid } from './server-link';
import { acquirePidLock, PidLockError, type PidLock } from '../pid-lock';
import { buffer } from 'node:stream/consumers';
import { dataDirLayout, hasEmbeddedDatabase } from '../paths';
import { RELEASE_HISTORY_FILE, resolveWebLayout } from '../plugins/web-layout';

export interface RestoreSummary {
  file: string;
  ms: number;
  engine: 'pglite' | 'postgres';
  createdAt: string;
  files: number;
  releaseFiles: number;
  /** Release files already present and different, kept (history.json without --force). */
  releasesKept: string[];
  counts: Record<string, number>;
  migrations: number;
  deletedDuringBackup: number;
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/** Tables a restored portal is checked by: counted and reported. */
const COUNTED = ['users', 'enrolments', 'properties', 'stored_files', 'contacts', 'documents'] as const;

async function count(database: DatabaseHandle, table: string): Promise<number> {
  const result = (await database.db.execute(sql.raw(`select count(*)::int as n from "${table}"`))) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

async function hasTables(url: string): Promise<boolean> {
  const database = await openPostgres(url);
  try {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    )) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]?.n ?? 0) > 0;
  } finally {
    await database.close();
  }
}

/**
 * Writes one uploaded file, unless one of that name is there already: names are random and files never change, so
 * it is the same file (a restore over a portal, or run again). Asked first: a failed write would end the archive's stream.
 */
async function putFile(store: FileStore, name: string, body: Readable): Promise<void> {
  const existing = await store.read(name);
  if (existing) {
    existing.body.destroy();
    body.resume();
    return;
  }
  await store.write(name, body, 'application/octet-stream');
}

/** Holds DATA_DIR's server lock while a restore or a check works on it: no server starts meanwhile. */
function lockFolder(dataDir: string): PidLock {
  try {
    return acquirePidLock(dataDirLayout(dataDir).pidFile);
  } catch (error) {
    if (error instanceof PidLockError) throw new BackupError(BACKUP_MSG.serverRunning(dataDir, error.pid));
    throw error;
  }
}

/**
 * Restores an archive of `npm run backup` for the configured portal: into an empty DATA_DIR (the embedded engine)
 * or an empty PostgreSQL database (DATABASE_URL) and the configured file store. The whole archive is checked
 * first; a refused archive or target changes nothing. The embedded engine's folder is assembled inside DATA_DIR under
 * its lock and moved in at the end (what --force replaces is set aside, and put back if anything fails); PostgreSQL's
 * restore is one transaction. Then every stored file the database names must be in the store with its size.
 */
export async function restoreBackup(config: Config, file: string, { force = false } = {}): Promise<RestoreSummary> {
  const started = Date.now();
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new BackupError(BACKUP_MSG.missingFile(file));
  const checked = await checkArchive(file);
  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  if (checked.header.engine !== engine) throw new BackupError(BACKUP_MSG.engineMismatch(checked.header.engine, engine));
  if (engine === 'pglite') {
    const pid = liveServerPid(config.dataDir);
    if (pid !== undefined) throw new BackupError(BACKUP_MSG.serverRunning(config.dataDir, pid));
    if (!force && !isEmptyDir(config.dataDir)) throw new BackupError(BACKUP_MSG.targetNotEmpty(config.dataDir));
  } else if (!force && (await hasTables(config.databaseUrl!))) {
    throw new BackupError(BACKUP_MSG.databaseNotEmpty);
  }
  return engine === 'pglite' ? restorePglite(config, file, checked, force, started) : restorePostgres(config, file, checked, force, started);
}

interface Restored {
  files: number;
  releaseFiles: number;
  releasesKept: string[];
}

/** Where the second pass puts the database: the embedded engine's data folder, or PostgreSQL's dump to restore. */
type DatabaseTarget = { pgliteDir: string; onSecret: (bytes: Buffer) => Promise<void> } | { onDump: (body: Readable) => Promise<void> };

/** The second pass over the archive: the database to its target, files to `store`, releases beside the build. */
async function extract(config: Config, file: string, store: FileStore, force: boolean, database: DatabaseTarget): Promise<Restored> {
  const restored: Restored = { files: 0, releaseFiles: 0, releasesKept: [] };
  const releases = resolveWebLayout(config.webRoot).releases;
  await readArchive(file, async (name, body, _size, directory) => {
    if ('pgliteDir' in database && name.startsWith(`${ENTRY.pglite}/`)) {
      const target = path.join(database.pgliteDir, name.slice(ENTRY.pglite.length + 1));
      if (directory) {
        body.resume();
        await fs.promises.mkdir(target, { recursive: true });
        return;
      }
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await pipeline(body, fs.createWriteStream(target, { mode: 0o600 }));
      return;
    }
    if ('onDump' in database && name === ENTRY.postgres) return database.onDump(body);
    if (name.startsWith(ENTRY.files)) {
      await putFile(store, name.slice(ENTRY.files.length), body);
      restored.files += 1;
      return;
    }
    if (name.startsWith(ENTRY.releases)) {
      const relative = name.slice(ENTRY.releases.length);
      const target = path.join(releases, relative);
      // a version's files are written once and never change; the history is replaced only when told
      if (fs.existsSync(target) && !(force && path.basename(target) === RELEASE_HISTORY_FILE)) {
        if (path.basename(target) === RELEASE_HISTORY_FILE) restored.releasesKept.push(relative);
        body.resume();
        return;
      }
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await pipeline(body, fs.createWriteStream(`${target}.restaurando`));
      await fs.promises.rename(`${target}.restaurando`, target);
      restored.releaseFiles += 1;
      return;
    }
    if (name === ENTRY.jwtSecret && 'onSecret' in database) {
      return database.onSecret(await buffer(body));
    }
    body.resume();
  });
  return restored;
}

export interface Checked {
  counts: Record<string, number>;
  migrations: number;
  /** Files the backup recorded as deleted while it was taken: their rows are restored, their bytes are not. */
  deletedDuringBackup: number;
}

/**
 * Counts the main tables and the applied migrations, and finds every stored file the database names in the store
 * with the size the database records (except those the backup recorded as deleted while it was taken).
 */
async function verify(database: DatabaseHandle, store: FileStore, deletedDuringBackup: readonly string[] = []): Promise<Checked> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED) counts[table] = await count(database, table);
  const rows = ((await database.db.execute(sql`select storage_name, size from stored_files`)) as unknown as { rows: { storage_name: string; size: number }[] }).rows;
  const deleted = new Set(deletedDuringBackup);
  for (const row of rows) {
    if (deleted.has(row.storage_name)) continue;
    const stored = await store.read(row.storage_name);
    stored?.body.destroy();
    if (!stored || stored.size !== Number(row.size)) throw new BackupError(BACKUP_MSG.fileNotRestored(row.storage_name));
  }
  return { counts, migrations: await appliedMigrations(database.db), deletedDuringBackup: rows.filter((row) => deleted.has(row.storage_name)).length };
}

/**
 * The check a restore ends with, on the configured portal as it is (`npm run restore -- --check`): for a database
 * and files restored by other means (pg_restore, a bucket's copy).
 */
export async function checkPortal(config: Config): Promise<Checked> {
  // never create a database, or a folder, where there is none
  if (!config.databaseUrl && !hasEmbeddedDatabase(config.dataDir)) throw new BackupError(BACKUP_MSG.noDatabase(config.dataDir));
  const store = fileStoreOf(config);
  await store.open();
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    try {
      return await verify(database, store);
    } finally {
      await database.close();
    }
  }
  const lock = lockFolder(config.dataDir);
  try {
    const database = await openPglite({ dataDir: dataDirLayout(config.dataDir).database });
    try {
      return await verify(database, store);
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

async function restorePglite(config: Config, file: string, checked: CheckedArchive, force: boolean, started: number): Promise<RestoreSummary> {
  const dataDir = config.dataDir;
  const created = !fs.existsSync(dataDir);
  await fs.promises.mkdir(dataDir, { recursive: true });
  const lock = lockFolder(dataDir);
  // assembled inside DATA_DIR, on its disk, so moving in is a rename; what --force replaces is set aside first
  const staging = await fs.promises.mkdtemp(path.join(dataDir, '.restaurando-'));
  const aside = `${staging.replace('.restaurando-', '.anterior-')}`;
  const localUploads = config.storage.kind === 'local' && path.resolve(config.storage.dir).startsWith(path.resolve(dataDir) + path.sep);
  const uploadsRelative = localUploads && config.storage.kind === 'local' ? path.relative(dataDir, config.storage.dir) : undefined;
  const store = uploadsRelative ? localFileStore(path.join(staging, uploadsRelative)) : fileStoreOf(config);
  let done = false;
  const movedIn: string[] = [];
  try {
    await store.open();
    const restored = await extract(config, file, store, force, {
      pgliteDir: dataDirLayout(staging).database,
      onSecret: (bytes) => fs.promises.writeFile(dataDirLayout(staging).jwtSecret, bytes, { mode: 0o600 }),
    });
    // opening it replays the copy's last writes (as after a power cut), then the check reads it
    const database = await openPglite({ dataDir: dataDirLayout(staging).database });
    let checkedOut: Checked;
    try {
      checkedOut = await verify(database, store, checked.contents.missing);
    } finally {
      await database.close();
    }
    const names = await fs.promises.readdir(staging);
    await fs.promises.mkdir(aside);
    for (const name of names) {
      if (fs.existsSync(path.join(dataDir, name))) await fs.promises.rename(path.join(dataDir, name), path.join(aside, name));
    }
    for (const name of names) {
      await fs.promises.rename(path.join(staging, name), path.join(dataDir, name));
      movedIn.push(name);
    }
    done = true;
    return { file, ms: Date.now() - started, engine: 'pglite', createdAt: checked.header.createdAt, ...restored, ...checkedOut };
  } finally {
    if (!done && fs.existsSync(aside)) {
      // put back what was there
      for (const name of movedIn) await fs.promises.rm(path.join(dataDir, name), { recursive: true, force: true });
      for (const name of await fs.promises.readdir(aside)) await fs.promises.rename(path.join(aside, name), path.join(dataDir, name));
    }
    await fs.promises.rm(staging, { recursive: true, force: true });
    await fs.promises.rm(aside, { recursive: true, force: true });
    lock.release();
    if (created && !done) await fs.promises.rm(dataDir, { recursive: true, force: true });
  }
}

async function restorePostgres(config: Config, file: string, checked: CheckedArchive, force: boolean, started: number): Promise<RestoreSummary> {
  const url = config.databaseUrl!;
  const store = fileStoreOf(config);
  await store.open();
  const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'portal-restaurar-'));
  try {
    const dump = path.join(scratch, 'postgres.dump');
    const restored = await extract(config, file, store, force, { onDump: (body) => pipeline(body, fs.createWriteStream(dump)) });
    // last, once every file is in the store: one transaction, so a failed restore leaves the database as it was
    await runPgTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      ...(force ? ['--clean', '--if-exists'] : []),
      `--dbname=${url}`,
      dump,
    ]);
    const database = await openPostgres(url);
    try {
      const checkedOut = await verify(database, store, checked.contents.missing);
      return { file, ms: Date.now() - started, engine: 'postgres', createdAt: checked.header.createdAt, ...restored, ...checkedOut };
    } finally {
      await database.close();
    }
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
}
