import { z } from 'zod';
import { filteredQuerySchema } from './paging';
import { PROFILE_STATUS, inscriptionProfilePath, propertyProfilePath, type ProfileStatus } from './profile-status';

/** Enrolment states (spec §4). */
export const ENROLMENT_STATUS = ['Presentada', 'Subsanar', 'Subsanada', 'Pagar', 'Pagada', 'Aceptada', 'Rechazada'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUS)[number];

// in a module of its own (no zod): the public profile a phone opens from a QR code needs only this
export { PROFILE_STATUS, inscriptionProfilePath, propertyProfilePath, type ProfileStatus };

/** Enrolment type (modality) from the category's `isGroup`. */
export const INSCRIPTION_TYPE = { individual: 'Individual', group: 'Grupal' } as const;
export type InscriptionType = (typeof INSCRIPTION_TYPE)[keyof typeof INSCRIPTION_TYPE];

/** A certificate is in force for this many months after its approval. */
export const CERTIFICATE_VALIDITY_MONTHS = 12;

/** Portfolio search (spec §2 Portafolio): text search, province and canton filters, paged on the server. */
export const portfolioQuerySchema = filteredQuerySchema.extend({
  provinceId: z.coerce.number().int().positive().optional(),
  cantonId: z.coerce.number().int().positive().optional(),
});
export type PortfolioQuery = z.input<typeof portfolioQuerySchema>;

/** One certified property of the portfolio, with every column of spec §2. */
export interface PortfolioRow {
  /** Property id: its public profile is /PerfilPropiedad/{id}. */
  id: number;
  inscriptionId: number;
  sheetNumber: string | null;
  identification: string;
  name: string;
  fantasyName: string | null;
  province: string;
  canton: string;
  district: string;
  address: string;
  dateApproved: string;
  category: string;
  area: number | null;
  volume: number | null;
  visitationAmount: number;
  inscriptionType: InscriptionType;
  ownership: string;
  inscriptionDate: string;
}

/** A visit as the public profile lists it: an approved visit's date and result, nothing private (notes, reports). */
export interface ProfileAppointment {
  appointmentStart: string;
  appointmentStatus: string;
  reportStatus: string | null;
}

/** Property profile (spec §3), /PerfilPropiedad/{id}. */
export interface PropertyProfile {
  id: number;
  inscriptionId: number;
  fantasyName: string | null;
  sheetNumber: string | null;
  province: string;
  canton: string;
  district: string;
  address: string;
  ownership: string;
  certificationArea: number | null;
  volume: number | null;
  dateApproved: string | null;
  validUntil: string | null;
  visitationAmount: number;
  visitationCost: number;
  inscriptionStatus: ProfileStatus;
  inscriptionType: InscriptionType;
  inscriptionDate: string;
  identificationType: string;
  identification: string;
  fullName: string;
  category: string;
  categoryConsecutive: string;
  appointments: ProfileAppointment[];
}

/** Enrolment profile, /PerfilInscripcion/{id}: the enrolment and its certified properties. */
export interface InscriptionProfile {
  id: number;
  fullName: string;
  identificationType: string;
  identification: string;
  category: string;
  categoryConsecutive: string;
  inscriptionStatus: ProfileStatus;
  inscriptionType: InscriptionType;
  inscriptionDate: string;
  dateApproved: string | null;
  validUntil: string | null;
  properties: Array<
    Pick<
      PropertyProfile,
      'id' | 'fantasyName' | 'sheetNumber' | 'province' | 'canton' | 'district' | 'address' | 'ownership' | 'certificationArea' | 'volume' | 'visitationAmount'
    >
  >;
}

/** Machine-readable certificate status beside each public profile. */
export interface CertificateStatus {
  kind: 'propiedad' | 'inscripcion';
  id: number;
  status: ProfileStatus;
  category: string;
  categoryConsecutive: string;
  dateApproved: string | null;
  validUntil: string | null;
  /** Path of the human-readable profile in the portal. */
  profile: string;
}


/** The server's answers to a portfolio query it cannot run. */
export const PORTFOLIO_MSG = {
  provinceInvalid: 'La provincia seleccionada no existe',
  cantonInvalid: 'El cantón seleccionado no existe',
  cantonNotInProvince: 'El cantón seleccionado no pertenece a la provincia seleccionada',
  unknownParameter: 'La consulta contiene parámetros no reconocidos',
} as const;
