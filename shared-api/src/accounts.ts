import { z } from 'zod';
import { ROLES } from './roles';

/** Usuarios (/Usuarios/Administrar): the administrator's list of accounts, each active or disabled. */
export const accountItemSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  roles: z.array(z.enum(ROLES)),
  active: z.boolean(),
  /** When it was disabled (null while active). */
  disabledAt: z.string().nullable(),
});
export type AccountItem = z.infer<typeof accountItemSchema>;

export type AccountAction = 'disable' | 'enable';

export const ACCOUNT_MSG = {
  disabled: 'Esta cuenta está desactivada. Comuníquese con la administración del portal.',
  self: 'No puede desactivar su propia cuenta',
  lastAdministrator: 'No se puede desactivar al último administrador activo',
  alreadyDisabled: 'La cuenta ya está desactivada',
  alreadyActive: 'La cuenta ya está activa',
} as const;
