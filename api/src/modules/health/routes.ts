import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appliedMigrations } from '../../db/client';
import { API_MSG } from '../../messages';
import { MIGRATIONS_FOLDER } from '../../paths';

/** The migrations this build carries (drizzle's journal); the database is current when it applied them all. */
const MIGRATIONS_SHIPPED = (
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

const checksSchema = z.record(z.string(), z.boolean()).meta({ description: 'Cada comprobación y si pasó' });

/** `/api/health`: the process answers (liveness; no query, so a database outage never restarts it). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'El proceso responde (no consulta la base de datos)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};

/**
 * `/api/ready`: whether this process should get traffic (readiness for a load balancer): the database
 * answers, it has every migration of this build, and each notification connection is open.
 */
export const readyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'El proceso puede atender: base de datos disponible, migraciones al día, notificaciones escuchando',
        response: {
          200: z.object({ status: z.literal('ok'), checks: checksSchema }),
          503: z.object({ status: z.literal(503), title: z.string(), checks: checksSchema }),
        },
      },
    },
    async (_request, reply) => {
      const checks: Record<string, boolean> = {};
      try {
        await app.db.execute(sql`select 1`);
        checks['base de datos'] = true;
        checks['migraciones'] = (await appliedMigrations(app.db)) === MIGRATIONS_SHIPPED;
      } catch {
        checks['base de datos'] = false;
        checks['migraciones'] = false;
      }
      for (const [name, up] of app.readiness) checks[name] = up();
      if (Object.values(checks).every(Boolean)) return { status: 'ok' as const, checks };
      return reply.code(503).send({ status: 503 as const, title: API_MSG.serviceUnavailable, checks });
    },
  );
};
