import fp from 'fastify-plugin';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Exposes the database to route modules; its lifetime belongs to whoever opened it (server or test). */
export const dbPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database);
  },
  { name: 'db' },
);
