import { z } from 'zod';
import { CERTIFICATE_STATUSES } from '../certificate-lifecycle';
import { RENEWAL_STATUS } from '../renewals';
import { fileRefSchema, isoDate } from './common';

export const renewalSchema = z
  .object({
    id: z.number().int(),
    propertyId: z.number().int(),
    propertyName: z.string().meta({ description: 'El nombre comercial, o el número de finca, de la propiedad' }),
    ownerFullName: z.string(),
    amount: z.number().meta({ description: 'Colones: el costo anual de la propiedad al solicitarla' }),
    periodMonths: z.number().int(),
    status: z.enum(RENEWAL_STATUS),
    dateCreated: isoDate,
    dateDecided: isoDate.nullable(),
    reason: z.string().nullable().meta({ description: 'Por qué se rechazó' }),
    paymentVoucher: fileRefSchema.nullable(),
    certificateStatus: z.enum(CERTIFICATE_STATUSES).meta({ description: 'El estado del certificado ahora' }),
    validUntil: isoDate.nullable().meta({ description: 'Hasta cuándo vale el certificado ahora' }),
    validUntilAfter: isoDate.nullable().meta({ description: 'Hasta cuándo lo extendió la renovación aceptada' }),
  })
  .meta({ id: 'Renewal' });

export const certificateRenewalsSchema = z
  .object({
    propertyId: z.number().int(),
    propertyName: z.string(),
    certificateStatus: z.enum(CERTIFICATE_STATUSES),
    validUntil: isoDate.nullable(),
    amount: z.number().meta({ description: 'Colones: lo que cuesta renovarlo (el costo anual de la propiedad)' }),
    periodMonths: z.number().int(),
    renewable: z.boolean().meta({ description: 'Si el cliente puede solicitar una renovación ahora' }),
    notRenewableReason: z.string().nullable().meta({ description: 'Por qué no, cuando no puede' }),
    renewals: z.array(renewalSchema).meta({ description: 'De la más reciente a la más antigua' }),
  })
  .meta({ id: 'CertificateRenewals' });
