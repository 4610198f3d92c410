import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesRoutes } from './categories/routes';
import { geographyRoutes } from './geography/routes';
import { healthRoutes } from './health/routes';
import { usersRoutes, type UsersRoutesOptions } from './users/routes';

export type ApiRoutesOptions = UsersRoutesOptions;

/** Every route module under /api; a new base path of spec §7 is one more line here. */
export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (app, options) => {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(usersRoutes, { prefix: '/users', loginMaxAttempts: options.loginMaxAttempts });
  await app.register(geographyRoutes);
  await app.register(categoriesRoutes, { prefix: '/categories' });
};
