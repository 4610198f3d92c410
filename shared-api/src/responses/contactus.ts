import { z } from 'zod';

/** Contact (spec §3), as administrators list it. */
export const contactItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    subject: z.string().nullable(),
    message: z.string(),
    dateCreated: z.string(),
  })
  .meta({ id: 'Contact' });
