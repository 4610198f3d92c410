import { createContext, useContext } from 'react';
import { useLocation } from '@portal/shared-auth/router';

/**
 * The data a page was rendered with on the server (the public profiles arrive rendered in the first response):
 * the path it belongs to and the API's answer. On the server the page reads it from the context; in the browser
 * from `window.__PORTAL_PAGE_DATA__`, which the server inlines beside the markup, so the first render in the
 * browser draws the same page without asking the API again.
 */
export interface ServedData {
  path: string;
  data: unknown;
  /** The language the server wrote the page in (the pages a buyer abroad reads: `es` or `en`). */
  language?: string;
}

declare global {
  interface Window {
    __PORTAL_PAGE_DATA__?: ServedData;
  }
}

export const ServedDataContext = createContext<ServedData | undefined>(undefined);

/** What was served for the page at the current path, or undefined (another page, or nothing was served). */
function useServed(): ServedData | undefined {
  const fromServer = useContext(ServedDataContext);
  const { pathname } = useLocation();
  const served = fromServer ?? (typeof window === 'undefined' ? undefined : window.__PORTAL_PAGE_DATA__);
  return served && served.path === pathname ? served : undefined;
}

/** The served data of the page at the current path, or undefined (another page, or nothing was served). */
export function useServedData<T>(): T | undefined {
  return useServed()?.data as T | undefined;
}

/** The language the server wrote the page at the current path in, or undefined (another page, or nothing was served). */
export function useServedLanguage(): string | undefined {
  return useServed()?.language;
}

/** After the first navigation the served data is stale: the pages ask the API again. */
export function forgetServedData(): void {
  if (typeof window !== 'undefined') delete window.__PORTAL_PAGE_DATA__;
}
