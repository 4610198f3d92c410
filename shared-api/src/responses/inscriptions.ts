import { z } from 'zod';
import { ENROLMENT_STATUS, INSCRIPTION_TYPE } from '../inscriptions';
import { fileRefSchema, isoDate } from './common';

const status = z.enum(ENROLMENT_STATUS);
/** What the caller may do with an enrolment: the administrators' actions and the client's two uploads. */
export const ENROLMENT_STEPS = ['sendforpay', 'remediate', 'reject', 'accept', 'remediateback', 'pay'] as const;
const step = z.enum(ENROLMENT_STEPS);

export const changedSchema = z
  .object({ id: z.number().int(), status, version: z.number().int() })
  .meta({ id: 'EnrolmentChange', description: 'El nuevo estado de la inscripción y su versión' });

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
    identifierFront: fileRefSchema.nullable(),
    identifierBack: fileRefSchema.nullable(),
    legalName: z.string().nullable(),
    businessIdentification: z.string().nullable(),
    legalIdentifierFront: fileRefSchema.nullable(),
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
    remediationFile: fileRefSchema.nullable(),
    paymentVoucher: fileRefSchema.nullable(),
    flexFiles: z.array(z.object({ name: z.string(), file: fileRefSchema.nullable() })),
    swornDeclaration: fileRefSchema.nullable(),
    secondSwornDeclaration: fileRefSchema.nullable(),
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
        power: fileRefSchema.nullable(),
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
