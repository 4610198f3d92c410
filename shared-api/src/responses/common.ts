import { z } from 'zod';

/** What several answers share. */

export const isoDate = z.string().meta({ description: 'Fecha y hora ISO 8601 (UTC)' });

/** A private file of a record: its download address (which needs the token) and its original name. */
export const fileRefSchema = z
  .object({ url: z.string().meta({ description: 'Dirección de descarga (requiere el token)' }), name: z.string() })
  .meta({ id: 'FileRef' });

/** The id of what a POST created. */
export const createdSchema = z.object({ id: z.number().int() }).meta({ id: 'Created' });
