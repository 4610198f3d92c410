import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PortalProvider } from './provider/portal-provider';

/**
 * Renders one screen as the shell would (inside the portal provider, animations off) at the route
 * `path` (which may hold parameters such as `:id`), opened at `entry`, with a home to land on; the
 * router is returned so a test can check where the screen navigated.
 */
export function renderScreen(screen: ReactElement, path = '/pantalla', entry = path) {
  const router = createMemoryRouter(
    [
      { path, element: <PortalProvider motion={false}>{screen}</PortalProvider> },
      { path: '/', element: <p>Inicio</p> },
      { path: '*', element: <p>Otra página</p> },
    ],
    { initialEntries: [entry] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
