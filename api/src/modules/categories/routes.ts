import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MSG } from '../../messages';
import { errorResponses } from '../../lib/schemas';
import { categoriesRepository } from './repository';
import { categorySchema } from '@portal/shared-api/responses';

const querySchema = z.object({
  consecutivePart: z
    .string()
    .trim()
    .regex(/^(\d+(\.\d+)*)?$/, { error: API_MSG.categoryCodeInvalid })
    .default('')
    .meta({ description: 'Código punteado del padre; vacío para el primer nivel' }),
});

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = categoriesRepository(app.db);

  app.get(
    '/',
    {
      schema: {
        tags: ['categories'],
        summary: 'Hijos directos de una categoría',
        querystring: querySchema,
        response: { 200: z.array(categorySchema), ...errorResponses.badRequest },
      },
    },
    (request) => repository.childrenOf(request.query.consecutivePart),
  );
};
