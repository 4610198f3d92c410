import { useSessionStore } from '@portal/shared-auth';
import { SESSION_KEYS } from '@portal/shared-api';

/** Keeps the session in step with other tabs and ends it in this tab when the token expires. */
export function watchSession(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const expiry = Date.parse(localStorage.getItem(SESSION_KEYS.expiry) ?? '');
    if (!Number.isNaN(expiry) && useSessionStore.getState().claims) {
      // setTimeout's limit is ~24.8 days; a token never lives that long
      timer = setTimeout(() => useSessionStore.getState().refresh(), Math.max(0, expiry - Date.now()) + 50);
    }
  };
  window.addEventListener('storage', () => useSessionStore.getState().refresh());
  useSessionStore.subscribe(schedule);
  schedule();
}
