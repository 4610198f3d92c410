import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { APPOINTMENT_STATUS, type Appointment, type AppointmentStatus, type FileRef, type ReportType } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { appointmentPhotos, appointmentReports, appointments, properties, storedFiles, users } from '../../db/schema';
import { iso, isoOrNull, windowTotal } from '../../lib/sql';
import { hasRole, type Caller } from '../../domain/operations/caller';
import { placeNames, type PlaceNames } from '../../domain/operations/places';
import { personName } from '../../domain/operations/sql';

/** Reading appointments as the contract shows them (spec §3 Appointment), for any caller. */

const customer = alias(users, 'customer');
const certifier = alias(users, 'certifier');
const voucher = alias(storedFiles, 'voucher');

export const appointmentColumns = {
  id: appointments.id,
  propertyId: appointments.propertyId,
  customerId: appointments.customerId,
  certifierId: appointments.certifierId,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  notes: appointments.notes,
  title: appointments.title,
  description: appointments.description,
  status: appointments.status,
  reportType: appointments.reportType,
  adminNotes: appointments.adminNotes,
  regentResultAt: appointments.regentResultAt,
  reviewedAt: appointments.reviewedAt,
  voucherId: voucher.id,
  voucherName: voucher.originalName,
  sheetNumber: properties.sheetNumber,
  fantasyName: properties.fantasyName,
  address: properties.address,
  districtId: properties.districtId,
  customerName: personName(customer),
  certifierName: personName(certifier),
  /** Rows of the whole list, on every row of a page. */
  total: windowTotal,
};

export type AppointmentRecord = Awaited<ReturnType<ReturnType<typeof selectAppointments>['execute']>>[number];

/** Appointments with their property, place, people and voucher; add where/order/limit. */
export const selectAppointments = (db: Database) =>
  db
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(properties, eq(properties.id, appointments.propertyId))
    .innerJoin(customer, eq(customer.id, appointments.customerId))
    .innerJoin(certifier, eq(certifier.id, appointments.certifierId))
    .leftJoin(voucher, eq(voucher.id, appointments.paymentVoucherId));

/** Where a visit's private files are downloaded. */
export const appointmentFileUrl = (appointmentId: number, fileId: number): string => `/api/appointments/${appointmentId}/files/${fileId}`;

/**
 * The status to show: a booked visit whose end has passed with no regent result reads Expirada (never
 * stored). A visit the regent registered as done has start = end (spec §4) and waits for its report.
 */
export function shownStatus(status: string, startsAt: Date, endsAt: Date, now: Date): AppointmentStatus {
  const booked = endsAt.getTime() > startsAt.getTime();
  if (status === APPOINTMENT_STATUS.pending && booked && endsAt.getTime() < now.getTime()) return APPOINTMENT_STATUS.expired;
  return status as AppointmentStatus;
}

/** The report files of each appointment, oldest first (one query for a whole page). */
export async function reportsOf(db: Database, appointmentIds: readonly number[]): Promise<Map<number, FileRef[]>> {
  const byAppointment = new Map<number, FileRef[]>();
  if (appointmentIds.length === 0) return byAppointment;
  const rows = await db
    .select({ appointmentId: appointmentReports.appointmentId, fileId: appointmentReports.fileId, name: storedFiles.originalName })
    .from(appointmentReports)
    .innerJoin(storedFiles, eq(storedFiles.id, appointmentReports.fileId))
    .where(inArray(appointmentReports.appointmentId, [...appointmentIds]))
    .orderBy(asc(appointmentReports.id));
  for (const row of rows) {
    const list = byAppointment.get(row.appointmentId) ?? [];
    list.push({ url: appointmentFileUrl(row.appointmentId, row.fileId), name: row.name });
    byAppointment.set(row.appointmentId, list);
  }
  return byAppointment;
}

/** A photo of a visit as the contract shows it: its file and its capture. */
export type VisitPhoto = Appointment['photos'][number];

/** The photos of each appointment, in the order they were sent (one query for a whole page). */
export async function photosOf(db: Database, appointmentIds: readonly number[]): Promise<Map<number, VisitPhoto[]>> {
  const byAppointment = new Map<number, VisitPhoto[]>();
  if (appointmentIds.length === 0) return byAppointment;
  const rows = await db
    .select({
      appointmentId: appointmentPhotos.appointmentId,
      fileId: appointmentPhotos.fileId,
      name: storedFiles.originalName,
      takenAt: appointmentPhotos.takenAt,
      latitude: appointmentPhotos.latitude,
      longitude: appointmentPhotos.longitude,
      accuracy: appointmentPhotos.accuracyM,
    })
    .from(appointmentPhotos)
    .innerJoin(storedFiles, eq(storedFiles.id, appointmentPhotos.fileId))
    .where(inArray(appointmentPhotos.appointmentId, [...appointmentIds]))
    .orderBy(asc(appointmentPhotos.id));
  for (const { appointmentId, fileId, takenAt, ...photo } of rows) {
    const list = byAppointment.get(appointmentId) ?? [];
    list.push({ url: appointmentFileUrl(appointmentId, fileId), ...photo, takenAt: iso(takenAt) });
    byAppointment.set(appointmentId, list);
  }
  return byAppointment;
}

/** The regent who visits may record a result until an administrator has reviewed the visit. */
export const canRegister = (r: Pick<AppointmentRecord, 'certifierId' | 'reviewedAt'>, caller: Caller): boolean =>
  hasRole(caller, 'Regente') && r.certifierId === caller.id && r.reviewedAt === null;

/** An administrator may review a visit the regent has reported, once. */
export const canReview = (r: Pick<AppointmentRecord, 'regentResultAt' | 'reviewedAt'>, caller: Caller): boolean =>
  hasRole(caller, 'Administrador') && r.regentResultAt !== null && r.reviewedAt === null;

export function toAppointment(r: AppointmentRecord, files: { reports: FileRef[]; photos: VisitPhoto[] }, place: PlaceNames, caller: Caller, now: Date): Appointment {
  return {
    id: r.id,
    property: {
      id: r.propertyId,
      sheetNumber: r.sheetNumber,
      fantasyName: r.fantasyName,
      ...place,
      address: r.address,
    },
    customer: { userFullName: r.customerName },
    certifier: { userFullName: r.certifierName },
    appointmentStart: iso(r.startsAt),
    appointmentEnd: iso(r.endsAt),
    notes: r.notes,
    appointmentStatus: shownStatus(r.status, r.startsAt, r.endsAt, now),
    reportStatus: r.reportType as ReportType | null,
    multipleReports: files.reports,
    description: r.description,
    title: r.title,
    certifierId: r.certifierId,
    customerId: r.customerId,
    propertyId: r.propertyId,
    paymentVoucher: r.voucherId === null ? null : { url: appointmentFileUrl(r.id, r.voucherId), name: r.voucherName! },
    canRegister: canRegister(r, caller),
    canReview: canReview(r, caller),
    adminNotes: r.adminNotes,
    dateReported: isoOrNull(r.regentResultAt),
    dateReviewed: isoOrNull(r.reviewedAt),
    photos: files.photos,
  };
}

/** Reads appointments as the caller sees them (their rows, then their reports); `total` is the size of the whole list. */
export async function readAppointments(
  db: Database,
  caller: Caller,
  now: Date,
  build: (query: ReturnType<typeof selectAppointments>) => Promise<AppointmentRecord[]>,
): Promise<{ rows: Appointment[]; total: number | undefined }> {
  const [rows, place] = await Promise.all([build(selectAppointments(db)), placeNames(db)]);
  const ids = rows.map((row) => row.id);
  const [reports, photos] = await Promise.all([reportsOf(db, ids), photosOf(db, ids)]);
  return {
    rows: rows.map((row) => toAppointment(row, { reports: reports.get(row.id) ?? [], photos: photos.get(row.id) ?? [] }, place(row.districtId), caller, now)),
    total: rows[0]?.total,
  };
}
