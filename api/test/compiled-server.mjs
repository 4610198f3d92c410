// What the node:test suites share: a fresh database on a PostgreSQL server of their own, and the compiled server
// (api/dist/server.cjs) started on it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startPostgres } from '../../scripts/lib/postgres.mjs';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A PostgreSQL server on `port` with an empty database `name`: the server (to stop) and the database's URL. */
export async function postgresDatabase(port, name) {
  const server = startPostgres({ port });
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return { server, url: url.toString() };
}

/** The compiled server on `port`, on the database `databaseUrl`, with `env` added to this process's environment. */
export function spawnServer({ port, databaseUrl, env }) {
  return spawn(process.execPath, [path.join(API, 'dist/server.cjs')], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, LOG_LEVEL: 'fatal', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
