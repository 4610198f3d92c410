import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILTERED_SEGMENT, MSG, VISIT_MSG, invitationSchema } from '@portal/shared-api';
import { normaliseEmail } from '../../../lib/email';
import { HttpProblem, ValidationFailure } from '../../../lib/problem';
import { pageRoute } from '../../../lib/routes';
import { errorResponses, problemSchema } from '../../../lib/schemas';
import { usersRepository } from '../repository';
import { callerOf } from '../../../domain/operations/caller';
import { listQuery, pagingOf } from '../../../domain/operations/schemas';
import { regentsRepository } from './repository';
import { createdSchema, loginResponseSchema, regentItemSchema } from '@portal/shared-api/responses';

const tags = ['users'];
const client = { roles: ['Cliente'] } as const;

const addRegentQuery = z.object({
  regent: z.email({ error: MSG.emailInvalid }).meta({ description: 'Correo del regente' }),
});

/**
 * Spec §7 Users, the regent part: a client searches regents, links them, invites one by email, and
 * can become a regent too. The client is always the token's user (`email` and `customer` are ignored).
 */
export const regentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const regents = regentsRepository(app.db);
  const accounts = usersRepository(app.db);

  for (const url of ['/GetRegents', `/GetRegents/${FILTERED_SEGMENT}`]) {
    pageRoute(app, {
      url,
      tags,
      summary: 'Regentes registrados, con búsqueda por nombre, correo o identificación (total en totalrecords)',
      config: client,
      querystring: listQuery,
      item: regentItemSchema,
      page: (query) => regents.all(pagingOf(query)),
    });
  }

  for (const url of ['/MyRegents', `/MyRegents/${FILTERED_SEGMENT}`]) {
    pageRoute(app, {
      url,
      tags,
      summary: 'Los regentes del cliente (total en totalrecords)',
      config: client,
      querystring: listQuery,
      item: regentItemSchema,
      page: (query, request) => regents.mine(request.user.id, pagingOf(query)),
    });
  }

  app.post(
    '/AddRegentToCustomer',
    {
      schema: {
        tags,
        summary: 'Agrega un regente (por su correo) a los regentes del cliente',
        description: 'El cliente es el usuario del token; el parámetro `customer` se ignora.',
        querystring: addRegentQuery,
        response: {
          200: regentItemSchema,
          ...errorResponses.badRequest,
          ...errorResponses.authorised,
          404: problemSchema,
          409: problemSchema,
        },
      },
      config: client,
    },
    async (request) => {
      const regent = await regents.findRegent(request.query.regent);
      if (!regent) throw new HttpProblem(404, VISIT_MSG.regentNotFound);
      if (!(await regents.link(request.user.id, regent.userId))) throw new HttpProblem(409, VISIT_MSG.regentAlreadyAdded);
      return regent;
    },
  );

  app.post(
    '/inviteuser',
    {
      schema: {
        tags,
        summary: 'Invita a un regente por nombre y correo',
        description:
          'Guarda la invitación y la anota en el registro del servidor. El portal no tiene servidor de correo: ' +
          'no se envía ningún mensaje.',
        body: invitationSchema,
        response: { 200: createdSchema, ...errorResponses.badRequest, ...errorResponses.authorised },
      },
      config: client,
    },
    async (request) => {
      const { Name: name, Email: email } = request.body;
      if (normaliseEmail(email) === request.user.email) throw new ValidationFailure([VISIT_MSG.inviteOwnEmail]);
      const id = await regents.invite(request.user.id, { name, email });
      request.log.info({ invitationId: id, email: normaliseEmail(email) }, 'regent invitation stored (no mail server: nothing was sent)');
      return { id };
    },
  );

  app.post(
    '/AddRegentRoleToCustomer',
    {
      schema: {
        tags,
        summary: 'Agrega el rol Regente a la cuenta del cliente y entrega un inicio de sesión nuevo con ambos roles',
        description: 'La cuenta es la del token; el parámetro `email` se ignora.',
        response: { 200: loginResponseSchema, ...errorResponses.authorised, 409: problemSchema },
      },
      config: client,
    },
    async (request) => {
      const caller = callerOf(request);
      if (!(await regents.addRegentRole(caller.id))) throw new HttpProblem(409, VISIT_MSG.alreadyRegent);
      const account = await accounts.findCredentials(caller.email);
      if (!account) throw new HttpProblem(404, MSG.notFound);
      const { token, expire } = app.issueToken(account);
      return { token, expire, roles: account.roles, userName: account.fullName };
    },
  );
};
