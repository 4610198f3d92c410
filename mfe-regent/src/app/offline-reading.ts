import { create } from 'zustand';
import { DEFAULT_PAGE_SIZE, type RegentProject } from '@portal/shared-api';
import { getBoundary, getCertData, getOriginLedger, getPage, getProjectInformation, getProjectReports, getProperty, getPropertyProfile, PROJECTS_URLS, setOfflineReads, storedToken } from '@portal/shared-api/client';
import { useSessionStore, userIdOf } from '@portal/shared-auth';
import { forgetOwner, keepRead, ownerNow, recallRead } from './device-store';

/** Whether the screens show what the phone kept, and since when the oldest of it was read. */
export interface OfflineState {
  offline: boolean;
  keptAt: string | null;
}

export const useOfflineState = create<OfflineState>(() => ({ offline: false, keptAt: null }));

const earliest = (a: string | null, b: string) => (a && a < b ? a : b);

let started = false;

/**
 * The regent's area reads from the phone when the network is gone: every answer to a GET of this area is kept
 * (IndexedDB, per person), and a GET that gets no answer is answered with the kept one. A person's reads are
 * forgotten when that person logs out (not when the session merely expires in the field).
 */
export function startOfflineReading(): void {
  if (started || typeof indexedDB === 'undefined') return;
  started = true;
  setOfflineReads({
    keep: async (url, response) => {
      const owner = ownerNow();
      if (owner) await keepRead(owner, url, response);
      if (useOfflineState.getState().offline) useOfflineState.setState({ offline: false, keptAt: null });
    },
    recall: async (url) => {
      const owner = ownerNow();
      const kept = owner ? await recallRead(owner, url) : undefined;
      if (!kept) {
        useOfflineState.setState({ offline: true });
        return undefined;
      }
      useOfflineState.setState((state) => ({ offline: true, keptAt: earliest(state.keptAt, kept.keptAt) }));
      return new Response(kept.body, { status: kept.status, headers: kept.headers });
    },
  });
  let owner = ownerNow();
  useSessionStore.subscribe((state) => {
    const now = userIdOf(state.claims);
    // logged out: the session is gone from the browser's storage, not only expired
    if (owner && now !== owner && storedToken() === null) void forgetOwner(owner);
    owner = now ?? owner;
  });
}


/** At most this many projects are read at once while keeping them. */
const AT_ONCE = 3;

/**
 * Reads, while online, what each of the regent's screens shows for every assigned property, so all of it is on
 * the phone before the regent drives to the field: the projects list as its pages ask for it, and each property's
 * information, certification data, reports, details, boundary and certificate. Answers how many properties were kept.
 */
export async function keepProjectsForOffline(): Promise<number> {
  const first = await getPage<RegentProject>(PROJECTS_URLS.base, { page: 1, visibleRecords: DEFAULT_PAGE_SIZE });
  const projects = [...first.rows];
  const pages = Math.ceil(first.total / DEFAULT_PAGE_SIZE);
  for (let page = 2; page <= pages; page++) projects.push(...(await getPage<RegentProject>(PROJECTS_URLS.base, { page, visibleRecords: DEFAULT_PAGE_SIZE })).rows);
  const queue = projects.map((p) => p.propertyID);
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      await Promise.allSettled([getProjectInformation(id), getCertData(id), getProjectReports(id), getProperty(id), getBoundary(id), getPropertyProfile(id), getOriginLedger(id)]);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return projects.length;
}
