import { APPOINTMENT_RESULT_UPLOAD, encodeMultipart, type Appointment, type AppointmentCreate, type MultipartPayload } from '..';
import { call, createHeaders, http, type CreateOptions } from './http';

/** The visit lists of spec §7 (for the generic lists) and the visit calls. */
export const APPOINTMENTS_URLS = {
  base: 'appointments',
  mine: 'appointments/appointments',
  admin: 'appointments/adminappointments',
  expired: 'appointments/expiredappointments',
  byProperty: (id: number | string) => `appointments/appointmentsbyproperty/${id}`,
} as const;

export const createAppointment = (body: AppointmentCreate, options?: CreateOptions) =>
  call(() => http.post(APPOINTMENTS_URLS.base, { json: body, headers: createHeaders(options) }).json<number>());

/**
 * PUT appointments (multipart: id, AppointmentStatus, notes, ReportStatus, MultipleReports), with the submission's
 * `Idempotency-Key`: sent again after a lost answer, it records the result and its reports once.
 */
export const updateAppointment = (result: MultipartPayload<typeof APPOINTMENT_RESULT_UPLOAD>, options?: CreateOptions) =>
  call(() =>
    http
      .put(APPOINTMENTS_URLS.base, { body: encodeMultipart(APPOINTMENT_RESULT_UPLOAD, result), headers: createHeaders(options), timeout: 300_000 })
      .json<unknown>(),
  );

export const getAppointment = (id: number | string) => call(() => http.get(`appointments/${id}`).json<Appointment>());
