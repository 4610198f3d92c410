import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Frame } from '../frame/frame';
import { RoleHome } from '../home/role-home';
import { RoutePage } from './route-page';
import { ROUTES, type PortalRoute } from './route-table';

export function routeObjects(routes: readonly PortalRoute[] = ROUTES): RouteObject[] {
  return [
    {
      path: '/',
      element: <Frame routes={routes} />,
      // no errorElement: React Router's default screen ("Unexpected Application Error!") is the spec's
      children: [
        { index: true, element: <RoleHome /> },
        ...routes.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

export const createPortalRouter = () => createBrowserRouter(routeObjects());
