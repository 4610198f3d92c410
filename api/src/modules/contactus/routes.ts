import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactSchema } from '@portal/shared-api';
import { deleteRoute, pagedListRoutes } from '../../lib/routes';
import { errorResponses, problemSchema } from '../../lib/schemas';
import { contactsRepository } from './repository';
import { contactItemSchema, createdSchema } from '@portal/shared-api/responses';

/** Messages one address may send a minute through the public form. */
export const CONTACT_MAX_PER_MINUTE = 10;

const tags = ['contactus'];

const admin = { roles: ['Administrador'] } as const;

/** Spec §7 contacts: the public form posts here; administrators list, search and delete. */
export const contactusRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = contactsRepository(app.db);

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Envía un mensaje del formulario de contacto',
        body: contactSchema,
        response: { 201: createdSchema, ...errorResponses.badRequest, 429: problemSchema },
      },
      config: {
        rateLimit: {
          max: CONTACT_MAX_PER_MINUTE,
          timeWindow: 60_000,
        },
      },
    },
    async (request, reply) => {
      const id = await repository.create(request.body);
      return reply.code(201).send({ id });
    },
  );

  pagedListRoutes(app, {
    tags,
    summary: 'Mensajes de contacto, del más reciente al más antiguo (total en el encabezado totalrecords)',
    searchSummary: 'Busca mensajes de contacto por nombre, correo, teléfono, asunto o mensaje',
    item: contactItemSchema,
    config: admin,
    page: repository.page,
  });

  deleteRoute(app, { url: '/:id', tags, summary: 'Borra un mensaje de contacto', config: admin, remove: repository.remove });
};
