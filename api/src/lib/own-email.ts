import type { FastifyRequest } from 'fastify';
import { normaliseEmail } from './email';
import { forbidden } from './problem';

/**
 * The email a `?email=` call may act on: the caller's own (also when the parameter is absent);
 * an Administrador may name anyone. The parameter is never trusted on its own.
 */
export function ownEmail(request: FastifyRequest, email: string | undefined): string {
  const own = request.user.email;
  if (email === undefined) return own;
  const wanted = normaliseEmail(email);
  if (wanted !== own && !request.user.roles.includes('Administrador')) throw forbidden();
  return wanted;
}
