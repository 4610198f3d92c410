import { getInstance } from '@module-federation/enhanced/runtime';
import { remoteErrorPlugin } from './remote-error-plugin';

const entries = new Map<string, string>();

function runtime() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime no disponible');
  return instance;
}

/** Reads /remotes.json (container name → entry URL) and registers each remote with the runtime. */
export async function registerRemotesFromManifest(): Promise<void> {
  const instance = runtime();
  instance.registerPlugins([remoteErrorPlugin()]);
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json respondió ${response.status}`);
  const map = (await response.json()) as Record<string, string>;
  for (const [name, entry] of Object.entries(map)) entries.set(name, entry);
  instance.registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
}

/** Registers a remote again, so the runtime forgets a failed download and the next load retries it. */
export function forgetRemote(name: string): void {
  const entry = entries.get(name);
  if (entry) runtime().registerRemotes([{ name, entry }], { force: true });
}
