export { readClaims, roleClaim, clearStoredSession, userIdOf, type Claims } from './claims';
export { isAuthorized, canSee, showsPage, type Access } from './gate';
export { useSessionStore, useSession, type SessionState } from './session-store';
