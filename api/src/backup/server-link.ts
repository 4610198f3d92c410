import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { lockHolder } from '../pid-lock';
import { BackupError } from './archive';
import { BACKUP_MSG } from './messages';
import type { BackupSummary } from './take';
import { dataDirLayout } from '../paths';

/**
 * The embedded engine has one connection, held by the running server: `npm run backup` asks that server for the
 * copy through a Unix socket in a folder of DATA_DIR that only its owner may enter (the owner of the database's own
 * files), so it needs no token.
 */

/** The live server on this DATA_DIR (its pid file), or undefined. */
export const liveServerPid = (dataDir: string) => lockHolder(dataDirLayout(dataDir).pidFile);

export interface BackupListener {
  /** Stops listening and waits for a backup under way to end. */
  close(): Promise<void>;
}

/** Serves backup requests on the socket: one at a time, each into the folder it names. */
export async function listenForBackups(dataDir: string, take: (folder: string) => Promise<BackupSummary>): Promise<BackupListener> {
  const socket = dataDirLayout(dataDir).backupSocket;
  // the folder first, the owner's alone: no moment when the socket is open to others
  await fs.promises.mkdir(path.dirname(socket), { recursive: true, mode: 0o700 });
  await fs.promises.chmod(path.dirname(socket), 0o700);
  await fs.promises.rm(socket, { force: true });
  let running: Promise<unknown> | undefined;
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'POST' || request.url !== '/respaldo') return answer(404, { error: 'no existe' });
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      if (running) return answer(409, { error: BACKUP_MSG.busy });
      let folder: unknown;
      try {
        folder = (JSON.parse(text) as { folder?: unknown }).folder;
      } catch {
        /* answered below */
      }
      if (typeof folder !== 'string' || !path.isAbsolute(folder)) return answer(400, { error: BACKUP_MSG.usage });
      running = take(folder)
        .then(
          (summary) => answer(200, summary),
          (error: unknown) => answer(500, { error: error instanceof Error ? error.message : String(error) }),
        )
        .finally(() => (running = undefined));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  await fs.promises.chmod(socket, 0o600);
  server.unref();
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await running;
    },
  };
}

/** Asks the server holding DATA_DIR for a backup into `folder`. */
export function requestBackup(dataDir: string, pid: number, folder: string): Promise<BackupSummary> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ folder });
    const request = http.request(
      { socketPath: dataDirLayout(dataDir).backupSocket, path: '/respaldo', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          try {
            const parsed = JSON.parse(text) as BackupSummary & { error?: string };
            if (response.statusCode === 200) resolve(parsed);
            else reject(new BackupError(parsed.error ?? `HTTP ${response.statusCode}`));
          } catch (error) {
            reject(new BackupError(BACKUP_MSG.serverUnreachable(pid, (error as Error).message)));
          }
        });
      },
    );
    request.on('error', (error) => reject(new BackupError(BACKUP_MSG.serverUnreachable(pid, error.message))));
    request.end(body);
  });
}
