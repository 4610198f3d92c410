import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_RESULTS,
  APPOINTMENT_RESULT_UPLOAD,
  DEFAULT_REPORT_TYPE,
  MAX_VISIT_PHOTOS,
  photoCapturesSchema,
  type PhotoCapture,
  REGENT_RESULTS,
  REPORT_TYPES,
  VISIT_MSG,
  type ReportType,
} from '@portal/shared-api';
import type { Database } from '../../db/client';
import { appointmentPhotos, appointmentReports, appointments } from '../../db/schema';
import { HttpProblem, notFound } from '../../lib/problem';
import type { Caller } from '../../domain/operations/caller';
import { idValue } from '../../domain/operations/schemas';

/** The text fields of PUT appointments (multipart) as the contract names them, the id read with the API's rule. */
export const appointmentUpdateFields = APPOINTMENT_RESULT_UPLOAD.fields.extend({ id: idValue });
export type AppointmentUpdateFields = z.output<typeof appointmentUpdateFields>;

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

const reportTypeProblem = (value: string | undefined): string[] =>
  value && !isOneOf(REPORT_TYPES, value) ? [VISIT_MSG.reportTypeInvalid] : [];

/** Spec §5 Regent visit: a report attached and a result chosen. */
export const regentProblems = (fields: AppointmentUpdateFields, reports: number): string[] => [
  ...(reports === 0 ? [VISIT_MSG.reportMissing] : []),
  ...(isOneOf(REGENT_RESULTS, fields.AppointmentStatus) ? [] : [VISIT_MSG.resultMissing]),
  ...reportTypeProblem(fields.ReportStatus),
];

/** Spec §5 Admin visit: a result chosen. */
export const adminProblems = (fields: AppointmentUpdateFields): string[] => [
  ...(isOneOf(ADMIN_RESULTS, fields.AppointmentStatus) ? [] : [VISIT_MSG.adminResultMissing]),
  ...reportTypeProblem(fields.ReportStatus),
];

export interface ResultFiles {
  reports: readonly number[];
  voucher?: number;
  /** The photos taken in the app, each with its capture (same order). */
  photos?: ReadonlyArray<{ fileId: number; capture: PhotoCapture }>;
}

/** A photo may say it was taken this far ahead of the server's clock (a phone's clock drifts). */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The photos' captures (`PhotoCaptures`, JSON): one for each photo, in their order, each with its time (not in the
 * future) and, when the GPS gave one, its position and accuracy; only from the regent. Answers the captures, or the problems.
 */
export function photoCaptures(fields: AppointmentUpdateFields, photos: number, now: Date, byAdmin = false): { captures: PhotoCapture[]; problems: string[] } {
  // the regent's evidence from the property: an administrator's review carries none
  if (byAdmin && photos > 0) return { captures: [], problems: [VISIT_MSG.photosRegentOnly] };
  if (photos > MAX_VISIT_PHOTOS) return { captures: [], problems: [VISIT_MSG.tooManyPhotos] };
  const raw = fields.PhotoCaptures;
  if (photos === 0 && (raw === undefined || raw.trim() === '' || raw.trim() === '[]')) return { captures: [], problems: [] };
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '');
  } catch {
    return { captures: [], problems: [VISIT_MSG.photoCaptureInvalid] };
  }
  const parsed = photoCapturesSchema.safeParse(value);
  const fine =
    parsed.success && parsed.data.length === photos && parsed.data.every((c) => new Date(c.takenAt).getTime() <= now.getTime() + CLOCK_SKEW_MS);
  return fine ? { captures: parsed.data, problems: [] } : { captures: [], problems: [VISIT_MSG.photoCaptureInvalid] };
}

export interface ResultOutcome {
  /** The payment voucher the new one replaced: its file is removed once the change is committed. */
  replacedVoucher: number | null;
}

/** The appointment, locked for the rest of the transaction. */
async function lockAppointment(tx: Database, id: number) {
  const [current] = await tx
    .select({
      certifierId: appointments.certifierId,
      regentResultAt: appointments.regentResultAt,
      reviewedAt: appointments.reviewedAt,
      version: appointments.version,
      paymentVoucherId: appointments.paymentVoucherId,
    })
    .from(appointments)
    .where(eq(appointments.id, id))
    .for('update');
  return current;
}

type Locked = NonNullable<Awaited<ReturnType<typeof lockAppointment>>>;

async function attach(tx: Database, id: number, caller: Caller, current: Locked, changes: Partial<typeof appointments.$inferInsert>, files: ResultFiles) {
  // the row is locked; the version and reviewed checks also hold on a database without locks
  const [updated] = await tx
    .update(appointments)
    .set({
      ...changes,
      paymentVoucherId: files.voucher,
      version: sql`${appointments.version} + 1`,
    })
    .where(and(eq(appointments.id, id), eq(appointments.version, current.version), isNull(appointments.reviewedAt)))
    .returning({ id: appointments.id });
  if (!updated) throw new HttpProblem(409, VISIT_MSG.appointmentClosed);
  if (files.reports.length > 0) {
    await tx.insert(appointmentReports).values(files.reports.map((fileId) => ({ appointmentId: id, fileId, uploadedById: caller.id })));
  }
  if (files.photos && files.photos.length > 0) {
    await tx.insert(appointmentPhotos).values(
      files.photos.map(({ fileId, capture }) => ({
        appointmentId: id,
        fileId,
        takenAt: new Date(capture.takenAt),
        latitude: capture.latitude,
        longitude: capture.longitude,
        accuracyM: capture.accuracy,
        uploadedById: caller.id,
      })),
    );
  }
  return { replacedVoucher: files.voucher !== undefined ? current.paymentVoucherId : null };
}

/** Records a visit's result or its review, inside the upload's transaction. */
type ResultRecorder = (tx: Database, caller: Caller, fields: AppointmentUpdateFields, files: ResultFiles, now: Date) => Promise<ResultOutcome>;

/** The appointment, locked, if the caller may record on it (404 otherwise); 409 once it has been reviewed. */
async function lockOpen(tx: Database, id: number, mayRecord: (current: Locked) => boolean): Promise<Locked> {
  const current = await lockAppointment(tx, id);
  if (!current || !mayRecord(current)) throw notFound();
  if (current.reviewedAt) throw new HttpProblem(409, VISIT_MSG.appointmentClosed);
  return current;
}

/**
 * The certifier records the visit's result with its reports (spec §2 Citas/{id}); allowed until an
 * administrator has reviewed it, also after its end has passed (a late report of an expired visit).
 */
export const registerResult: ResultRecorder = async (tx, caller, fields, files, now) => {
  const current = await lockOpen(tx, fields.id, (locked) => locked.certifierId === caller.id);
  const changes = {
    status: fields.AppointmentStatus,
    reportType: (fields.ReportStatus || DEFAULT_REPORT_TYPE) as ReportType,
    notes: fields.notes === undefined ? undefined : fields.notes || null,
    regentResultAt: now,
  };
  return attach(tx, fields.id, caller, current, changes, files);
};

/** An administrator reviews a reported visit (spec §2 CitasAdmin/{id}); once reviewed it is closed. */
export const reviewResult: ResultRecorder = async (tx, caller, fields, files, now) => {
  const current = await lockOpen(tx, fields.id, () => true);
  if (!current.regentResultAt) throw new HttpProblem(409, VISIT_MSG.notReported);
  const changes = {
    status: fields.AppointmentStatus,
    reportType: fields.ReportStatus ? (fields.ReportStatus as ReportType) : undefined,
    adminNotes: fields.notes === undefined ? undefined : fields.notes || null,
    reviewedAt: now,
    reviewedById: caller.id,
  };
  return attach(tx, fields.id, caller, current, changes, files);
};
