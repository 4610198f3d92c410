import { DOCUMENT_UPLOAD, encodeMultipart, type MultipartPayload } from '..';
import { call, createHeaders, http, type CreateOptions } from './http';

export const FILES_URLS = { base: 'files' } as const;

/** POST files (multipart: fileName, description, file). */
export const createDocument = (document: MultipartPayload<typeof DOCUMENT_UPLOAD>, options?: CreateOptions) =>
  call(() => http.post(FILES_URLS.base, { body: encodeMultipart(DOCUMENT_UPLOAD, document), headers: createHeaders(options) }).json<{ id: number }>());
