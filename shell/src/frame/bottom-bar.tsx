import { NavLink } from '@portal/shared-auth/router';
import { BOTTOM_LINKS } from '../routes/route-table';
import { FRAME_TEXTS as T } from '../texts';

export function BottomBar() {
  return (
    <footer className="bottom-bar">
      <nav aria-label={T.publicLinks}>
        {BOTTOM_LINKS.map((link) => (
          <NavLink key={link.path} to={link.path} className="bottom-bar__link">
            {link.label}
          </NavLink>
        ))}
      </nav>
    </footer>
  );
}
