import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import { appOptions, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { postgresPool } from '../../db/client';
import * as schema from '../../db/schema';
import { API_MSG } from '../../messages';
import { TEST_JWT_SECRET, build } from '../../../test/build';
import { testEngine } from '../../../test/database';

describe('/api/health and /api/ready on a database that answers', () => {
  const t = build();

  it('health says the process answers; ready lists its checks, all passing', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });

    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    // accounts' changes are heard on both engines; the chat's only on PostgreSQL (PGlite has no other process to hear)
    const notifications = { 'notificaciones de cuentas': true, ...(testEngine() === 'postgres' ? { 'notificaciones del chat': true } : {}) };
    expect(ready.json()).toEqual({ status: 'ok', checks: { 'base de datos': true, migraciones: true, ...notifications } });
  });
});

describe('a PostgreSQL server that cannot be reached', () => {
  let app: FastifyInstance;
  const pool = postgresPool('postgres://portal@127.0.0.1:1/portal', { poolSize: 2, connectTimeoutMs: 500, statementTimeoutMs: 1_000, migrateLockTimeoutMs: 1_000 });

  beforeAll(async () => {
    const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' });
    app = await buildApp({ ...appOptions(config, drizzle({ client: pool, schema }), TEST_JWT_SECRET), webRoot: undefined });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await pool.end();
  });

  it('answers 503 in Spanish within 2 s, with Retry-After, and keeps answering', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/api/properties/portfolio' });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 503, title: API_MSG.serviceUnavailable });
      expect(response.headers['retry-after']).toBe('5');
    }
  });

  it('is alive but not ready: the load balancer keeps the process and sends it no traffic', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 503,
      title: API_MSG.serviceUnavailable,
      checks: { 'base de datos': false, migraciones: false, 'notificaciones de cuentas': false, 'notificaciones del chat': false },
    });
  });
});
