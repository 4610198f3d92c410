import type { RemoteName } from './remote-loader';

declare global {
  interface Window {
    /**
     * Each live remote's antd stylesheet (tools/webpack/antd-styles.cjs), written into the page by the server
     * that answered it (api/src/plugins/page-hints.ts). A dev server's page has none: antd then writes its
     * styles as it renders.
     */
    __PORTAL_STYLES__?: Partial<Record<RemoteName, string>>;
  }
}

const loading = new Map<string, Promise<boolean>>();

/** The remote's antd stylesheet, if its build wrote one. */
export const remoteStylesheet = (remote: RemoteName): string | undefined => window.__PORTAL_STYLES__?.[remote];

/**
 * True once the remote's stylesheet applies; false at once without one, or when it fails to download (the
 * page then lets antd write its styles as it renders). The server's preload hint for it, if any, is reused.
 */
export function loadRemoteStyles(remote: RemoteName): Promise<boolean> {
  const href = remoteStylesheet(remote);
  if (!href) return Promise.resolve(false);
  const known = loading.get(href);
  if (known) return known;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<boolean>((resolve) => {
    link.addEventListener('load', () => resolve(true));
    link.addEventListener('error', () => {
      // the next page of this remote tries again
      loading.delete(href);
      link.remove();
      resolve(false);
    });
  });
  document.head.append(link);
  loading.set(href, loaded);
  return loaded;
}
