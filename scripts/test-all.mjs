// `npm test` (or `pnpm test`): checks the machine and installs the workspace if needed, then runs the whole suite
// once on the current Node.js LTS (24): typecheck, lint, the scripts' own tests, unit and component tests, the API
// on PGlite and on PostgreSQL, the build, the compiled server through faults, backup and mail, the browser e2e and
// `npm start` in a fresh clone. On a machine whose own Node.js is another version, that Node.js also runs what
// depends on it: the start and test scripts' tests and a newcomer's first `npm start` in a fresh clone.
// `npm test -- <part>…` runs only some parts (see PARTS). Every step runs even after a failure, so one run reports
// everything; the summary gives each step's time and the slowest test files, and its last line the total.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureNodeLts, NODE_LTS_MAJOR } from './lib/node-lts.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { preflight } from './lib/preflight.mjs';
import { createSteps } from './lib/steps.mjs';
import { jestCounts, jestFileTimes, playwrightCounts, playwrightFileTimes, slowestFiles, summaryLines, tapCounts } from './lib/test-reports.mjs';
import { ROOT as root, ensureInstalled } from './lib/workspace.mjs';

/** The parts of the suite, for a focused run (`npm test -- api`); a full run is all of them, in this order. */
export const PARTS = {
  static: 'typecheck, lint and the scripts’ own tests',
  unit: 'unit and component tests (jest, jsdom)',
  api: 'the API on PGlite and on PostgreSQL (jest)',
  server: 'the build, then the compiled server through faults, backup and restore, mail',
  e2e: 'the build, then the browser journeys (Playwright, Chromium)',
  clone: 'npm start in a fresh clone (Playwright, Chromium)',
};

const asked = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = asked.filter((part) => !(part in PARTS));
if (unknown.length) {
  console.error(`Parte desconocida: ${unknown.join(', ')}. Las partes de npm test son:`);
  for (const [name, what] of Object.entries(PARTS)) console.error(`  npm test -- ${name.padEnd(7)} ${what}`);
  process.exit(2);
}
const parts = new Set(asked.length ? asked : Object.keys(PARTS));
const full = asked.length === 0;

const steps = createSteps();
steps.title(`Madera Legal · npm test${full ? '' : ` -- ${[...parts].join(' ')}`}`);
const status = steps.live();
let lts;
for (const [label, check] of [
  ['Programas del sistema', () => preflight()],
  ['Dependencias', () => ensureInstalled({ onProgress: status.update })],
  [`Node.js ${NODE_LTS_MAJOR}`, () => (lts = ensureNodeLts())],
]) {
  const since = Date.now();
  try {
    const outcome = await check();
    status.clear();
    const did = Array.isArray(outcome)
      ? outcome.length > 0 && `instalado: ${outcome.join(', ')}`
      : 'node' in outcome
        ? `${outcome.version}, ${outcome.node === process.execPath ? 'el de esta máquina' : outcome.fetched ? 'descargado del registro de npm' : 'en la caché'}`
        : outcome.installed && `instaladas (${outcome.reason})`;
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
/** Each step: its label, seconds and counts. */
const results = [];
/** Each test file's seconds, by suite, for the slowest-files table. */
const fileTimes = [];

/**
 * Runs steps on one Node.js: `node` runs the node:test and jest steps and comes first on the PATH, so the .bin shims
 * (tsc, eslint, jest, playwright), `npm start` in the e2e and fresh-clone tests and every server they start run on
 * it too. `tag` names the pass in the summary.
 */
function onNode({ node, tag }) {
  const env = { PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` };
  const named = (label) => `${label} · ${tag}`;
  const report = (name) => path.join(reports, `${name}-${tag.replace(/\W+/g, '-')}`);

  function run(label, command, args, extra = {}) {
    console.log(`\n▶ ${named(label)}`);
    const started = Date.now();
    const { status: code } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env, ...extra } });
    const seconds = (Date.now() - started) / 1000;
    console.log(`◀ ${named(label)}: ${code === 0 ? 'bien' : `falló (código ${code})`} en ${seconds.toFixed(0)} s`);
    return { ok: code === 0, seconds };
  }

  function gate(label, { ok, seconds }) {
    results.push({ label: named(label), seconds, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
    return ok;
  }

  function suite(label, { ok, seconds }, counts) {
    // a runner that crashed before reporting counts as one failure, never as nothing
    const c = counts ?? { passed: 0, failed: 1, skipped: 0 };
    if (!ok && c.failed === 0) c.failed = 1;
    results.push({ label: named(label), seconds, ...c });
    return ok;
  }

  const notRun = (label) => suite(label, { ok: false, seconds: 0 }, null);

  /** A node:test suite; the TAP report's last lines carry the counts, a one-file suite's time is its file's. */
  function nodeTests(name, label, ...folders) {
    const tap = `${report(name.replace(/\W+/g, '-'))}.tap`;
    const files = testFiles(folders);
    const outcome = run(label, node, ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, ...files]);
    if (files.length === 1) fileTimes.push({ suite: named('node:test'), file: files[0], seconds: outcome.seconds });
    return suite(name, outcome, tapCounts(tap));
  }

  function jest(name, label, config, extraArgs = [], extraEnv = {}) {
    const file = `${report(name.replace(/\W+/g, '-'))}.json`;
    const args = [...extraArgs, path.join(root, 'node_modules/jest/bin/jest.js'), '-c', config, '--json', `--outputFile=${file}`];
    const outcome = run(label, node, args, extraEnv);
    fileTimes.push(...jestFileTimes(file, root).map((t) => ({ suite: named(name), ...t })));
    return suite(name, outcome, jestCounts(file));
  }

  /** A Playwright configuration, or one test of it (`grep`); its JSON report names itself in the configuration. */
  function playwright(name, label, config, reportName, grep, extraEnv = {}) {
    const file = path.join(reports, reportName);
    rmSync(file, { force: true });
    const outcome = run(label, bin('playwright'), ['test', '-c', config, ...(grep ? ['--grep', grep] : [])], extraEnv);
    const kept = `${report(name.replace(/\W+/g, '-'))}.json`;
    spawnSync('mv', [file, kept]);
    fileTimes.push(...playwrightFileTimes(kept, root).map((t) => ({ suite: named(name), ...t })));
    return suite(name, outcome, playwrightCounts(kept));
  }

  let built;
  const build = () => (built ??= gate('build', run('build of the front ends and the server', node, [path.join(root, 'scripts/build.mjs')])));

  return {
    static() {
      gate('typecheck', run('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']));
      // the regent's service worker is a worker, not a page: a program of its own (shell/src/sw/tsconfig.json)
      gate('typecheck (service worker)', run('typecheck of the service worker', bin('tsc'), ['--noEmit', '-p', 'shell/src/sw/tsconfig.json']));
      gate('lint', run('lint', bin('eslint'), ['--max-warnings=0', '.']));
      this.scripts();
    },
    scripts: () => nodeTests('scripts', 'start, test, build and lint rules (node:test)', 'scripts/lib/', 'tools/webpack/', 'tools/lint/'),
    unit: () => jest('unit/component', 'unit and component tests (jest, jsdom)', 'jest.web.config.cjs'),
    api() {
      // the API suite twice: on the embedded engine, then on a throw-away PostgreSQL server (scripts/lib/postgres.mjs)
      jest('api (PGlite)', 'API tests on PGlite (jest)', 'jest.api.config.cjs', ['--experimental-vm-modules']);
      let server;
      try {
        server = startPostgres();
      } catch (error) {
        console.error(`No se pudo iniciar PostgreSQL: ${error.message}`);
        return notRun('api (PostgreSQL)');
      }
      const stop = () => server?.stop();
      process.on('exit', stop);
      try {
        jest('api (PostgreSQL)', 'API tests on PostgreSQL (jest)', 'jest.api.config.cjs', ['--experimental-vm-modules'], { API_TEST_POSTGRES_URL: server.url });
      } finally {
        server.stop();
        server = undefined;
        process.off('exit', stop);
      }
    },
    server() {
      if (!build()) return ['cluster (PostgreSQL)', 'backup (PGlite, PostgreSQL)', 'mail (PostgreSQL, SMTP)'].forEach(notRun);
      // the compiled server, twice, on one PostgreSQL through connection losses, a restart and a stop
      nodeTests('cluster (PostgreSQL)', 'two API processes on one PostgreSQL, through faults (node:test)', 'api/test/cluster/');
      // npm run backup while the compiled server serves two writers, npm run restore, a server on the copy; both engines
      nodeTests('backup (PGlite, PostgreSQL)', 'backup and restore round trips on PGlite and PostgreSQL (node:test)', 'api/test/backup/');
      // the e-mail outbox: the compiled server twice on one PostgreSQL sends 1 000 messages to an SMTP server, one killed
      nodeTests('mail (PostgreSQL, SMTP)', 'two API processes send the outbox to a real SMTP server, one killed half-way (node:test)', 'api/test/mail/');
    },
    e2e() {
      if (!build()) return notRun('e2e');
      playwright('e2e', 'browser e2e (Playwright, Chromium)', 'e2e/playwright.config.ts', 'e2e.json');
    },
    /**
     * `npm start` on a fresh clone, with neither pnpm nor an installed workspace; `first` only its first start.
     * `reuse`: the clone starts with this workspace's builds (when the stamps match), every one (`'all'`) or all but
     * one app's (`{ except: app }`), which its first start builds from nothing.
     */
    clone({ first = false, reuse } = {}) {
      if (reuse && !build()) return notRun(first ? 'fresh clone, first start' : 'fresh clone');
      const builds = reuse === 'all' ? 'reuse' : reuse ? `reuse-except:${reuse.except}` : undefined;
      playwright(
        first ? 'fresh clone, first start' : 'fresh clone',
        `npm start in a fresh clone${first ? ', its first start' : ''}${reuse === 'all' ? ', with this workspace’s builds' : reuse ? `, with this workspace’s builds but ${reuse.except}’s` : ''} (Playwright, Chromium)`,
        'e2e/playwright.fresh-clone.config.ts',
        'fresh-clone.json',
        first ? '@first-start' : undefined,
        builds ? { FRESH_CLONE_BUILDS: builds } : {},
      );
    },
  };
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

// the whole suite, or the parts asked for, on the LTS; when the machine's own Node.js is another, its pass below builds
// a fresh clone too, so the LTS's fresh clone starts from the build step's builds
const ownPass = full && lts.node !== process.execPath;
const main = onNode({ node: lts.node, tag: `Node ${NODE_LTS_MAJOR}` });
for (const part of Object.keys(PARTS)) {
  if (!parts.has(part)) continue;
  if (part === 'clone') main.clone({ reuse: ownPass ? 'all' : undefined });
  else main[part]();
}

// the machine's own Node.js, when it is another: what depends on it. The scripts run on it (npm start, npm test,
// the build), and so does a newcomer's first `npm start`: install, build, create the database, log in. Its clone
// builds the shell from nothing (the build with the most steps: CSS, server pages, the route table, the regent's
// app; the same webpack, loaders and federation plugin as the remotes) and takes the other apps' builds of this
// workspace: 12 s instead of 97 s for all seven
if (ownPass) {
  const own = onNode({ node: process.execPath, tag: `Node ${process.versions.node.split('.')[0]}` });
  own.scripts();
  own.clone({ first: true, reuse: { except: 'shell' } });
}

const { lines, total } = summaryLines(results, slowestFiles(fileTimes), (Date.now() - steps.t0) / 1000);
console.log(lines.join('\n'));
process.exit(total.failed === 0 ? 0 : 1);
