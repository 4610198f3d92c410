import type { FastifyInstance } from 'fastify';
import { appOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { API_MSG } from '../messages';
import { TEST_JWT_SECRET } from '../../test/build';
import { openTestDatabase } from '../../test/database';

const contact = (app: FastifyInstance, n: number) =>
  app.inject({
    method: 'POST',
    url: '/api/contactus',
    remoteAddress: '203.0.113.7',
    payload: { name: 'Ana Solís', email: 'ana@correo.cr', phone: '8888-1111', message: `Consulta ${n}` },
  });

/** Two processes on one database, as servers sharing a PostgreSQL (DATABASE_URL turns the shared store on). */
describe('rate limits shared through the database', () => {
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' });
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ ...appOptions(config, database.db, TEST_JWT_SECRET), webRoot: undefined, sharedRateLimits: true });
      await app.ready();
      apps.push(app);
    }
  }, 30_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('is on with DATABASE_URL only', () => {
    const secret = { JWT_SECRET: TEST_JWT_SECRET };
    expect(appOptions(loadConfig(secret), database.db, TEST_JWT_SECRET).sharedRateLimits).toBe(false);
    expect(appOptions(loadConfig({ ...secret, DATABASE_URL: 'postgres://portal@db/portal' }), database.db, TEST_JWT_SECRET).sharedRateLimits).toBe(true);
  });

  it('lets one address send 10 contact messages a minute in all, whichever process receives them', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 10; n++) statuses.push((await contact(apps[n % 2]!, n)).statusCode);
    expect(statuses).toEqual(Array(10).fill(201));

    for (const app of apps) {
      const refused = await contact(app, 99);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ status: 429, title: API_MSG.tooManyRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('counts another route and another address apart', async () => {
    const other = await apps[0]!.inject({
      method: 'POST',
      url: '/api/contactus',
      remoteAddress: '203.0.113.8',
      payload: { name: 'Luis Mora', email: 'luis@correo.cr', phone: '8888-2222', message: 'Hola' },
    });
    expect(other.statusCode).toBe(201);
  });
});
