import { z } from 'zod';
import { CERTIFICATE_STATUSES } from '../certificate-lifecycle';
import { isoDate } from './common';

export const watchedCertificateSchema = z
  .object({
    propertyId: z.number().int().meta({ description: 'El N.º del certificado; su perfil público es /PerfilPropiedad/{id}' }),
    sheetNumber: z.string().nullable(),
    name: z.string().meta({ description: 'El nombre comercial, o el número de finca, de la propiedad' }),
    holder: z.string().meta({ description: 'Titular del certificado' }),
    status: z.enum(CERTIFICATE_STATUSES),
    since: isoDate,
    validUntil: isoDate.nullable(),
    confirmed: z.boolean().meta({ description: 'false mientras espera la confirmación por correo: aún no avisa' }),
  })
  .meta({ id: 'WatchedCertificate' });

export const watchListSchema = z
  .object({
    email: z.string(),
    certificates: z.array(watchedCertificateSchema),
  })
  .meta({ id: 'WatchList' });

/** What the person is told after asking for alerts or cancelling them, in one line. */
export const watchListMessageSchema = z
  .object({ message: z.string().meta({ description: 'Lo que se le dice a la persona, en una línea' }) })
  .meta({ id: 'WatchListMessage' });
