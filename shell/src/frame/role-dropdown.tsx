import { useEffect, useRef, useState } from 'react';
import type { Role } from '@portal/shared-api';
import { UserIcon } from './icons';
import { FRAME_TEXTS as T } from '../texts';

interface Props {
  loggedRole: Role;
  userName: string;
  roles: readonly Role[];
  onChoose: (role: Role) => void;
}

/** The dropdown labelled with the role and the name; its options are the user's roles (spec §2). */
export function RoleDropdown({ loggedRole, userName, roles, onChoose }: Props) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => ref.current?.contains(event.target as Node) || setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  return (
    <div className="dropdown" ref={ref}>
      <button type="button" className="top-bar__button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        <UserIcon />
        <span>{T.roleLabel(loggedRole, userName)}</span>
      </button>
      {open && (
        <ul className="dropdown__menu" role="menu" aria-label={T.roles}>
          {roles.map((role) => (
            <li key={role} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={role === loggedRole}
                onClick={() => {
                  setOpen(false);
                  onChoose(role);
                }}
              >
                {role}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
