import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailItemSchema } from '@portal/shared-api/responses';
import { pagedListRoutes } from '../../lib/routes';
import { mailRepository } from './repository';

const tags = ['mail'];

/**
 * "Correos enviados" (beyond the spec): what the portal sent its people, or keeps when it has no SMTP server, with
 * each message's status and the server's last answer. Administrators only.
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = mailRepository(app.db);
  pagedListRoutes(app, {
    tags,
    summary: 'Correos del portal, del más reciente al más antiguo, con su estado (total en el encabezado totalrecords)',
    searchSummary: 'Busca correos por destinatario, asunto o texto',
    item: mailItemSchema,
    config: { roles: ['Administrador'] },
    page: repository.page,
  });
};
