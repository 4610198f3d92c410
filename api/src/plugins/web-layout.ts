import fs from 'node:fs';
import path from 'node:path';

/** Where the built front ends and their releases are, and which release of each remote is live. */

export const REMOTE_AREAS = ['public', 'admin', 'client', 'regent', 'chat'] as const;
export type RemoteArea = (typeof REMOTE_AREAS)[number];

export const defaultRemotesMap = (): Record<string, string> =>
  Object.fromEntries(REMOTE_AREAS.map((area) => [`mfe_${area}`, `/remotes/${area}/mf-manifest.json`]));

export interface WebLayout {
  /** shell/dist, when built. */
  shell?: string;
  /** mfe-<area>/dist of each built remote. */
  remotes: Array<{ area: RemoteArea; root: string }>;
  /** `releases/`: each remote's versioned releases and which one is live (`npm run release`, scripts/release.mjs). */
  releases: string;
}

/** `releases/<area>/history.json`: every version released, oldest first, and the live one. */
export const RELEASE_HISTORY_FILE = 'history.json';
export interface ReleaseHistory {
  live: string;
  versions: Array<{ version: string; at: string }>;
}

const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;

/** The remote map: each remote's build, or its live release where one was made. */
export async function liveRemotesMap(releases: string): Promise<Record<string, string>> {
  const map = defaultRemotesMap();
  for (const area of REMOTE_AREAS) {
    let history: ReleaseHistory;
    try {
      history = JSON.parse(await fs.promises.readFile(path.join(releases, area, RELEASE_HISTORY_FILE), 'utf8')) as ReleaseHistory;
    } catch {
      continue; // never released: its build
    }
    if (typeof history.live === 'string' && VERSION_NAME.test(history.live)) map[`mfe_${area}`] = `/releases/${area}/${history.live}/mf-manifest.json`;
  }
  return map;
}

/** The built front ends found under `webRoot`; what is not built yet is simply not served. */
export function resolveWebLayout(webRoot: string): WebLayout {
  const dist = (folder: string) => {
    const root = path.join(webRoot, folder, 'dist');
    return fs.existsSync(root) ? root : undefined;
  };
  const remotes = REMOTE_AREAS.flatMap((area) => {
    const root = dist(`mfe-${area}`);
    return root ? [{ area, root }] : [];
  });
  return { shell: dist('shell'), remotes, releases: path.join(webRoot, 'releases') };
}

