import { z } from 'zod';
import { MSG } from '@portal/shared-api';

export const emailQuerySchema = z.object({
  email: z
    .email({ error: MSG.emailInvalid })
    .optional()
    .meta({ description: 'Correo del perfil; solo un Administrador puede consultar otro que no sea el propio' }),
});
