import { z } from 'zod';

/** GET provinces, cantons/{provinceId}, districts/{cantonId}: one place of the cascade. */
export const lookupItemSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'LookupItem' });
