import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesRoutes } from './categories/routes';
import { chatRoutes } from './chat/routes';
import { contactsRoutes } from './contacts/routes';
import { documentsRoutes } from './documents/routes';
import { enrolmentsRoutes } from './enrolments/routes';
import { geographyRoutes } from './geography/routes';
import { accountsRoutes } from './accounts/routes';
import { healthRoutes, readyRoutes } from './health/routes';
import { homeRoutes } from './home/routes';
import { newsRoutes } from './news/routes';
import { appointmentsRoutes, extraVisitsRoutes, projectsRoutes, propertyOperationsRoutes, regentsRoutes } from './operations';
import { propertiesRoutes } from './properties/routes';
import { usersRoutes, type UsersRoutesOptions } from './users/routes';

export type ApiRoutesOptions = UsersRoutesOptions;

/** Every route module under /api; a new base path of spec §7 is one more line here. */
export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (app, options) => {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(readyRoutes, { prefix: '/ready' });
  await app.register(usersRoutes, { prefix: '/users', loginMaxAttempts: options.loginMaxAttempts });
  await app.register(geographyRoutes);
  await app.register(categoriesRoutes, { prefix: '/categories' });
  await app.register(contactsRoutes, { prefix: '/contactus' });
  await app.register(documentsRoutes, { prefix: '/files' });
  await app.register(newsRoutes, { prefix: '/news' });
  await app.register(propertiesRoutes, { prefix: '/properties' });
  await app.register(propertyOperationsRoutes, { prefix: '/properties' });
  await app.register(regentsRoutes, { prefix: '/users' });
  await app.register(appointmentsRoutes, { prefix: '/appointments' });
  await app.register(extraVisitsRoutes, { prefix: '/extravisitations' });
  await app.register(projectsRoutes, { prefix: '/projects' });
  await app.register(enrolmentsRoutes, { prefix: '/inscriptions' });
  await app.register(chatRoutes, { prefix: '/messages' });
  await app.register(homeRoutes, { prefix: '/home' });
  await app.register(accountsRoutes, { prefix: '/accounts' });
};
