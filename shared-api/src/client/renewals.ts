import { RENEWAL_UPLOAD, encodeMultipart, type CertificateRenewals, type MultipartPayload, type Renewal } from '..';
import { call, createHeaders, http, type CreateOptions } from './http';

/** Renewals of certificates (beyond the spec): the administrators' list, the owner's page, the decisions. */
export const RENEWALS_URLS = { base: 'renewals' } as const;

/** A certificate's renewals and what renewing it costs (its owner or an administrator). */
export const getCertificateRenewals = (propertyId: number | string) =>
  call(() => http.get(`renewals/property/${encodeURIComponent(String(propertyId))}`).json<CertificateRenewals>());

/** POST renewals (multipart: propertyId, paymentVoucher). */
export const requestRenewal = (renewal: MultipartPayload<typeof RENEWAL_UPLOAD>, options?: CreateOptions) =>
  call(() =>
    http
      .post(RENEWALS_URLS.base, { body: encodeMultipart(RENEWAL_UPLOAD, renewal), timeout: 300_000, headers: createHeaders(options) })
      .json<Renewal>(),
  );

export const acceptRenewal = (id: number) => call(() => http.put(`renewals/accept/${id}`).json<Renewal>());

export const rejectRenewal = (id: number, reason: string) => call(() => http.put(`renewals/reject/${id}`, { json: { reason } }).json<Renewal>());
