import { z } from 'zod';
import {
  APPOINTMENT_STATUS,
  LARGE_PAGE_SIZE,
  MSG,
  REPORT_TYPES,
  VISIT_REQUEST_STATUS,
  filteredQuerySchema,
  pagingQuerySchema,
  type PagingQuery,
} from '@portal/shared-api';
import { idParamsSchema } from '../../lib/schemas';

/** Response and query schemas of the certification operations, for validation and the OpenAPI document. */

const isoDate = z.string().meta({ description: 'Fecha y hora ISO 8601 (UTC)' });

/** A positive 32-bit id in a query string or a multipart field. */
export const idValue = idParamsSchema.shape.id;

export const fileRefSchema = z
  .object({ url: z.string().meta({ description: 'Dirección de descarga (requiere el token)' }), name: z.string() })
  .meta({ id: 'FileRef' });

export const propertyItemSchema = z
  .object({
    id: z.number().int(),
    sheetNumber: z.string().nullable(),
    customerName: z.string().meta({ description: 'Titular: la persona o, si es persona jurídica, su razón social' }),
    province: z.string(),
    canton: z.string(),
    district: z.string(),
    fantasyName: z.string().nullable(),
    address: z.string(),
    visitationAmount: z.number().int().meta({ description: 'Visitas disponibles' }),
    visitationCost: z.number().meta({ description: 'Costo de una visita adicional (colones)' }),
    inscriptionId: z.number().int(),
    isGroup: z.boolean(),
  })
  .meta({ id: 'PropertyItem' });

export const groupCertificationSchema = z
  .object({
    id: z.number().int().meta({ description: 'La inscripción; su perfil público es /PerfilInscripcion/{id}' }),
    fullName: z.string().meta({ description: 'Titular: la persona o, si es persona jurídica, su razón social' }),
    identification: z.string(),
    category: z.string(),
    propertiesCount: z.number().int(),
    dateApproved: isoDate,
  })
  .meta({ id: 'GroupCertification' });

export const regentItemSchema = z
  .object({
    userId: z.number().int(),
    userFullName: z.string(),
    userIdentifier: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
  })
  .meta({ id: 'RegentItem' });

export const assignmentItemSchema = z
  .object({
    id: z.number().int(),
    isAssigned: z.boolean(),
    sheetNumber: z.string().nullable(),
    fantasyName: z.string().nullable(),
    address: z.string(),
  })
  .meta({ id: 'AssignmentItem' });

const appointmentStatusSchema = z.enum(APPOINTMENT_STATUS);

export const appointmentSchema = z
  .object({
    id: z.number().int(),
    property: z.object({
      id: z.number().int(),
      sheetNumber: z.string().nullable(),
      fantasyName: z.string().nullable(),
      province: z.string(),
      canton: z.string(),
      district: z.string(),
      address: z.string(),
    }),
    customer: z.object({ userFullName: z.string() }),
    certifier: z.object({ userFullName: z.string() }),
    appointmentStart: isoDate,
    appointmentEnd: isoDate,
    notes: z.string().nullable(),
    appointmentStatus: appointmentStatusSchema.meta({
      description: 'Estado a mostrar: Expirada cuando pasó el fin sin resultado del regente',
    }),
    reportStatus: z.enum(REPORT_TYPES).nullable(),
    multipleReports: z.array(fileRefSchema),
    description: z.string().nullable(),
    title: z.string().nullable(),
    certifierId: z.number().int(),
    customerId: z.number().int(),
    propertyId: z.number().int(),
    paymentVoucher: fileRefSchema.nullable(),
    canRegister: z.boolean().meta({ description: 'El regente que llama puede registrar el resultado' }),
    canReview: z.boolean().meta({ description: 'El administrador que llama puede revisarla' }),
    adminNotes: z.string().nullable().optional(),
    dateReported: isoDate.nullable().optional(),
    dateReviewed: isoDate.nullable().optional(),
  })
  .meta({ id: 'Appointment' });

export const visitRequestSchema = z
  .object({
    id: z.number().int(),
    sheetNumber: z.string().nullable(),
    fullAddress: z.string(),
    ownerFullName: z.string(),
    visitationAmount: z.number().int(),
    visitationCost: z.number(),
    totalAmount: z.number(),
    dateCreated: isoDate,
    certificationCIARGO: fileRefSchema.nullable(),
    paymentVoucher: fileRefSchema.nullable(),
    status: z.enum(VISIT_REQUEST_STATUS),
    propertyId: z.number().int(),
  })
  .meta({ id: 'VisitRequest' });

export const regentProjectSchema = z
  .object({
    propertyID: z.number().int(),
    sheetNumber: z.string().nullable(),
    province: z.string(),
    canton: z.string(),
    district: z.string(),
    address: z.string(),
    customer: z.string(),
  })
  .meta({ id: 'RegentProject' });

export const certificationDataSchema = z
  .object({
    approved: z.boolean().meta({ description: 'El certificado está vigente (Activa)' }),
    inscriptionId: z.number().int(),
    visitationAmount: z.number().int().meta({ description: 'Visitas disponibles' }),
    visitsDone: z.number().int(),
  })
  .meta({ id: 'CertificationData' });

export const projectInformationSchema = z
  .object({ identificationType: z.string(), identification: z.string(), customerName: z.string(), category: z.string() })
  .meta({ id: 'ProjectInformation' });

export const reportSchema = z
  .object({
    id: z.number().int(),
    dateCreated: isoDate,
    description: z.string().nullable(),
    notes: z.string().nullable(),
    multipleReports: z.array(fileRefSchema),
    status: z.enum(REPORT_TYPES),
  })
  .meta({ id: 'Report' });

export const createdSchema = z.object({ id: z.number().int() });

/** `?propertyId=` of the regent dashboard. */
export const propertyIdQuery = z.object({ propertyId: idValue });

/** `?regentEmail=` of the assignment calls; a client's own email is never read from the query. */
export const regentEmailQuery = z.object({
  regentEmail: z.email({ error: MSG.emailInvalid }).meta({ description: 'Correo de uno de los regentes del cliente' }),
});

/** Spec §7 writes `Page` and `VisibleRecords` for some lists: accepted as well as `page` and `visibleRecords`. */
const specPaging = {
  Page: z.coerce.number().int().min(1).optional().meta({ description: 'Como `page`' }),
  VisibleRecords: z.coerce.number().int().min(1).max(LARGE_PAGE_SIZE).optional().meta({ description: 'Como `visibleRecords`' }),
};

/** Paged lists: `page`, `visibleRecords`; `email` and the like are ignored. */
export const pagedQuery = pagingQuerySchema.extend(specPaging);

/** Paged lists with an optional search text (`param`). */
export const listQuery = filteredQuerySchema.extend(specPaging);

/** The page asked for, whichever spelling was used. */
export function pagingOf<Q extends PagingQuery & { Page?: number; VisibleRecords?: number }>(
  query: Q,
): Omit<Q, 'Page' | 'VisibleRecords'> {
  const { Page, VisibleRecords, ...rest } = query;
  return { ...rest, page: Page ?? query.page, visibleRecords: VisibleRecords ?? query.visibleRecords };
}

export const fileParams = z.object({ id: idValue, fileId: idValue });
