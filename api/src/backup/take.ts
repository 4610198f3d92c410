import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { DatabaseHandle, PgliteHandle } from '../db/client';
import { backups } from '../db/schema';
import type { FileStore } from '../lib/file-store';
import { BackupError, writeArchive, type ArchiveHeader, type ArchiveWriter, ARCHIVE_FORMAT, ARCHIVE_VERSION } from './archive';
import { BACKUP_MSG } from './messages';
import { API_ROOT, dataDirLayout } from '../paths';
import { resolveWebLayout } from '../plugins/web-layout';

/** Where each part lives inside the archive. */
export const ENTRY = {
  /** The embedded database's data folder, file by file. */
  pglite: 'base-de-datos/pglite',
  postgres: 'base-de-datos/postgres.dump',
  files: 'archivos/',
  releases: 'publicaciones/',
  jwtSecret: 'secreto-jwt',
} as const;

export interface BackupSources {
  database: DatabaseHandle;
  /** With PostgreSQL: the URL pg_dump reads. */
  databaseUrl?: string;
  files: FileStore;
  dataDir: string;
  /** The folder holding `releases/` (the remotes' release history). */
  webRoot: string;
  build: string;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  ms: number;
  engine: ArchiveHeader['engine'];
  databaseBytes: number;
  files: number;
  filesBytes: number;
  releaseFiles: number;
  missing: string[];
  takenAt: string;
}

/** The running server's build (the stamp `npm run build` writes beside it), for the archive's name and header. */
export function buildStamp(): string {
  try {
    return fs.readFileSync(path.join(API_ROOT, 'dist', '.build-stamp'), 'utf8').trim().slice(0, 12);
  } catch {
    return '';
  }
}

/** `2026-11-27-143005`, in the machine's time zone, for the file's name. */
function stampOf(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}-${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`;
}

const backupFileName = (date: Date, build: string) => `madera-legal-respaldo-${stampOf(date)}-${build.slice(0, 8) || 'sin-build'}.tar.gz`;

/** A PostgreSQL client program: PG_BIN, then the PATH, then the newest of Debian's /usr/lib/postgresql/<v>/bin. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const dirs = [process.env.PG_BIN, ...(process.env.PATH ?? '').split(path.delimiter)].filter(Boolean) as string[];
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    for (const version of fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a))) dirs.push(path.join(debian, version, 'bin'));
  }
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new BackupError(BACKUP_MSG.toolMissing(name));
}

/** Runs a PostgreSQL client program; rejects with its last lines of stderr. */
export function runPgTool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(pgTool(name), args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(BACKUP_MSG.toolFailed(name, stderr.trim().split('\n').slice(-3).join(' ') || `código ${code}`))),
    );
  });
}

const STORED_NAMES = 'select storage_name from stored_files order by id';

/**
 * Adds the database and answers the storage names of the files it holds, read in the same snapshot: the copy holds
 * exactly the files its rows name.
 */
async function addDatabase(sources: BackupSources, writer: ArchiveWriter, scratch: string): Promise<{ bytes: number; names: string[] }> {
  if (sources.database.driver === 'pglite') {
    const { client, dataDir } = sources.database as PgliteHandle;
    if (!dataDir) throw new BackupError(BACKUP_MSG.inMemory);
    // the checkpoint writes the dirty pages out, so the copy's recovery has little to replay
    await client.query('CHECKPOINT');
    // inside one transaction no other query runs (PGlite answers one at a time): the names and the copy of the
    // data folder are of one moment, and nothing writes the folder while it is copied. Only a file copy happens
    // here (2.2 s for the 937 MB of 50 000 properties); compressing it comes after, while the portal serves.
    const copy = path.join(scratch, 'pglite');
    const names = await client.transaction(async (tx) => {
      const listed = (await tx.query<{ storage_name: string }>(STORED_NAMES)).rows.map((row) => row.storage_name);
      await fs.promises.cp(dataDir, copy, { recursive: true, filter: (from) => path.basename(from) !== 'postmaster.pid' });
      return listed;
    });
    let bytes = 0;
    for (const entry of await fs.promises.readdir(copy, { recursive: true, withFileTypes: true })) {
      const full = path.join(entry.parentPath, entry.name);
      const name = `${ENTRY.pglite}/${path.relative(copy, full).split(path.sep).join('/')}`;
      if (entry.isDirectory()) {
        writer.addDirectory(name);
        continue;
      }
      const { size } = await fs.promises.stat(full);
      await writer.add(name, { size, body: fs.createReadStream(full) });
      bytes += size;
    }
    return { bytes, names };
  }
  // one snapshot, exported by a repeatable-read transaction that lists the files and handed to pg_dump
  const dumpFile = path.join(scratch, 'postgres.dump');
  const client = new Client({ connectionString: sources.databaseUrl });
  await client.connect();
  let names: string[];
  try {
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    names = (await client.query<{ storage_name: string }>(STORED_NAMES)).rows.map((row) => row.storage_name);
    // uncompressed: the archive is gzipped as a whole
    await runPgTool('pg_dump', [
      '--format=custom',
      '--compress=0',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${rows[0]!.snapshot}`,
      `--file=${dumpFile}`,
      `--dbname=${sources.databaseUrl}`,
    ]);
    await client.query('commit');
  } finally {
    await client.end();
  }
  const { size } = await fs.promises.stat(dumpFile);
  await writer.add(ENTRY.postgres, { size, body: fs.createReadStream(dumpFile) });
  return { bytes: size, names };
}

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  if (!fs.existsSync(dir)) return [];
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * Writes a backup into `folder`: the database first (a consistent copy while the portal serves), then the bytes of
 * every file it names, the remotes' release history and, on the embedded engine, the token secret. Uploaded
 * files are only ever added or deleted, never changed: the copy holds every file the copied database names
 * unless it was deleted meanwhile (listed as missing; the embedded server's `pauseRemovals` prevents it, and
 * object storage with versioning keeps a deleted object's bytes for a cluster).
 */
export async function takeBackup(sources: BackupSources, folder: string): Promise<BackupSummary> {
  const started = Date.now();
  const takenAt = new Date();
  await fs.promises.mkdir(folder, { recursive: true });
  const file = path.join(path.resolve(folder), backupFileName(takenAt, sources.build));
  const engine = sources.database.driver;
  const header: ArchiveHeader = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    createdAt: takenAt.toISOString(),
    build: sources.build,
    engine,
    database: engine === 'pglite' ? ENTRY.pglite : ENTRY.postgres,
  };
  // on the archive's disk, not in /tmp: the embedded database's copy is as large as its folder
  const scratch = await fs.promises.mkdtemp(path.join(folder, '.respaldo-'));
  const summary = { databaseBytes: 0, files: 0, filesBytes: 0, releaseFiles: 0, missing: [] as string[] };
  try {
    const { bytes } = await writeArchive(file, header, async (writer) => {
      const copied = await addDatabase(sources, writer, scratch);
      summary.databaseBytes = copied.bytes;
      for (const name of copied.names) {
        const stored = await sources.files.read(name);
        if (!stored) {
          summary.missing.push(name);
          continue;
        }
        await writer.add(ENTRY.files + name, stored);
        summary.files += 1;
        summary.filesBytes += stored.size;
      }
      const releases = resolveWebLayout(sources.webRoot).releases;
      for (const relative of await filesUnder(releases)) {
        const full = path.join(releases, relative);
        await writer.add(ENTRY.releases + relative, { size: (await fs.promises.stat(full)).size, body: fs.createReadStream(full) });
        summary.releaseFiles += 1;
      }
      const secret = dataDirLayout(sources.dataDir).jwtSecret;
      if (engine === 'pglite' && fs.existsSync(secret)) {
        const bytes = await fs.promises.readFile(secret);
        await writer.add(ENTRY.jwtSecret, { size: bytes.length, body: bytes });
      }
      return { missing: summary.missing };
    });
    // a database not yet migrated to the table still gets its backup, just not the record
    await sources.database.db
      .insert(backups)
      .values({ takenAt, fileName: path.basename(file), bytes, engine })
      .catch(() => undefined);
    return { file, bytes, ms: Date.now() - started, engine, takenAt: takenAt.toISOString(), ...summary };
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
}

/**
 * A file store whose removals can be held back while a backup copies files: the portal deletes a record's row and
 * then its bytes, so a file the copied database still names stays until the copy is done.
 */
export function pausableRemovals(store: FileStore): FileStore & { pauseRemovals(): () => Promise<void> } {
  let paused = 0;
  const held: string[] = [];
  return {
    ...store,
    get location() {
      return store.location;
    },
    async remove(names) {
      if (paused > 0) held.push(...names);
      else await store.remove(names);
    },
    pauseRemovals() {
      paused += 1;
      let resumed = false;
      return async () => {
        if (resumed) return;
        resumed = true;
        paused -= 1;
        if (paused === 0 && held.length > 0) await store.remove(held.splice(0));
      };
    },
  };
}
