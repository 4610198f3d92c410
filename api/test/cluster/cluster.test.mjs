// Two API processes (the compiled server, api/dist/server.cjs) on one PostgreSQL server, through the faults a
// cluster meets: every connection terminated, the server restarted, the server stopped for 5 s. No process
// may exit; while PostgreSQL is down they answer 503 and stay alive; afterwards they serve again by themselves.
// Run by `npm test` after the build: node --test api/test/cluster/*.test.mjs
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { postgresDatabase, spawnServer } from '../compiled-server.mjs';

const PORTS = [8391, 8392];
const SECRET = 'un-secreto-compartido-por-todo-el-cluster-de-prueba';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function status(port, url, init) {
  try {
    return (await fetch(`http://127.0.0.1:${port}${url}`, { ...init, signal: AbortSignal.timeout(5_000) })).status;
  } catch {
    return 0; // no answer at all
  }
}

/** Polls until every process answers `expected`; answers the seconds it took. */
async function until(url, expected, timeoutMs) {
  const started = Date.now();
  for (;;) {
    const answers = await Promise.all(PORTS.map((port) => status(port, url)));
    if (answers.every((code) => code === expected)) return (Date.now() - started) / 1000;
    if (Date.now() - started > timeoutMs) throw new Error(`${url}: ${answers.join(', ')} tras ${timeoutMs / 1000} s (se esperaba ${expected})`);
    await sleep(200);
  }
}

describe('two API processes on one PostgreSQL (faults)', () => {
  let server;
  let dataDir;
  const processes = [];
  const exits = [];

  before(async () => {
    const database = await postgresDatabase(54339, 'portal_cluster');
    server = database.server;
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-cluster-'));
    for (const port of PORTS) {
      const child = spawnServer({
        port,
        databaseUrl: database.url,
        env: { JWT_SECRET: SECRET, DATA_DIR: dataDir, PG_CONNECT_TIMEOUT_MS: '1000', LOGIN_MAX_ATTEMPTS: '1000' },
      });
      child.on('exit', (code, signal) => exits.push({ port, code, signal }));
      processes.push(child);
    }
    await until('/api/ready', 200, 60_000);
  });

  after(() => {
    for (const child of processes) child.kill('SIGTERM');
    server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('share one secret and one database: a token and a chat message cross processes', async () => {
    const login = async (port, email) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Demo1234!' }),
      });
      assert.equal(response.status, 200);
      return (await response.json()).token;
    };
    const client = await login(PORTS[0], 'cliente@demo.cr');
    const admin = await login(PORTS[0], 'admin@demo.cr');
    const subject = `Consulta ${Date.now()}`;
    const created = await fetch(`http://127.0.0.1:${PORTS[0]}/api/messages/CreateNewThread`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${client}` },
      body: JSON.stringify({ subject }),
    });
    assert.equal(created.status, 200);
    const started = Date.now();
    for (;;) {
      const inbox = await fetch(`http://127.0.0.1:${PORTS[1]}/api/messages/getconversations`, { headers: { authorization: `Bearer ${admin}` } });
      assert.equal(inbox.status, 200, 'the token signed by the first process is valid on the second');
      if ((await inbox.text()).includes(subject)) break;
      assert.ok(Date.now() - started < 5_000, 'the conversation reaches the other process');
      await sleep(100);
    }
    console.log(`conversación vista por el otro proceso en ${((Date.now() - started) / 1000).toFixed(2)} s`);
  });

  it('answer a long poll on one process as soon as a message is written through the other', async () => {
    const login = async (email) => {
      const response = await fetch(`http://127.0.0.1:${PORTS[0]}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Demo1234!' }),
      });
      return (await response.json()).token;
    };
    const [client, admin] = [await login('cliente@demo.cr'), await login('admin@demo.cr')];
    const first = await fetch(`http://127.0.0.1:${PORTS[1]}/api/messages/getlastconversation`, { headers: { authorization: `Bearer ${client}` } });
    assert.equal(first.status, 200);
    const { id } = await first.json();
    const etag = first.headers.get('etag');
    const started = Date.now();
    const waiting = fetch(`http://127.0.0.1:${PORTS[1]}/api/messages/getlastconversation?wait=20`, {
      headers: { authorization: `Bearer ${client}`, 'if-none-match': etag },
    });
    await sleep(500);
    const written = Date.now();
    const reply = await fetch(`http://127.0.0.1:${PORTS[0]}/api/messages/ReplyThread`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ conversationId: id, message: 'Respuesta desde el otro proceso' }),
    });
    assert.equal(reply.status, 200);
    const answer = await waiting;
    assert.equal(answer.status, 200);
    assert.notEqual(answer.headers.get('etag'), etag);
    assert.ok((await answer.text()).includes('Respuesta desde el otro proceso'));
    assert.ok(Date.now() - started < 10_000, 'answered long before its 20 s');
    console.log(`consulta larga contestada ${Date.now() - written} ms después del mensaje escrito en el otro proceso`);
  });

  it('survive every connection terminated by the server', async () => {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    const { rowCount } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'portal_cluster' and pid <> pg_backend_pid()",
    );
    await admin.end();
    assert.ok(rowCount > 0, 'connections were terminated');
    const seconds = await until('/api/properties/portfolio', 200, 10_000);
    await until('/api/ready', 200, 10_000);
    // the boundaries' reads too: the map's markers and their names, the EU file streamed from keyset reads, a certificate's PDF
    for (const url of ['/api/properties/portfolio.map?param=', '/api/properties/portfolio.names?ids=1,2,3', '/api/properties/portfolio.geojson?param=', '/api/properties/1/certificate.pdf']) {
      await until(url, 200, 10_000);
    }
    console.log(`conexiones terminadas: ${rowCount}; de vuelta en ${seconds.toFixed(1)} s`);
    assert.deepEqual(exits, []);
  });

  it('survive a restart of PostgreSQL', async () => {
    server.restart();
    const seconds = await until('/api/properties/portfolio', 200, 10_000);
    await until('/api/ready', 200, 10_000);
    console.log(`PostgreSQL reiniciado; de vuelta en ${seconds.toFixed(1)} s`);
    assert.deepEqual(exits, []);
  });

  it('answer 503 while PostgreSQL is stopped for 5 s, stay alive, and serve again by themselves', async () => {
    server.halt();
    const stopped = Date.now();
    const seen = new Set();
    while (Date.now() - stopped < 5_000) {
      for (const port of PORTS) {
        const started = Date.now();
        seen.add(await status(port, '/api/properties/portfolio'));
        assert.ok(Date.now() - started < 2_500, 'a request answers within the connection time-out');
        assert.equal(await status(port, '/api/health'), 200, 'alive');
        assert.equal(await status(port, '/api/ready'), 503, 'not ready');
      }
      await sleep(250);
    }
    assert.deepEqual([...seen], [503]);
    server.resume();
    const seconds = await until('/api/properties/portfolio', 200, 10_000);
    await until('/api/ready', 200, 10_000);
    console.log(`PostgreSQL detenido 5 s: solo 503 mientras tanto; de vuelta ${seconds.toFixed(1)} s después de arrancarlo`);
    assert.deepEqual(exits, [], 'no process exited');
  });
});
