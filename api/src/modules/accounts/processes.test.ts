import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appOptions, buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { seedDemoAccounts } from '../../seed';
import { USER_CHECK_TTL_MS } from '../../plugins/auth';
import { TEST_JWT_SECRET } from '../../../test/build';
import { openTestDatabase, testEngine } from '../../../test/database';
import { bearer, clientRegistration, tokenFor } from '../../../test/fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two API processes on one database (each with its own cache of account states and, on PostgreSQL, its
 * own notification connection): a change made through one reaches the other.
 */
describe('a disabled account across two processes', () => {
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];
  let admin: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoAccounts(database.db);
    const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' });
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ ...appOptions(config, database.db, TEST_JWT_SECRET), webRoot: undefined });
      await app.ready();
      apps.push(app);
    }
    admin = await tokenFor(apps[0]!, 'admin@demo.cr');
  }, 30_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  const [first, second] = [() => apps[0]!, () => apps[1]!];
  const myself = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/users/myself', headers: bearer(token) });
  const change = (id: number, action: 'disable' | 'enable') =>
    first().inject({ method: 'PUT', url: `/api/accounts/${id}/${action}`, headers: bearer(admin) });

  async function newClient(): Promise<{ id: number; token: string }> {
    const account = clientRegistration();
    const created = await first().inject({ method: 'POST', url: '/api/users/AddUser', payload: account });
    return { id: created.json<{ id: number }>().id, token: await tokenFor(first(), account.emailAddress, account.password) };
  }

  /** Milliseconds until `second` answers `status` to the token, polling every 20 ms (at most 5 s). */
  async function untilSecondAnswers(token: string, status: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < 5_000) {
      if ((await myself(second(), token)).statusCode === status) return Date.now() - started;
      await sleep(20);
    }
    throw new Error(`the second process never answered ${status}`);
  }

  it('is refused by the other process as soon as the database notifies it, not when its cache expires', async () => {
    const person = await newClient();
    // the second process has just remembered the account as active
    expect((await myself(second(), person.token)).statusCode).toBe(200);

    expect((await change(person.id, 'disable')).statusCode).toBe(200);
    expect((await myself(first(), person.token)).statusCode).toBe(401);
    // without the notification the remembered answer would stand for USER_CHECK_TTL_MS (2 s)
    expect(await untilSecondAnswers(person.token, 401)).toBeLessThan(USER_CHECK_TTL_MS / 2);

    expect((await change(person.id, 'enable')).statusCode).toBe(200);
    expect(await untilSecondAnswers(person.token, 200)).toBeLessThan(USER_CHECK_TTL_MS / 2);
  });

  // a proxy's idle time-out or a failover drops the notification connection; PGlite has none to drop
  (testEngine() === 'postgres' ? it : it.skip)(
    'PostgreSQL: with its notification connection dropped, the other process still refuses the account within 2 s, and hears again once it is back',
    async () => {
      const person = await newClient();
      expect((await myself(second(), person.token)).statusCode).toBe(200);

      // both processes lose their LISTEN connections for accounts
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN account_state' and datname = current_database()`,
      );
      const hearing = async () =>
        (await second().inject({ method: 'GET', url: '/api/ready' })).json<{ checks: Record<string, boolean> }>().checks['notificaciones de cuentas'];
      const dropped = Date.now();
      while (await hearing()) {
        expect(Date.now() - dropped).toBeLessThan(1_000);
        await sleep(10);
      }
      expect((await myself(second(), person.token)).statusCode).toBe(200);

      expect((await change(person.id, 'disable')).statusCode).toBe(200);
      expect(await untilSecondAnswers(person.token, 401)).toBeLessThanOrEqual(USER_CHECK_TTL_MS + 200);

      // the connection is reopened after a second, and changes are heard at once again
      const back = Date.now();
      while ((await second().inject({ method: 'GET', url: '/api/ready' })).statusCode !== 200) {
        expect(Date.now() - back).toBeLessThan(5_000);
        await sleep(50);
      }
      expect((await change(person.id, 'enable')).statusCode).toBe(200);
      expect(await untilSecondAnswers(person.token, 200)).toBeLessThan(USER_CHECK_TTL_MS / 2);
    },
    15_000,
  );
});
