// `npm run bench`: builds what changed, starts the portal on a fresh database with the demo data and measures
// the JS each role downloads on each screen (every screen of one record opens a record of its kind) and the
// public pages' Lighthouse; then on another, filled with the load-test data set, the API under load and the
// portfolio's map. Prints tables; exits non-zero when a budget or a goal is exceeded.
//
// The API is measured on the embedded database (PGlite), and also on PostgreSQL with one and with two API
// processes when a server is given: `DATABASE_URL=postgres://…` (a role that may create databases: a new
// database is made for the bench and dropped after), or `npm run bench -- --postgres` for a throw-away
// local server from Debian's packages. The figures are then printed side by side.
//
// Lighthouse (mobile preset, median of three runs) measures the pages a phone opens first, on the same
// portal as the JS sizes. `npm run bench -- --web` measures only the front end (JS sizes and Lighthouse).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSizes } from '../bench/bundle-sizes.mjs';
import { lighthouse, lighthouseTable } from '../bench/lighthouse.mjs';
import { ORIGIN_ISSUE_GOAL_MS, originIssueLoad } from '../bench/origin-load.mjs';
import { CHAT_DELIVERY_P99_MS, CHAT_POLLERS, apiLoad, bulkLookup, certificatePdfLoad, chatLongPolling, chatPolling } from '../bench/api-load.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { startPortal } from './portal-server.mjs';
import { MAP_FIRST_DRAW_GOAL_MS, euFileExport, portfolioMapRender, validationTimes } from '../bench/geo.mjs';
import { backupRoundTrip } from '../bench/backup.mjs';
import { DOSSIER_GOALS, dossierDownload } from '../bench/dossier.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 8282);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
// the load-test data set: 50 000 certified properties unless BENCH_ROWS says otherwise
const benchRows = process.env.BENCH_ROWS ?? '50000';
const JWT_SECRET = 'bench-secret-shared-by-every-process-of-the-bench';
const SERVER_ENV = { LOGIN_MAX_ATTEMPTS: '100000' };

if (spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' }).status !== 0) process.exit(1);

/** Fills a database with the load-test data set (api/scripts/seed-bench.ts); PGlite's before its server opens it. */
function seedBench(env) {
  const seeded = spawnSync(path.join(root, 'api/node_modules/.bin/tsx'), ['scripts/seed-bench.ts', benchRows, String(Math.max(...CHAT_POLLERS))], {
    cwd: path.join(root, 'api'),
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) process.exit(1);
}

/** A PostgreSQL server to measure on, if one was asked for: its URL and a way to let it go. */
async function postgresServer() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => undefined };
  if (!process.argv.includes('--postgres')) return undefined;
  const server = startPostgres({ port: Number(process.env.BENCH_POSTGRES_PORT ?? 54359) });
  return { url: server.url, stop: () => server.stop() };
}

/** Runs statements on the server itself (CREATE/DROP DATABASE), with the API's node-postgres. */
async function onServer(url, statement) {
  const { Client } = createRequire(path.join(root, 'api/package.json'))('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Starts `processes` API servers on ports from `port` up, each with `env`; answers their URLs and a stop. */
async function startServers(processes, env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const servers = [];
  // one after the other: the first start migrates and seeds the demo accounts, the others find it done
  for (let i = 0; i < processes; i++) servers.push(await startPortal({ port: port + i, dataDir, env: { ...SERVER_ENV, ...env } }));
  return {
    urls: servers.map((s) => s.baseURL),
    async stop() {
      servers.forEach((s) => s.stop());
      for (const s of servers) await untilDown(s.baseURL);
    },
  };
}

/** Waits until nothing answers on `baseURL` (a stopped server has let its port go). */
async function untilDown(baseURL) {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${baseURL}/api/health`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseURL} sigue respondiendo después de detenerlo`);
}

async function clientToken(baseURL) {
  const login = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'cliente@demo.cr', password: 'Demo1234!' }),
  });
  return (await login.json()).token;
}

/** The API figures of one set-up: load per scenario, then chat polling. */
async function measure(label, urls) {
  console.log(`\n== ${label} ==`);
  console.log('\nAPI bajo carga (autocannon, 8 s por escenario, loopback):');
  const load = await apiLoad(urls, await clientToken(urls[0]));
  console.table(load);
  console.log('\nChat: N clientes distintos consultan getlastconversation cada segundo con If-None-Match, mientras uno escribe cada segundo (8 s por fila):');
  const chat = await chatPolling(urls);
  console.table(chat.rows);
  for (const [mode, n] of Object.entries(chat.largestWithinBudget)) {
    const bound = n === chat.testedUpTo ? ` (el mayor N probado: el límite real es mayor)` : '';
    console.log(`Mayor N con p99 < ${chat.p99BudgetMs} ms (${mode}): ${n || 'ninguno'}${bound}`);
  }
  console.log(`Mensajes escritos durante la prueba: ${chat.messagesWritten}`);
  console.log(
    `\nChat con consultas largas (lo que hace el panel): ${Math.max(...CHAT_POLLERS)} clientes, cada uno con una consulta que espera hasta 20 s, todas enviadas a la vez; mensajes escritos mientras tanto (meta: entrega p99 ≤ ${CHAT_DELIVERY_P99_MS} ms):`,
  );
  const longPolls = await chatLongPolling(urls);
  console.table([longPolls]);
  failed ||= !longPolls.meta.endsWith('bien');
  return { label, load, chat, longPolls };
}

let failed = false;
const results = [];
const webOnly = process.argv.includes('--web');

// the pages: the JS of each journey and Lighthouse, on the demo data (each screen of one record opens one of its kind)
{
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const { baseURL, stop } = await startPortal({ port, dataDir, env: SERVER_ENV });
  console.log('\nJS descargado por recorrido (gzip nivel 9 de cada archivo servido):');
  const sizes = await bundleSizes(baseURL);
  console.table(
    sizes.map((r) => {
      const over = r.budget !== undefined && r.counted > r.budget;
      // Leaflet's chunk only where a map is shown
      const strayMap = !r.showsMap && r.map > 0;
      failed ||= over || strayMap;
      return {
        recorrido: r.journey,
        archivos: r.files,
        remotos: r.remotes,
        crudo: kb(r.raw),
        gzip: kb(r.gzip),
        'mapa (gzip)': r.map > 0 ? `${kb(r.map)}${strayMap ? ' SIN MAPA EN PANTALLA' : ''}` : '—',
        'editor, tras el formulario (gzip)': r.editor > 0 ? kb(r.editor) : '—',
        // the news form's editor, which comes after the form, is not counted
        presupuesto: r.budget ? `${kb(r.budget)} ${over ? 'EXCEDIDO' : 'bien'}${r.counted !== r.gzip ? ` (cuenta ${kb(r.counted)})` : ''}` : '',
      };
    }),
  );
  console.log(`\nLighthouse 12.2, móvil (4G lento simulado, CPU 4×), mediana de tres corridas por página:`);
  const pages = await lighthouse(baseURL);
  console.table(lighthouseTable(pages));
  failed ||= pages.some((p) => p.problems.length > 0);
  stop();
  await untilDown(baseURL);
  rmSync(dataDir, { recursive: true, force: true });
}

// the embedded database under load: the load-test data set
if (!webOnly) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  seedBench({ DATA_DIR: dataDir });
  const { baseURL, stop, pid } = await startPortal({ port, dataDir, env: SERVER_ENV });
  results.push(await measure('PGlite (embebida), 1 proceso', [baseURL]));
  console.log('\nLímites: revisión de un polígono (checkBoundary, mediana de 15 corridas):');
  const times = validationTimes(root);
  console.table(times.map((t) => ({ vértices: t.vertices, 'mediana ms': t.medianMs, 'máximo ms': t.maxMs })));
  const tenThousand = times.find((t) => t.vertices === 10_000);
  if (tenThousand.medianMs > 100) {
    console.log('  10 000 vértices: más de 100 ms (EXCEDIDO)');
    failed = true;
  }
  console.log('\nCertificado en PDF, 20 solicitudes por segundo durante 15 s (ms; meta p99 ≤ 200):');
  const pdf = await certificatePdfLoad(baseURL);
  console.table([pdf]);
  failed ||= !pdf.withinGoal;
  console.log(`\nCertificados de origen emitidos bajo carga (POST /api/origin), PGlite (ms; meta p99 ≤ ${ORIGIN_ISSUE_GOAL_MS} con 50 emisores):`);
  const origin = await originIssueLoad(baseURL);
  console.table(origin.rows);
  failed ||= !origin.withinGoal;
  console.log(`\nConsulta masiva de estados (POST properties/status.csv), ${benchRows} propiedades, mediana de 3:`);
  const bulk = await bulkLookup(baseURL);
  console.table(bulk.rows);
  failed ||= !bulk.withinGoal;
  console.log(`\nMapa del portafolio con ${benchRows} propiedades (Chromium a 375 × 812, CPU 4× más lenta; meta: primer dibujo ≤ ${MAP_FIRST_DRAW_GOAL_MS} ms del toque):`);
  const mapRows = await portfolioMapRender(baseURL);
  console.table(mapRows);
  failed ||= mapRows.some((row) => row.meta !== 'bien');
  console.log(`\nArchivo de la UE del portafolio completo (${benchRows} propiedades con límite publicado), PGlite:`);
  console.table([await euFileExport(baseURL, pid)]);
  console.log(`\nRespaldo mientras el portal sirve (npm run backup) y restauración en una carpeta nueva, ${benchRows} propiedades, PGlite:`);
  const restored = mkdtempSync(path.join(tmpdir(), 'portal-bench-restaurado-'));
  console.table([backupRoundTrip({ DATA_DIR: dataDir }, { DATA_DIR: path.join(restored, 'data') })]);
  rmSync(restored, { recursive: true, force: true });
  stop();
  await untilDown(baseURL);
  rmSync(dataDir, { recursive: true, force: true });
}

if (!webOnly) {
  console.log(
    `\nExpediente de diligencia debida (GET /api/shipments/{id}/expediente.zip) de un despacho de 500 certificados de origen sobre 200 parcelas, PGlite (mediana de 5 descargas tras la primera; meta: primer byte ≤ ${DOSSIER_GOALS.firstByteMs} ms, completo ≤ ${DOSSIER_GOALS.totalMs} ms):`,
  );
  const dossier = await dossierDownload(root, { port });
  console.table([dossier]);
  failed ||= !dossier.withinGoal;
}

const postgres = webOnly ? undefined : await postgresServer();
if (postgres) {
  const database = `portal_bench_${process.pid}`;
  const url = new URL(postgres.url);
  url.pathname = `/${database}`;
  await onServer(postgres.url, `create database ${database}`);
  try {
    const env = { DATABASE_URL: url.toString(), JWT_SECRET };
    seedBench(env);
    {
      const copy = `${database}_restaurada`;
      await onServer(postgres.url, `create database ${copy}`);
      const target = new URL(url);
      target.pathname = `/${copy}`;
      const restored = mkdtempSync(path.join(tmpdir(), 'portal-bench-restaurado-'));
      try {
        console.log(`\nRespaldo (pg_dump) y restauración (pg_restore) en una base nueva, ${benchRows} propiedades, PostgreSQL:`);
        console.table([backupRoundTrip({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-bench-')) }, { DATABASE_URL: target.toString(), JWT_SECRET, DATA_DIR: restored })]);
      } finally {
        rmSync(restored, { recursive: true, force: true });
        await onServer(postgres.url, `drop database if exists ${copy} with (force)`);
      }
    }
    for (const processes of [1, 2]) {
      const servers = await startServers(processes, env);
      try {
        results.push(await measure(`PostgreSQL, ${processes} proceso${processes > 1 ? 's' : ''}`, servers.urls));
      } finally {
        await servers.stop();
      }
    }
  } finally {
    await onServer(postgres.url, `drop database if exists ${database} with (force)`);
    postgres.stop();
  }

  console.log('\n== Lado a lado: solicitudes por segundo · p99 en ms ==');
  console.table(
    results[0].load.map((row, i) => ({
      escenario: row.scenario,
      ...Object.fromEntries(results.map((r) => [r.label, `${r.load[i].rps} · ${r.load[i].p99}${r.load[i].errors ? ` · ${r.load[i].errors} errores` : ''}`])),
    })),
  );
  console.log('\nChat, p99 en ms por N de clientes:');
  console.table(
    results[0].chat.rows.map((row, i) => ({
      clientes: row.clientes,
      consultas: row.consultas,
      ...Object.fromEntries(results.map((r) => [r.label, `${r.chat.rows[i].p99}${r.chat.rows[i].errors ? ` · ${r.chat.rows[i].errors} errores` : ''}`])),
    })),
  );
}

process.exit(failed ? 1 : 0);
