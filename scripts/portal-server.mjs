// Starts the built portal on a folder of its own and waits for it; used by `npm run bench` and `npm run screenshots`.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitForServer(baseURL, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`El servidor no respondió en ${timeoutMs / 1000} s`);
}

/**
 * Serves the portal on `port` with its database in `dataDir` (deleted when the process exits).
 * Answers the base URL and a function that stops the server.
 */
export async function startPortal({ port, dataDir, env = {}, timeoutMs = 120_000 }) {
  const baseURL = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'api/dist/server.cjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', () => {
    stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  await waitForServer(baseURL, timeoutMs);
  return { baseURL, stop, pid: server.pid };
}
