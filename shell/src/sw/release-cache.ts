// The live release of mfe-regent, kept whole in a cache of its own. A release or a rollback of the regent's
// area alone (npm run release -- regent) is a new entry in /remotes.json: on the next online start the app
// keeps that release, then the page that names it, and only then forgets the previous one, so an offline
// start always finds a page and the one release it names, never files of two.
import {
  CURRENT_RELEASE_KEY,
  OFFLINE_FILES,
  PAGE_CACHE,
  REGENT_APP_SCOPE,
  REGENT_REMOTE,
  RELEASE_CACHE_PREFIX,
  isEntryFile,
  releaseCacheName,
  type OfflineFileList,
} from '@portal/shared-api/regent-app';

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

const liveEntry = async () => {
  const map = await fetchJson<Record<string, string>>('/remotes.json');
  const entry = map[REGENT_REMOTE];
  if (!entry) throw new Error(`/remotes.json no nombra ${REGENT_REMOTE}`);
  return new URL(entry, self.location.origin).href;
};

/** Keeps the release /remotes.json names, and the app's page of the same moment. */
export async function keepLiveRelease(attempts = 3): Promise<void> {
  const entry = await liveEntry();
  const base = new URL('.', entry);
  const list = await fetchJson<OfflineFileList>(new URL(OFFLINE_FILES, base).href);
  const name = releaseCacheName(base.pathname, list.build);
  const urls = list.files.map((file) => new URL(file, base).href);
  const release = await caches.open(name);
  if ((await release.keys()).length < urls.length) {
    // all or nothing: addAll stores no file when one of them fails
    await release.addAll(urls.map((url) => new Request(url, { cache: 'no-cache', credentials: 'same-origin' })));
  }
  // the page names the release in its remote map: kept only when the map did not change while it came
  const page = await fetch(REGENT_APP_SCOPE, { cache: 'no-store', credentials: 'same-origin' });
  if (!page.ok) throw new Error(`${REGENT_APP_SCOPE}: ${page.status}`);
  if ((await liveEntry()) !== entry) {
    if (attempts <= 1) throw new Error('La publicación cambió mientras se guardaba');
    return keepLiveRelease(attempts - 1);
  }
  const pages = await caches.open(PAGE_CACHE);
  await pages.put(REGENT_APP_SCOPE, page);
  await pages.put(CURRENT_RELEASE_KEY, new Response(name));
  for (const key of await caches.keys()) if (key.startsWith(RELEASE_CACHE_PREFIX) && key !== name) await caches.delete(key);
}

async function currentRelease(): Promise<Cache | undefined> {
  const pointer = await (await caches.open(PAGE_CACHE)).match(CURRENT_RELEASE_KEY);
  return pointer ? caches.open(await pointer.text()) : undefined;
}

/**
 * A file of mfe-regent: a hashed file from the kept release when it is there (it never changes); an entry
 * file (remoteEntry.js, mf-manifest.json) from the network first, so an online page gets what its map names.
 */
export async function releaseFileResponse(request: Request): Promise<Response> {
  const kept = async () => (await (await currentRelease())?.match(request)) ?? undefined;
  if (!isEntryFile(new URL(request.url).pathname)) {
    const file = await kept();
    if (file) return file;
    return fetch(request);
  }
  try {
    return await fetch(request);
  } catch (error) {
    const file = await kept();
    if (file) return file;
    throw error;
  }
}
