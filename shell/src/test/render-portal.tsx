import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routeObjects } from '../routes/router';
import type { PortalRoute } from '../routes/route-table';

/** Renders the real shell router at a path, with the given route table (the portal's by default). */
export function renderPortal(path: string, routes?: readonly PortalRoute[]) {
  const router = createMemoryRouter(routeObjects(routes), { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

export { signInAs } from '@portal/shared-auth/test-token';
