import { useMemo, useRef } from 'react';
import { ApiError, newIdempotencyKey } from '@portal/shared-api/client';

/** Whether two submissions carry the same data: plain data by content, anything else (a File) by identity. */
function sameSubmission(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameSubmission(item, b[i]));
  const plain = (x: unknown): x is Record<string, unknown> =>
    typeof x === 'object' && x !== null && (Object.getPrototypeOf(x) === Object.prototype || Object.getPrototypeOf(x) === null);
  if (!plain(a) || !plain(b)) return false;
  const keys = Object.keys(a).filter((k) => a[k] !== undefined);
  const other = Object.keys(b).filter((k) => b[k] !== undefined);
  return keys.length === other.length && keys.every((k) => sameSubmission(a[k], b[k]));
}

/**
 * One Idempotency-Key per submission: a retry of the very same data after the server could not be
 * reached reuses the key (the server answers the first result if it did get it); anything else, the
 * next submission included, gets a new key.
 */
export function useSubmissionKey() {
  const pending = useRef<{ key: string; data: unknown } | null>(null);
  return useMemo(
    () => ({
      /** The key for sending `data` now. */
      keyFor(data: unknown): string {
        if (pending.current && sameSubmission(pending.current.data, data)) return pending.current.key;
        const key = newIdempotencyKey();
        pending.current = { key, data };
        return key;
      },
      /** What became of the call: without an answer (status 0) the key waits for a retry. */
      settle(error?: unknown) {
        if (!(error instanceof ApiError && error.status === 0)) pending.current = null;
      },
      /** Sends `data` with its key, settled by the outcome (the call's failure is thrown on). */
      async send<T>(data: unknown, call: (idempotencyKey: string) => Promise<T>): Promise<T> {
        const key = this.keyFor(data);
        try {
          const answer = await call(key);
          this.settle();
          return answer;
        } catch (error) {
          this.settle(error);
          throw error;
        }
      },
    }),
    [],
  );
}
