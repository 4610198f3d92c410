export { readClaims, roleClaim, clearStoredSession, type Claims } from './claims';
export { isAuthorized, canSee, type Access } from './gate';
export { useSessionStore, useSession, type SessionState } from './session-store';
