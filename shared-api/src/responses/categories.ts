import { z } from 'zod';

export const priceRangeSchema = z.object({
  startingRange: z.number(),
  endingRange: z.number(),
  anualityCost: z.number(),
  visitationCost: z.number(),
  visitationAmount: z.number().int(),
});

/** Category (spec §3), as GET categories?consecutivePart= lists a level of the tree. */
export const categorySchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    name: z.string(),
    consecutive: z.string().meta({ description: 'Código jerárquico con puntos, p. ej. 01.01.02' }),
    isGroup: z.boolean(),
    leaf: z.boolean().meta({ description: 'Último nivel de su rama: solo en una hoja se puede inscribir' }),
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
