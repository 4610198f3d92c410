// What `npm start` and `npm test` need before anything else, with nothing but Node.js and npm:
// the pinned pnpm (never installed globally) and an installed workspace matching the lockfile.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const PINNED = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager; // pnpm@x.y.z
const PINNED_VERSION = PINNED.split('@')[1];
/** The folders of the `packages:` list of pnpm-workspace.yaml. */
const PACKAGES = (() => {
  const lines = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  const list = [];
  for (const line of lines.slice(lines.indexOf('packages:') + 1)) {
    const item = /^ {2}- (\S+)$/.exec(line);
    if (!item) break;
    list.push(item[1]);
  }
  return list;
})();

const STAMP = path.join(ROOT, 'node_modules/.install-stamp');

/** The lockfile and every package.json of the workspace: an install is current while these are unchanged. */
function installInputs() {
  const hash = createHash('sha256').update(readFileSync(path.join(ROOT, 'pnpm-lock.yaml')));
  for (const dir of ['.', ...PACKAGES]) hash.update(dir).update(readFileSync(path.join(ROOT, dir, 'package.json')));
  return hash.digest('hex');
}

/**
 * What an install holds: `all` (`npm test`, `npm run dev`: the workspace with its test, lint and benchmark tools, the
 * packages' devDependencies) or `run` (`npm start`, `npm run build`: only the `dependencies`, which hold what builds and
 * runs the portal; about 1 500 packages of 2 100, a third less to download on an empty store).
 */
const INCLUDES = { all: [], run: ['--prod'] };

/** The last install's inputs and what it held (`<hash> <all|run>`; a stamp without the second word was `all`). */
function lastInstall() {
  if (!existsSync(STAMP)) return undefined;
  const [inputs, holds = 'all'] = readFileSync(STAMP, 'utf8').trim().split(' ');
  return { inputs, holds };
}

/** Why the workspace must be (re)installed for `needs`, or undefined when the last install serves it. */
export function installReason(needs = 'all') {
  if (!existsSync(path.join(ROOT, 'node_modules/.pnpm/lock.yaml'))) return 'node_modules no existe';
  const last = lastInstall();
  if (last?.inputs !== installInputs()) return 'pnpm-lock.yaml o un package.json cambió';
  if (needs === 'all' && last.holds !== 'all') return 'faltaban las herramientas de prueba';
  return undefined;
}

function versionOf(command, args, env) {
  const { status, stdout } = spawnSync(command, [...args, '--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], env });
  return status === 0 ? stdout.trim() : undefined;
}

/**
 * How to run the pinned pnpm: the one running this script (`pnpm start`), one on the PATH of the same major
 * version, or else `npm exec` of the exact pinned version, which npm keeps in its own cache.
 */
export function pnpmCommand(env = process.env) {
  const major = PINNED_VERSION.split('.')[0];
  const running = env.npm_execpath;
  if (running && /pnpm/.test(path.basename(running))) return { command: process.execPath, args: [running], label: 'pnpm' };
  const onPath = versionOf('pnpm', [], env);
  if (onPath?.split('.')[0] === major) return { command: 'pnpm', args: [], label: `pnpm ${onPath}` };
  const npmCli = running && /npm-cli/.test(path.basename(running)) ? running : undefined;
  const npm = npmCli ? { command: process.execPath, args: [npmCli] } : { command: 'npm', args: [] };
  // npm exec of the exact version named in package.json (packageManager)
  return { command: npm.command, args: [...npm.args, 'exec', '--yes', `--package=${PINNED}`, '--', 'pnpm'], label: `${PINNED} (npm exec)` };
}

/**
 * Installs the workspace when needed; answers what it did, or throws with the cause and the fix.
 * pnpm's own lines are kept from the screen except its progress line, passed to `onProgress`; all of them
 * are printed if it fails.
 */
export async function ensureInstalled({ needs = 'all', onProgress = () => undefined } = {}) {
  const reason = installReason(needs);
  if (!reason) return { installed: false };
  // an install for `run` over one that held everything keeps everything: nothing to remove, nothing to download
  const holds = needs === 'run' && lastInstall()?.holds === 'all' ? 'all' : needs;
  const pnpm = pnpmCommand();
  // going from `run` to `all` changes what node_modules includes: pnpm then rebuilds it, without asking
  const args = ['install', '--frozen-lockfile', '--reporter=append-only', '--config.confirmModulesPurge=false', ...INCLUDES[holds]];
  const child = spawn(pnpm.command, [...pnpm.args, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_yes: 'true' },
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    const progress = String(chunk).match(/Progress: [^\n]*/g);
    if (progress) onProgress(progress.at(-1));
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const status = await new Promise((resolve) => {
    child.on('error', (error) => {
      output += String(error);
      resolve(-1);
    });
    child.on('exit', resolve);
  });
  if (status !== 0) {
    process.stderr.write(output);
    throw new Error(
      `La instalación de dependencias falló (${pnpm.label} install, código ${status}; su salida está arriba). ` +
        'Revise la conexión con el registro de npm y vuelva a ejecutar el comando.',
    );
  }
  writeFileSync(STAMP, `${installInputs()} ${holds}`);
  return { installed: true, reason, pnpm: pnpm.label };
}
