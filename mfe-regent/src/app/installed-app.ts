import { KEEP_RELEASE_MESSAGE, REGENT_APP_SCOPE, REGENT_SW_URL } from '@portal/shared-api/regent-app';
import { keepProjectsForOffline, startOfflineReading } from './offline-reading';
import { startOutbox } from './outbox';

/** What the worker answered when asked to keep the live release. */
export interface KeepAnswer {
  ok: boolean;
  error?: string;
}

function ask(worker: ServiceWorker): Promise<KeepAnswer> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<KeepAnswer>) => resolve(event.data);
    worker.postMessage({ type: KEEP_RELEASE_MESSAGE }, [channel.port2]);
  });
}

let started: Promise<ServiceWorkerRegistration | undefined> | undefined;

/**
 * The regent's installable app (shell/src/sw/regent-sw.ts): registered when the regent's area first loads, on any
 * of its pages; it keeps the live release of this area for the pages under /DashboardRegent, so they start
 * without a network. Each online start (and each return of the connection) asks it to keep the release
 * /remotes.json names now: a release or a rollback of this area reaches the installed app that way.
 * Nothing happens where the browser has no service workers (or no secure origin), nor on a dev server.
 */
export function startRegentApp(): Promise<ServiceWorkerRegistration | undefined> {
  started ??= (async () => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return undefined;
    startOfflineReading();
    startOutbox();
    try {
      const registration = await navigator.serviceWorker.register(REGENT_SW_URL, { scope: REGENT_APP_SCOPE });
      const keep = () => {
        if (!navigator.onLine) return;
        // a worker that is installing keeps the release itself when it activates
        if (registration.active) void ask(registration.active);
        // and the regent's data, for the screens to read in the field
        void keepProjectsForOffline().catch(() => undefined);
      };
      keep();
      window.addEventListener('online', keep);
      return registration;
    } catch {
      return undefined; // a build without the app (development): the pages work as before, online
    }
  })();
  return started;
}
