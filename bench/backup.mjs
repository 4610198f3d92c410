// Backup and restore of the bench's data set: `npm run backup` against the running portal (the embedded engine:
// the server takes the copy) or PostgreSQL (pg_dump), then `npm run restore` into a fresh DATA_DIR or database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'api/dist/backup-cli.cjs');

function timed(args, env) {
  const started = performance.now();
  const run = spawnSync(process.execPath, [cli, ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`backup-cli ${args[0]} falló: ${run.stderr || run.stdout}`);
  return { ms: performance.now() - started, output: run.stdout };
}

/** Backs up the portal of `env` and restores it into `target` (a DATA_DIR, and a database on PostgreSQL). */
export function backupRoundTrip(env, target) {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-bench-respaldo-'));
  try {
    const backup = timed(['backup', folder], env);
    const [file] = readdirSync(folder).map((name) => path.join(folder, name));
    const restore = timed(['restore', file], target);
    const files = /Archivos subidos: (\d+)/.exec(backup.output)?.[1];
    return {
      'respaldo (s)': (backup.ms / 1000).toFixed(1),
      tamaño: `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB`,
      'base de datos': /Base de datos, [^:]+: (.+)/.exec(backup.output)?.[1],
      archivos: Number(files),
      'restauración (s)': (restore.ms / 1000).toFixed(1),
      comprobado: /Comprobado: (.+)/.exec(restore.output)?.[1],
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
