import ky, { HTTPError, type KyInstance } from 'ky';
import { SESSION_KEYS } from '../session-keys';
import { alertLines } from '../problem';

/** A failed call, with the lines the alert list shows (spec §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
    readonly body: unknown,
  ) {
    super(messages.join('\n'));
    this.name = 'ApiError';
  }
}

export const storedToken = (): string | null => {
  try {
    return globalThis.localStorage?.getItem(SESSION_KEYS.token) ?? null;
  } catch {
    return null;
  }
};

export const apiBase = (): string => {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  return `${origin}/api/`;
};

/**
 * Reading without a network: an area that keeps what it read on the device (the regent's installed app,
 * mfe-regent/src/app) is handed every answer to a GET, and asked for the kept one when a GET gets no answer.
 */
export interface OfflineReads {
  keep(url: string, response: Response): Promise<void>;
  recall(url: string): Promise<Response | undefined>;
}

let offlineReads: OfflineReads | undefined;

/** Turns reading from the device on (or off, with undefined) for this bundle's client. */
export function setOfflineReads(reads: OfflineReads | undefined): void {
  offlineReads = reads;
}

async function fetchWithOfflineReads(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const reads = offlineReads;
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (!reads || method !== 'GET') return globalThis.fetch(input, init);
  const url = input instanceof Request ? input.url : String(input);
  let response: Response;
  try {
    // asked of the server each time (a browser's fresh copy is revalidated): offline, an answer the HTTP cache kept
    // (a public profile's minute) would pass for the server's and hide that the screen shows what the phone kept
    response = await globalThis.fetch(input, { ...init, cache: 'no-cache' });
  } catch (error) {
    const kept = await reads.recall(url).catch(() => undefined);
    if (kept) return kept;
    throw error;
  }
  if (response.ok && /json/.test(response.headers.get('content-type') ?? '')) await reads.keep(url, response.clone()).catch(() => undefined);
  return response;
}

/** The one HTTP client of the browser: bearer token on every call (spec §6), errors as ApiError. */
export const http: KyInstance = ky.create({
  prefix: apiBase(),
  retry: 0,
  timeout: 30_000,
  // looked up on every call, so a test or a service worker can stand in for it
  fetch: (input, init) => fetchWithOfflineReads(input, init),
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = storedToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
  },
});

/**
 * The header that makes a creating call safe to repeat: the server answers a repeat of a key with the
 * first answer and creates nothing more.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Options of the calls that create a record. */
export interface CreateOptions {
  /** One key per submission, reused only when that very submission is retried; a fresh one when absent. */
  idempotencyKey?: string;
}

/** A random UUID (v4); `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
export function newIdempotencyKey(): string {
  const source = globalThis.crypto;
  if (typeof source?.randomUUID === 'function') return source.randomUUID();
  const bytes = new Uint8Array(16);
  source.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The headers of a creating call. */
export const createHeaders = (options?: CreateOptions): Record<string, string> => ({
  [IDEMPOTENCY_KEY_HEADER]: options?.idempotencyKey ?? newIdempotencyKey(),
});

/** The failure of a call that got no answer (network down, time-out). */
export const connectionFailure = (): ApiError => new ApiError(0, alertLines(undefined, 0, 'Error de conexión con el servidor'), undefined);

export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const { response } = error;
    // ky has already read the body into `data` (parsed when JSON)
    const body: unknown = error.data;
    return new ApiError(response.status, alertLines(body, response.status, response.statusText), body);
  }
  return connectionFailure();
}

/** Runs a call and turns any failure into an ApiError. */
export async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await toApiError(error);
  }
}

/** The file name a Content-Disposition header gives (RFC 6266: `filename*` in UTF-8 first, then `filename`). */
export function attachmentName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;\s]+)/i.exec(header);
  if (plain) return (plain[1] ?? plain[2])!.replace(/\\(.)/g, '$1');
  return undefined;
}

/**
 * Downloads a private file with the session's bearer token (a plain link would carry no token) and
 * hands it to the browser under its original name (the server's, else `fallbackName`).
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const path = url.replace(/^\/api\//, '');
  await saveResponse(await call(() => http.get(path)), fallbackName);
}

/** Hands an answer's bytes to the browser as a download under the server's name (else `fallbackName`); answers that name. */
export async function saveResponse(response: Response, fallbackName: string): Promise<string> {
  const fileName = attachmentName(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), fileName);
  return fileName;
}

function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
