/// <reference lib="webworker" />
// The regent's installed app (issue #29): the shell precached by Workbox at build time, the live release of
// mfe-regent kept whole as /remotes.json names it, and the app's page answered when there is no network.
// Other roles' pages are outside its scope (/DashboardRegent), and no other remote is kept.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { keepLiveRelease, releaseFileResponse } from './release-cache';
import { KEEP_RELEASE_MESSAGE, PAGE_CACHE, REGENT_APP_SCOPE, TILE_CACHE, isRegentRemoteFile } from '@portal/shared-api/regent-app';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// the shell, its stylesheet and the shared singletons it provides (react, antd, the router…), with the app's icons
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** One keeping at a time: an activation and the page's message may ask at once. */
let keeping: Promise<void> | undefined;
function keepRelease(): Promise<void> {
  keeping ??= keepLiveRelease().finally(() => {
    keeping = undefined;
  });
  return keeping;
}

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim();
      await keepRelease().catch(() => undefined); // offline at activation: the page asks again when online
    })(),
  );
});
self.addEventListener('message', (event) => {
  if (event.data?.type !== KEEP_RELEASE_MESSAGE) return;
  const port = event.ports[0];
  event.waitUntil(
    keepRelease().then(
      () => port?.postMessage({ ok: true }),
      (error: unknown) => port?.postMessage({ ok: false, error: String(error) }),
    ),
  );
});

// mfe-regent's files: the kept release's copy, the network for the entry files while online
registerRoute(({ url, sameOrigin }) => sameOrigin && isRegentRemoteFile(url.pathname), ({ request }) => releaseFileResponse(request));

// the app's pages: always the network while there is one (a release is seen at once), the kept page without
registerRoute(new NavigationRoute(new NetworkOnly({ networkTimeoutSeconds: 8 }), { allowlist: [new RegExp(`^${REGENT_APP_SCOPE}(/|$)`)] }));
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const page = await (await caches.open(PAGE_CACHE)).match(REGENT_APP_SCOPE);
  return page ?? Response.error();
});

// a tile server's tiles (MAP_TILES_URL), when the portal names one: kept as seen, a month at most
registerRoute(
  ({ request, sameOrigin }) => !sameOrigin && request.destination === 'image',
  new CacheFirst({
    cacheName: TILE_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ maxEntries: 3000, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);
