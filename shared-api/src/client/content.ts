import type { ContactRequest, NewsDetail } from '..';
import type { CertificateStatus, InscriptionProfile, PropertyProfile } from '..';
import { call, createHeaders, http, type CreateOptions } from './http';

export const CONTENT_URLS = {
  contacts: 'contactus',
  documents: 'files',
  news: 'news',
  portfolio: 'properties/portfolio',
  portfolioCsv: 'properties/portfolio.csv',
} as const;

export const sendContact = (contact: ContactRequest, options?: CreateOptions) =>
  call(() => http.post(CONTENT_URLS.contacts, { json: contact, headers: createHeaders(options) }).json<{ id: number }>());

export const getNews = (id: number | string) => call(() => http.get(`${CONTENT_URLS.news}/${id}`).json<NewsDetail>());

/** POST news (multipart: title, description, body, thumbnail). */
export const createNews = (form: FormData, options?: CreateOptions) =>
  call(() => http.post(CONTENT_URLS.news, { body: form, headers: createHeaders(options) }).json<{ id: number }>());

/** POST files (multipart: fileName, description, file). */
export const createDocument = (form: FormData, options?: CreateOptions) =>
  call(() => http.post(CONTENT_URLS.documents, { body: form, headers: createHeaders(options) }).json<{ id: number }>());

export const getPropertyProfile = (id: number | string) =>
  call(() => http.get(`properties/Profile/${id}`).json<PropertyProfile>());

export const getInscriptionProfile = (id: number | string) =>
  call(() => http.get(`properties/InscriptionProfile/${id}`).json<InscriptionProfile>());

/** The machine-readable status call beside a profile. */
export const certificateStatusUrl = (kind: CertificateStatus['kind'], id: number | string) =>
  `/api/properties/${kind === 'propiedad' ? 'Profile' : 'InscriptionProfile'}/${id}/status`;
