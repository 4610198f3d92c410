import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Frame } from '../frame/frame';
import { RoleHome } from '../home/role-home';
import { RoutePage } from './route-page';
import { ROUTES, type PortalRoute } from './route-table';
import { FRAME_TEXTS as T } from '../texts';

/** What a matched route tells the frame: the page title of the browser tab. */
export interface RouteHandle {
  title: string;
}

export function routeObjects(routes: readonly PortalRoute[] = ROUTES): RouteObject[] {
  return [
    {
      path: '/',
      element: <Frame routes={routes} />,
      // no errorElement: React Router's default screen ("Unexpected Application Error!") is the spec's
      children: [
        { index: true, element: <RoleHome />, handle: { title: T.homeTitle } satisfies RouteHandle },
        ...routes.map((route) => ({ path: route.path, element: <RoutePage route={route} />, handle: { title: route.title } satisfies RouteHandle })),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

export const createPortalRouter = () => createBrowserRouter(routeObjects());
