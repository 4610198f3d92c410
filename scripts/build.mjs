// Builds each app whose inputs changed since its last build: the six front ends (webpack, from nothing each
// time: a persistent cache once built a blank shell) and the server (esbuild, api/dist/server.cjs).
// An app's stamp is a hash of its sources, the shared packages, the build configuration and the lockfile.
// `npm start` and `npm test` run it; alone it is `node scripts/build.mjs [--force] [app…]` (e.g. `api`).
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSteps } from './lib/steps.mjs';
import { ROOT, ensureInstalled } from './lib/workspace.mjs';

const FRONT_ENDS = ['shell', 'mfe-public', 'mfe-admin', 'mfe-client', 'mfe-regent', 'mfe-chat'];
// a shared package's package.json too: its `exports` and `sideEffects` change what the bundles hold
const SHARED_INPUTS = ['shared-api', 'shared-auth', 'shared-ui'].flatMap((p) => [`${p}/src`, `${p}/package.json`]);
// and the shell's route table: each remote's build checks that a route it draws without antd has a page without it
const FRONT_END_COMMON = [...SHARED_INPUTS, 'tools/webpack', 'mf-shared.cjs', 'pnpm-lock.yaml', 'shell/src/routes/route-table.ts'];

/** Every app: what its build reads, and how it is built. */
const APPS = [
  {
    name: 'api',
    inputs: ['api/src', 'api/seed-data', 'api/build.mjs', 'api/package.json', 'shared-api/src', 'pnpm-lock.yaml'],
    command: ['api/build.mjs'],
    cwd: 'api',
  },
  ...FRONT_ENDS.map((app) => ({
    name: app,
    inputs: [`${app}/src`, `${app}/webpack.config.cjs`, `${app}/federation.config.cjs`, `${app}/package.json`, ...FRONT_END_COMMON],
    command: [`${app}/node_modules/webpack-cli/bin/cli.js`, '--mode', 'production'],
    cwd: app,
  })),
];

function files(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !/\.test\.tsx?$/.test(d.name))
    .map((d) => path.join(d.parentPath, d.name))
    .sort();
}

function stampOf(app) {
  const hash = createHash('sha256');
  for (const entry of app.inputs) {
    for (const file of files(entry)) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

const stampFile = (app) => path.join(ROOT, app.cwd, 'dist', '.build-stamp');

/** The shared packages every front end bundles: a remote built before they changed is stale. */
export const SHARED_PACKAGES = ['shared-api/src', 'shared-auth/src', 'shared-ui/src'];

/** A short hash of the shared packages' sources as they are now. */
export const sharedPackagesStamp = () => stampOf({ inputs: SHARED_PACKAGES }).slice(0, 12);

/** Runs one build as a child process; webpack reports its progress over IPC (tools/webpack). */
function buildOne(app, onProgress) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, app.command.map((part, i) => (i === 0 ? path.join(ROOT, part) : part)), {
      cwd: path.join(ROOT, app.cwd),
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: { ...process.env, BUILD_PROGRESS: 'ipc' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('message', (message) => typeof message?.progress === 'number' && onProgress(message.progress * 100));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) return resolve(output);
      reject(Object.assign(new Error(`${app.name}: la construcción terminó con código ${code}`), { output }));
    });
  });
}

/** The apps whose stamp differs from their last build (all with `force`). */
export function staleApps({ force = false, only } = {}) {
  return APPS.filter((app) => !only?.length || only.includes(app.name))
    .map((app) => ({ app, stamp: stampOf(app) }))
    .filter(
    ({ app, stamp }) => force || !existsSync(stampFile(app)) || readFileSync(stampFile(app), 'utf8') !== stamp,
  );
}

/**
 * Builds what is stale, `parallel` at a time (the server first: it is quick), printing through `steps`;
 * `onBuilt(name)` hears each app built. Answers the names built; throws after printing the failing build's output.
 */
export async function buildStale({ steps, force = false, only, parallel = Number(process.env.BUILD_PARALLEL) || availableParallelism(), onBuilt }) {
  const started = Date.now();
  const stale = staleApps({ force, only });
  if (stale.length === 0) {
    steps.done('Aplicaciones al día (nada que construir)', started);
    return [];
  }
  steps.title(`  ▸ Construyendo ${stale.length === APPS.length ? 'todo' : stale.map((s) => s.app.name).join(', ')} (${parallel} a la vez)`);
  const bars = steps.bars(stale.map((s) => s.app.name));
  const queue = [...stale];
  const failures = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { app, stamp } = next;
      const appStarted = Date.now();
      bars.start(app.name);
      try {
        const output = await buildOne(app, (percent) => bars.progress(app.name, percent));
        mkdirSync(path.dirname(stampFile(app)), { recursive: true });
        writeFileSync(stampFile(app), stamp);
        bars.finish(app.name, Date.now() - appStarted);
        onBuilt?.(app.name);
        const notes = output.split('\n').filter((line) => line.trim() && !/compiled successfully/.test(line));
        if (notes.length) failures.push({ app, output: notes.join('\n'), warning: true });
      } catch (error) {
        bars.failed(app.name);
        failures.push({ app, output: error.output ?? String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, stale.length) }, worker));
  for (const { app, output, warning } of failures) {
    steps.title(`\n--- ${app.name}${warning ? ' (avisos)' : ''} ---\n${output.trim()}\n`);
  }
  const failed = failures.filter((f) => !f.warning).map((f) => f.app.name);
  if (failed.length) {
    steps.fail(`Falló la construcción de ${failed.join(', ')}`, started);
    throw new Error(`Falló la construcción de ${failed.join(', ')}; el error está arriba.`);
  }
  steps.done(`${stale.length} ${stale.length === 1 ? 'aplicación construida' : 'aplicaciones construidas'}`, started);
  return stale.map((s) => s.app.name);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const steps = createSteps();
    const installed = Date.now();
    const install = await ensureInstalled({ needs: 'run' });
    if (install.installed) steps.done(`Dependencias instaladas con ${install.pnpm} (${install.reason})`, installed);
    const args = process.argv.slice(2);
    await buildStale({ steps, force: args.includes('--force'), only: args.filter((arg) => !arg.startsWith('--')) });
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
