import { z } from 'zod';
import { ROLES } from '../roles';

export const loginResponseSchema = z
  .object({
    token: z.string(),
    expire: z.string().meta({ description: 'Instante ISO 8601 en que vence el token' }),
    roles: z.array(z.enum(ROLES)),
    userName: z.string(),
  })
  .meta({ id: 'LoginResponse' });

export const registrationResponseSchema = z.object({ id: z.number().int() }).meta({ id: 'RegistrationResponse' });

/** GET users/myself: a list whose first item is the profile (spec §7). */
export const selfProfileSchema = z
  .object({
    email: z.string(),
    phoneNumber: z.string(),
    userFullName: z.string(),
    userIdentifier: z.string(),
  })
  .meta({ id: 'SelfProfile' });

/** Regent or user as listed (spec §3). */
export const regentItemSchema = z
  .object({
    userId: z.number().int(),
    userFullName: z.string(),
    userIdentifier: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
  })
  .meta({ id: 'RegentItem' });
