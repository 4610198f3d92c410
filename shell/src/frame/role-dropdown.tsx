import { useCallback, useId, useRef, useState } from 'react';
import { Link } from '@portal/shared-auth/router';
import { paths, type Role } from '@portal/shared-api';
import { UserIcon } from './icons';
import { onEscape, onFocusLeave, useClickOutside } from './use-dismiss';
import { FRAME_TEXTS as T } from '../texts';

interface Props {
  loggedRole: Role;
  userName: string;
  roles: readonly Role[];
  onChoose: (role: Role) => void;
}

/** The dropdown labelled with the role and the name; its options are the user's roles (spec §2), then their e-mail notices. */
export function RoleDropdown({ loggedRole, userName, roles, onChoose }: Props) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useClickOutside(open, ref, close);
  const label = T.roleLabel(loggedRole, userName);
  return (
    <div className="dropdown" ref={ref} onKeyDown={onEscape(open, close, button)} onBlur={onFocusLeave(open, close)}>
      <button
        ref={button}
        type="button"
        className="top-bar__button dropdown__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={listId}
        title={label}
        onClick={() => setOpen(!open)}
      >
        <UserIcon />
        <span className="dropdown__label">{label}</span>
      </button>
      <ul className="dropdown__menu" id={listId} role="menu" aria-label={T.roles} hidden={!open}>
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
        <li role="separator" className="dropdown__separator" />
        <li role="none">
          <Link role="menuitem" to={paths.avisosPorCorreo()} onClick={() => setOpen(false)}>
            {T.mailPreferences}
          </Link>
        </li>
      </ul>
    </div>
  );
}
