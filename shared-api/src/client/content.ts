import { DOCUMENT_UPLOAD, NEWS_UPLOAD, encodeMultipart, type ContactRequest, type MultipartPayload, type NewsDetail } from '..';
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
export const createNews = (news: MultipartPayload<typeof NEWS_UPLOAD>, options?: CreateOptions) =>
  call(() => http.post(CONTENT_URLS.news, { body: encodeMultipart(NEWS_UPLOAD, news), headers: createHeaders(options) }).json<{ id: number }>());

/** POST files (multipart: fileName, description, file). */
export const createDocument = (document: MultipartPayload<typeof DOCUMENT_UPLOAD>, options?: CreateOptions) =>
  call(() =>
    http.post(CONTENT_URLS.documents, { body: encodeMultipart(DOCUMENT_UPLOAD, document), headers: createHeaders(options) }).json<{ id: number }>(),
  );

export const getPropertyProfile = (id: number | string) =>
  call(() => http.get(`properties/Profile/${id}`).json<PropertyProfile>());

export const getInscriptionProfile = (id: number | string) =>
  call(() => http.get(`properties/InscriptionProfile/${id}`).json<InscriptionProfile>());

/** The machine-readable status call beside a profile. */
export const certificateStatusUrl = (kind: CertificateStatus['kind'], id: number | string) =>
  `/api/properties/${kind === 'propiedad' ? 'Profile' : 'InscriptionProfile'}/${id}/status`;
