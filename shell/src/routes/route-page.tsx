import { MSG } from '@portal/shared-api';
import { showsPage, useSession } from '@portal/shared-auth';
import { RemoteView } from '../remote/remote-view';
import { NoPermission } from './no-permission';
import type { PortalRoute } from './route-table';

/** The gate (spec §6) in front of a remote page; an open route whose content is for some roles only is gated too. */
export function RoutePage({ route }: { route: PortalRoute }) {
  const { claims, loggedRole } = useSession();
  if (!showsPage(route, claims, loggedRole)) {
    return <NoPermission text={!claims && route.loggedOutText ? route.loggedOutText : MSG.noPermission} signedIn={claims !== null} />;
  }
  return <RemoteView key={route.path} remote={route.remote} exposed="pages" name={route.page} plain={route.plain} />;
}
