import { z } from 'zod';
import { ROLES } from '../roles';

/** Usuarios (/Usuarios/Administrar): the administrator's list of accounts, each active or disabled. */
export const accountItemSchema = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    email: z.string(),
    roles: z.array(z.enum(ROLES)),
    active: z.boolean(),
    disabledAt: z.string().nullable().meta({ description: 'Cuándo se desactivó (null mientras está activa)' }),
  })
  .meta({ id: 'AccountItem' });
