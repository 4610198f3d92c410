import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsRoutes } from './accounts/routes';
import { appointmentsRoutes } from './appointments/routes';
import { categoriesRoutes } from './categories/routes';
import { contactusRoutes } from './contactus/routes';
import { extraVisitsRoutes } from './extravisitations/routes';
import { filesRoutes } from './files/routes';
import { healthRoutes, readyRoutes } from './health/routes';
import { homeRoutes } from './home/routes';
import { inscriptionsRoutes } from './inscriptions/routes';
import { mailRoutes } from './mail/routes';
import { messagesRoutes } from './messages/routes';
import { newsRoutes } from './news/routes';
import { originRoutes } from './origin';
import { placesRoutes, type PlacesRoutesOptions } from './places/routes';
import { projectsRoutes } from './projects/routes';
import { propertiesRoutes, type PropertiesRoutesOptions } from './properties/routes';
import { renewalsRoutes } from './renewals/routes';
import { shipmentsRoutes } from './shipments';
import { watchListRoutes } from './watchlist/routes';
import { usersRoutes, type UsersRoutesOptions } from './users/routes';

export type ApiRoutesOptions = UsersRoutesOptions & PlacesRoutesOptions & PropertiesRoutesOptions;

/** Every route module under /api, one per base path of spec §7 (folder = base path); a new one is one more line here. */
export const apiRoutes: FastifyPluginAsyncZod<ApiRoutesOptions> = async (app, options) => {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(readyRoutes, { prefix: '/ready' });
  await app.register(usersRoutes, { prefix: '/users', loginMaxAttempts: options.loginMaxAttempts });
  await app.register(placesRoutes, { basemap: options.basemap });
  await app.register(categoriesRoutes, { prefix: '/categories' });
  await app.register(contactusRoutes, { prefix: '/contactus' });
  await app.register(filesRoutes, { prefix: '/files' });
  await app.register(newsRoutes, { prefix: '/news' });
  await app.register(propertiesRoutes, { prefix: '/properties', euFilePartBytes: options.euFilePartBytes });
  await app.register(appointmentsRoutes, { prefix: '/appointments' });
  await app.register(extraVisitsRoutes, { prefix: '/extravisitations' });
  await app.register(projectsRoutes, { prefix: '/projects' });
  await app.register(inscriptionsRoutes, { prefix: '/inscriptions' });
  await app.register(messagesRoutes, { prefix: '/messages' });
  await app.register(homeRoutes, { prefix: '/home' });
  await app.register(accountsRoutes, { prefix: '/accounts' });
  await app.register(originRoutes, { prefix: '/origin' });
  await app.register(shipmentsRoutes, { prefix: '/shipments' });
  await app.register(mailRoutes, { prefix: '/mail' });
  await app.register(renewalsRoutes, { prefix: '/renewals' });
  await app.register(watchListRoutes, { prefix: '/watchlist' });
};
