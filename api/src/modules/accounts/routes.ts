import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountItemSchema } from '@portal/shared-api/responses';
import { pagedListRoutes } from '../../lib/routes';
import { errorResponses, idParamsSchema, problemSchema } from '../../lib/schemas';
import { accountsRepository } from './repository';

const tags = ['accounts'];
const admin = { roles: ['Administrador'] } as const;
const changeResponses = { 200: accountItemSchema, ...errorResponses.badRequest, ...errorResponses.authorised, 404: problemSchema, 409: problemSchema };

/**
 * Usuarios (/Usuarios/Administrar, administrators only): every account with its roles and state, and
 * Desactivar / Activar. A disabled account cannot log in, and its tokens are refused at once by this
 * process and by the others as soon as the database notifies them (within 2 s while they cannot hear it).
 */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = accountsRepository(app.db);

  pagedListRoutes(app, {
    tags,
    summary: 'Cuentas del portal por nombre, con sus roles y su estado (total en totalrecords)',
    searchSummary: 'Busca cuentas por nombre o correo',
    item: accountItemSchema,
    config: admin,
    page: repository.page,
  });

  app.put(
    '/:id/disable',
    {
      schema: {
        tags,
        summary: 'Desactiva una cuenta (no la propia ni la del último administrador activo)',
        params: idParamsSchema,
        response: changeResponses,
      },
      config: admin,
    },
    async (request) => {
      const changed = await repository.change(request.params.id, 'disable', request.user.id);
      // this process at once; the others when the database's notification reaches them
      app.accountStates.forget(request.params.id);
      return changed;
    },
  );

  app.put(
    '/:id/enable',
    {
      schema: { tags, summary: 'Activa de nuevo una cuenta desactivada', params: idParamsSchema, response: changeResponses },
      config: admin,
    },
    async (request) => {
      const changed = await repository.change(request.params.id, 'enable', request.user.id);
      // this process at once; the others when the database's notification reaches them
      app.accountStates.forget(request.params.id);
      return changed;
    },
  );
};
