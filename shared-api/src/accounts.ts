import type { z } from 'zod';
import type { accountItemSchema } from './responses/accounts';

export type AccountItem = z.output<typeof accountItemSchema>;

export type AccountAction = 'disable' | 'enable';

export const ACCOUNT_MSG = {
  disabled: 'Esta cuenta está desactivada. Comuníquese con la administración del portal.',
  self: 'No puede desactivar su propia cuenta',
  lastAdministrator: 'No se puede desactivar al último administrador activo',
  alreadyDisabled: 'La cuenta ya está desactivada',
  alreadyActive: 'La cuenta ya está activa',
} as const;
