import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PassThrough, Readable, Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { BACKUP_MSG } from './messages';

/**
 * The backup archive: one gzipped tar, read and written as a stream. Its first entry says what it is
 * (`respaldo.json`), its last lists every other entry with its size and SHA-256 (`contenido.json`), so a restore
 * checks the whole archive before it touches anything: a truncated file ends before its last entry (and gzip
 * notices), a foreign one has no first.
 */
export const ARCHIVE_FORMAT = 'madera-legal-respaldo';
export const ARCHIVE_VERSION = 1;
export const HEADER_ENTRY = 'respaldo.json';
export const CONTENTS_ENTRY = 'contenido.json';

export interface ArchiveHeader {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  /** The server build that took it (api/dist/.build-stamp). */
  build: string;
  engine: 'pglite' | 'postgres';
  /** The entry holding the database (PostgreSQL), or the folder prefix of its files (PGlite). */
  database: string;
}

/** What the contents list says of a folder entry (folders have no bytes; the database's empty ones matter). */
export const DIRECTORY = 'carpeta';

export interface ArchiveContents {
  entries: Record<string, { bytes: number; sha256: string }>;
  /** Files the database named that had gone from the store when they were copied (deleted meanwhile). */
  missing: string[];
}

export class BackupError extends Error {
  override name = 'BackupError';
}

interface Source {
  size: number;
  body: Readable | Buffer;
}

/** Hashes what passes through. */
function hashing(into: { sha256?: string; bytes: number }) {
  const hash = createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      into.bytes += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      into.sha256 = hash.digest('hex');
      done();
    },
  });
}

export interface ArchiveWriter {
  add(name: string, source: Source): Promise<void>;
  addDirectory(name: string): void;
}

/**
 * Writes `file` (through `file.partial`, renamed at the end so a stopped backup never looks complete):
 * the header, what `produce` adds, then the contents list. Answers the archive's size and contents.
 */
export async function writeArchive(
  file: string,
  header: ArchiveHeader,
  produce: (writer: ArchiveWriter) => Promise<{ missing: string[] }>,
): Promise<{ bytes: number; contents: ArchiveContents }> {
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip({ level: 6 }), fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
  // a write that fails (no space, no permission) while nothing is being added must fail the backup at the next
  // entry, never go unhandled in the running portal
  const writeFailed = new Promise<never>((_resolve, reject) => written.catch(reject));
  writeFailed.catch(() => undefined);
  const entries: ArchiveContents['entries'] = {};
  const add = async (name: string, { size, body }: Source) => {
    const stats = { bytes: 0 } as { sha256?: string; bytes: number };
    const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() });
    await Promise.race([pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, hashing(stats), entry), writeFailed]);
    if (stats.bytes !== size) throw new BackupError(BACKUP_MSG.sizeChanged(name, size, stats.bytes));
    entries[name] = { bytes: stats.bytes, sha256: stats.sha256! };
  };
  const addDirectory = (name: string) => {
    pack.entry({ name, type: 'directory', mode: 0o700 });
    entries[name] = { bytes: 0, sha256: DIRECTORY };
  };
  const failed = (error: unknown) => {
    pack.destroy(error as Error);
    return written.catch(() => undefined).then(() => fs.promises.rm(partial, { force: true })).then(() => Promise.reject(error));
  };
  try {
    const described = Buffer.from(JSON.stringify(header, null, 2));
    await add(HEADER_ENTRY, { size: described.length, body: described });
    delete entries[HEADER_ENTRY];
    const { missing } = await produce({ add, addDirectory });
    const contents: ArchiveContents = { entries, missing };
    const listed = Buffer.from(JSON.stringify(contents));
    pack.entry({ name: CONTENTS_ENTRY, size: listed.length, mode: 0o600 }, listed);
    pack.finalize();
    await written;
    await fs.promises.rename(partial, file);
    return { bytes: (await fs.promises.stat(file)).size, contents };
  } catch (error) {
    return failed(error);
  }
}

export interface CheckedArchive {
  header: ArchiveHeader;
  contents: ArchiveContents;
}

/**
 * Reads the whole archive once, hashing every entry, and answers its header and contents when it is a
 * complete backup of this portal; otherwise a BackupError in Spanish. Reads only.
 */
export async function checkArchive(file: string): Promise<CheckedArchive> {
  let header: ArchiveHeader | undefined;
  let contents: ArchiveContents | undefined;
  const seen: ArchiveContents['entries'] = {};
  let first = true;
  await readArchive(file, async (name, body, _size, directory) => {
    const isFirst = first;
    first = false;
    if (isFirst && name !== HEADER_ENTRY) throw new BackupError(BACKUP_MSG.notABackup(file));
    if (name === HEADER_ENTRY || name === CONTENTS_ENTRY) {
      const text = (await buffer(body)).toString('utf8');
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new BackupError(isFirst ? BACKUP_MSG.notABackup(file) : BACKUP_MSG.damaged(file, name));
      }
      if (name === HEADER_ENTRY) {
        const h = parsed as Partial<ArchiveHeader>;
        if (h.format !== ARCHIVE_FORMAT) throw new BackupError(BACKUP_MSG.notABackup(file));
        if (h.version !== ARCHIVE_VERSION) throw new BackupError(BACKUP_MSG.unknownVersion(file, String(h.version)));
        header = h as ArchiveHeader;
      } else {
        contents = parsed as ArchiveContents;
      }
      return;
    }
    if (directory) {
      body.resume();
      seen[name] = { bytes: 0, sha256: DIRECTORY };
      return;
    }
    const stats = { bytes: 0 } as { sha256?: string; bytes: number };
    await pipeline(body, hashing(stats), new PassThrough().resume());
    seen[name] = { bytes: stats.bytes, sha256: stats.sha256! };
  }).catch((error: unknown) => {
    if (error instanceof BackupError) throw error;
    // cut short (gzip ends early), bytes changed (gzip's check), or, before a first entry, not gzip or no tar inside
    const { code, message } = error as { code?: string; message?: string };
    const cutShort = code === 'Z_BUF_ERROR' || /unexpected end/i.test(message ?? '');
    if (first && !(cutShort && startsAsGzip(file))) throw new BackupError(BACKUP_MSG.notABackup(file));
    if (cutShort) throw new BackupError(BACKUP_MSG.truncated(file));
    throw new BackupError(BACKUP_MSG.damaged(file, 'gzip'));
  });
  if (!header) throw new BackupError(BACKUP_MSG.notABackup(file));
  if (!contents) throw new BackupError(BACKUP_MSG.truncated(file));
  const listed = Object.keys(contents.entries);
  for (const name of listed) {
    const found = seen[name];
    if (!found) throw new BackupError(BACKUP_MSG.damaged(file, name));
    if (found.bytes !== contents.entries[name].bytes || found.sha256 !== contents.entries[name].sha256) throw new BackupError(BACKUP_MSG.damaged(file, name));
  }
  const extra = Object.keys(seen).find((name) => !(name in contents!.entries));
  if (extra) throw new BackupError(BACKUP_MSG.damaged(file, extra));
  if (!listed.some((name) => name === header!.database || name.startsWith(`${header!.database}/`))) throw new BackupError(BACKUP_MSG.damaged(file, header.database));
  return { header, contents };
}

/** Calls `onEntry` for each entry in order, with its bytes as a stream that must be read to the end. */
export async function readArchive(
  file: string,
  onEntry: (name: string, body: Readable, size: number, directory: boolean) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const done = new Promise<void>((resolve, reject) => {
    extract.on('entry', (entry, stream, next) => {
      // destroying the extract destroys the entry with the same error, which reaches the caller through `extract`
      stream.on('error', () => undefined);
      let name: string;
      try {
        name = safeEntryName(entry.name);
      } catch (error) {
        stream.resume();
        extract.destroy(error as Error);
        return;
      }
      onEntry(name, stream as unknown as Readable, entry.size ?? 0, entry.type === 'directory').then(
        () => next(),
        (error: unknown) => {
          stream.resume();
          extract.destroy(error as Error);
        },
      );
    });
    extract.on('finish', resolve);
    extract.on('error', reject);
  });
  const source = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  for (const stream of [source, gunzip]) stream.on('error', (error: Error) => extract.destroy(error));
  source.pipe(gunzip).pipe(extract);
  await done;
}

/** Whether the file begins with gzip's magic bytes (a backup cut before its first entry still does). */
function startsAsGzip(file: string): boolean {
  const head = Buffer.alloc(2);
  const fd = fs.openSync(file, 'r');
  try {
    return fs.readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    fs.closeSync(fd);
  }
}

/** An entry's name never leaves the folder it is restored into. */
function safeEntryName(name: string): string {
  const normal = path.posix.normalize(name).replace(/\/+$/, '');
  if (normal.startsWith('../') || normal === '..' || path.posix.isAbsolute(normal)) throw new BackupError(BACKUP_MSG.unsafeEntry(name));
  return normal;
}
