import fs from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup/archive';
import { BACKUP_MSG } from './backup/messages';
import { checkPortal, restoreBackup, type RestoreSummary } from './backup/restore';
import { liveServerPid, requestBackup } from './backup/server-link';
import { buildStamp, takeBackup, type BackupSummary } from './backup/take';
import { lockDataDir, openDatabase, openFileStore, readConfig } from './startup';
import { REPO_ROOT, hasEmbeddedDatabase } from './paths';
import { formatBytes } from '@portal/shared-api';

/**
 * `npm run backup [-- <folder>]` and `npm run restore -- <file> [--force]` (api/dist/backup-cli.cjs).
 * `npm run restore -- --check` runs a restore's final check on the configured portal as it is.
 * On the embedded engine a running server takes the copy itself (its one connection); with no server running
 * this process opens the folder, holding the server's lock meanwhile. On PostgreSQL, pg_dump and pg_restore.
 */
const sizeOf = formatBytes;
/** `--json`: the summary as JSON on stdout, for scripts (npm run bench), instead of the lines for people. */
const asJson = process.argv.includes('--json');
const secondsOf = (ms: number) => `${(ms / 1000).toLocaleString('es-CR', { maximumFractionDigits: 1 })} s`;
const engineName = (engine: string) => (engine === 'pglite' ? 'base integrada (PGlite)' : 'PostgreSQL');
/** A path the operator typed, from where they typed it (npm runs scripts from the repository's root). */
const fromCaller = (value: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), value);

function printBackup(summary: BackupSummary, via: string) {
  if (asJson) return console.log(JSON.stringify(summary));
  console.log(`Respaldo listo: ${summary.file}`);
  console.log(`  ${sizeOf(summary.bytes)} en ${secondsOf(summary.ms)} (${via})`);
  console.log(`  Base de datos, ${engineName(summary.engine)}: ${sizeOf(summary.databaseBytes)}`);
  console.log(`  Archivos subidos: ${summary.files} (${sizeOf(summary.filesBytes)})`);
  console.log(`  Publicaciones de los remotos: ${summary.releaseFiles} archivos`);
  if (summary.missing.length > 0) console.log(`  Borrados mientras se copiaban (no incluidos): ${summary.missing.join(', ')}`);
}

function printRestore(summary: RestoreSummary) {
  if (asJson) return console.log(JSON.stringify(summary));
  console.log(`Respaldo del ${summary.createdAt} restaurado en ${secondsOf(summary.ms)} (${engineName(summary.engine)})`);
  console.log(`  Comprobado: ${summary.migrations} migraciones; ${Object.entries(summary.counts).map(([table, n]) => `${table} ${n}`).join(', ')}`);
  console.log(`  Archivos subidos: ${summary.files}, cada uno en el almacenamiento con su tamaño; publicaciones de los remotos: ${summary.releaseFiles} archivos`);
  if (summary.deletedDuringBackup > 0) console.log(`  Borrados mientras se tomaba el respaldo (sus filas sí, sus bytes no): ${summary.deletedDuringBackup}`);
  if (summary.releasesKept.length > 0) console.log(`  Historial de publicaciones conservado (use --force para reemplazarlo): ${summary.releasesKept.join(', ')}`);
}

async function backup(folderArg: string | undefined): Promise<void> {
  const config = readConfig();
  const folder = folderArg ? fromCaller(folderArg) : path.join(REPO_ROOT, 'backups');
  const build = buildStamp();
  if (!config.databaseUrl) {
    const pid = liveServerPid(config.dataDir);
    if (pid !== undefined) return printBackup(await requestBackup(config.dataDir, pid, folder), `tomado por el portal en marcha, proceso ${pid}`);
  }
  // never create a database only to copy it
  if (!config.databaseUrl && !hasEmbeddedDatabase(config.dataDir)) throw new BackupError(BACKUP_MSG.noDatabase(config.dataDir, 'respaldar'));
  const files = await openFileStore(config);
  // the embedded folder with no server: hold its lock, so none starts while the copy is taken
  const lock = lockDataDir(config);
  const database = await openDatabase(config);
  try {
    printBackup(
      await takeBackup({ database, databaseUrl: config.databaseUrl, files, dataDir: config.dataDir, webRoot: config.webRoot, build }, folder),
      config.databaseUrl ? 'pg_dump' : 'sin servidor en marcha',
    );
  } finally {
    await database.close();
    lock?.release();
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const positional = args.filter((arg) => !arg.startsWith('--'));
  if (command === 'backup' && positional.length <= 1) return backup(positional[0]);
  if (command === 'restore' && positional.length === 0 && args.includes('--check')) {
    const checked = await checkPortal(readConfig());
    console.log(`Comprobado: ${checked.migrations} migraciones; ${Object.entries(checked.counts).map(([table, n]) => `${table} ${n}`).join(', ')}`);
    console.log(`  Cada archivo subido que la base nombra está en el almacenamiento con su tamaño (${checked.counts.stored_files}).`);
    return;
  }
  if (command === 'restore' && positional.length === 1) {
    const file = fromCaller(positional[0]);
    if (!fs.existsSync(file)) throw new BackupError(BACKUP_MSG.missingFile(file));
    return printRestore(await restoreBackup(readConfig(), file, { force: args.includes('--force') }));
  }
  console.error(BACKUP_MSG.usage);
  process.exit(2);
}

main().catch((error: unknown) => {
  const restoring = process.argv[2] === 'restore';
  if (error instanceof BackupError) console.error(error.message);
  else console.error(restoring ? BACKUP_MSG.restoreFailed : BACKUP_MSG.backupFailed, error instanceof Error ? error.message : error);
  process.exit(1);
});
