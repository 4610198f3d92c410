import { paths } from './paths';

/** Public profile state (spec §4): `Activa` while the certificate is in force, otherwise `Inactiva`. */
export const PROFILE_STATUS = { active: 'Activa', inactive: 'Inactiva' } as const;
export type ProfileStatus = (typeof PROFILE_STATUS)[keyof typeof PROFILE_STATUS];

/** Paths of the public profiles in the portal (what a QR code and a certificate status point to). */
export const propertyProfilePath = (id: number) => paths.perfilPropiedad(id);
export const inscriptionProfilePath = (id: number) => paths.perfilInscripcion(id);
