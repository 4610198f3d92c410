// What the regent's installed app is, shared by its service worker (shell/src/sw/regent-sw.ts), the page that registers it
// (mfe-regent) and the server that links its manifest (api/src/plugins/page-hints.ts).

/** The app's start and scope: the regent's projects and every page under them. */
export const REGENT_APP_SCOPE = '/DashboardRegent';
/** The service worker, built with the shell (its files are precached) and served from the portal's root. */
export const REGENT_SW_URL = '/sw-regente.js';
/** The web app manifest, served beside it. */
export const REGENT_MANIFEST_URL = '/regente.webmanifest';
/** The federation remote whose live release the app keeps. */
export const REGENT_REMOTE = 'mfe_regent';
/** The list of a release's files that the app keeps, written by its build (tools/webpack/offline-files.cjs). */
export const OFFLINE_FILES = 'offline-files.json';

/** Caches of the app: one per kept release, and the app's page with the remote map of the same moment. */
export const RELEASE_CACHE_PREFIX = 'regente-publicacion:';
export const PAGE_CACHE = 'regente-pagina';
export const TILE_CACHE = 'regente-mapa';
/** Where the page cache records which release cache is current. */
export const CURRENT_RELEASE_KEY = '/__regente/publicacion-actual';

/** A message from the page: keep the live release now (the page calls it on each online start). */
export const KEEP_RELEASE_MESSAGE = 'regente:guardar-publicacion';

export interface OfflineFileList {
  build: string;
  files: string[];
}

/** The cache of one release: its folder and its build, so a rebuilt /remotes/regent/ gets a cache of its own. */
export const releaseCacheName = (base: string, build: string) => `${RELEASE_CACHE_PREFIX}${base}#${build}`;

/** Whether a same-origin path is a file of the regent remote (its build or one of its releases). */
export const isRegentRemoteFile = (pathname: string) => /^\/(remotes|releases)\/regent\//.test(pathname);

/** The files a release names without a content hash: asked of the network first while online. */
export const isEntryFile = (pathname: string) => /\/(remoteEntry\.js|mf-manifest\.json|offline-files\.json)$/.test(pathname);

/** Whether a page of the portal belongs to the installed app (its manifest is linked there). */
export const isRegentAppPath = (pathname: string) => pathname === REGENT_APP_SCOPE || pathname.startsWith(`${REGENT_APP_SCOPE}/`);

/** The app's colour: the bar of the installed app and the browser's, as the portal's mark. */
export const REGENT_APP_THEME = '#1f6f43';

/** How often the app tries its outbox again while something waits: a phone does not always say when data gets through. */
export const OUTBOX_RETRY_EVERY_MS = 20_000;
