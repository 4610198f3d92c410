import type { Role } from '@portal/shared-api';
import { roleClaim, type Claims } from './claims';

/** Who may see a route: anyone, any signed-in user, or the listed roles (spec §6). */
export type Access = 'open' | 'signed-in' | readonly Role[];

/**
 * The gate of spec §6: with a required role, the token's role claim must contain the stored
 * logged-in role and that role must be the required one; with no required role, any non-empty
 * set of claims is enough.
 */
export function isAuthorized(required: readonly Role[] | undefined, claims: Claims | null, loggedRole: string | null): boolean {
  if (!required || required.length === 0) return claims !== null && Object.keys(claims).length > 0;
  if (!claims || !loggedRole) return false;
  return roleClaim(claims).includes(loggedRole) && required.includes(loggedRole as Role);
}

/** A route is visible if it is open, or the gate lets the user through (spec §6). */
export function canSee(access: Access, claims: Claims | null, loggedRole: string | null): boolean {
  if (access === 'open') return true;
  return isAuthorized(access === 'signed-in' ? undefined : access, claims, loggedRole);
}

/**
 * Whether a visitor is shown a route's page (spec §6): the route's gate lets them through and, for an open route
 * whose content is for some roles only, so does that. An anonymous visitor: `claims` and `loggedRole` null.
 */
export function showsPage(route: { access: Access; contentFor?: readonly Role[] }, claims: Claims | null, loggedRole: string | null): boolean {
  return canSee(route.access, claims, loggedRole) && (!route.contentFor || canSee(route.contentFor, claims, loggedRole));
}
