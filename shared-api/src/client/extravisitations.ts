import { VISIT_PURCHASE_UPLOAD, encodeMultipart, type MultipartPayload } from '..';
import { call, createHeaders, http, type CreateOptions } from './http';

export const EXTRAVISITATIONS_URLS = { base: 'extravisitations' } as const;

/** POST extravisitations (multipart: propertyId, visitationAmount, certificationCIARGO, paymentVoucher, …). */
export const requestExtraVisits = (purchase: MultipartPayload<typeof VISIT_PURCHASE_UPLOAD>, options?: CreateOptions) =>
  call(() =>
    http
      .post(EXTRAVISITATIONS_URLS.base, { body: encodeMultipart(VISIT_PURCHASE_UPLOAD, purchase), timeout: 300_000, headers: createHeaders(options) })
      .json<unknown>(),
  );

export const decideExtraVisits = (id: number, decision: 'accept' | 'reject') =>
  call(() => http.put(`extravisitations/${decision}/${id}`).json<unknown>());
