export const ROLES = ['Administrador', 'Contador', 'Regente', 'Cliente'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Name of the role claim inside the JWT (spec §6: "the role comes from the role claim"). */
export const ROLE_CLAIM = 'role';
