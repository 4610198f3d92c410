import { useId } from 'react';
import { NavLink } from '@portal/shared-auth/router';
import type { MenuGroup } from '../routes/menu';

/** The role's menu groups in the drawer of a narrow screen: every group's links in view, one tap away. */
export function DrawerMenu({ menu, label, onNavigate }: { menu: readonly MenuGroup[]; label: string; onNavigate: () => void }) {
  const id = useId();
  return (
    <nav className="drawer__menu" aria-label={label}>
      {menu.map((group, index) => (
        <div key={group.group} className="drawer__group">
          <p className="drawer__group-title" id={`${id}-${index}`}>
            {group.group}
          </p>
          <ul aria-labelledby={`${id}-${index}`}>
            {group.items.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} onClick={onNavigate}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
