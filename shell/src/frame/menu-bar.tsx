import { useCallback, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from '@portal/shared-auth/router';
import type { MenuGroup } from '../routes/menu';
import { onEscape, onFocusLeave, useClickOutside } from './use-dismiss';

/** One group of the wide top bar: a button that shows its links below it (disclosure navigation). */
function MenuBarGroup({ group, open, onToggle, onClose }: { group: MenuGroup; open: boolean; onToggle: () => void; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useClickOutside(open, ref, onClose);
  return (
    <div className="top-bar__group" ref={ref} onKeyDown={onEscape(open, onClose, button)} onBlur={onFocusLeave(open, onClose)}>
      <button ref={button} type="button" className="top-bar__group-button" aria-expanded={open} aria-controls={listId} onClick={onToggle}>
        {group.group}
      </button>
      <ul className="top-bar__group-items" id={listId} hidden={!open}>
        {group.items.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} onClick={onClose}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The role's menu groups on a wide screen; one group is open at a time, and none after a navigation. */
export function MenuBar({ menu, label }: { menu: readonly MenuGroup[]; label: string }) {
  const { key } = useLocation();
  // the open group remembers the location it was opened at, so navigating closes it
  const [open, setOpen] = useState<{ group: string; at: string } | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const openGroup = open?.at === key ? open.group : null;
  return (
    <nav className="top-bar__menu wide-only" aria-label={label}>
      {menu.map((group) => (
        <MenuBarGroup
          key={group.group}
          group={group}
          open={openGroup === group.group}
          onToggle={() => setOpen(openGroup === group.group ? null : { group: group.group, at: key })}
          onClose={close}
        />
      ))}
    </nav>
  );
}
