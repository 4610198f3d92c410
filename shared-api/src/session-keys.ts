/** localStorage keys of the session (spec §3 "Session"). */
export const SESSION_KEYS = {
  token: 'token',
  expiry: 'token-expiracion',
  loggedRole: 'logged-role',
  email: 'user-email',
  name: 'user-name',
  roles: 'User-Roles',
} as const;
