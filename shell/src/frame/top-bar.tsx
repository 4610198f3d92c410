import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from '@portal/shared-auth/router';
import type { Role } from '@portal/shared-api';
import { useSession } from '@portal/shared-auth';
import { menuFor } from '../routes/menu';
import type { PortalRoute } from '../routes/route-table';
import { RoleDropdown } from './role-dropdown';
import { MenuBar } from './menu-bar';
import { DrawerMenu } from './drawer';
import { CloseIcon, EnvelopeIcon, LogoutIcon, MenuIcon } from './icons';
import { onFocusLeave } from './use-dismiss';
import { reloadPage } from './reload';
import { FRAME_TEXTS as T } from '../texts';

/**
 * The top bar (spec §2). On a wide screen: brand, the role's menu groups, the role dropdown, the envelope and
 * logout in one row. On a narrow one: brand, envelope and a menu button whose drawer holds the rest.
 */
export function TopBar({ routes, onOpenChat }: { routes: readonly PortalRoute[]; onOpenChat: () => void }) {
  const { claims, loggedRole, roles, userName, signOut, chooseRole } = useSession();
  const navigate = useNavigate();
  const { key } = useLocation();
  const signedIn = claims !== null && loggedRole !== null;
  const menu = signedIn ? menuFor(loggedRole, routes) : [];

  // the drawer remembers the location it was opened at, so any navigation closes it
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  const drawerOpen = drawerAt === key;
  const closeDrawer = useCallback(() => setDrawerAt(null), []);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerId = useId();

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      closeDrawer();
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen, closeDrawer]);

  const choose = (role: Role) => {
    chooseRole(role);
    reloadPage();
  };
  const logout = () => {
    signOut();
    navigate('/');
  };
  const roleDropdown = signedIn && <RoleDropdown loggedRole={loggedRole} userName={userName ?? ''} roles={roles} onChoose={choose} />;
  const sessionLinks = (onClick?: () => void) => (
    <>
      <NavLink to="/Registro" className="top-bar__link" onClick={onClick}>
        {T.register}
      </NavLink>
      <NavLink to="/Login" className="top-bar__link" onClick={onClick}>
        {T.login}
      </NavLink>
    </>
  );

  return (
    <header className={menu.length > 0 ? 'top-bar top-bar--menu' : 'top-bar'} onBlur={onFocusLeave(drawerOpen, closeDrawer)}>
      <Link to="/" className="top-bar__brand">
        {T.brand}
      </Link>
      {loggedRole && menu.length > 0 && <MenuBar menu={menu} label={T.menuOf(loggedRole)} />}
      <div className="top-bar__session">
        {signedIn ? (
          <>
            <div className="wide-only">{roleDropdown}</div>
            <button type="button" className="icon-button" aria-label={T.messages} title={T.messages} onClick={onOpenChat}>
              <EnvelopeIcon />
            </button>
            <button type="button" className="icon-button wide-only" aria-label={T.logout} title={T.logout} onClick={logout}>
              <LogoutIcon />
            </button>
          </>
        ) : (
          <div className="top-bar__links wide-only">{sessionLinks()}</div>
        )}
        <button
          ref={menuButton}
          type="button"
          className="top-bar__button top-bar__menu-button narrow-only"
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          onClick={() => setDrawerAt(drawerOpen ? null : key)}
        >
          {drawerOpen ? <CloseIcon /> : <MenuIcon />}
          <span>{T.menu}</span>
        </button>
      </div>
      {drawerOpen && (
        <>
          <div className="drawer-backdrop narrow-only" aria-hidden="true" onClick={closeDrawer} />
          <section className="drawer narrow-only" id={drawerId} aria-label={T.menu}>
            {loggedRole && menu.length > 0 && <DrawerMenu menu={menu} label={T.menuOf(loggedRole)} onNavigate={closeDrawer} />}
            <div className="drawer__session">
              {signedIn ? (
                <>
                  {roleDropdown}
                  <button type="button" className="top-bar__button drawer__logout" onClick={logout}>
                    <LogoutIcon />
                    <span>{T.logout}</span>
                  </button>
                </>
              ) : (
                sessionLinks(closeDrawer)
              )}
            </div>
          </section>
        </>
      )}
    </header>
  );
}
