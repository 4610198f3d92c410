import { z } from 'zod';
import { TEMPLATE_KINDS, filteredQuerySchema, pagingQuerySchema } from '@portal/shared-api';
import { idParamsSchema } from '../../lib/schemas';

const ignoredEmail = {
  email: z.string().optional().meta({ description: 'Se ignora: la lista es siempre la de quien llama' }),
};
export const clientListQuery = pagingQuerySchema.extend(ignoredEmail);
export const clientFilteredQuery = filteredQuerySchema.extend(ignoredEmail);

export const fileParamsSchema = idParamsSchema.extend({ fileId: idParamsSchema.shape.id });
export const templateParamsSchema = z.object({
  kind: z.enum(TEMPLATE_KINDS).meta({ description: 'Propio: inmueble propio; Ajeno: alquilado o prestado' }),
});
