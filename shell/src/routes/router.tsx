import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from '@portal/shared-auth/router';
import { Frame } from '../frame/frame';
import { RoleHome } from '../home/role-home';
import { RoutePage } from './route-page';
import { ROUTES, type PortalRoute } from './route-table';
import { FRAME_TEXTS as T } from '../texts';

/** What a matched route tells the frame: the page title of the browser tab. */
export interface RouteHandle {
  title: string;
}

/** What stands in a route's place: the gate and the remote's page, or (on the server) the page rendered there. */
export type PageOf = (route: PortalRoute) => ReactNode;

const gatedPage: PageOf = (route) => <RoutePage route={route} />;

/** `home`: what stands at `/` (the home of the session's role; on the server, the page rendered there). */
export function routeObjects(routes: readonly PortalRoute[] = ROUTES, pageOf: PageOf = gatedPage, home: ReactNode = <RoleHome />): RouteObject[] {
  return [
    {
      path: '/',
      element: <Frame routes={routes} />,
      // no errorElement: React Router's default screen ("Unexpected Application Error!") is the spec's
      children: [
        { index: true, element: home, handle: { title: T.homeTitle } satisfies RouteHandle },
        ...routes.map((route) => ({ path: route.path, element: pageOf(route), handle: { title: route.title } satisfies RouteHandle })),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

export const createPortalRouter = () => createBrowserRouter(routeObjects());
