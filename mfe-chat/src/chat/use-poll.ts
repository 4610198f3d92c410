import { useEffect, useRef, useState } from 'react';
import { CHAT_POLL_MS } from '@portal/shared-api';
import type { PollResult } from '@portal/shared-api/client';

/**
 * Polls while the page is visible, asking only for what changed: each poll sends the last ETag, and the
 * server holds it until the conversation changes or its wait ends (a long poll, CHAT_WAIT_SECONDS). One poll
 * is in flight at a time, and a poll starts at least `intervalMs` (spec §9: a second) after the one before, so a
 * server that answers at once is polled every second. `refresh` polls again right after the current one
 * (after sending a message, whose version ends the wait) and keeps what is shown meanwhile. Leaving the page
 * ends the waiting poll.
 */
export function usePoll<T>(poll: (etag: string | null, signal: AbortSignal) => Promise<PollResult<T>>, key: unknown, intervalMs = CHAT_POLL_MS) {
  const [data, setData] = useState<T | null | undefined>(undefined);
  const pollNow = useRef<() => void>(() => undefined);

  useEffect(() => {
    let active = true;
    let etag: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    let again = false;
    let startedAt = 0;
    const leaving = new AbortController();
    setData(undefined);

    const visible = () => document.visibilityState === 'visible';
    const tick = async () => {
      clearTimeout(timer);
      if (!active || !visible()) return;
      if (inFlight) {
        // asked while a poll runs (a message was just sent): poll once more right after it
        again = true;
        return;
      }
      inFlight = true;
      startedAt = Date.now();
      try {
        const result = await poll(etag, leaving.signal);
        if (!active) return;
        if (result.status === 'changed') {
          etag = result.etag;
          setData(result.data);
        } else if (result.status === 'empty') {
          etag = null;
          setData(null);
        }
      } catch (error) {
        // spec §8: chat calls are only logged (not the poll this page ended itself)
        if (active) console.error(error);
      } finally {
        inFlight = false;
      }
      if (!active) return;
      if (again) {
        again = false;
        void tick();
      } else if (visible()) {
        timer = setTimeout(tick, Math.max(0, startedAt + intervalMs - Date.now()));
      }
    };
    const onVisibility = () => (visible() ? void tick() : clearTimeout(timer));

    pollNow.current = () => void tick();
    void tick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      leaving.abort();
      clearTimeout(timer);
      pollNow.current = () => undefined;
      document.removeEventListener('visibilitychange', onVisibility);
    };
    // the poll is identified by `key`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, intervalMs]);

  return { data, refresh: () => pollNow.current() };
}
