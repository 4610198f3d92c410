import type { FastifyRequest } from 'fastify';
import type { Role } from '@portal/shared-api';

/** Who is calling, from the token: never from an `email` parameter. */
export interface Caller {
  id: number;
  email: string;
  roles: readonly Role[];
}

export const callerOf = (request: FastifyRequest): Caller => ({
  id: request.user.id,
  email: request.user.email,
  roles: request.user.roles,
});

export const hasRole = (caller: Caller, role: Role): boolean => caller.roles.includes(role);
