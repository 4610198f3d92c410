import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, primaryKey, real, serial, text } from 'drizzle-orm/pg-core';
import { ADMIN_RESULTS, APPOINTMENT_STATUS, REPORT_TYPES, VISIT_REQUEST_STATUS } from '@portal/shared-api';
import { properties } from './certification';
import { storedFiles } from './files';
import { users } from './users';
import { at, belongsTo, money, namedBy, quoted } from './columns';

const fileRef = (name: string) => namedBy(name, () => storedFiles.id);

/** What an appointment stores: `Expirada` is never stored, it is read from the end time. */
const STORED_STATUSES = Object.values(APPOINTMENT_STATUS).filter((status) => status !== APPOINTMENT_STATUS.expired);

/** A client's regents (spec §2 usuarios/MisRegentes): the client links a regent by email. */
export const customerRegents = pgTable(
  'customer_regents',
  {
    customerId: belongsTo('customer_id', () => users.id),
    regentId: belongsTo('regent_id', () => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'customer_regents_pk', columns: [t.customerId, t.regentId] }),
    index('customer_regents_regent_idx').on(t.regentId),
  ],
);

/** Which regent works on which property (spec §2 usuarios/Asignar): the regent's projects. */
export const propertyAssignments = pgTable(
  'property_assignments',
  {
    propertyId: belongsTo('property_id', () => properties.id),
    regentId: belongsTo('regent_id', () => users.id),
    assignedAt: at('assigned_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'property_assignments_pk', columns: [t.propertyId, t.regentId] }),
    index('property_assignments_regent_idx').on(t.regentId, t.propertyId),
  ],
);

/**
 * A visit (cita, spec §3 Appointment). Booked Pendiente; the certifier records a regent result with
 * reports (`regentResultAt`), then an administrator reviews it (`reviewedAt`) and it is closed.
 * `version` grows with every change.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    propertyId: belongsTo('property_id', () => properties.id),
    /** The property's owner when it was booked. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    /** The regent who visits. */
    certifierId: integer('certifier_id')
      .notNull()
      .references(() => users.id),
    bookedById: namedBy('booked_by_id', () => users.id),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    notes: text('notes'),
    title: text('title'),
    description: text('description'),
    status: text('status').notNull().default(APPOINTMENT_STATUS.pending),
    reportType: text('report_type'),
    adminNotes: text('admin_notes'),
    paymentVoucherId: fileRef('payment_voucher_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    regentResultAt: at('regent_result_at'),
    reviewedAt: at('reviewed_at'),
    reviewedById: namedBy('reviewed_by_id', () => users.id),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('appointments_status_valid', sql`${t.status} in (${quoted(STORED_STATUSES)})`),
    check('appointments_report_type_valid', sql`${t.reportType} is null or ${t.reportType} in (${quoted(REPORT_TYPES)})`),
    check('appointments_end_after_start', sql`${t.endsAt} >= ${t.startsAt}`),
    check('appointments_pending_until_reported', sql`(${t.status} = ${quoted([APPOINTMENT_STATUS.pending])}) = (${t.regentResultAt} is null)`),
    check(
      'appointments_reviewed_after_report',
      sql`${t.reviewedAt} is null or (${t.regentResultAt} is not null and ${t.status} in (${quoted(ADMIN_RESULTS)}))`,
    ),
    index('appointments_customer_idx').on(t.customerId, t.startsAt.desc(), t.id.desc()),
    index('appointments_certifier_idx').on(t.certifierId, t.startsAt.desc(), t.id.desc()),
    index('appointments_property_idx').on(t.propertyId, t.startsAt.desc(), t.id.desc()),
    // the administrator's "Visitas Realizadas", newest report first
    index('appointments_reported_idx').on(t.regentResultAt.desc(), t.id.desc()).where(sql`${t.regentResultAt} is not null`),
    // a regent's expired visits
    index('appointments_unreported_idx').on(t.certifierId, t.endsAt).where(sql`${t.regentResultAt} is null`),
    index('appointments_payment_voucher_idx').on(t.paymentVoucherId),
    index('appointments_booked_by_idx').on(t.bookedById),
    index('appointments_reviewed_by_idx').on(t.reviewedById),
  ],
);

/** A file of a visit: which visit, which stored file, who sent it and when (new columns each time it is used). */
const visitFileColumns = () => ({
  id: serial('id').primaryKey(),
  appointmentId: belongsTo('appointment_id', () => appointments.id),
  fileId: belongsTo('file_id', () => storedFiles.id),
  uploadedById: namedBy('uploaded_by_id', () => users.id),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The report files of a visit (spec §3 multipleReports); private like the visit. */
export const appointmentReports = pgTable('appointment_reports', visitFileColumns(), (t) => [
  index('appointment_reports_appointment_idx').on(t.appointmentId, t.id),
  index('appointment_reports_file_idx').on(t.fileId),
  index('appointment_reports_uploaded_by_idx').on(t.uploadedById),
]);

/**
 * The photos a regent took on the visit with the app (beyond the spec): the file, and when and where it was taken as
 * the phone measured it at the shutter (the position and its accuracy only when the GPS gave one). Private like the
 * visit; the administrator sees them on a map beside the property's boundary.
 */
export const appointmentPhotos = pgTable(
  'appointment_photos',
  {
    ...visitFileColumns(),
    takenAt: at('taken_at').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyM: real('accuracy_m'),
  },
  (t) => [
    index('appointment_photos_appointment_idx').on(t.appointmentId, t.id),
    index('appointment_photos_file_idx').on(t.fileId),
    index('appointment_photos_uploaded_by_idx').on(t.uploadedById),
    check('appointment_photos_position', sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null) = (${t.accuracyM} is null)`),
    check('appointment_photos_latitude', sql`${t.latitude} between -90 and 90`),
    check('appointment_photos_longitude', sql`${t.longitude} between -180 and 180`),
    check('appointment_photos_accuracy', sql`${t.accuracyM} >= 0`),
  ],
);

/**
 * A client's purchase of extra visits for a certified property (spec §3 Visit request). Solicitada
 * until an administrator accepts (the visits are added to the property) or rejects it.
 */
export const extraVisitRequests = pgTable(
  'extra_visit_requests',
  {
    id: serial('id').primaryKey(),
    propertyId: belongsTo('property_id', () => properties.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    visitationAmount: integer('visitation_amount').notNull(),
    /** Colones: the property's cost of one visit when it was requested. */
    visitationCost: money('visitation_cost').notNull(),
    totalAmount: money('total_amount').notNull(),
    status: text('status').notNull().default(VISIT_REQUEST_STATUS.requested),
    certificateFileId: fileRef('certificate_file_id'),
    paymentVoucherId: fileRef('payment_voucher_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedById: namedBy('decided_by_id', () => users.id),
    decidedAt: at('decided_at'),
  },
  (t) => [
    check('extra_visit_requests_status_valid', sql`${t.status} in (${quoted(Object.values(VISIT_REQUEST_STATUS))})`),
    check('extra_visit_requests_amount_positive', sql`${t.visitationAmount} >= 1`),
    check('extra_visit_requests_total', sql`${t.totalAmount} = ${t.visitationAmount} * ${t.visitationCost}`),
    check('extra_visit_requests_decided', sql`(${t.status} = ${quoted([VISIT_REQUEST_STATUS.requested])}) = (${t.decidedAt} is null)`),
    // the administrator's list: Solicitada first, newest first
    index('extra_visit_requests_list_idx').on(sql`(${t.status} <> ${quoted([VISIT_REQUEST_STATUS.requested])})`, t.createdAt.desc(), t.id.desc()),
    index('extra_visit_requests_property_idx').on(t.propertyId),
    index('extra_visit_requests_customer_idx').on(t.customerId),
    index('extra_visit_requests_certificate_idx').on(t.certificateFileId),
    // the accountant's payments of a month: purchases accepted within a time range
    index('extra_visit_requests_decided_idx').on(t.status, t.decidedAt),
    index('extra_visit_requests_voucher_idx').on(t.paymentVoucherId),
    index('extra_visit_requests_decided_by_idx').on(t.decidedById),
  ],
);

/** A client's invitation of a regent by name and email (spec §3 Invitation). */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    customerId: belongsTo('customer_id', () => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('invitations_customer_idx').on(t.customerId, t.createdAt.desc())],
);
