import { z } from 'zod';
import { ENROLMENT_STATUS, INSCRIPTION_TYPE, TEMPLATE_KINDS, filteredQuerySchema, pagingQuerySchema } from '@portal/shared-api';
import { idParamsSchema } from '../../lib/schemas';

const isoDate = z.string().meta({ description: 'Fecha y hora ISO 8601 (UTC)' });
const status = z.enum(ENROLMENT_STATUS);
const step = z.enum(['sendforpay', 'remediate', 'reject', 'accept', 'remediateback', 'pay']);

const ignoredEmail = {
  email: z.string().optional().meta({ description: 'Se ignora: la lista es siempre la de quien llama' }),
};
export const clientListQuery = pagingQuerySchema.extend(ignoredEmail);
export const clientFilteredQuery = filteredQuerySchema.extend(ignoredEmail);

export const fileParamsSchema = idParamsSchema.extend({ fileId: idParamsSchema.shape.id });
export const templateParamsSchema = z.object({
  kind: z.enum(TEMPLATE_KINDS).meta({ description: 'Propio: inmueble propio; Ajeno: alquilado o prestado' }),
});

export const createdSchema = z.object({ id: z.number().int() });
export const changedSchema = z
  .object({ id: z.number().int(), status, version: z.number().int() })
  .meta({ id: 'EnrolmentChange', description: 'El nuevo estado de la inscripción y su versión' });

const fileLink = z
  .object({ url: z.string().meta({ description: 'Descarga privada (token del dueño o de un administrador)' }), name: z.string() })
  .meta({ id: 'FileLink' });

export const enrolmentRowSchema = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    categoryName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    dateSolicited: isoDate,
    status,
    isCategoryGroup: z.boolean(),
    modality: z.enum([INSCRIPTION_TYPE.individual, INSCRIPTION_TYPE.group]),
    duration: z.number().int().meta({ description: 'Días completos desde la fecha de ingreso' }),
    paymentVoucher: z.string().nullable().meta({ description: 'Descarga del comprobante de pago, si lo hay' }),
  })
  .meta({ id: 'EnrolmentRow' });

const place = { province: z.string(), canton: z.string(), district: z.string() };

export const enrolmentDetailSchema = z
  .object({
    id: z.number().int(),
    identificationType: z.string(),
    identificationTypeId: z.number().int(),
    fullName: z.string(),
    identification: z.string(),
    identifierFront: fileLink.nullable(),
    identifierBack: fileLink.nullable(),
    legalName: z.string().nullable(),
    businessIdentification: z.string().nullable(),
    legalIdentifierFront: fileLink.nullable(),
    ...place,
    address: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    category: z.string(),
    categoryConsecutive: z.string(),
    isCategoryGroup: z.boolean(),
    price: z.number(),
    notes: z.string().nullable(),
    status,
    dateSolicited: isoDate,
    dateApproved: isoDate.nullable(),
    remediationFile: fileLink.nullable(),
    paymentVoucher: fileLink.nullable(),
    flexFiles: z.array(z.object({ name: z.string(), file: fileLink.nullable() })),
    swornDeclaration: fileLink.nullable(),
    secondSwornDeclaration: fileLink.nullable(),
    properties: z.array(
      z.object({
        id: z.number().int(),
        fantasyName: z.string().nullable(),
        sheetNumber: z.string().nullable(),
        address: z.string(),
        ownership: z.string(),
        area: z.number().nullable(),
        certificationArea: z.number().nullable(),
        psaNumber: z.string().nullable(),
        volume: z.number().nullable(),
        ...place,
        anualityCost: z.number(),
        visitationCost: z.number(),
        visitationAmount: z.number().int(),
        power: fileLink.nullable(),
        certified: z.boolean(),
      }),
    ),
    extraProperties: z.array(
      z.object({ id: z.number().int(), name: z.string(), ...place, address: z.string(), timber: z.boolean() }),
    ),
    actions: z.array(step).readonly().meta({ description: 'Lo que quien llama puede hacer ahora' }),
    history: z.array(
      z.object({ from: status.nullable(), to: status, actor: z.string().nullable(), at: isoDate, notes: z.string().nullable() }),
    ),
    version: z.number().int().meta({ description: 'Se envía con cada acción para detectar cambios concurrentes' }),
  })
  .meta({ id: 'EnrolmentDetail' });
