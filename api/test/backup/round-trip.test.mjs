// `npm run backup` while the portal serves and two writers post contact messages and upload documents, then
// `npm run restore` into a fresh folder (and, on PostgreSQL, a fresh database) and a portal started on the copy:
// every write acknowledged before the backup began is there, every uploaded document has the same checksum, the
// demo logins work. A truncated archive and a random file are refused with the target untouched.
// The compiled server and commands (api/dist); run by `npm test` after the build: node --test api/test/backup/*.test.mjs
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startPostgres } from '../../../scripts/lib/postgres.mjs';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET = 'un-secreto-de-prueba-para-el-respaldo-y-la-restauracion';
const DEMO = ['admin@demo.cr', 'cliente@demo.cr', 'regente@demo.cr', 'contador@demo.cr'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Runs a compiled command to its end: its exit code and output. */
function command(script, args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(API, 'dist', script), ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** The compiled server on `port`, ready. */
async function startServer(port, env) {
  const child = spawn(process.execPath, [path.join(API, 'dist/server.cjs')], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'fatal', LOGIN_MAX_ATTEMPTS: '1000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const started = Date.now();
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then((r) => r.ok, () => false);
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`el servidor terminó (código ${child.exitCode})`);
    if (Date.now() - started > 90_000) throw new Error('el servidor no estuvo listo en 90 s');
    await sleep(250);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function login(base, email) {
  const response = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Demo1234!' }) });
  assert.equal(response.status, 200, `inicio de sesión de ${email}`);
  return (await response.json()).token;
}

/**
 * Posts a contact message and uploads a document, again and again until stopped; each write the server
 * acknowledged (201) is recorded with the instant of its answer.
 */
function writer(base, token, id) {
  const acknowledged = [];
  let running = true;
  const done = (async () => {
    for (let n = 0; running; n++) {
      const key = `escritor-${id}-${n}-${randomUUID().slice(0, 8)}`;
      if (n % 3 === 0) {
        const contact = await fetch(`${base}/api/contactus`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Prueba de respaldo', phone: '8888-7777', email: 'respaldo@example.cr', subject: key, message: 'Escrito mientras se respalda' }),
        });
        // the form allows 10 a minute from one address: a 429 was never acknowledged
        if (contact.status === 201) acknowledged.push({ kind: 'contact', key, at: Date.now() });
      }
      const bytes = Buffer.from(`%PDF-1.4\n% ${key}\n${randomUUID().repeat(200)}\n%%EOF\n`);
      const form = new FormData();
      form.set('fileName', key);
      form.set('description', 'Subido mientras se respalda');
      form.set('file', new Blob([bytes], { type: 'application/pdf' }), `${key}.pdf`);
      const upload = await fetch(`${base}/api/files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      if (upload.status === 201) acknowledged.push({ kind: 'document', key, sha: sha(bytes), at: Date.now() });
      else assert.fail(`subida rechazada: ${upload.status} ${await upload.text()}`);
    }
  })();
  return {
    acknowledged,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** Every item of a paged list of the API. */
async function all(base, token, url) {
  const items = [];
  for (let page = 1; ; page++) {
    const response = await fetch(`${base}${url}?page=${page}&visibleRecords=100`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(response.status, 200, url);
    const batch = await response.json();
    items.push(...batch);
    if (batch.length < 100) return items;
  }
}

/** The folder's entries, recursively: what "untouched" is compared by. */
const listing = (dir) => readdirSync(dir, { recursive: true }).sort();

async function roundTrip({ engine, ports, databases }) {
  const work = mkdtempSync(path.join(tmpdir(), `portal-respaldo-${engine}-`));
  const source = { DATA_DIR: path.join(work, 'origen'), ...databases?.source };
  const target = { DATA_DIR: path.join(work, 'destino'), ...databases?.target };
  const backups = path.join(work, 'respaldos');
  let server;
  let restored;
  try {
    server = await startServer(ports[0], source);
    const token = await login(server.url, 'admin@demo.cr');
    const writers = [writer(server.url, token, 1), writer(server.url, token, 2)];
    await sleep(1_500);
    const began = Date.now();
    const taken = await command('backup-cli.cjs', ['backup', backups], source);
    assert.equal(taken.code, 0, taken.output);
    assert.match(taken.output, /Respaldo listo: .*madera-legal-respaldo-\d{4}-\d{2}-\d{2}-\d{6}-\w+\.tar\.gz/);
    assert.match(taken.output, engine === 'pglite' ? /tomado por el portal en marcha/ : /pg_dump/);
    await sleep(500);
    await Promise.all(writers.map((w) => w.stop()));
    await server.stop();
    server = undefined;
    const before = writers.flatMap((w) => w.acknowledged).filter((write) => write.at < began);
    assert.ok(before.filter((write) => write.kind === 'document').length >= 4, 'los escritores subieron documentos antes del respaldo');
    assert.ok(before.some((write) => write.kind === 'contact'), 'y enviaron mensajes');
    const [archive] = readdirSync(backups).map((name) => path.join(backups, name));

    // refused: a truncated archive and a random file; the empty target stays empty
    mkdirSync(target.DATA_DIR, { recursive: true });
    const whole = readFileSync(archive);
    const truncated = path.join(work, 'cortado.tar.gz');
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const random = path.join(work, 'azar.bin');
    writeFileSync(random, Buffer.from(Array.from({ length: 200_000 }, () => Math.floor(Math.random() * 256))));
    for (const [file, message] of [
      [truncated, /está incompleto/],
      [random, /no es un respaldo de Madera Legal/],
    ]) {
      const refused = await command('backup-cli.cjs', ['restore', file], target);
      assert.equal(refused.code, 1, refused.output);
      assert.match(refused.output, message);
      assert.match(refused.output, /no se restauró nada/);
      assert.deepEqual(listing(target.DATA_DIR), []);
      if (databases) assert.equal(await databases.tables(target.DATABASE_URL), 0, 'la base de destino sigue vacía');
    }

    const done = await command('backup-cli.cjs', ['restore', archive], target);
    assert.equal(done.code, 0, done.output);
    assert.match(done.output, /restaurado en/);
    // the files and the rows come from one snapshot: every file copied is named by a row, and each row's file is there
    assert.equal(/Archivos subidos: (\d+), cada uno en el almacenamiento/.exec(done.output)?.[1], /stored_files (\d+)/.exec(done.output)?.[1], done.output);

    const check = await command('backup-cli.cjs', ['restore', '--check'], target);
    assert.equal(check.code, 0, check.output);
    assert.match(check.output, /Cada archivo subido que la base nombra está en el almacenamiento/);

    restored = await startServer(ports[1], target);
    const adminToken = await login(restored.url, 'admin@demo.cr');
    for (const email of DEMO) await login(restored.url, email);
    const subjects = new Set((await all(restored.url, adminToken, '/api/contactus')).map((c) => c.subject));
    const documents = new Map((await all(restored.url, adminToken, '/api/files')).map((d) => [d.fileName, d]));
    for (const write of before) {
      if (write.kind === 'contact') {
        assert.ok(subjects.has(write.key), `mensaje ${write.key}`);
        continue;
      }
      const document = documents.get(write.key);
      assert.ok(document, `documento ${write.key}`);
      const download = await fetch(`${restored.url}${document.filePath}`);
      assert.equal(download.status, 200, document.filePath);
      assert.equal(sha(Buffer.from(await download.arrayBuffer())), write.sha, `suma de ${write.key}`);
    }
    // the last backup as the administrator's home shows it: recorded on the original, after its copy was taken
    const home = await (await fetch(`${restored.url}/api/home/admin`, { headers: { authorization: `Bearer ${adminToken}` } })).json();
    assert.equal(home.lastBackup, null);
    await restored.stop();
    restored = undefined;

    // the same check catches a file lost afterwards, naming it
    const uploads = path.join(target.DATA_DIR, 'uploads');
    const [lost] = readdirSync(uploads);
    rmSync(path.join(uploads, lost));
    const failed = await command('backup-cli.cjs', ['restore', '--check'], target);
    assert.equal(failed.code, 1, failed.output);
    assert.match(failed.output, new RegExp(`El archivo subido ${lost} falta en el almacenamiento`));
    return { acknowledgedBefore: before.length, archiveBytes: whole.length, backup: taken.output, restore: done.output };
  } finally {
    await server?.stop();
    await restored?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

describe('backup while the portal serves, restore, a portal on the copy', () => {
  let postgres;
  after(() => postgres?.stop());

  it('refuses to back up an embedded folder that has no database, creating nothing', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'portal-respaldo-vacio-'));
    try {
      const refused = await command('backup-cli.cjs', ['backup', path.join(empty, 'respaldos')], { DATA_DIR: path.join(empty, 'datos') });
      assert.equal(refused.code, 1, refused.output);
      assert.match(refused.output, /No hay base de datos integrada en .*: nada que respaldar/);
      assert.deepEqual(listing(empty), []);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('on the embedded engine (PGlite): the running server takes the copy', { timeout: 240_000 }, async (t) => {
    const outcome = await roundTrip({ engine: 'pglite', ports: [8393, 8394] });
    t.diagnostic(`${outcome.acknowledgedBefore} escrituras antes del respaldo\n${outcome.backup}${outcome.restore}`);
  });

  it('on PostgreSQL: pg_dump and pg_restore, into a fresh database', { timeout: 240_000 }, async (t) => {
    postgres = startPostgres({ port: 54338 });
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('create database portal_origen');
    await admin.query('create database portal_destino');
    await admin.end();
    const urlOf = (name) => Object.assign(new URL(postgres.url), { pathname: `/${name}` }).toString();
    const tables = async (url) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`)).rows[0].n;
      } finally {
        await client.end();
      }
    };
    const outcome = await roundTrip({
      engine: 'postgres',
      ports: [8395, 8396],
      databases: {
        source: { DATABASE_URL: urlOf('portal_origen'), JWT_SECRET: SECRET },
        target: { DATABASE_URL: urlOf('portal_destino'), JWT_SECRET: SECRET },
        tables,
      },
    });
    t.diagnostic(`${outcome.acknowledgedBefore} escrituras antes del respaldo\n${outcome.backup}${outcome.restore}`);
  });
});
