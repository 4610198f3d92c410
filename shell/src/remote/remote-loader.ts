import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { forgetRemote } from './register-remotes';

/** The remote containers of the portal (architecture §1). */
export type RemoteName = 'mfe_public' | 'mfe_admin' | 'mfe_client' | 'mfe_regent' | 'mfe_chat';

/** What a remote's `./pages` module exposes: page name → component (lazy inside the remote). */
export interface PagesModule {
  pages: Record<string, ComponentType>;
}

const failed = new Set<RemoteName>();

/**
 * The one seam between the shell and its remotes: everything is loaded through here
 * (tests mock this module). After a failure the next attempt downloads the remote afresh; a failed
 * download is tried once more at once, as the page's preload hint of a file that failed before answers
 * the first request for it with that failure (Chromium), so a retry after a network fault needs two.
 */
export async function loadRemoteComponent(remote: RemoteName, exposed: string, exportName: string): Promise<ComponentType> {
  let module: Record<string, unknown> | null;
  for (let attempt = 1; ; attempt++) {
    if (failed.delete(remote)) forgetRemote(remote);
    try {
      module = await loadRemote<Record<string, unknown>>(`${remote}/${exposed}`);
      break;
    } catch (error) {
      failed.add(remote);
      if (attempt === 2) throw error;
    }
  }
  const found = exposed === 'pages' ? (module as unknown as PagesModule | null)?.pages?.[exportName] : module?.[exportName];
  if (!found) throw new Error(`${remote}/${exposed} no expone ${exportName}`);
  return found as ComponentType;
}
