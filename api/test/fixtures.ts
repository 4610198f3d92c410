import type { FastifyInstance } from 'fastify';
import type { LoginResponse, RegistrationRequest, SpecialisedRegistrationRequest } from '@portal/shared-api';
import { DEMO_PASSWORD } from '../src/seed';
import type { TokenClaims } from '../src/plugins/auth';

export { DEMO_PASSWORD };

let sequence = 0;
/** An email no other test of the run uses. */
export const uniqueEmail = (name = 'persona') => `${name}.${process.pid}.${++sequence}@correo.cr`;

export const clientRegistration = (overrides: Partial<RegistrationRequest> = {}): RegistrationRequest => ({
  firstName: 'María',
  middleName: 'Fernanda',
  lastName: 'Campos',
  secondLastName: 'Ulate',
  identificationTypeId: 1,
  identifier: '109870654',
  phoneNumber: '8845-1122',
  districtId: 10201,
  address: 'Del Centro Comercial Multiplaza 400 metros sur',
  emailAddress: uniqueEmail(),
  password: 'Segura2024!',
  ...overrides,
});

export const specialisedRegistration = (
  overrides: Partial<SpecialisedRegistrationRequest> = {},
): SpecialisedRegistrationRequest => ({
  firstName: 'Esteban',
  middleName: 'Alonso',
  lastName: 'Brenes',
  secondLastName: 'Castro',
  identifier: '603450987',
  phoneNumber: '8390-5566',
  emailAddress: uniqueEmail('especial'),
  password: 'Segura2024!',
  ...overrides,
});

export const login = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });

/** A bearer token for an existing account (the demo accounts use DEMO_PASSWORD). */
export async function tokenFor(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await login(app, email, password);
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.body}`);
  return response.json<LoginResponse>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The token's claims, read the way the browser reads them (no signature check). */
export function decodeClaims(token: string): TokenClaims & { iat: number } {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
}
