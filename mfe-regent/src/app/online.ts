import { useEffect, useState } from 'react';
import { useOfflineState } from './offline-reading';

/** Whether the browser says it has a network, kept up to date. */
export function useBrowserOnline(): boolean {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * Whether the area can reach the server: the browser says it has a network and the last call got an answer
 * (a phone can say it is online with no data getting through).
 */
export function useConnected(): boolean {
  const online = useBrowserOnline();
  const unanswered = useOfflineState((state) => state.offline);
  return online && !unanswered;
}
