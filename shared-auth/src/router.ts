// The router as the portal's apps use it: the shell and every remote import it from here, never from
// react-router-dom, and share this module as one singleton (mf-shared.cjs). Sharing react-router-dom itself
// shared the whole library (its framework and server parts too, about 60 KB gzip on every page); sharing this
// module shares only what it names, tree-shaken in the app that provides it. A name an app needs is added here.
// Tests and the server's renderers may import react-router-dom directly (one copy there, nothing federated).
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  useHref,
  useLinkClickHandler,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction, RouteObject, UIMatch } from 'react-router-dom';
