import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, loginSchema, mailPreferencesSchema, regentLicenceSchema, registrationSchema, specialisedRegistrationSchema } from '@portal/shared-api';
import { normaliseEmail } from '../../lib/email';
import { ownEmail } from '../../lib/own-email';
import { HttpProblem } from '../../lib/problem';
import { errorResponses, problemSchema } from '../../lib/schemas';
import { accounts } from './accounts';
import { preferencesOf, setPreferences } from '../../mail/preferences';
import { regentsRoutes } from './regents/routes';
import { usersRepository } from './repository';
import { emailQuerySchema } from './schemas';
import {
  regentLicenceResponseSchema,
  loginResponseSchema,
  lookupItemSchema,
  mailPreferencesItemSchema,
  registrationResponseSchema,
  selfProfileSchema,
} from '@portal/shared-api/responses';

export interface UsersRoutesOptions {
  /** Login attempts allowed per minute for one address and email. */
  loginMaxAttempts: number;
}

const tags = ['users'];

const loginKey = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? normaliseEmail(email) : ''}`;
};

const registration = {
  body: specialisedRegistrationSchema,
  response: { 200: registrationResponseSchema, ...errorResponses.badRequest },
};

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { loginMaxAttempts }) => {
  const users = usersRepository(app.db);
  const service = accounts(users, app.issueToken);
  // the regents' calls of the same base path (GetRegents, MyRegents, AddRegentToCustomer, invitations)
  await app.register(regentsRoutes);

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Inicia sesión y entrega el token',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorResponses.badRequest, 401: problemSchema, 429: problemSchema },
      },
      config: {
        rateLimit: {
          max: loginMaxAttempts,
          timeWindow: 60_000,
          // after the body is parsed, so the key can include the email
          hook: 'preValidation',
          keyGenerator: loginKey,
          errorResponseBuilder: () => new HttpProblem(429, MSG.tooManyAttempts),
        },
        // a token is never stored to be answered again
        idempotent: false,
      },
    },
    async (request) => {
      const result = await service.login(request.body.email, request.body.password);
      if (!result) throw new HttpProblem(401, MSG.loginFailed);
      return result;
    },
  );

  app.post(
    '/AddUser',
    {
      schema: {
        tags,
        summary: 'Registra un cliente',
        body: registrationSchema,
        response: { 200: registrationResponseSchema, ...errorResponses.badRequest },
      },
    },
    async (request) => ({ id: await service.registerClient(request.body) }),
  );

  app.post(
    '/AddRegentUser',
    { schema: { ...registration, tags, summary: 'Registra un regente' } },
    async (request) => ({ id: await service.registerSpecialised(request.body, 'Regente') }),
  );

  // the staff accounts only an administrator registers
  for (const [url, summary, role] of [
    ['/AddAdminUser', 'Registra un administrador', 'Administrador'],
    ['/AddAccountingUser', 'Registra un contador', 'Contador'],
  ] as const) {
    app.post(
      url,
      {
        schema: { ...registration, tags, summary, response: { ...registration.response, ...errorResponses.authorised } },
        config: { roles: ['Administrador'] },
      },
      async (request) => ({ id: await service.registerSpecialised(request.body, role) }),
    );
  }

  app.get(
    '/myself',
    {
      schema: {
        tags,
        summary: 'Perfil del usuario (lista cuyo primer elemento es el perfil)',
        querystring: emailQuerySchema,
        response: { 200: z.array(selfProfileSchema), ...errorResponses.badRequest, ...errorResponses.authorised },
      },
      config: { auth: true },
    },
    async (request) => {
      const profile = await users.findProfile(ownEmail(request, request.query.email));
      return profile ? [profile] : [];
    },
  );

  // a regent's professional licence number, printed on their origin certificates (beyond the spec)
  app.get(
    '/licence',
    {
      schema: { tags, summary: 'El número de colegiado del regente (se imprime en sus certificados de origen)', response: { 200: regentLicenceResponseSchema, ...errorResponses.authorised } },
      config: { roles: ['Regente'] },
    },
    async (request) => ({ licenceNumber: await users.licenceOf(request.user.id) }),
  );

  app.put(
    '/licence',
    {
      schema: {
        tags,
        summary: 'Guarda el número de colegiado del regente; vacío lo quita (los certificados de origen ya emitidos conservan el suyo)',
        body: regentLicenceSchema,
        response: { 200: regentLicenceResponseSchema, ...errorResponses.badRequest, ...errorResponses.authorised },
      },
      config: { roles: ['Regente'] },
    },
    async (request) => ({ licenceNumber: await users.setLicence(request.user.id, request.body.licenceNumber) }),
  );

  // the kinds of e-mail the person receives, each of which they may turn off (beyond the spec)
  app.get(
    '/mailpreferences',
    {
      schema: {
        tags,
        summary: 'Los tipos de correo que recibe la persona, cada uno activado o no',
        response: { 200: mailPreferencesItemSchema, ...errorResponses.authorised },
      },
      config: { auth: true },
    },
    async (request) => preferencesOf(app.db, request.user.id, request.user.roles),
  );
  app.put(
    '/mailpreferences',
    {
      schema: {
        tags,
        summary: 'Desactiva los tipos de correo dados (los demás de sus roles quedan activados)',
        body: mailPreferencesSchema,
        response: { 200: mailPreferencesItemSchema, ...errorResponses.badRequest, ...errorResponses.authorised },
      },
      config: { auth: true },
    },
    async (request) => setPreferences(app.db, request.user.id, request.user.roles, request.body.off),
  );

  app.get(
    '/identificationtypes',
    {
      schema: { tags, summary: 'Tipos de identificación', response: { 200: z.array(lookupItemSchema) } },
    },
    () => users.identificationTypes(),
  );
};
