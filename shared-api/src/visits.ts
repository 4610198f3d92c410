import { z } from 'zod';
import { MSG } from './messages';
import { VISIT_MSG } from './visit-messages';

/** Certification operations after acceptance (spec §2 Visits, Properties, Regents; §3; §4; §5; §7; §9). */

/** Appointment status (spec §4): set by the regent, then reviewed by the administrator. */
export const APPOINTMENT_STATUS = {
  pending: 'Pendiente',
  regentApproved: 'Aprobada Por Regente',
  regentRejected: 'Rechazada por Regente',
  remediable: 'Subsanable',
  approved: 'Aprobada',
  rejected: 'Rechazada',
  expired: 'Expirada',
} as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUS)[keyof typeof APPOINTMENT_STATUS];
/** What a regent may record (spec §4). */
export const REGENT_RESULTS = [APPOINTMENT_STATUS.regentApproved, APPOINTMENT_STATUS.regentRejected, APPOINTMENT_STATUS.remediable] as const;
/** What an administrator may decide (spec §4). */
export const ADMIN_RESULTS = [APPOINTMENT_STATUS.approved, APPOINTMENT_STATUS.rejected, APPOINTMENT_STATUS.remediable] as const;

/** Report type (spec §4). */
export const REPORT_TYPES = ['Informe Ordinario', 'Informe de Subsanacion'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const DEFAULT_REPORT_TYPE: ReportType = 'Informe Ordinario';

/** Extra-visit request status (spec §4): starts Solicitada; the administrator accepts or rejects. */
export const VISIT_REQUEST_STATUS = { requested: 'Solicitada', accepted: 'Aceptada', rejected: 'Rechazada' } as const;
export type VisitRequestStatus = (typeof VISIT_REQUEST_STATUS)[keyof typeof VISIT_REQUEST_STATUS];

/** Visit timing (spec §4, §5, §9): default today at 8:00 for 30 minutes; minimum 30, step 15. */
export const VISIT_DEFAULTS = { startHour: 8, startMinute: 0, durationMinutes: 30, minDuration: 30, durationStep: 15 } as const;

/** QR of a public profile (spec §9). */
export const QR = { size: 512, level: 'Q', logoSize: 96 } as const;

// in a module of its own (no zod), so the shell can show one of them without loading the schemas
export { VISIT_MSG };
// the public profile a phone opens from a QR code shows it too
export { resultText } from './visit-result';

/** Property as listed (spec §3 Property list). */
export interface PropertyItem {
  id: number;
  sheetNumber: string | null;
  customerName: string;
  province: string;
  canton: string;
  district: string;
  fantasyName: string | null;
  address: string;
  visitationAmount: number;
  /** Cost of one extra visit (colones), from the property's price range. */
  visitationCost: number;
  inscriptionId: number;
  isGroup: boolean;
}

/** Regent or user as listed (spec §3). */
export interface RegentItem {
  userId: number;
  userFullName: string;
  userIdentifier: string;
  phoneNumber: string;
  email: string;
}

/** Invitation (spec §3, §5). */
export const invitationSchema = z.object({
  Name: z.string({ error: VISIT_MSG.inviteNameEmpty }).trim().min(1, { error: VISIT_MSG.inviteNameEmpty }).max(200),
  Email: z
    .string({ error: VISIT_MSG.inviteEmailEmpty })
    .trim()
    .min(1, { error: VISIT_MSG.inviteEmailEmpty })
    .pipe(z.email({ error: VISIT_MSG.inviteEmailFormat })),
});
export type InvitationRequest = z.input<typeof invitationSchema>;

/** Assignment list item (spec §3), with what the switch shows. */
export interface AssignmentItem {
  id: number;
  isAssigned: boolean;
  sheetNumber: string | null;
  fantasyName: string | null;
  address: string;
}

/** Appointment (create) (spec §3). */
export const appointmentCreateSchema = z.object({
  AppointmentStart: z.iso.datetime({ offset: true, error: MSG.required }),
  AppointmentEnd: z.iso.datetime({ offset: true, error: MSG.required }),
  CertifierId: z.coerce.number({ error: VISIT_MSG.regentMissing }).int().positive({ error: VISIT_MSG.regentMissing }),
  CustomerId: z.coerce.number().int().positive().optional(),
  PropertyId: z.coerce.number({ error: VISIT_MSG.propertyMissing }).int().positive({ error: VISIT_MSG.propertyMissing }),
  Notes: z.string().trim().max(2000).optional(),
  Title: z.string().trim().max(200).optional(),
  Description: z.string().trim().max(2000).optional(),
});
export type AppointmentCreate = z.input<typeof appointmentCreateSchema>;

export interface FileRef {
  url: string;
  name: string;
}

/** Appointment (read) (spec §3). */
export interface Appointment {
  id: number;
  property: { id: number; sheetNumber: string | null; fantasyName: string | null; province: string; canton: string; district: string; address: string };
  customer: { userFullName: string };
  certifier: { userFullName: string };
  appointmentStart: string;
  appointmentEnd: string;
  notes: string | null;
  /** The status to show: `Expirada` once the end has passed with no regent result. */
  appointmentStatus: AppointmentStatus;
  reportStatus: ReportType | null;
  multipleReports: FileRef[];
  description: string | null;
  title: string | null;
  certifierId: number;
  customerId: number;
  propertyId: number;
  paymentVoucher: FileRef | null;
  /** What the caller may do now. */
  canRegister: boolean;
  canReview: boolean;
  /** The administrator's notes of the review. */
  adminNotes?: string | null;
  /** When the regent recorded the result, and when an administrator reviewed it. */
  dateReported?: string | null;
  dateReviewed?: string | null;
}

/** Visit request (spec §3). */
export interface VisitRequest {
  id: number;
  sheetNumber: string | null;
  fullAddress: string;
  ownerFullName: string;
  visitationAmount: number;
  visitationCost: number;
  totalAmount: number;
  dateCreated: string;
  certificationCIARGO: FileRef | null;
  paymentVoucher: FileRef | null;
  status: VisitRequestStatus;
  propertyId: number;
}

/** The text fields of a visit purchase (POST extravisitations); the server works out cost and total. */
export const visitPurchaseSchema = z.object({
  propertyId: z.coerce
    .number({ error: VISIT_MSG.propertyMissing })
    .int({ error: VISIT_MSG.propertyMissing })
    .positive({ error: VISIT_MSG.propertyMissing })
    .max(2_147_483_647, { error: VISIT_MSG.propertyMissing }),
  visitationAmount: z.coerce
    .number({ error: VISIT_MSG.quantityInvalid })
    .int({ error: VISIT_MSG.quantityInvalid })
    .min(1, { error: VISIT_MSG.quantityInvalid })
    .max(1000, { error: VISIT_MSG.quantityInvalid }),
});
export type VisitPurchase = z.input<typeof visitPurchaseSchema>;

/** Body of POST properties/assignproperties: one switch per property. */
export const assignmentsSaveSchema = z
  .array(z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), isAssigned: z.boolean() }))
  .max(1000);
export type AssignmentsSave = z.input<typeof assignmentsSaveSchema>;

/** The regent dashboard's customer information (spec §2 DashboardRegent/Informacion). */
export interface ProjectInformation {
  identificationType: string;
  identification: string;
  customerName: string;
  category: string;
}

/** Visit purchase total = quantity × visit cost (spec §5). */
export const visitPurchaseTotal = (quantity: number, visitationCost: number): number => quantity * visitationCost;

/** Certification data of the regent dashboard (spec §3). */
export interface CertificationData {
  approved: boolean;
  inscriptionId: number;
  visitationAmount: number;
  visitsDone: number;
}

/** Regent project (spec §3). */
export interface RegentProject {
  propertyID: number;
  sheetNumber: string | null;
  province: string;
  canton: string;
  district: string;
  address: string;
  customer: string;
}

/** Report (spec §3). */
export interface Report {
  id: number;
  dateCreated: string;
  description: string | null;
  notes: string | null;
  multipleReports: FileRef[];
  status: ReportType;
}

/** Visit end = start + duration minutes (spec §4). */
export const visitEnd = (start: Date, durationMinutes: number): Date => new Date(start.getTime() + durationMinutes * 60_000);

/** A group certification as the administrator lists it (/Propiedades/CertificadasGrupales): one row per enrolment. */
export interface GroupCertification {
  /** The enrolment's id: its public profile is /PerfilInscripcion/{id}. */
  id: number;
  fullName: string;
  identification: string;
  category: string;
  propertiesCount: number;
  dateApproved: string;
}
