import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A load failure names the part of the portal that failed (spec §8), instead of a bare chunk error. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remoteId: string,
    cause: unknown,
  ) {
    super(`No se pudo cargar el módulo ${remoteId}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

export const remoteErrorPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'portal-remote-error',
  errorLoadRemote({ id, error }) {
    throw new RemoteLoadError(id, error);
  },
});
