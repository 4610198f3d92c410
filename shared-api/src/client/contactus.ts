import type { ContactRequest } from '..';
import { call, createHeaders, http, type CreateOptions } from './http';

export const CONTACTUS_URLS = { base: 'contactus' } as const;

export const sendContact = (contact: ContactRequest, options?: CreateOptions) =>
  call(() => http.post(CONTACTUS_URLS.base, { json: contact, headers: createHeaders(options) }).json<{ id: number }>());
