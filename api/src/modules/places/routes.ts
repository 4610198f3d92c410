import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParamsSchema } from '../../lib/schemas';
import { geographyRepository } from './repository';
import { lookupItemSchema } from '@portal/shared-api/responses';

const tags = ['geography'];
const lookupList = { 200: z.array(lookupItemSchema) };

/** Spec §7 lookups: provinces, the cantons of a province, the districts of a canton (sorted by id). */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const geography = geographyRepository(app.db);

  app.get('/provinces', { schema: { tags, summary: 'Provincias', response: lookupList } }, () =>
    geography.provinces(),
  );

  for (const [url, summary, read] of [
    ['/cantons/province/:id', 'Cantones de una provincia', geography.cantonsOf],
    ['/districts/canton/:id', 'Distritos de un cantón', geography.districtsOf],
  ] as const) {
    app.get(
      url,
      { schema: { tags, summary, params: idParamsSchema, response: { ...lookupList, ...errorResponses.badRequest } } },
      (request) => read(request.params.id),
    );
  }
};
