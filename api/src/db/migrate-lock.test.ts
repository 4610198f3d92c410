import { Client } from 'pg';
import { loadConfig } from '../config';
import { STARTUP_MSG } from '../messages';
import { TEST_POSTGRES_URL, TEST_TEMPLATE, databaseUrl, onServer, testEngine } from '../../test/database';
import { MigrationLockTimeout, STARTUP_LOCK_KEY, openPostgres } from './client';

describe('MIGRATE and MIGRATE_LOCK_TIMEOUT_MS', () => {
  it('migrates at start unless MIGRATE=false (npm run migrate does it once, before the servers)', () => {
    expect(loadConfig({}).migrate).toBe(true);
    expect(loadConfig({ MIGRATE: 'false' }).migrate).toBe(false);
    expect(loadConfig({ MIGRATE_LOCK_TIMEOUT_MS: '5000' }).postgres.migrateLockTimeoutMs).toBe(5_000);
  });
});

const onPostgres = testEngine() === 'postgres' ? describe : describe.skip;

onPostgres('(PostgreSQL only) the start-up lock', () => {
  it("waits for another server's migration at most MIGRATE_LOCK_TIMEOUT_MS, then says so", async () => {
    const server = process.env[TEST_POSTGRES_URL]!;
    const name = `portal_test_${process.pid}_lock`;
    await onServer(server, (client) => client.query(`create database ${name} template ${TEST_TEMPLATE}`));
    const url = databaseUrl(server, name);
    const other = new Client({ connectionString: url });
    await other.connect();
    const handle = await openPostgres(url, { poolSize: 2, connectTimeoutMs: 2_000, statementTimeoutMs: 5_000, migrateLockTimeoutMs: 800 });
    try {
      await other.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      const started = Date.now();
      const failure = await handle.migrate().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MigrationLockTimeout);
      expect((failure as Error).message).toBe(STARTUP_MSG.migrationLockTimeout(800));
      expect(Date.now() - started).toBeLessThan(5_000);

      // once the other server is done, the lock is taken and nothing is left to apply
      await other.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
      expect((await handle.migrate()).applied).toBe(0);
    } finally {
      await other.end();
      await handle.close();
      await onServer(server, (client) => client.query(`drop database if exists ${name} with (force)`));
    }
  });
});
