import { useEffect } from 'react';
import { useMatches } from '@portal/shared-auth/router';
import type { RouteHandle } from '../routes/router';
import { FRAME_TEXTS as T } from '../texts';

/** Names the browser tab after the matched route (`<title> · Madera Legal`), so each page is told apart. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = matches.map((match) => (match.handle as RouteHandle | undefined)?.title).findLast(Boolean);
  useEffect(() => {
    if (title) document.title = T.documentTitle(title);
  }, [title]);
}
