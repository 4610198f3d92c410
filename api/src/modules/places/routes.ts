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

  app.get(
    '/cantons/province/:id',
    {
      schema: {
        tags,
        summary: 'Cantones de una provincia',
        params: idParamsSchema,
        response: { ...lookupList, ...errorResponses.badRequest },
      },
    },
    (request) => geography.cantonsOf(request.params.id),
  );

  app.get(
    '/districts/canton/:id',
    {
      schema: {
        tags,
        summary: 'Distritos de un cantón',
        params: idParamsSchema,
        response: { ...lookupList, ...errorResponses.badRequest },
      },
    },
    (request) => geography.districtsOf(request.params.id),
  );
};
