import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SESSION_KEYS, type Role } from '@portal/shared-api';
import { useSessionStore } from '@portal/shared-auth';
import { testToken } from '@portal/shared-auth/test-token';
import { routeObjects } from '../routes/router';
import type { PortalRoute } from '../routes/route-table';

/** Stores a valid session as login would (spec §3) and loads it into the store. */
export function signInAs(role: Role, roles: Role[] = [role], name = 'Ana Mora') {
  localStorage.setItem(SESSION_KEYS.token, testToken({ role: roles, email: 'ana@example.cr' }));
  localStorage.setItem(SESSION_KEYS.expiry, new Date(Date.now() + 3_600_000).toISOString());
  localStorage.setItem(SESSION_KEYS.loggedRole, role);
  localStorage.setItem(SESSION_KEYS.roles, JSON.stringify(roles));
  localStorage.setItem(SESSION_KEYS.email, 'ana@example.cr');
  localStorage.setItem(SESSION_KEYS.name, name);
  useSessionStore.getState().refresh();
}

/** Renders the real shell router at a path, with the given route table (the portal's by default). */
export function renderPortal(path: string, routes?: readonly PortalRoute[]) {
  const router = createMemoryRouter(routeObjects(routes), { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}
