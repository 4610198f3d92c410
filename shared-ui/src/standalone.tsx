import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@portal/shared-auth/router';
import { PortalProvider } from './provider/portal-provider';

/** Renders a remote alone (its `pnpm dev`), one route per page, for working on it without the shell. */
export function renderStandalone(title: string, pages: Record<string, ComponentType>) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PortalProvider>
        <BrowserRouter>
          <header style={{ padding: 12, borderBottom: '1px solid #ddd' }}>
            <strong>{title}</strong>{' '}
            {Object.keys(pages).map((name) => (
              <Link key={name} to={`/${name}`} style={{ marginLeft: 12 }}>
                {name}
              </Link>
            ))}
          </header>
          <main style={{ padding: 16 }}>
            <Routes>
              {Object.entries(pages).map(([name, Page]) => (
                <Route key={name} path={`/${name}`} element={<Page />} />
              ))}
            </Routes>
          </main>
        </BrowserRouter>
      </PortalProvider>
    </StrictMode>,
  );
}
