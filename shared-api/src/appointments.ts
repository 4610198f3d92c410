import { z } from 'zod';
import { MSG } from './texts';
import { MAX_VISIT_PHOTOS, VISIT_MSG } from './visit-messages';
import { multipartContract } from './multipart';
import type { fileRefSchema } from './responses/common';
import type { appointmentSchema } from './responses/appointments';

/** Spec §7 appointments: the visits of a property, booked by a client or a regent and reviewed by an administrator. */

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

/** Visit timing (spec §4, §5, §9): default today at 8:00 for 30 minutes; minimum 30, step 15. */
export const VISIT_DEFAULTS = { startHour: 8, startMinute: 0, durationMinutes: 30, minDuration: 30, durationStep: 15 } as const;

// in a module of its own (no zod), so the shell can show one of them without loading the schemas
export { MAX_VISIT_PHOTOS, VISIT_MSG };
// the public profile a phone opens from a QR code shows it too
export { resultText } from './visit-result';

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

/**
 * PUT appointments (multipart, spec §3 Appointment update): the result of a visit, its report type, notes,
 * the reports and, in one place, a payment voucher. Which result is allowed depends on who records it (the
 * server checks it); the server reads `id` with its own id rule.
 */
export const APPOINTMENT_RESULT_UPLOAD = multipartContract(
  z.object({
    id: z.coerce.number().int().positive(),
    AppointmentStatus: z.string().trim().optional(),
    notes: z.string().trim().max(2000).optional(),
    ReportStatus: z.string().trim().optional(),
    /** JSON: one PhotoCapture per file of `Photos`, in their order (beyond the spec). */
    PhotoCaptures: z.string().optional(),
  }),
  { MultipleReports: { kind: 'report', multiple: true }, PaymentVoucher: { kind: 'voucher' }, Photos: { kind: 'photo', multiple: true } },
);

/**
 * When and where a photo was taken, as the regent's app measured it at the shutter (beyond the spec: the Commission
 * accepts geotagged, time-stamped field photos as verification of a plot): the time always; the position and its
 * accuracy in metres when the GPS gave one (all three, or none).
 */
export const photoCaptureSchema = z
  .object({
    takenAt: z.iso.datetime({ offset: true }),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    accuracy: z.number().nonnegative().max(100_000).nullable(),
  })
  .refine((c) => (c.latitude === null) === (c.longitude === null) && (c.latitude === null) === (c.accuracy === null));
export type PhotoCapture = z.output<typeof photoCaptureSchema>;
export const photoCapturesSchema = z.array(photoCaptureSchema).max(MAX_VISIT_PHOTOS);

/** Visit end = start + duration minutes (spec §4). */
export const visitEnd = (start: Date, durationMinutes: number): Date => new Date(start.getTime() + durationMinutes * 60_000);

/** A private file of a record: its download address and original name. */
export type FileRef = z.output<typeof fileRefSchema>;
/** Appointment (read) (spec §3): `appointmentStatus` is `Expirada` once the end has passed with no regent result. */
export type Appointment = z.output<typeof appointmentSchema>;
