// `npm start` (or `pnpm start`): installs the workspace if needed, builds what changed, then runs the portal
// with its embedded database and demo data, printing one line per step and, at the end, how to use it.
// Needs only Node.js and npm: pnpm is the pinned one (scripts/lib/workspace.mjs), never a global install.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildStale, staleApps } from './build.mjs';
import { createSteps } from './lib/steps.mjs';
import { ROOT, ensureInstalled } from './lib/workspace.mjs';

const steps = createSteps();
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

function fail(message) {
  steps.fail(message);
  process.exit(1);
}

/** The process listening on a TCP port, read from /proc (Linux); undefined when it cannot be told. */
function portHolder(portNumber) {
  try {
    const suffix = `:${portNumber.toString(16).toUpperCase().padStart(4, '0')}`;
    const sockets = new Set();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      if (!existsSync(table)) continue;
      for (const row of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const cols = row.trim().split(/\s+/);
        if (cols[1]?.endsWith(suffix) && cols[3] === '0A') sockets.add(`socket:[${cols[9]}]`); // 0A: listening
      }
    }
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let fds = [];
      try {
        fds = readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        let target = '';
        try {
          target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        } catch {
          continue;
        }
        if (sockets.has(target)) {
          const [program = '', ...args] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
          // the program by its name (a Node.js from a cache has a long path), the arguments as given
          return { pid: Number(pid), command: [path.basename(program), ...args].join(' ') };
        }
      }
    }
  } catch {
    /* not Linux, or not allowed to look */
  }
  return undefined;
}

/** Fails at once, before any build, when the port is taken: naming the process and how to choose another. */
async function checkPort() {
  const free = await new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error) => resolve(error.code !== 'EADDRINUSE'));
    probe.listen({ port, host }, () => probe.close(() => resolve(true)));
  });
  if (free) return;
  const holder = portHolder(port);
  // a long command keeps its start and its end, where the script it runs is named
  const shown = holder && holder.command.length > 120 ? `${holder.command.slice(0, 40)}…${holder.command.slice(-79)}` : holder?.command;
  const who = holder ? `el proceso ${holder.pid} (${shown})` : 'otro programa';
  fail(`El puerto ${port} está en uso por ${who}. Deténgalo, o elija otro puerto: PORT=${port + 1} npm start`);
}

steps.title(`Madera Legal · npm start (${path.relative(process.cwd(), ROOT) || '.'})`);
await checkPort();

const since = Date.now();
const status = steps.live();
try {
  const install = await ensureInstalled({ needs: 'run', onProgress: status.update });
  status.clear();
  steps.done(install.installed ? `Dependencias instaladas con ${install.pnpm} (${install.reason})` : 'Dependencias al día', since);
} catch (error) {
  status.clear();
  fail(error.message);
}

/**
 * The database's migrations and demo data, run by `npm run migrate`'s own program beside the front ends' builds: the
 * server, built first in under a second, then finds them done (about 1 s instead of 5 on an empty data folder).
 * Its lines are shown after the builds, their totals counted from the command as the others; if it fails, the server
 * tries again and reports the failure itself.
 */
let database;
const prepareDatabase = () => {
  database ??= new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/migrate.cjs')], { cwd: process.env.INIT_CWD ?? process.cwd(), stdio: ['ignore', 'pipe', 'pipe'], env: { LOG_LEVEL: 'warn', ...process.env, START_REPORT_T0: String(steps.t0) } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ ok: false, output: error.message }));
    child.on('exit', (code) => resolve({ ok: code === 0, output }));
  });
};
// only while front ends build (a start with nothing to build leaves it to the server, as fast as that)
const stale = staleApps().map(({ app }) => app.name);
const besideBuilds = stale.some((name) => name !== 'api');
if (besideBuilds && !stale.includes('api')) prepareDatabase();

try {
  await buildStale({ steps, onBuilt: (name) => besideBuilds && name === 'api' && prepareDatabase() });
} catch (error) {
  fail(error.message);
}
const prepared = await (database ?? { output: '' });
if (prepared.output.trim()) {
  steps.title(prepared.ok ? '  ▸ Base de datos, preparada durante la construcción' : '  ▸ Base de datos (el servidor lo intenta de nuevo)');
  steps.title(prepared.output.trimEnd());
}

steps.title('  ▸ Iniciando el servidor');
const server = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'api/dist/server.cjs')], {
  cwd: process.env.INIT_CWD ?? process.cwd(),
  stdio: 'inherit',
  env: {
    LOG_LEVEL: 'warn',
    ...process.env,
    START_REPORT: '1',
    START_REPORT_T0: String(steps.t0),
  },
});
// Ctrl+C reaches the server too (same process group); these cover a signal sent to this process alone
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  if (code === 0 || signal) steps.title('\nPortal detenido.');
  process.exit(code ?? (signal ? 0 : 1));
});
