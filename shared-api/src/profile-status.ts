/** Public profile state (spec §4): `Activa` while the certificate is in force, otherwise `Inactiva`. */
export const PROFILE_STATUS = { active: 'Activa', inactive: 'Inactiva' } as const;
export type ProfileStatus = (typeof PROFILE_STATUS)[keyof typeof PROFILE_STATUS];
