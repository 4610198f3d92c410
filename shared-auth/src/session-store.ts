import { create } from 'zustand';
import { SESSION_KEYS, isRole, type LoginResponse, type Role } from '@portal/shared-api';
import { clearStoredSession, readClaims, type Claims } from './claims';

export interface SessionState {
  claims: Claims | null;
  loggedRole: Role | null;
  roles: Role[];
  email: string | null;
  userName: string | null;
  /** Re-reads the stored session (spec §4 rules), e.g. at start-up or when another tab changed it. */
  refresh: () => void;
  /** Stores what login answered: token, expiry, first role, all roles, email and name (spec §3). */
  signIn: (response: LoginResponse, email: string) => void;
  signOut: () => void;
  /** Stores the chosen role as `logged-role`; the frame reloads the page afterwards. */
  chooseRole: (role: Role) => void;
}

const storage = (): Storage => window.localStorage;

function parseRoles(raw: string | null): Role[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter(isRole) : [];
  } catch {
    return [];
  }
}

function snapshot(): Pick<SessionState, 'claims' | 'loggedRole' | 'roles' | 'email' | 'userName'> {
  // on the server (the shell's frame around a page rendered there) nobody is signed in
  const claims = typeof window === 'undefined' ? null : readClaims(storage());
  if (!claims) return { claims: null, loggedRole: null, roles: [], email: null, userName: null };
  const s = storage();
  const loggedRole = s.getItem(SESSION_KEYS.loggedRole);
  return {
    claims,
    loggedRole: isRole(loggedRole) ? loggedRole : null,
    roles: parseRoles(s.getItem(SESSION_KEYS.roles)),
    email: s.getItem(SESSION_KEYS.email),
    userName: s.getItem(SESSION_KEYS.name),
  };
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...snapshot(),
  refresh: () => set(snapshot()),
  signIn: (response, email) => {
    const s = storage();
    s.setItem(SESSION_KEYS.token, response.token);
    s.setItem(SESSION_KEYS.expiry, response.expire);
    s.setItem(SESSION_KEYS.loggedRole, response.roles[0] ?? '');
    s.setItem(SESSION_KEYS.roles, JSON.stringify(response.roles));
    s.setItem(SESSION_KEYS.email, email);
    s.setItem(SESSION_KEYS.name, response.userName);
    set(snapshot());
  },
  signOut: () => {
    clearStoredSession(storage());
    set(snapshot());
  },
  chooseRole: (role) => {
    storage().setItem(SESSION_KEYS.loggedRole, role);
    set(snapshot());
  },
}));

/** The session as components read it. */
export const useSession = () => useSessionStore();
