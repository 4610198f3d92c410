import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** The remote containers of the portal (architecture §1). */
export type RemoteName = 'mfe_public' | 'mfe_admin' | 'mfe_client' | 'mfe_regent' | 'mfe_chat';

/** What a remote's `./pages` module exposes: page name → component (lazy inside the remote). */
export interface PagesModule {
  pages: Record<string, ComponentType>;
}

/**
 * The one seam between the shell and its remotes: everything is loaded through here
 * (tests mock this module).
 */
export async function loadRemoteComponent(remote: RemoteName, exposed: string, exportName: string): Promise<ComponentType> {
  const module = await loadRemote<Record<string, unknown>>(`${remote}/${exposed}`);
  const found = exposed === 'pages' ? (module as unknown as PagesModule | null)?.pages?.[exportName] : module?.[exportName];
  if (!found) throw new Error(`${remote}/${exposed} no expone ${exportName}`);
  return found as ComponentType;
}
