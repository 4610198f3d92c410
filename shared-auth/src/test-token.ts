import { SESSION_KEYS, type Role } from '@portal/shared-api';
import { useSessionStore } from './session-store';

/** An unsigned JWT for tests of the browser's session rules (the browser never checks signatures). */
export function testToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.firma`;
}

/** Stores a valid session as login would (spec §3) and loads it into the store. */
export function signInAs(role: Role, roles: Role[] = [role], name = 'Ana Mora', email = 'ana@example.cr') {
  localStorage.setItem(SESSION_KEYS.token, testToken({ sub: '3', role: roles, email }));
  localStorage.setItem(SESSION_KEYS.expiry, new Date(Date.now() + 3_600_000).toISOString());
  localStorage.setItem(SESSION_KEYS.loggedRole, role);
  localStorage.setItem(SESSION_KEYS.roles, JSON.stringify(roles));
  localStorage.setItem(SESSION_KEYS.email, email);
  localStorage.setItem(SESSION_KEYS.name, name);
  useSessionStore.getState().refresh();
}
