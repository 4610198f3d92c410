import { z } from 'zod';
import { BOUNDARY_TYPES } from '../geo/rules';
import { INSCRIPTION_TYPE } from '../inscriptions';
import { PROFILE_STATUS } from '../profile-status';
import { CERTIFICATE_STATUSES } from '../certificate-lifecycle';
import { LANGUAGES } from '../languages';
import { isoDate } from './common';

const inscriptionType = z.enum([INSCRIPTION_TYPE.individual, INSCRIPTION_TYPE.group]);
const profileStatus = z.enum([PROFILE_STATUS.active, PROFILE_STATUS.inactive]);

/** What the certificate authorises in its period in course and what remains to issue as origin certificates. */
const certifiedVolumeSchema = z
  .object({ authorised: z.number(), remaining: z.number() })
  .nullable()
  .meta({ description: 'El volumen (m³) que el certificado autoriza en su período en curso y lo que queda por emitir en certificados de origen; null fuera de un período' });

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
    certificateStatus: z.enum(CERTIFICATE_STATUSES).meta({ description: 'Estado del certificado (más allá de la especificación)' }),
    validUntil: isoDate.nullable().meta({ description: 'Vigente hasta' }),
    certifiedVolume: certifiedVolumeSchema,
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

/** A visit as the public profile lists it: an approved visit's date and result, nothing private. */
export const profileAppointmentSchema = z
  .object({ appointmentStart: isoDate, appointmentStatus: z.string(), reportStatus: z.string().nullable() })
  .meta({ id: 'ProfileAppointment', description: 'Visita aprobada por la administración: fecha y resultado' });

/** A certified property of an enrolment's public profile. */
export const profilePropertySummarySchema = z.object(propertySummaryShape).meta({ id: 'ProfilePropertySummary' });

/** A boundary drawn to scale as SVG, north up (projected to CRTM05 by the server): paths in a 100 × 100 box. */
export const boundaryOutlineSchema = z
  .object({ viewBox: z.string(), paths: z.array(z.string()), point: z.tuple([z.number(), z.number()]).nullable(), sideMetres: z.number() })
  .meta({ id: 'BoundaryOutline' });

/**
 * The boundary a public profile shows (beyond the spec): exact when the owner published it (its outline drawn
 * to scale, its area, the EU file), otherwise only an approximate position (2 decimals, about 1 km).
 */
export const profileBoundarySchema = z
  .object({
    exact: z.boolean(),
    type: z.enum(BOUNDARY_TYPES),
    areaHectares: z.number().nullable(),
    centroid: z.tuple([z.number(), z.number()]).meta({ description: '[longitud, latitud]' }),
    outline: boundaryOutlineSchema.nullable(),
    euFile: z.string().nullable().meta({ description: 'Ruta del archivo GeoJSON de la UE, cuando el límite es público' }),
  })
  .meta({ id: 'ProfileBoundary' });

/** A change of a certificate's status, as its public timeline shows it (beyond the spec). */
export const certificateEventSchema = z
  .object({
    status: z.enum(CERTIFICATE_STATUSES),
    reason: z.string().meta({ description: 'Por qué, en una línea pública' }),
    at: isoDate,
    validUntil: isoDate.nullable().meta({ description: 'Hasta cuándo vale tras este cambio' }),
  })
  .meta({ id: 'CertificateEvent' });

/** The certificate's lifecycle (beyond the spec): its status since when, and every change. */
export const certificateLifecycleSchema = z
  .object({
    status: z.enum(CERTIFICATE_STATUSES).meta({ description: 'Vigente (en público, la «Activa» de la especificación), Suspendida, Retirada o Vencida' }),
    since: isoDate,
    history: z.array(certificateEventSchema).meta({ description: 'Del más antiguo al más reciente; nada se borra' }),
  })
  .meta({ id: 'CertificateLifecycle' });

/** What a suspension, reinstatement or withdrawal leaves (beyond the spec): the new status and when. */
export const certificateChangedSchema = z
  .object({ status: z.enum(CERTIFICATE_STATUSES), at: isoDate })
  .meta({ id: 'CertificateChanged' });

export const propertyProfileSchema = z
  .object({
    ...propertySummaryShape,
    ...certificateShape,
    certificate: certificateLifecycleSchema,
    inscriptionId: z.number().int(),
    visitationCost: z.number(),
    appointments: z.array(profileAppointmentSchema),
    boundary: profileBoundarySchema.nullable(),
    certifiedVolume: certifiedVolumeSchema,
  })
  .meta({ id: 'PropertyProfile' });

export const inscriptionProfileSchema = z
  .object({
    id: z.number().int(),
    ...certificateShape,
    properties: z.array(profilePropertySummarySchema),
  })
  .meta({ id: 'InscriptionProfile' });

/** The status's words for a person to read, in the language asked for (beyond the spec): the values beside them stay the API's. */
export const certificateStatusLabelsSchema = z
  .object({
    language: z.enum(LANGUAGES).meta({ description: '?lang=es|en, si no la cookie del selector de idioma, si no Accept-Language; español por omisión' }),
    status: z.string().meta({ description: 'status, para leer: Activa / Active' }),
    certificateStatus: z.string().optional().meta({ description: 'certificate.status, para leer: Vigente / Valid, Suspendida / Suspended…' }),
    meaning: z.string().optional().meta({ description: 'Qué significa ese estado, en una línea' }),
    history: z
      .array(z.object({ status: z.string(), reason: z.string() }))
      .optional()
      .meta({ description: 'certificate.history en el mismo orden; los motivos que escribe el portal, traducidos; los de la administración, como se escribieron' }),
  })
  .meta({ id: 'CertificateStatusLabels' });

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
    certificate: certificateLifecycleSchema.optional().meta({ description: 'De una propiedad: su estado en el ciclo de vida y su historial' }),
    labels: certificateStatusLabelsSchema,
  })
  .meta({ id: 'CertificateStatus' });

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
    certificateStatus: z.enum(CERTIFICATE_STATUSES).nullable().meta({ description: 'El estado de su certificado (null: no certificada)' }),
    validUntil: isoDate.nullable().meta({ description: 'Hasta cuándo vale su certificado' }),
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

export const assignmentItemSchema = z
  .object({
    id: z.number().int(),
    isAssigned: z.boolean(),
    sheetNumber: z.string().nullable(),
    fantasyName: z.string().nullable(),
    address: z.string(),
  })
  .meta({ id: 'AssignmentItem' });

/** The answer of POST properties/assignproperties: each property's switch as saved. */
export const assignmentSavedSchema = z.object({ id: z.number().int(), isAssigned: z.boolean() }).meta({ id: 'AssignmentSaved' });
export const assignmentsSavedSchema = z.array(assignmentSavedSchema);
