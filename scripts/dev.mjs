// `pnpm dev [area…]` (or `npm run dev -- client`): the portal with hot reload for the areas being worked on.
//
// - The shell's webpack dev server on :3000 (open http://localhost:3000), and the dev server of each named
//   remote (all five when none is named: public :3001, admin :3002, client :3003, regent :3004, chat :3005).
// - The remotes not named come from their production build, served by the API (built first when stale).
// - The API: the one already answering on :8080 (`npm start` in another terminal), or one started here
//   on the built server with the embedded database and demo data.
// The shell's `/remotes.json` is answered by its dev server from the map this script writes, so a remote in
// development is loaded from its dev server and the others from the API.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildStale } from './build.mjs';
import { createSteps } from './lib/steps.mjs';
import { ROOT, ensureInstalled } from './lib/workspace.mjs';

const AREAS = ['public', 'admin', 'client', 'regent', 'chat'];
const API_PORT = 8080;
const API = `http://localhost:${API_PORT}`;
const require = createRequire(import.meta.url);
const steps = createSteps();

const named = process.argv.slice(2).map((arg) => arg.replace(/^mfe-/, ''));
const unknown = named.filter((area) => !AREAS.includes(area));
if (unknown.length > 0) {
  steps.fail(`Área desconocida: ${unknown.join(', ')}. Las áreas son: ${AREAS.join(', ')}`);
  process.exit(2);
}
const developed = named.length > 0 ? named : AREAS;

/** The dev-server port an app's own webpack configuration gives. */
const devPort = (app) => require(path.join(ROOT, app, 'webpack.config.cjs'))({}, { mode: 'development' }).devServer.port;

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

const children = [];
function run(label, command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  child.on('exit', (code, signal) => {
    // Ctrl+C reaches the whole process group: let this process's own handler tell it apart from a crash
    setTimeout(() => {
      if (stopping) return;
      steps.fail(`${label} terminó (${signal ?? `código ${code}`}); se detiene todo`);
      stop(1);
    }, 300);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

steps.title(`Madera Legal · desarrollo (${developed.join(', ')})`);
const since = Date.now();
await ensureInstalled();
steps.done('Dependencias al día', since);

const apiRunning = await answers(`${API}/api/health`);
// what the API serves: its server unless one runs already, and the remotes not in development
const built = AREAS.filter((area) => !developed.includes(area)).map((area) => `mfe-${area}`);
const toBuild = [...(apiRunning ? [] : ['api']), ...built];
if (toBuild.length > 0) await buildStale({ steps, only: toBuild });

if (apiRunning) steps.done(`API en ${API} (ya estaba en marcha)`, Date.now());
else {
  const started = Date.now();
  run('La API', process.execPath, ['--enable-source-maps', path.join(ROOT, 'api/dist/server.cjs')], {
    cwd: ROOT,
    env: { LOG_LEVEL: 'warn', ...process.env, PORT: String(API_PORT) },
  });
  while (!(await answers(`${API}/api/health`))) await new Promise((resolve) => setTimeout(resolve, 200));
  steps.done(`API en ${API}`, started);
}

const remotes = Object.fromEntries(
  AREAS.map((area) => [
    `mfe_${area}`,
    developed.includes(area) ? `http://localhost:${devPort(`mfe-${area}`)}/mf-manifest.json` : `/remotes/${area}/mf-manifest.json`,
  ]),
);
const env = { ...process.env, PORTAL_DEV_REMOTES: JSON.stringify(remotes) };
for (const app of ['shell', ...developed.map((area) => `mfe-${area}`)]) {
  run(app, process.execPath, [path.join(ROOT, app, 'node_modules/webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'], {
    cwd: path.join(ROOT, app),
    env,
  });
}
steps.title(`\n  Portal en desarrollo: http://localhost:${devPort('shell')}  (Ctrl+C para detener)\n`);
