import fp from 'fastify-plugin';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** What `/api/ready` checks besides the database itself: a name and whether it is up. */
    readiness: Map<string, () => boolean>;
  }
}

/** Exposes the database to route modules; its lifetime belongs to whoever opened it (server or test). */
export const dbPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database);
    app.decorate('readiness', new Map<string, () => boolean>());
  },
  { name: 'db' },
);
