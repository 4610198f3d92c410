// `npm test` (or `pnpm test`): checks the machine and installs the workspace if needed, then typecheck,
// lint, unit and component tests, API tests, build, browser e2e, and `npm start` in a fresh clone: all of it
// on the machine's Node.js, then all of it again on the current LTS (24) unless the machine runs that already.
// Every step runs even after a failure, so one run reports everything; the last line is the total.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureNodeLts, NODE_LTS, NODE_LTS_MAJOR } from './lib/node-lts.mjs';
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

/**
 * The whole suite on one Node.js: `node` runs the node:test and jest steps and comes first on the PATH, so
 * the .bin shims (tsc, eslint, jest, playwright), `npm start` in the e2e and fresh-clone tests and every
 * server they start run on it too. `tag` names the pass in the summary; `force` rebuilds every app.
 */
function wholeSuite({ node, tag, force = false }) {
  const env = { PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` };
  const named = (label) => `${label} · ${tag}`;
  const report = (name) => path.join(reports, `${name}-${tag.replace(/\W+/g, '-')}`);

  function run(label, command, args, extra = {}) {
    console.log(`\n▶ ${named(label)}`);
    const started = Date.now();
    const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env, ...extra } });
    console.log(`◀ ${named(label)}: ${status === 0 ? 'bien' : `falló (código ${status})`} en ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return status === 0;
  }

  function gate(label, ok) {
    results.push({ label: named(label), passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
  }

  function suite(label, ok, counts) {
    // a runner that crashed before reporting counts as one failure, never as nothing
    const c = counts ?? { passed: 0, failed: 1, skipped: 0 };
    if (!ok && c.failed === 0) c.failed = 1;
    results.push({ label: named(label), ...c });
  }

  gate('typecheck', run('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']));
  // the regent's service worker is a worker, not a page: a program of its own (shell/src/sw/tsconfig.json)
  gate('typecheck (service worker)', run('typecheck of the service worker', bin('tsc'), ['--noEmit', '-p', 'shell/src/sw/tsconfig.json']));
  gate('lint', run('lint', bin('eslint'), ['--max-warnings=0', '.']));

  /** A node:test suite; the TAP report's last lines carry the counts. */
  function nodeTests(name, label, ...folders) {
    const tap = `${report(name.replace(/\W+/g, '-'))}.tap`;
    const ok = run(label, node, ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, ...testFiles(folders)]);
    const text = existsSync(tap) ? readFileSync(tap, 'utf8') : undefined;
    const count = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(text ?? '')?.[1] ?? 0);
    suite(name, ok, text === undefined ? null : { passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') });
  }

  nodeTests('scripts', 'start, test, build and lint rules (node:test)', 'scripts/lib/', 'tools/webpack/', 'tools/lint/');

  const webReport = `${report('web')}.json`;
  suite('unit/component', run('unit and component tests (jest, jsdom)', bin('jest'), ['-c', 'jest.web.config.cjs', '--json', `--outputFile=${webReport}`]), jestCounts(webReport));

  // the API suite twice: on the embedded engine, then on a throw-away PostgreSQL server (scripts/lib/postgres.mjs)
  const jestApi = (file) => [
    '--experimental-vm-modules',
    path.join(root, 'node_modules/jest/bin/jest.js'),
    '-c',
    'jest.api.config.cjs',
    '--json',
    `--outputFile=${file}`,
  ];
  const apiReport = `${report('api')}.json`;
  suite('api (PGlite)', run('API tests on PGlite (jest)', node, jestApi(apiReport)), jestCounts(apiReport));

  {
    const pgReport = `${report('api-postgres')}.json`;
    let server;
    try {
      server = startPostgres();
    } catch (error) {
      console.error(`No se pudo iniciar PostgreSQL: ${error.message}`);
    }
    if (server) {
      process.on('exit', () => server?.stop());
      const ok = run('API tests on PostgreSQL (jest)', node, jestApi(pgReport), { API_TEST_POSTGRES_URL: server.url });
      server.stop();
      server = undefined;
      suite('api (PostgreSQL)', ok, jestCounts(pgReport));
    } else {
      suite('api (PostgreSQL)', false, null);
    }
  }

  const built = run('build of the front ends and the server', node, [path.join(root, 'scripts/build.mjs'), ...(force ? ['--force'] : [])]);
  gate('build', built);
  // the compiled server, twice, on one PostgreSQL through connection losses, a restart and a stop
  if (built) nodeTests('cluster (PostgreSQL)', 'two API processes on one PostgreSQL, through faults (node:test)', 'api/test/cluster/');
  else suite('cluster (PostgreSQL)', false, null);
  // npm run backup while the compiled server serves two writers, npm run restore, a server on the copy; both engines
  if (built) nodeTests('backup (PGlite, PostgreSQL)', 'backup and restore round trips on PGlite and PostgreSQL (node:test)', 'api/test/backup/');
  else suite('backup (PGlite, PostgreSQL)', false, null);
  // the e-mail outbox: the compiled server twice on one PostgreSQL sends 1 000 messages to an SMTP server, one killed
  if (built) nodeTests('mail (PostgreSQL, SMTP)', 'two API processes send the outbox to a real SMTP server, one killed half-way (node:test)', 'api/test/mail/');
  else suite('mail (PostgreSQL, SMTP)', false, null);
  // Playwright's configurations name their reports; a pass never reads the one an earlier pass left
  const e2eReport = path.join(reports, 'e2e.json');
  rmSync(e2eReport, { force: true });
  if (built) {
    suite('e2e', run('browser e2e (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']), playwrightCounts(e2eReport));
  } else {
    suite('e2e', false, null);
  }

  // `npm start` on a fresh clone, with neither pnpm nor an installed workspace: the newcomer's first command
  const cloneReport = path.join(reports, 'fresh-clone.json');
  rmSync(cloneReport, { force: true });
  suite(
    'fresh clone',
    run('npm start in a fresh clone (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.fresh-clone.config.ts']),
    playwrightCounts(cloneReport),
  );
}

/**
 * The test files under `folders`, named one by one: Node 20 takes a folder after --test, Node 22 and later only
 * files or globs (which Node 20 does not expand).
 */
function testFiles(folders) {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true })
      .filter((name) => /\.test\.[cm]?js$/.test(name))
      .sort()
      .map((name) => path.join(folder, name)),
  );
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

wholeSuite({ node: process.execPath, tag: `Node ${process.versions.node.split('.')[0]}` });

// again on the current LTS (Node.js 24) unless the machine's Node is that already: the binary comes from the
// npm registry once and is cached (scripts/lib/node-lts.mjs); every app is rebuilt by it
{
  const since = Date.now();
  let lts;
  try {
    lts = ensureNodeLts();
  } catch (error) {
    steps.fail(`Node.js ${NODE_LTS}: ${error.message}`, since);
    results.push({ label: `Node ${NODE_LTS_MAJOR}`, passed: 0, failed: 1, skipped: 0 });
  }
  // the machine's own Node is the LTS already: its pass was that one
  if (lts && lts.node !== process.execPath) {
    steps.done(`Node.js ${lts.version}: ${lts.fetched ? 'descargado del registro de npm' : 'en la caché'} (${lts.node})`, since);
    wholeSuite({ node: lts.node, tag: `Node ${NODE_LTS_MAJOR}`, force: true });
  }
}

console.log('\nResumen:');
for (const r of results) console.log(`  ${r.label}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`);
const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed === 0 ? 0 : 1);
