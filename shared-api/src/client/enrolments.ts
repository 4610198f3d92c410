import type { AdminList, Category, EnrolmentAction, EnrolmentDetail } from '../enrolments';
import { call, http } from './http';

export const ENROLMENT_URLS = {
  base: 'inscriptions',
  clientIndex: 'inscriptions/clientindex',
  adminList: (list: AdminList) => `inscriptions/${list}`,
  template: (kind: 'Propio' | 'Ajeno') => `/api/inscriptions/template/${kind}`,
} as const;

export interface UploadProgress {
  /** 0 to 1. */
  percent: number;
}

/** POST inscriptions (multipart submission of spec §3), reporting the upload's progress. */
export const submitEnrolment = (form: FormData, onProgress?: (progress: UploadProgress) => void) =>
  call(() =>
    http
      .post(ENROLMENT_URLS.base, {
        body: form,
        timeout: 300_000,
        onUploadProgress: onProgress ? (progress) => onProgress({ percent: progress.percent }) : undefined,
      })
      .json<{ id: number }>(),
  );

export const getEnrolment = (id: number | string) => call(() => http.get(`inscriptions/display/${id}`).json<EnrolmentDetail>());

/** PUT {action}/{id} with notes (and the new price when asking for payment). */
export const actOnEnrolment = (id: number, action: EnrolmentAction, body: { notes?: string; price?: number; version?: number }) =>
  call(() => http.put(`inscriptions/${action}/${id}`, { json: body }).json<unknown>());

/** The client's upload: remediation file (remediateback) or payment voucher (pay), multipart. */
export const uploadForEnrolment = (id: number, step: 'remediateback' | 'pay', form: FormData) =>
  call(() => http.put(`inscriptions/${step}/${id}`, { body: form, timeout: 300_000 }).json<unknown>());

/** One level of the category tree: the children of `consecutivePart` ('' for the first level). */
export const getCategories = (consecutivePart: string) =>
  call(() => http.get('categories', { searchParams: { consecutivePart } }).json<Category[]>());
