import { isAuthorized, useSession } from '@portal/shared-auth';
import { RemoteView } from '../remote/remote-view';
import { HOMES } from '../routes/route-table';

/** `/`: the home of the logged role when the gate accepts it, otherwise the default home. */
export function RoleHome() {
  const { claims, loggedRole } = useSession();
  const home = loggedRole && isAuthorized([loggedRole], claims, loggedRole) ? HOMES[loggedRole] : HOMES.default;
  return <RemoteView key={`${home.remote}/${home.name}`} remote={home.remote} exposed={home.exposed} name={home.name} plain={home.plain} />;
}
