// `npm run bench`: builds what changed, starts the portal on a fresh database, then measures the JS each
// role downloads and the API under load. Prints tables; exits non-zero when a JS budget is exceeded.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSizes } from '../bench/bundle-sizes.mjs';
import { CHAT_POLLERS, apiLoad, chatPolling } from '../bench/api-load.mjs';
import { startPortal } from './portal-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 8282);
const baseURL = `http://localhost:${port}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' }).status !== 0) process.exit(1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
// the load-test data set (50 000 certified properties unless BENCH_ROWS says otherwise), written before
// the server opens the same directory: PGlite allows one process at a time
const benchRows = process.env.BENCH_ROWS ?? '50000';
const seeded = spawnSync(path.join(root, 'api/node_modules/.bin/tsx'), ['scripts/seed-bench.ts', benchRows, String(Math.max(...CHAT_POLLERS))], {
  cwd: path.join(root, 'api'),
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});
if (seeded.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}
const { stop } = await startPortal({ port, dataDir, env: { LOGIN_MAX_ATTEMPTS: '100000' } });
let failed = false;

console.log('\nJS descargado por recorrido (gzip nivel 9 de cada archivo servido):');
const sizes = await bundleSizes(baseURL);
console.table(
  sizes.map((r) => {
    const over = r.budget !== undefined && r.gzip > r.budget;
    failed ||= over;
    return { recorrido: r.journey, archivos: r.files, remotos: r.remotes, crudo: kb(r.raw), gzip: kb(r.gzip), presupuesto: r.budget ? `${kb(r.budget)} ${over ? 'EXCEDIDO' : 'bien'}` : '' };
  }),
);

const login = await fetch(`${baseURL}/api/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'cliente@demo.cr', password: 'Demo1234!' }),
});
const { token } = await login.json();
console.log('\nAPI bajo carga (autocannon, 8 s por escenario, loopback):');
console.table(await apiLoad(baseURL, token));

console.log('\nChat: N clientes distintos consultan getlastconversation cada segundo con If-None-Match, mientras uno escribe cada segundo (8 s por fila):');
const chat = await chatPolling(baseURL);
console.table(chat.rows);
for (const [mode, n] of Object.entries(chat.largestWithinBudget)) {
  const bound = n === chat.testedUpTo ? ` (el mayor N probado: el límite real es mayor)` : '';
  console.log(`Mayor N con p99 < ${chat.p99BudgetMs} ms (${mode}): ${n || 'ninguno'}${bound}`);
}
console.log(`Mensajes escritos durante la prueba: ${chat.messagesWritten}`);

stop();
process.exit(failed ? 1 : 0);
