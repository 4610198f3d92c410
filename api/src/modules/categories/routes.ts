import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MSG } from '../../messages';
import { errorResponses } from '../../lib/schemas';
import { categoriesRepository } from './repository';

const priceRangeSchema = z.object({
  startingRange: z.number(),
  endingRange: z.number(),
  anualityCost: z.number(),
  visitationCost: z.number(),
  visitationAmount: z.number().int(),
});

const categorySchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    name: z.string(),
    consecutive: z.string(),
    isGroup: z.boolean(),
    leaf: z.boolean(),
    octoberOnly: z.boolean(),
    extraAreaAndPsa: z.boolean().meta({ description: 'Habilita los campos de área extra y número de expediente PSA' }),
    templateUrl: z.string().nullable(),
    flexFileName1: z.string().nullable(),
    flexFileName2: z.string().nullable(),
    flexFileName3: z.string().nullable(),
    flexFileName4: z.string().nullable(),
    flexFileName5: z.string().nullable(),
    categoryPriceRanges: z.array(priceRangeSchema),
  })
  .meta({ id: 'Category' });

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
