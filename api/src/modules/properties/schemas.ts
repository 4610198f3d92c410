import { z } from 'zod';
import { INSCRIPTION_TYPE, PORTFOLIO_MSG, PROFILE_STATUS, portfolioQuerySchema } from '@portal/shared-api';

/** The contract's portfolio query; any other parameter is refused (a typo would otherwise go unnoticed). */
export const portfolioQuery = z.strictObject(portfolioQuerySchema.shape, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? PORTFOLIO_MSG.unknownParameter : undefined),
});

/** A profile id is any path segment: one that names no accepted enrolment answers 404, as an unknown id. */
export const profileParams = z.object({ id: z.string() });

const isoDate = z.string().meta({ description: 'Fecha y hora ISO 8601 (UTC)' });
const inscriptionType = z.enum([INSCRIPTION_TYPE.individual, INSCRIPTION_TYPE.group]);
const profileStatus = z.enum([PROFILE_STATUS.active, PROFILE_STATUS.inactive]);

export const portfolioRowSchema = z
  .object({
    id: z.number().int().meta({ description: 'Propiedad; su perfil público es /PerfilPropiedad/{id}' }),
    inscriptionId: z.number().int(),
    sheetNumber: z.string().nullable(),
    identification: z.string(),
    name: z.string().meta({ description: 'Titular: la persona o, si es persona jurídica, su razón social' }),
    fantasyName: z.string().nullable(),
    province: z.string(),
    canton: z.string(),
    district: z.string(),
    address: z.string(),
    dateApproved: isoDate,
    category: z.string(),
    area: z.number().nullable(),
    volume: z.number().nullable(),
    visitationAmount: z.number().int(),
    inscriptionType,
    ownership: z.string(),
    inscriptionDate: isoDate,
  })
  .meta({ id: 'PortfolioRow' });

const propertySummaryShape = {
  id: z.number().int(),
  fantasyName: z.string().nullable(),
  sheetNumber: z.string().nullable(),
  province: z.string(),
  canton: z.string(),
  district: z.string(),
  address: z.string(),
  ownership: z.string(),
  certificationArea: z.number().nullable(),
  volume: z.number().nullable(),
  visitationAmount: z.number().int(),
};

const certificateShape = {
  fullName: z.string(),
  identificationType: z.string(),
  identification: z.string(),
  category: z.string(),
  categoryConsecutive: z.string(),
  inscriptionStatus: profileStatus,
  inscriptionType,
  inscriptionDate: isoDate,
  dateApproved: isoDate.nullable(),
  validUntil: isoDate.nullable(),
};

export const propertyProfileSchema = z
  .object({
    ...propertySummaryShape,
    ...certificateShape,
    inscriptionId: z.number().int(),
    visitationCost: z.number(),
    appointments: z.array(
      z
        .object({ appointmentStart: isoDate, appointmentStatus: z.string(), reportStatus: z.string().nullable() })
        .meta({ id: 'ProfileAppointment', description: 'Visita aprobada por la administración: fecha y resultado' }),
    ),
  })
  .meta({ id: 'PropertyProfile' });

export const inscriptionProfileSchema = z
  .object({
    id: z.number().int(),
    ...certificateShape,
    properties: z.array(z.object(propertySummaryShape).meta({ id: 'ProfilePropertySummary' })),
  })
  .meta({ id: 'InscriptionProfile' });

export const certificateStatusSchema = z
  .object({
    kind: z.enum(['propiedad', 'inscripcion']),
    id: z.number().int(),
    status: profileStatus,
    category: z.string(),
    categoryConsecutive: z.string(),
    dateApproved: isoDate.nullable(),
    validUntil: isoDate.nullable(),
    profile: z.string().meta({ description: 'Ruta del perfil público en el portal' }),
  })
  .meta({ id: 'CertificateStatus' });
