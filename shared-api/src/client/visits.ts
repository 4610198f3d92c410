import type { LoginResponse } from '../users';
import {
  APPOINTMENT_RESULT_UPLOAD,
  VISIT_PURCHASE_UPLOAD,
  encodeMultipart,
  type MultipartPayload,
} from '..';
import type {
  Appointment,
  AppointmentCreate,
  AssignmentItem,
  CertificationData,
  InvitationRequest,
  PropertyItem,
  RegentItem,
  Report,
} from '..';
import { call, createHeaders, http, type CreateOptions } from './http';

/** API paths of the certification operations (spec §7), for the generic lists and the calls below. */
export const VISIT_URLS = {
  myProperties: 'properties/myproperties',
  myEnabledProperties: 'properties/myenabledproperties',
  regentProperties: 'properties/regentproperties',
  myAcceptedProperties: 'properties/myacceptedproperties',
  certifiedProperties: 'properties/certifiedproperties',
  groupedCertifications: 'properties/groupedcertifications',
  regents: 'users/GetRegents',
  myRegents: 'users/MyRegents',
  appointments: 'appointments',
  myAppointments: 'appointments/appointments',
  adminAppointments: 'appointments/adminappointments',
  expiredAppointments: 'appointments/expiredappointments',
  appointmentsByProperty: (id: number | string) => `appointments/appointmentsbyproperty/${id}`,
  extraVisits: 'extravisitations',
  projects: 'projects',
} as const;

const LARGE = { page: 1, visibleRecords: 100 };

export const getProperty = (id: number | string) => call(() => http.get(`properties/item/${id}`).json<PropertyItem>());
export const getMyEnabledProperties = () => call(() => http.get(VISIT_URLS.myEnabledProperties, { searchParams: LARGE }).json<PropertyItem[]>());
export const getRegentProperties = () => call(() => http.get(VISIT_URLS.regentProperties, { searchParams: LARGE }).json<PropertyItem[]>());
export const getMyRegents = () => call(() => http.get(VISIT_URLS.myRegents, { searchParams: LARGE }).json<RegentItem[]>());

/** POST AddRegentToCustomer: links a regent (by email) to the calling client. */
export const addRegentToCustomer = (regentEmail: string, customerEmail: string, options?: CreateOptions) =>
  call(() =>
    http
      .post('users/AddRegentToCustomer', { searchParams: { regent: regentEmail, customer: customerEmail }, headers: createHeaders(options) })
      .then(() => undefined),
  );

export const inviteRegent = (body: InvitationRequest, options?: CreateOptions) =>
  call(() => http.post('users/inviteuser', { json: body, headers: createHeaders(options) }).then(() => undefined));

/** POST AddRegentRoleToCustomer: the client's own account gains the regent role; answers a fresh login. */
export const addRegentRoleToCustomer = (email: string, options?: CreateOptions) =>
  call(() => http.post('users/AddRegentRoleToCustomer', { searchParams: { email }, headers: createHeaders(options) }).json<LoginResponse>());

export const getAssignments = (regentEmail: string, clientEmail: string) =>
  call(() => http.get('properties/assignedProperties', { searchParams: { regentEmail, clientEmail, ...LARGE } }).json<AssignmentItem[]>());

export const saveAssignments = (regentEmail: string, items: Array<Pick<AssignmentItem, 'id' | 'isAssigned'>>, options?: CreateOptions) =>
  call(() => http.post('properties/assignproperties', { searchParams: { regentEmail }, json: items, headers: createHeaders(options) }).then(() => undefined));

export const createAppointment = (body: AppointmentCreate, options?: CreateOptions) =>
  call(() => http.post(VISIT_URLS.appointments, { json: body, headers: createHeaders(options) }).json<number>());

/** PUT appointments (multipart: id, AppointmentStatus, notes, ReportStatus, MultipleReports). */
export const updateAppointment = (result: MultipartPayload<typeof APPOINTMENT_RESULT_UPLOAD>) =>
  call(() => http.put(VISIT_URLS.appointments, { body: encodeMultipart(APPOINTMENT_RESULT_UPLOAD, result), timeout: 300_000 }).json<unknown>());

export const getAppointment = (id: number | string) => call(() => http.get(`appointments/${id}`).json<Appointment>());

/** POST extravisitations (multipart: propertyId, visitationAmount, certificationCIARGO, paymentVoucher, …). */
export const requestExtraVisits = (purchase: MultipartPayload<typeof VISIT_PURCHASE_UPLOAD>, options?: CreateOptions) =>
  call(() =>
    http
      .post(VISIT_URLS.extraVisits, { body: encodeMultipart(VISIT_PURCHASE_UPLOAD, purchase), timeout: 300_000, headers: createHeaders(options) })
      .json<unknown>(),
  );
export const decideExtraVisits = (id: number, decision: 'accept' | 'reject') =>
  call(() => http.put(`extravisitations/${decision}/${id}`).json<unknown>());

export const getCertData = (propertyId: number | string) =>
  call(() => http.get('projects/CertData', { searchParams: { propertyId } }).json<CertificationData>());
export const getProjectInformation = (propertyId: number | string) =>
  call(() =>
    http
      .get('projects/Information', { searchParams: { propertyId } })
      .json<{ identificationType: string; identification: string; customerName: string; category: string }>(),
  );
export const getProjectReports = (propertyId: number | string) =>
  call(() => http.get('projects/Reports', { searchParams: { propertyId } }).json<Report[]>());
