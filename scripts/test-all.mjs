// `npm test` (or `pnpm test`): checks the machine and installs the workspace if needed, then typecheck,
// lint, unit and component tests, API tests, build, browser e2e, and `npm start` in a fresh clone.
// Every step runs even after a failure, so one run reports everything; the last line is the total.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startPostgres } from './lib/postgres.mjs';
import { preflight } from './lib/preflight.mjs';
import { createSteps } from './lib/steps.mjs';
import { ROOT as root, ensureInstalled } from './lib/workspace.mjs';

const steps = createSteps();
steps.title('Madera Legal · npm test');
const status = steps.live();
for (const [label, check] of [
  ['Programas del sistema', () => preflight()],
  ['Dependencias', () => ensureInstalled({ onProgress: status.update })],
]) {
  const since = Date.now();
  try {
    const outcome = await check();
    status.clear();
    const did = Array.isArray(outcome) ? outcome.length > 0 && `instalado: ${outcome.join(', ')}` : outcome.installed && `instaladas (${outcome.reason})`;
    steps.done(`${label}: ${did || 'presentes'}`, since);
  } catch (error) {
    steps.fail(`${label}: ${error.message}`, since);
    process.exit(1);
  }
}
const reports = path.join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const results = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${label}: ${status === 0 ? 'bien' : `falló (código ${status})`} en ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return status === 0;
}

function jestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites, skipped: report.numPendingTests };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

function gate(label, ok) {
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
}

function suite(label, ok, counts) {
  // a runner that crashed before reporting counts as one failure, never as nothing
  const c = counts ?? { passed: 0, failed: 1, skipped: 0 };
  if (!ok && c.failed === 0) c.failed = 1;
  results.push({ label, ...c });
}

gate('typecheck', run('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']));
gate('lint', run('lint', bin('eslint'), ['--max-warnings=0', '.']));

/** A node:test suite; the TAP report's last lines carry the counts. */
function nodeTests(name, label, ...targets) {
  const tap = path.join(reports, `${name.replace(/\W+/g, '-')}.tap`);
  const ok = run(label, process.execPath, ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, ...targets]);
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : undefined;
  const count = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(text ?? '')?.[1] ?? 0);
  suite(name, ok, text === undefined ? null : { passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') });
}

nodeTests('scripts', 'start, test, build and lint rules (node:test)', 'scripts/lib/', 'tools/webpack/', 'tools/lint/');

const webReport = path.join(reports, 'web.json');
suite('unit/component', run('unit and component tests (jest, jsdom)', bin('jest'), ['-c', 'jest.web.config.cjs', '--json', `--outputFile=${webReport}`]), jestCounts(webReport));

// the API suite twice: on the embedded engine, then on a throw-away PostgreSQL server (scripts/lib/postgres.mjs)
const jestApi = (report) => [
  '--experimental-vm-modules',
  path.join(root, 'node_modules/jest/bin/jest.js'),
  '-c',
  'jest.api.config.cjs',
  '--json',
  `--outputFile=${report}`,
];
const apiReport = path.join(reports, 'api.json');
suite('api (PGlite)', run('API tests on PGlite (jest)', process.execPath, jestApi(apiReport)), jestCounts(apiReport));

{
  const report = path.join(reports, 'api-postgres.json');
  let server;
  try {
    server = startPostgres();
  } catch (error) {
    console.error(`No se pudo iniciar PostgreSQL: ${error.message}`);
  }
  if (server) {
    process.on('exit', () => server?.stop());
    const ok = run('API tests on PostgreSQL (jest)', process.execPath, jestApi(report), { API_TEST_POSTGRES_URL: server.url });
    server.stop();
    server = undefined;
    suite('api (PostgreSQL)', ok, jestCounts(report));
  } else {
    suite('api (PostgreSQL)', false, null);
  }
}

const built = run('build of the front ends and the server', process.execPath, [path.join(root, 'scripts/build.mjs')]);
gate('build', built);
// the compiled server, twice, on one PostgreSQL through connection losses, a restart and a stop
if (built) nodeTests('cluster (PostgreSQL)', 'two API processes on one PostgreSQL, through faults (node:test)', 'api/test/cluster/');
else suite('cluster (PostgreSQL)', false, null);
const e2eReport = path.join(reports, 'e2e.json');
if (built) {
  suite('e2e', run('browser e2e (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']), playwrightCounts(e2eReport));
} else {
  suite('e2e', false, null);
}

// `npm start` on a fresh clone, with neither pnpm nor an installed workspace: the newcomer's first command
const cloneReport = path.join(reports, 'fresh-clone.json');
suite(
  'fresh clone',
  run('npm start in a fresh clone (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.fresh-clone.config.ts']),
  playwrightCounts(cloneReport),
);

console.log('\nResumen:');
for (const r of results) console.log(`  ${r.label}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`);
const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed === 0 ? 0 : 1);
