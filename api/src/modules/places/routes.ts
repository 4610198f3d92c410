import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParamsSchema } from '../../lib/schemas';
import { geographyRepository } from './repository';
import type { Basemap } from '@portal/shared-api';
import { basemapSchema, lookupItemSchema } from '@portal/shared-api/responses';

const tags = ['geography'];
const lookupList = { 200: z.array(lookupItemSchema) };

export interface PlacesRoutesOptions {
  basemap: Basemap;
}

/**
 * Spec §7 lookups: provinces, the cantons of a province, the districts of a canton (sorted by id); and,
 * beyond the spec, the maps' background.
 */
export const placesRoutes: FastifyPluginAsyncZod<PlacesRoutesOptions> = async (app, options) => {
  const geography = geographyRepository(app.db);

  app.get(
    '/basemap',
    {
      schema: {
        tags,
        summary: 'Fondo de los mapas: las teselas en línea que el portal nombra (MAP_TILES_URL), o ninguna',
        description: 'Sin teselas, los mapas dibujan solo las provincias de Costa Rica que lleva el propio mapa (Natural Earth, dominio público).',
        response: { 200: basemapSchema },
      },
    },
    (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return options.basemap;
    },
  );

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
