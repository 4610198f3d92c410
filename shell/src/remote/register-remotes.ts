import { getInstance } from '@module-federation/enhanced/runtime';
import { remoteErrorPlugin } from './remote-error-plugin';

/** Reads /remotes.json (container name → entry URL) and registers each remote with the runtime. */
export async function registerRemotesFromManifest(): Promise<void> {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime no disponible');
  instance.registerPlugins([remoteErrorPlugin()]);
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json respondió ${response.status}`);
  const map = (await response.json()) as Record<string, string>;
  instance.registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
}
