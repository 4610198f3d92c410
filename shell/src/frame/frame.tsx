import { useState, type MouseEvent } from 'react';
import { Outlet, useLocation } from '@portal/shared-auth/router';
import { TopBar } from './top-bar';
import { BottomBar } from './bottom-bar';
import { ChatPanel } from './chat-panel';
import { useDocumentTitle } from './use-document-title';
import type { PortalRoute } from '../routes/route-table';
import { FRAME_TEXTS as T } from '../texts';

const MAIN_ID = 'contenido';

/** Moves focus to the page itself without changing the URL (a `#contenido` hash would be a navigation). */
const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
};

/** The shared frame (spec §2): skip link, top bar, the page, the bottom bar and the chat side panel. */
export function Frame({ routes }: { routes: readonly PortalRoute[] }) {
  const [chatOpen, setChatOpen] = useState(false);
  useDocumentTitle();
  // a screen that finished something (registration, an enrolment action) says so on the next page
  const flash = (useLocation().state as { flash?: unknown } | null)?.flash;
  return (
    <div className="frame">
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
        {T.skipToContent}
      </a>
      <TopBar routes={routes} onOpenChat={() => setChatOpen(true)} />
      <main className="frame__main" id={MAIN_ID} tabIndex={-1}>
        {typeof flash === 'string' && (
          <p className="flash" role="status">
            {flash}
          </p>
        )}
        <Outlet />
      </main>
      <BottomBar />
      {chatOpen && <ChatPanel onClose={() => setChatOpen(false)} />}
    </div>
  );
}
