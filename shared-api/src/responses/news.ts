import { z } from 'zod';

const newsItemShape = {
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  author: z.string(),
  dateCreated: z.string(),
  thumbnail: z.string().nullable().meta({ description: 'Dirección de la imagen, o null' }),
};

/** News (spec §3) as listed. */
export const newsItemSchema = z.object(newsItemShape).meta({ id: 'NewsItem' });

/** One news item with its (already sanitised) HTML body. */
export const newsDetailSchema = z
  .object({ ...newsItemShape, body: z.string().meta({ description: 'HTML ya depurado' }) })
  .meta({ id: 'NewsDetail' });
