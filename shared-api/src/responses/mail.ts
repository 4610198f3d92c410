import { z } from 'zod';
import { MAIL_KIND_KEYS, MAIL_STATUSES } from '../mail';
import { isoDate } from './common';

/** A message of the e-mail outbox, as administrators read it at "Correos enviados" (beyond the spec). */
export const mailItemSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(MAIL_KIND_KEYS),
    recipient: z.string(),
    subject: z.string(),
    text: z.string(),
    link: z.string().nullable().meta({ description: 'La página del portal a la que lleva (una ruta)' }),
    createdAt: isoDate,
    status: z.enum(MAIL_STATUSES),
    attempts: z.number().int(),
    sentAt: isoDate.nullable(),
    lastResponse: z.string().nullable().meta({ description: 'La respuesta del servidor SMTP al último intento' }),
  })
  .meta({ id: 'MailItem' });

/** The kinds of e-mail a person's roles receive, each on or off (beyond the spec). */
export const mailPreferencesItemSchema = z
  .object({
    kinds: z.array(z.object({ kind: z.enum(MAIL_KIND_KEYS), label: z.string(), on: z.boolean() })),
  })
  .meta({ id: 'MailPreferences' });
