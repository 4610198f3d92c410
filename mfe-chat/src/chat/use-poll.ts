import { useEffect, useRef, useState } from 'react';
import { CHAT_POLL_MS } from '@portal/shared-api';
import type { PollResult } from '@portal/shared-api/client';

/**
 * Polls every second (spec §9) while the page is visible, asking only for what changed: each poll sends
 * the last ETag and a 304 costs nothing. `refresh` polls at once (after sending a message).
 */
export function usePoll<T>(poll: (etag: string | null) => Promise<PollResult<T>>, key: unknown) {
  const [data, setData] = useState<T | null | undefined>(undefined);
  const [version, setVersion] = useState(0);
  const etag = useRef<string | null>(null);

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    etag.current = null;
    setData(undefined);

    const tick = async () => {
      if (document.visibilityState === 'visible') {
        try {
          const result = await poll(etag.current);
          if (!active) return;
          if (result.status === 'changed') {
            etag.current = result.etag;
            setData(result.data);
          } else if (result.status === 'empty') {
            etag.current = null;
            setData(null);
          }
        } catch (error) {
          // spec §8: chat calls are only logged
          console.error(error);
        }
      }
      if (active && document.visibilityState === 'visible') timer = setTimeout(tick, CHAT_POLL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && active) {
        clearTimeout(timer);
        void tick();
      } else {
        clearTimeout(timer);
      }
    };
    void tick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
    // the poll is identified by `key`; `version` restarts it at once
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);

  return { data, refresh: () => setVersion((v) => v + 1) };
}
