import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { TopBar } from './top-bar';
import { BottomBar } from './bottom-bar';
import { ChatPanel } from './chat-panel';
import type { PortalRoute } from '../routes/route-table';

/** The shared frame (spec §2): top bar, the page, the fixed bottom bar and the chat side panel. */
export function Frame({ routes }: { routes: readonly PortalRoute[] }) {
  const [chatOpen, setChatOpen] = useState(false);
  // a screen that finished something (registration, an enrolment action) says so on the next page
  const flash = (useLocation().state as { flash?: unknown } | null)?.flash;
  return (
    <div className="frame">
      <TopBar routes={routes} onOpenChat={() => setChatOpen(true)} />
      <main className="frame__main" id="contenido">
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
