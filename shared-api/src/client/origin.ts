import type { CertificateVolumeChange, OriginCertificate, OriginIssue, OriginLedger, OriginPublic, OriginSpeciesMonth } from '..';
import { call, createHeaders, downloadFile, http, type CreateOptions } from './http';

/** Origin certificates (beyond the spec): the lists the generic list screens read, and each one's public addresses. */
export const ORIGIN_URLS = {
  base: 'origin',
  ofProperty: (propertyId: number | string) => `origin/property/${encodeURIComponent(String(propertyId))}`,
  /** The public page's data (`/Origen/{number}` is drawn with it). */
  one: (number: string) => `origin/${encodeURIComponent(number)}`,
  pdf: (number: string) => `/api/origin/${encodeURIComponent(number)}/pdf`,
} as const;

/** A property's volume ledger: its certificate's periods and what each has left (its owner, its regent, the administrators). */
export const getOriginLedger = (propertyId: number | string) =>
  call(() => http.get(`origin/ledger/${encodeURIComponent(String(propertyId))}`).json<OriginLedger>());

/** POST origin: the regent issues one; the Idempotency-Key makes a repeat issue it once. */
export const issueOrigin = (body: OriginIssue, options?: CreateOptions) =>
  call(() => http.post(ORIGIN_URLS.base, { json: body, headers: createHeaders(options) }).json<OriginCertificate>());

/** PUT origin/{number}/annul (administrators). */
export const annulOrigin = (number: string, reason: string) =>
  call(() => http.put(`origin/${encodeURIComponent(number)}/annul`, { json: { reason } }).json<OriginCertificate>());

/** The public page's data of one origin certificate. */
export const getOriginPublic = (number: string) => call(() => http.get(ORIGIN_URLS.one(number)).json<OriginPublic>());

/** PUT properties/{id}/certificate/volume (administrators): the period's authorised volume, with a public reason. */
export const changeCertificateVolume = (propertyId: number, change: CertificateVolumeChange) =>
  call(() => http.put(`properties/${propertyId}/certificate/volume`, { json: change }).json<{ periodId: number; before: number; authorised: number; issued: number }>());

/** The administrators' volume per species and month, for the filters given. */
export const getOriginSpeciesMonths = (filters: Record<string, string | number | undefined>) =>
  call(() =>
    http
      .get('origin/species-months', { searchParams: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string> })
      .json<OriginSpeciesMonth[]>(),
  );

/** Downloads a property's origin certificates, or the administrators' filtered list, as CSV. */
export const downloadOriginCsv = (propertyId?: number | string, query = '') =>
  downloadFile(propertyId === undefined ? `/api/origin/csv${query}` : `/api/${ORIGIN_URLS.ofProperty(propertyId)}/csv`, 'certificados-de-origen.csv');

/** The calling regent's licence number (número de colegiado), printed on their origin certificates. */
export const getRegentLicence = () => call(() => http.get('users/licence').json<{ licenceNumber: string | null }>());

/** Saves it; empty removes it. */
export const setRegentLicence = (licenceNumber: string | null) =>
  call(() => http.put('users/licence', { json: { licenceNumber } }).json<{ licenceNumber: string | null }>());
