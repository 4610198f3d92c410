import { z } from 'zod';
import { MSG, ROLES } from '@portal/shared-api';

export const loginResponseSchema = z
  .object({
    token: z.string(),
    expire: z.string().meta({ description: 'Instante ISO 8601 en que vence el token' }),
    roles: z.array(z.enum(ROLES)),
    userName: z.string(),
  })
  .meta({ id: 'LoginResponse' });

export const registrationResponseSchema = z.object({ id: z.number().int() }).meta({ id: 'RegistrationResponse' });

export const selfProfileSchema = z
  .object({
    email: z.string(),
    phoneNumber: z.string(),
    userFullName: z.string(),
    userIdentifier: z.string(),
  })
  .meta({ id: 'SelfProfile' });

export const emailQuerySchema = z.object({
  email: z
    .email({ error: MSG.emailInvalid })
    .optional()
    .meta({ description: 'Correo del perfil; solo un Administrador puede consultar otro que no sea el propio' }),
});
