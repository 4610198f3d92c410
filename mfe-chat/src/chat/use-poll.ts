import { useEffect, useRef, useState } from 'react';
import { CHAT_POLL_MS } from '@portal/shared-api';
import type { PollResult } from '@portal/shared-api/client';

/**
 * Polls every `intervalMs` (spec §9: a second) while the page is visible, asking only for what changed:
 * each poll sends the last ETag and a 304 costs nothing. One poll is in flight at a time. `refresh`
 * polls at once (after sending a message) and keeps what is shown meanwhile.
 */
export function usePoll<T>(poll: (etag: string | null) => Promise<PollResult<T>>, key: unknown, intervalMs = CHAT_POLL_MS) {
  const [data, setData] = useState<T | null | undefined>(undefined);
  const pollNow = useRef<() => void>(() => undefined);

  useEffect(() => {
    let active = true;
    let etag: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    let again = false;
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
      try {
        const result = await poll(etag);
        if (!active) return;
        if (result.status === 'changed') {
          etag = result.etag;
          setData(result.data);
        } else if (result.status === 'empty') {
          etag = null;
          setData(null);
        }
      } catch (error) {
        // spec §8: chat calls are only logged
        console.error(error);
      } finally {
        inFlight = false;
      }
      if (!active) return;
      if (again) {
        again = false;
        void tick();
      } else if (visible()) {
        timer = setTimeout(tick, intervalMs);
      }
    };
    const onVisibility = () => (visible() ? void tick() : clearTimeout(timer));

    pollNow.current = () => void tick();
    void tick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      clearTimeout(timer);
      pollNow.current = () => undefined;
      document.removeEventListener('visibilitychange', onVisibility);
    };
    // the poll is identified by `key`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, intervalMs]);

  return { data, refresh: () => pollNow.current() };
}
