import { z } from 'zod';

/** Document (spec §3); `filePath` is the download address, which answers with the original file name. */
export const documentItemSchema = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    description: z.string(),
    filePath: z.string().meta({ description: 'Dirección de descarga' }),
    originalName: z.string(),
    size: z.number().int(),
    dateCreated: z.string(),
    dateModified: z.string(),
  })
  .meta({ id: 'DocumentItem' });
