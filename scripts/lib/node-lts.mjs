// The current Node.js LTS for `npm test`'s second pass: the machine's own when it is that major already,
// otherwise the official binary from the npm registry's `node-linux-<arch>` package (the registry is all a
// CI machine reaches), unpacked once into the user's cache and reused by every later run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/** The LTS line `npm test` also runs on, and the exact release fetched when the machine lacks it. */
export const NODE_LTS = '24.21.0';
export const NODE_LTS_MAJOR = NODE_LTS.split('.')[0];

const cacheRoot = (env) => path.join(env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'madera-legal');

function versionOf(node) {
  const { status, stdout } = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return status === 0 ? stdout.trim().replace(/^v/, '') : undefined;
}

/**
 * The `node` binary of the LTS line: `{ node, version, fetched }`. Throws, in Spanish, when the registry
 * cannot be reached or the platform has no package.
 */
export function ensureNodeLts({ env = process.env, version = NODE_LTS } = {}) {
  if (process.versions.node.split('.')[0] === version.split('.')[0]) return { node: process.execPath, version: process.versions.node, fetched: false };
  if (process.platform !== 'linux' || !['x64', 'arm64'].includes(process.arch)) {
    throw new Error(`no hay paquete node-${process.platform}-${process.arch} en el registro de npm`);
  }
  const pkg = `node-linux-${process.arch}`;
  const dir = path.join(cacheRoot(env), `node-v${version}-linux-${process.arch}`);
  const node = path.join(dir, 'bin/node');
  if (existsSync(node) && versionOf(node) === version) return { node, version, fetched: false };
  mkdirSync(cacheRoot(env), { recursive: true });
  const work = mkdtempSync(path.join(cacheRoot(env), '.descarga-'));
  try {
    const packed = spawnSync('npm', ['pack', `${pkg}@${version}`, '--pack-destination', work, '--silent'], { encoding: 'utf8', env });
    if (packed.status !== 0) throw new Error(`npm pack ${pkg}@${version} falló: ${(packed.stderr || packed.stdout || '').trim().split('\n').pop()}`);
    const archive = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!archive) throw new Error(`npm pack ${pkg}@${version} no dejó ningún archivo`);
    const unpacked = spawnSync('tar', ['-xzf', path.join(work, archive), '-C', work], { encoding: 'utf8' });
    if (unpacked.status !== 0) throw new Error(`no se pudo descomprimir ${archive}: ${unpacked.stderr.trim()}`);
    if (versionOf(path.join(work, 'package/bin/node')) !== version) throw new Error(`${archive} no contiene Node.js ${version}`);
    rmSync(dir, { recursive: true, force: true });
    // a rename, so a run stopped half-way never leaves a broken binary in the cache
    renameSync(path.join(work, 'package'), dir);
    return { node, version, fetched: true };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
