import {
  CLIENT_UPLOADS,
  encodeEnrolment,
  encodeMultipart,
  type ClientStep,
  type ClientStepUpload,
  type EnrolmentAction,
  type EnrolmentDetail,
  type EnrolmentSubmission,
} from '..';
import { alertLines } from '../problem';
import { ApiError, IDEMPOTENCY_KEY_HEADER, apiBase, call, connectionFailure, http, newIdempotencyKey, storedToken, type CreateOptions } from './http';

import { INSCRIPTIONS_URLS } from './inscription-urls';

export { INSCRIPTIONS_URLS };

export interface UploadProgress {
  /** 0 to 1. */
  percent: number;
}

export interface SubmitEnrolmentOptions extends CreateOptions {
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * POST inscriptions (multipart submission of spec §3), reporting the upload's progress. XMLHttpRequest,
 * because fetch reports upload progress only by streaming the body, which browsers allow only over HTTP/2.
 */
export function submitEnrolment(submission: EnrolmentSubmission, { onProgress, idempotencyKey }: SubmitEnrolmentOptions = {}): Promise<{ id: number }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase()}${INSCRIPTIONS_URLS.base}`);
    const token = storedToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, idempotencyKey ?? newIdempotencyKey());
    xhr.timeout = 300_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ percent: event.loaded / event.total });
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: keep the text
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as { id: number });
      else reject(new ApiError(xhr.status, alertLines(body, xhr.status, xhr.statusText), body));
    };
    const failed = () => reject(connectionFailure());
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.send(encodeEnrolment(submission));
  });
}

export const getEnrolment = (id: number | string) => call(() => http.get(`inscriptions/display/${id}`).json<EnrolmentDetail>());

/** PUT {action}/{id} with notes (and the new price when asking for payment). */
export const actOnEnrolment = (id: number, action: EnrolmentAction, body: { notes?: string; price?: number; version?: number }) =>
  call(() => http.put(`inscriptions/${action}/${id}`, { json: body }).json<unknown>());

/** The client's upload: remediation file (remediateback) or payment voucher (pay), multipart. */
export const uploadForEnrolment = <S extends ClientStep>(id: number, step: S, upload: ClientStepUpload<S>) =>
  call(() => http.put(`inscriptions/${step}/${id}`, { body: encodeMultipart(CLIENT_UPLOADS[step].upload, upload), timeout: 300_000 }).json<unknown>());
