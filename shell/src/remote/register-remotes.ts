import { getInstance } from '@module-federation/enhanced/runtime';
import { remoteErrorPlugin } from './remote-error-plugin';

const entries = new Map<string, string>();

function runtime() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime no disponible');
  return instance;
}

declare global {
  interface Window {
    /** The live remote map, written into the page by the server that answered it (api/src/plugins/page-hints.ts). */
    __PORTAL_REMOTES__?: Record<string, string>;
  }
}

/** Registers each remote of the remote map with the runtime. */
export async function registerRemotesFromManifest(): Promise<void> {
  const instance = runtime();
  instance.registerPlugins([remoteErrorPlugin()]);
  // the map the server wrote into the page; a dev server's page has none and the shell asks for it
  const map = window.__PORTAL_REMOTES__ ?? ((await (await fetch('/remotes.json')).json()) as Record<string, string>);
  for (const [name, entry] of Object.entries(map)) entries.set(name, entry);
  instance.registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
}

/** Registers a remote again, so the runtime forgets a failed download and the next load retries it. */
export function forgetRemote(name: string): void {
  const entry = entries.get(name);
  if (entry) runtime().registerRemotes([{ name, entry }], { force: true });
}
