import { z } from 'zod';
import { filteredQuerySchema } from './paging-schemas';
import type {
  assignmentItemSchema,
  certificateChangedSchema,
  certificateStatusSchema,
  groupCertificationSchema,
  inscriptionProfileSchema,
  portfolioRowSchema,
  profileBoundarySchema,
  propertyItemSchema,
  propertyProfileSchema,
} from './responses/properties';
import { CERTIFICATE_STATUS, CERTIFICATE_STATUSES } from './certificate-lifecycle';
import { PROFILE_STATUS, inscriptionProfilePath, propertyProfilePath, type ProfileStatus } from './profile-status';

// in a module of its own (no zod): the public profile a phone opens from a QR code needs only this
export { PROFILE_STATUS, inscriptionProfilePath, propertyProfilePath, type ProfileStatus };

/** Spec §7 properties: the public portfolio and profiles, and the owners' and regents' property lists. */

/** A certificate is in force for this many months after its approval. */
export const CERTIFICATE_VALIDITY_MONTHS = 12;

/**
 * The same instant `months` calendar months later (UTC), the day clamped to the last day of a
 * shorter month, as PostgreSQL adds intervals: 2024-02-29 + 12 months = 2025-02-28.
 */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/**
 * The portfolio's certificate status filter (beyond the spec): one status, or every status. Without it the
 * portfolio lists the certificates in force, as the spec's portfolio of certified providers; the others stay
 * findable, never hidden (as PEFC's search keeps them).
 */
export const PORTFOLIO_STATUS = { default: CERTIFICATE_STATUS.valid, all: 'todos' } as const;
export type PortfolioStatusFilter = (typeof CERTIFICATE_STATUSES)[number] | typeof PORTFOLIO_STATUS.all;

/** Portfolio search (spec §2 Portafolio): text search, province and canton filters, paged on the server. */
export const portfolioQuerySchema = filteredQuerySchema.extend({
  provinceId: z.coerce.number().int().positive().optional(),
  cantonId: z.coerce.number().int().positive().optional(),
  status: z
    .enum([...CERTIFICATE_STATUSES, PORTFOLIO_STATUS.all], { error: () => ({ message: PORTFOLIO_MSG.statusInvalid }) })
    .optional()
    .meta({ description: `Estado del certificado; sin él, ${PORTFOLIO_STATUS.default}. \`${PORTFOLIO_STATUS.all}\`: todos los estados.` }),
});
export type PortfolioQuery = z.input<typeof portfolioQuerySchema>;

/** The server's answers to a portfolio query it cannot run. */
export const PORTFOLIO_MSG = {
  provinceInvalid: 'La provincia seleccionada no existe',
  cantonInvalid: 'El cantón seleccionado no existe',
  cantonNotInProvince: 'El cantón seleccionado no pertenece a la provincia seleccionada',
  statusInvalid: 'El estado seleccionado no existe',
  unknownParameter: 'La consulta contiene parámetros no reconocidos',
  bulkEmpty: 'El archivo no tiene ningún número de certificado ni de finca que consultar.',
  bulkTooMany: (max: number) => `La consulta admite hasta ${max.toLocaleString('es-CR')} números por archivo; divídalo en varios.`,
  bulkUnreadable: 'No se pudo leer el archivo como CSV: guárdelo como «CSV UTF-8» (separado por comas o punto y coma) y vuelva a intentarlo.',
} as const;

export { BULK_LOOKUP_HEADERS, BULK_LOOKUP_MAX_ROWS, BULK_STATUS_CSV, BULK_STATUS_CSV_BY_LANGUAGE, BULK_STATUS_CSV_EN } from './bulk-lookup';

/** Body of POST properties/assignproperties: one switch per property. */
export const assignmentsSaveSchema = z
  .array(z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), isAssigned: z.boolean() }))
  .max(1000);
export type AssignmentsSave = z.input<typeof assignmentsSaveSchema>;

/** One certified property of the portfolio, with every column of spec §2; its public profile is /PerfilPropiedad/{id}. */
export type PortfolioRow = z.output<typeof portfolioRowSchema>;
/** Property profile (spec §3), /PerfilPropiedad/{id}. */
export type PropertyProfile = z.output<typeof propertyProfileSchema>;
/** A certificate's new status after a suspension, reinstatement or withdrawal (beyond the spec). */
export type CertificateChanged = z.output<typeof certificateChangedSchema>;
/** A visit as the public profile lists it: an approved visit's date and result, nothing private. */
export type ProfileAppointment = PropertyProfile['appointments'][number];
/** Enrolment profile, /PerfilInscripcion/{id}: the enrolment and its certified properties. */
export type InscriptionProfile = z.output<typeof inscriptionProfileSchema>;
/** The boundary a public profile shows: exact when published, otherwise approximate. */
export type ProfileBoundary = z.output<typeof profileBoundarySchema>;
/** A certificate's lifecycle as its profile shows it: status, since when, the public timeline (beyond the spec). */
export type CertificateLifecycle = PropertyProfile['certificate'];
/** Machine-readable certificate status beside each public profile. */
export type CertificateStatus = z.output<typeof certificateStatusSchema>;
/** The status as the repository reads it, before its words are written in the language asked for. */
export type CertificateStatusFacts = Omit<CertificateStatus, 'labels'>;
/** Property as listed (spec §3 Property list). */
export type PropertyItem = z.output<typeof propertyItemSchema>;
/** Assignment list item (spec §3), with what the switch shows. */
export type AssignmentItem = z.output<typeof assignmentItemSchema>;
/** A group certification as the administrator lists it (/Propiedades/CertificadasGrupales): one row per enrolment. */
export type GroupCertification = z.output<typeof groupCertificationSchema>;
