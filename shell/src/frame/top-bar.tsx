import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useSession } from '@portal/shared-auth';
import { menuFor } from '../routes/menu';
import type { PortalRoute } from '../routes/route-table';
import { RoleDropdown } from './role-dropdown';
import { EnvelopeIcon, LogoutIcon } from './icons';
import { reloadPage } from './reload';
import { FRAME_TEXTS as T } from '../texts';

const closeMenus = (event: { currentTarget: HTMLElement }) =>
  event.currentTarget.closest('details')?.removeAttribute('open');

export function TopBar({ routes, onOpenChat }: { routes: readonly PortalRoute[]; onOpenChat: () => void }) {
  const { claims, loggedRole, roles, userName, signOut, chooseRole } = useSession();
  const navigate = useNavigate();
  const signedIn = claims !== null && loggedRole !== null;
  const menu = signedIn ? menuFor(loggedRole, routes) : [];

  return (
    <header className="top-bar">
      <Link to="/" className="top-bar__brand">
        {T.brand}
      </Link>
      {loggedRole && menu.length > 0 && (
        <nav className="top-bar__menu" aria-label={T.menuOf(loggedRole)}>
          {menu.map((group) => (
            <details key={group.group} className="top-bar__group">
              <summary>{group.group}</summary>
              <div className="top-bar__group-items">
                {group.items.map((item) => (
                  <NavLink key={item.path} to={item.path} onClick={closeMenus}>
                    {item.label}
                  </NavLink>
                ))}
              </div>
            </details>
          ))}
        </nav>
      )}
      <div className="top-bar__session">
        {signedIn ? (
          <>
            <RoleDropdown
              loggedRole={loggedRole}
              userName={userName ?? ''}
              roles={roles}
              onChoose={(role) => {
                chooseRole(role);
                reloadPage();
              }}
            />
            <button type="button" className="icon-button" aria-label={T.messages} title={T.messages} onClick={onOpenChat}>
              <EnvelopeIcon />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={T.logout}
              title={T.logout}
              onClick={() => {
                signOut();
                navigate('/');
              }}
            >
              <LogoutIcon />
            </button>
          </>
        ) : (
          <>
            <NavLink to="/Registro" className="top-bar__link">
              {T.register}
            </NavLink>
            <NavLink to="/Login" className="top-bar__link">
              {T.login}
            </NavLink>
          </>
        )}
      </div>
    </header>
  );
}
