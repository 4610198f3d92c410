import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { appOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite, type DatabaseHandle } from '../db/client';
import { contacts, storedFiles } from '../db/schema';
import { localFileStore } from '../lib/file-store';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../seed';
import { bearer, tokenFor } from '../../test/fixtures';
import { TEST_JWT_SECRET } from '../../test/build';
import { databaseUrl, onServer, openTestDatabase, testEngine, TEST_DATABASE_DUMP, TEST_POSTGRES_URL } from '../../test/database';
import { BackupError, checkArchive, CONTENTS_ENTRY, DIRECTORY, HEADER_ENTRY, readArchive } from './archive';
import { BACKUP_MSG } from './messages';
import { checkPortal, restoreBackup } from './restore';
import { ENTRY, pausableRemovals, takeBackup } from './take';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Reads an archive and writes it again, entry by entry, through `change` (what a tampered copy looks like). */
async function repack(from: string, to: string, change: (name: string, bytes: Buffer) => Buffer): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(to));
  await readArchive(from, async (name, body, _size, directory) => {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    if (directory) pack.entry({ name, type: 'directory' });
    else pack.entry({ name }, change(name, Buffer.concat(chunks)));
  });
  pack.finalize();
  await written;
}

/** The names of a folder's entries, recursively, with each file's checksum: what "untouched" is compared by. */
function snapshot(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full)] = entry.isFile() ? sha(fs.readFileSync(full)) : 'carpeta';
  }
  return out;
}

describe(`npm run backup / restore (${testEngine()})`, () => {
  let work: string;
  let database: DatabaseHandle;
  let uploads: string;
  let webRoot: string;
  const bytesOf = new Map<string, Buffer>();
  let archive: string;

  beforeAll(async () => {
    work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'portal-respaldo-test-'));
    uploads = path.join(work, 'uploads');
    webRoot = path.join(work, 'web');
    // the embedded engine as the server runs it: a data folder on disk (a copy of the suite's migrated template)
    database =
      testEngine() === 'pglite'
        ? await openPglite({ dataDir: path.join(work, 'db'), loadDataDir: new Blob([await fs.promises.readFile(process.env[TEST_DATABASE_DUMP]!)]) })
        : await openTestDatabase();
    await seedDemoAccounts(database.db);
    const store = localFileStore(uploads);
    await store.open();
    for (let i = 0; i < 3; i++) {
      const name = randomUUID();
      const bytes = Buffer.from(`%PDF-1.4 archivo ${i} ${randomUUID()}`);
      await store.write(name, bytes, 'application/pdf');
      await database.db.insert(storedFiles).values({ storageName: name, originalName: `acta-${i}.pdf`, contentType: 'application/pdf', size: bytes.length, kind: 'document' });
      bytesOf.set(name, bytes);
    }
    await database.db.insert(contacts).values({ name: 'Ana Brenes', email: 'ana@example.cr', phone: '88887777', subject: 'Respaldo', message: 'Antes del respaldo' });
    fs.mkdirSync(path.join(webRoot, 'releases/regent/1.0.1'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'releases/regent/1.0.1/mf-manifest.json'), '{"id":"regent"}');
    fs.writeFileSync(path.join(webRoot, 'releases/regent/history.json'), '[{"version":"1.0.1"}]');
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await fs.promises.rm(work, { recursive: true, force: true });
  });

  it('writes one archive named with the date and the build: the database, every stored file with its checksum, the releases', async () => {
    const summary = await takeBackup(
      { database, databaseUrl: currentUrl(), files: localFileStore(uploads), dataDir: work, webRoot, build: 'abc123def456' },
      path.join(work, 'respaldos'),
    );
    archive = summary.file;
    expect(path.basename(archive)).toMatch(/^madera-legal-respaldo-\d{4}-\d{2}-\d{2}-\d{6}-abc123de\.tar\.gz$/);
    expect(summary).toMatchObject({ engine: testEngine(), files: 3, releaseFiles: 2, missing: [] });
    expect(summary.bytes).toBe(fs.statSync(archive).size);
    expect(fs.statSync(archive).mode & 0o077).toBe(0); // it holds the database: the owner's alone

    const { header, contents } = await checkArchive(archive);
    expect(header).toMatchObject({ format: 'madera-legal-respaldo', version: 1, build: 'abc123def456', engine: testEngine() });
    for (const [name, bytes] of bytesOf) expect(contents.entries[ENTRY.files + name]).toEqual({ bytes: bytes.length, sha256: sha(bytes) });
    expect(Object.keys(contents.entries)).toEqual(expect.arrayContaining(['publicaciones/regent/history.json', 'publicaciones/regent/1.0.1/mf-manifest.json']));
    // the database: PostgreSQL's dump, or the embedded data folder file by file (its empty folders too)
    if (testEngine() === 'postgres') expect(contents.entries[ENTRY.postgres].bytes).toBeGreaterThan(0);
    else expect(contents.entries[`${ENTRY.pglite}/pg_notify`]).toEqual({ bytes: 0, sha256: DIRECTORY });
    const order: string[] = [];
    await readArchive(archive, async (name, body) => {
      order.push(name);
      body.resume();
    });
    expect(order[0]).toBe(HEADER_ENTRY);
    expect(order.at(-1)).toBe(CONTENTS_ENTRY);
    // the embedded database's folder is copied and compressed (about 40 MB): seconds on a busy 2-core machine
  }, 60_000);

  it("shows the backup on the administrator's home", async () => {
    const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' });
    const app = await buildApp({ ...appOptions(config, database.db, TEST_JWT_SECRET), webRoot: undefined, files: localFileStore(uploads) });
    try {
      const admin = DEMO_ACCOUNTS.find((account) => account.role === 'Administrador')!;
      const home = (await app.inject({ method: 'GET', url: '/api/home/admin', headers: bearer(await tokenFor(app, admin.email)) })).json();
      expect(home.lastBackup).toEqual({ takenAt: expect.any(String), fileName: path.basename(archive), bytes: fs.statSync(archive).size });
      expect(Date.now() - Date.parse(home.lastBackup.takenAt)).toBeLessThan(60_000);
    } finally {
      await app.close();
    }
  });

  it('restores into an empty target: the rows, every file byte for byte, the releases; a second restore there is refused', async () => {
    const target = await restoreTarget('primero');
    const summary = await restoreBackup(target.config, archive);
    expect(summary).toMatchObject({ engine: testEngine(), files: 3, releaseFiles: 2 });
    expect(summary.counts).toMatchObject({ stored_files: 3, contacts: 1, users: DEMO_ACCOUNTS.length });
    const restored = localFileStore(target.uploads);
    for (const [name, bytes] of bytesOf) {
      const read = await restored.read(name);
      const chunks: Buffer[] = [];
      for await (const chunk of read!.body) chunks.push(chunk as Buffer);
      expect(sha(Buffer.concat(chunks))).toBe(sha(bytes));
    }
    expect(fs.readFileSync(path.join(target.webRoot, 'releases/regent/history.json'), 'utf8')).toBe('[{"version":"1.0.1"}]');
    const message = testEngine() === 'pglite' ? BACKUP_MSG.targetNotEmpty(target.config.dataDir) : BACKUP_MSG.databaseNotEmpty;
    await expect(restoreBackup(target.config, archive)).rejects.toThrow(message);

    // --force replaces it: the files already there are kept as they are, the database is the archive's again
    if (testEngine() === 'pglite') fs.writeFileSync(path.join(target.config.dataDir, 'db', 'marca-de-la-anterior'), 'x');
    const forced = await restoreBackup(target.config, archive, { force: true });
    expect(forced.counts).toMatchObject({ stored_files: 3, contacts: 1 });
    expect(await checkPortal(target.config)).toMatchObject({ counts: { stored_files: 3 }, deletedDuringBackup: 0 });
    if (testEngine() === 'pglite') {
      expect(fs.existsSync(path.join(target.config.dataDir, 'db', 'marca-de-la-anterior'))).toBe(false);
      // nothing staged or set aside is left behind, and no lock (the archive of this test carries no token secret)
      expect(fs.readdirSync(target.config.dataDir).sort()).toEqual(['db', 'uploads']);
    }
    await target.drop();
  }, 60_000);

  it('refuses an entry named outside its folder and a copy cut inside its first entry; --check never creates a database', async () => {
    const evil = path.join(work, 'fuera.tar.gz');
    const pack = tar.pack();
    const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(evil));
    pack.entry({ name: HEADER_ENTRY }, JSON.stringify({ format: 'madera-legal-respaldo', version: 1, engine: testEngine(), database: ENTRY.postgres }));
    pack.entry({ name: '../../fuera.txt' }, 'x');
    pack.finalize();
    await written;
    await expect(checkArchive(evil)).rejects.toThrow(BACKUP_MSG.unsafeEntry('../../fuera.txt'));

    const tiny = path.join(work, 'diminuto.tar.gz');
    fs.writeFileSync(tiny, fs.readFileSync(archive).subarray(0, 100));
    await expect(checkArchive(tiny)).rejects.toThrow(BACKUP_MSG.truncated(tiny));

    if (testEngine() === 'pglite') {
      const empty = path.join(work, 'vacia');
      fs.mkdirSync(empty);
      await expect(checkPortal(loadConfig({ DATA_DIR: empty }))).rejects.toThrow(BACKUP_MSG.noDatabase(empty));
      expect(fs.readdirSync(empty)).toEqual([]);
    }
  });

  it('refuses a truncated archive, a random file and an archive of the other engine, leaving the target untouched', async () => {
    const truncated = path.join(work, 'cortado.tar');
    const whole = fs.readFileSync(archive);
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const random = path.join(work, 'azar.bin');
    fs.writeFileSync(random, Buffer.from(Array.from({ length: 64 * 1024 }, () => Math.floor(Math.random() * 256))));
    // one byte of a stored file changed and the archive packed again: every size matches, one checksum does not
    const changed = path.join(work, 'alterado.tar.gz');
    const [victim] = bytesOf.keys();
    await repack(archive, changed, (name, bytes) => (name === ENTRY.files + victim ? Buffer.from(bytes.toString().replace('archivo', 'arch1vo')) : bytes));
    // a byte flipped in the compressed file: gzip's check catches it
    const flipped = path.join(work, 'volteado.tar.gz');
    const copy = Buffer.from(whole);
    copy[Math.floor(copy.length / 2)] ^= 0xff;
    fs.writeFileSync(flipped, copy);

    const target = await restoreTarget('rechazos');
    const before = snapshot(target.config.dataDir);
    const tables = await target.tables();
    await expect(restoreBackup(target.config, truncated)).rejects.toThrow(BACKUP_MSG.truncated(truncated));
    await expect(restoreBackup(target.config, random)).rejects.toThrow(BACKUP_MSG.notABackup(random));
    await expect(restoreBackup(target.config, changed)).rejects.toThrow(BACKUP_MSG.damaged(changed, ENTRY.files + victim));
    await expect(restoreBackup(target.config, flipped)).rejects.toThrow(BackupError);
    await expect(restoreBackup(target.config, flipped)).rejects.toThrow(/está dañado|está incompleto/);
    await expect(restoreBackup(target.config, path.join(work, 'no-existe.tar'))).rejects.toThrow(BACKUP_MSG.missingFile(path.join(work, 'no-existe.tar')));
    const other = testEngine() === 'pglite' ? loadConfig({ DATA_DIR: target.config.dataDir, DATABASE_URL: 'postgres://nadie@127.0.0.1:1/x', JWT_SECRET: TEST_JWT_SECRET }) : loadConfig({ DATA_DIR: path.join(work, 'otro') });
    await expect(restoreBackup(other, archive)).rejects.toThrow(BACKUP_MSG.engineMismatch(testEngine(), testEngine() === 'pglite' ? 'postgres' : 'pglite'));
    expect(snapshot(target.config.dataDir)).toEqual(before);
    expect(await target.tables()).toBe(tables);
    // nothing left beside the target either
    expect(fs.readdirSync(path.dirname(target.config.dataDir)).filter((name) => name.includes('.restaurando-'))).toEqual([]);
    await target.drop();
  }, 60_000);

  it('holds file deletions back while a backup copies files, then applies them', async () => {
    const dir = path.join(work, 'pausa');
    const store = pausableRemovals(localFileStore(dir));
    await store.open();
    await store.write('a', Buffer.from('a'), 'text/plain');
    const resume = store.pauseRemovals();
    await store.remove(['a']);
    expect(fs.existsSync(path.join(dir, 'a'))).toBe(true);
    await resume();
    expect(fs.existsSync(path.join(dir, 'a'))).toBe(false);
  });

  /** The URL of this test's own PostgreSQL database (pg_dump reads it). */
  function currentUrl(): string | undefined {
    const server = process.env[TEST_POSTGRES_URL];
    if (!server) return undefined;
    const client = (database.db as unknown as { $client: { options: { connectionString: string } } }).$client;
    return client.options.connectionString;
  }

  /** An empty place to restore into: a DATA_DIR, and on PostgreSQL an empty database. */
  async function restoreTarget(name: string) {
    const dataDir = path.join(work, `destino-${name}`, 'data');
    const targetWeb = path.join(work, `destino-${name}`, 'web');
    fs.mkdirSync(dataDir, { recursive: true });
    const server = process.env[TEST_POSTGRES_URL];
    const dbName = `portal_restore_${process.pid}_${name}`;
    if (server) await onServer(server, (client) => client.query(`create database ${dbName}`));
    const url = server ? databaseUrl(server, dbName) : undefined;
    const config = loadConfig({ DATA_DIR: dataDir, WEB_ROOT: targetWeb, JWT_SECRET: TEST_JWT_SECRET, ...(url ? { DATABASE_URL: url } : {}) });
    return {
      config,
      webRoot: targetWeb,
      uploads: path.join(dataDir, 'uploads'),
      async tables(): Promise<number> {
        if (!url) return 0;
        return onServer(url, async (client) => Number((await client.query(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`)).rows[0].n));
      },
      async drop() {
        if (server) await onServer(server, (client) => client.query(`drop database if exists ${dbName} with (force)`));
      },
    };
  }
});
