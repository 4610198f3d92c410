// A throw-away PostgreSQL server for the test suite: Debian's binaries, a data folder in /tmp, a local port,
// no fsync. Run as the `postgres` user when the suite runs as root (PostgreSQL refuses root).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BASE = '/usr/lib/postgresql';

/** The bin folder of the newest PostgreSQL Debian installed, or undefined. */
export function postgresBin() {
  if (!existsSync(BASE)) return undefined;
  const versions = readdirSync(BASE)
    .filter((v) => existsSync(path.join(BASE, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(BASE, versions[0], 'bin') : undefined;
}

/** Starts a server; answers its URL (a role that may create databases) and a function that removes it. */
export function startPostgres({ port = Number(process.env.TEST_POSTGRES_PORT ?? 54329) } = {}) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL no está instalado (apt-get install -y postgresql)');
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  const data = path.join(dir, 'data');
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (program, args) => {
    const [command, full] = root ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]] : [path.join(bin, program), args];
    const result = spawnSync(command, full, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (result.status !== 0) throw new Error(`${program} falló (código ${result.status}): ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'portal', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  start();
  return {
    url: `postgres://portal@127.0.0.1:${port}/postgres`,
    /** pg_ctl restart -m fast: what an operator or a failover does. */
    restart: () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-m', 'fast', '-w', 'restart']),
    /** Stops the server, keeping its data, until `resume`. */
    halt: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: start,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
