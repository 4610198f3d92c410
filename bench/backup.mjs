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
  const run = spawnSync(process.execPath, [cli, ...args, '--json'], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`backup-cli ${args[0]} falló: ${run.stderr || run.stdout}`);
  return { ms: performance.now() - started, summary: JSON.parse(run.stdout.trim().split('\n').at(-1)) };
}

/** Backs up the portal of `env` and restores it into `target` (a DATA_DIR, and a database on PostgreSQL). */
export function backupRoundTrip(env, target) {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-bench-respaldo-'));
  try {
    const backup = timed(['backup', folder], env);
    const [file] = readdirSync(folder).map((name) => path.join(folder, name));
    const restore = timed(['restore', file], target);
    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    return {
      'respaldo (s)': (backup.ms / 1000).toFixed(1),
      tamaño: mb(statSync(file).size),
      'base de datos': mb(backup.summary.databaseBytes),
      archivos: backup.summary.files,
      'restauración (s)': (restore.ms / 1000).toFixed(1),
      comprobado: Object.entries(restore.summary.counts)
        .map(([table, n]) => `${table} ${n}`)
        .join(', '),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
