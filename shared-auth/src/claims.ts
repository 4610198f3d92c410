import { jwtDecode } from 'jwt-decode';
import { ROLE_CLAIM, SESSION_KEYS } from '@portal/shared-api';

export type Claims = Record<string, unknown>;

type Store = Pick<Storage, 'getItem' | 'removeItem'>;

/** The user's own id: the token's subject (the browser is told no other way); null without a valid one. */
export function userIdOf(claims: Claims | null): number | null {
  const sub = claims?.sub;
  const id = Number(sub);
  return typeof sub === 'string' && Number.isInteger(id) && id > 0 ? id : null;
}

export function clearStoredSession(storage: Store): void {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}

/**
 * Spec §4 "Session": with no stored token the stored session data is cleared and there are no
 * claims; if the stored expiry is now or earlier there are no claims.
 */
export function readClaims(storage: Store, now: Date = new Date()): Claims | null {
  const token = storage.getItem(SESSION_KEYS.token);
  if (!token) {
    clearStoredSession(storage);
    return null;
  }
  const expiry = Date.parse(storage.getItem(SESSION_KEYS.expiry) ?? '');
  if (Number.isNaN(expiry) || expiry <= now.getTime()) return null;
  try {
    return jwtDecode<Claims>(token);
  } catch {
    return null;
  }
}

/** The role claim as a list, whether the token carries one role or several. */
export function roleClaim(claims: Claims | null): string[] {
  const value = claims?.[ROLE_CLAIM];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}
