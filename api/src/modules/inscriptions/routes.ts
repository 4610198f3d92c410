import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_LISTS,
  FILTERED_SEGMENT,
  filteredQuerySchema,
  pagingQuerySchema,
  type AdminList,
  type TemplateKind,
} from '@portal/shared-api';
import { sendPage } from '../../lib/listing';
import { errorResponses, idParamsSchema } from '../../lib/schemas';
import { contentDisposition } from '../../lib/uploads';
import { foundRoute, storedFileRoute } from '../../lib/routes';
import { actionRoutes } from './action-routes';
import { clock } from './clock';
import { enrolmentDetail, type Viewer } from './detail';
import { enrolmentsRepository } from './repository';
import { clientFilteredQuery, clientListQuery, fileParamsSchema, templateParamsSchema } from './schemas';
import { declarationTemplate } from './template';
import { enrolmentDetailSchema, enrolmentRowSchema } from '@portal/shared-api/responses';

const tags = ['inscriptions'];
const admin = { roles: ['Administrador'] } as const;
const client = { roles: ['Cliente'] } as const;
const adminOrClient = { roles: ['Administrador', 'Cliente'] } as const;
const listResponses = { 200: z.array(enrolmentRowSchema), ...errorResponses.badRequest, ...errorResponses.authorised };

/** The administrators' lists of spec §2, by path, with the statuses each shows. */
const ADMIN_LIST_TITLES: Record<AdminList, string> = {
  adminindex: 'Inscripciones por revisar (Presentada)',
  adminindexpayable: 'Inscripciones por pagar (Pagar)',
  adminindexpayed: 'Inscripciones pagadas (Pagada)',
  adminindexremediate: 'Inscripciones por subsanar (Subsanar)',
  adminindexremediated: 'Inscripciones subsanadas (Subsanada)',
  adminindexaccepted: 'Inscripciones aceptadas (Aceptada)',
  adminindexrejected: 'Inscripciones rechazadas (Rechazada)',
};

/** The template does not change while the server runs: browsers may keep it a day. */
function sendTemplate(reply: FastifyReply, kind: TemplateKind): FastifyReply {
  const { fileName, pdf } = declarationTemplate(kind);
  return reply
    .type('application/pdf')
    .header('Content-Disposition', contentDisposition(fileName))
    .header('Cache-Control', 'public, max-age=86400')
    .send(pdf);
}

export const viewerOf = (request: FastifyRequest): Viewer => ({
  id: request.user.id,
  isAdmin: request.user.roles.includes('Administrador'),
});

/**
 * Spec §7 Enrolments (base /api/inscriptions): the client's and the administrators' lists, the
 * detail, the private files, the sworn-declaration templates; submission and the state machine in
 * action-routes.
 */
export const inscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = enrolmentsRepository(app.db);

  for (const [searched, query] of [
    [false, clientListQuery],
    [true, clientFilteredQuery],
  ] as const) {
    app.get(
      searched ? `/clientindex/${FILTERED_SEGMENT}` : '/clientindex',
      {
        schema: {
          tags,
          summary: searched
            ? 'Busca en las inscripciones propias por nombre, correo o categoría'
            : 'Inscripciones propias, de la más reciente a la más antigua',
          description: 'Siempre las de quien llama (el parámetro `email` se ignora). El total va en el encabezado `totalrecords`.',
          querystring: query,
          response: listResponses,
        },
        config: client,
      },
      async (request, reply) =>
        sendPage(reply, await repository.page({ customerId: request.user.id }, { param: '', ...request.query }, clock.now())),
    );
  }

  /** One administrators' list (its path is `/<list>`, the search `/<list>/Filtered`), each path written below. */
  const adminList = (route: `/${AdminList}` | `/${AdminList}/${typeof FILTERED_SEGMENT}`) => {
    const [, list, filtered] = route.split('/') as [string, AdminList, string?];
    const searched = filtered !== undefined;
    app.get(
      route,
      {
        schema: {
          tags,
          summary: searched ? `${ADMIN_LIST_TITLES[list]}: búsqueda por nombre, correo o categoría` : ADMIN_LIST_TITLES[list],
          description: 'De la más reciente a la más antigua; el total va en el encabezado `totalrecords`.',
          querystring: searched ? filteredQuerySchema : pagingQuerySchema,
          response: listResponses,
        },
        config: admin,
      },
      async (request, reply) =>
        sendPage(reply, await repository.page({ statuses: ADMIN_LISTS[list] }, { param: '', ...request.query }, clock.now())),
    );
  };
  adminList('/adminindex');
  adminList('/adminindex/Filtered');
  adminList('/adminindexpayable');
  adminList('/adminindexpayable/Filtered');
  adminList('/adminindexpayed');
  adminList('/adminindexpayed/Filtered');
  adminList('/adminindexremediate');
  adminList('/adminindexremediate/Filtered');
  adminList('/adminindexremediated');
  adminList('/adminindexremediated/Filtered');
  adminList('/adminindexaccepted');
  adminList('/adminindexaccepted/Filtered');
  adminList('/adminindexrejected');
  adminList('/adminindexrejected/Filtered');

  foundRoute(app, {
    url: '/display/:id',
    tags,
    summary: 'Detalle de una inscripción con sus archivos, acciones posibles e historial',
    description: 'Un administrador ve cualquiera; un cliente solo las suyas (las demás responden 404).',
    config: adminOrClient,
    params: idParamsSchema,
    item: enrolmentDetailSchema,
    find: ({ id }, request) => enrolmentDetail(app.db, id, viewerOf(request)),
  });

  storedFileRoute(app, {
    url: '/:id/files/:fileId',
    tags,
    summary: 'Descarga un archivo privado de una inscripción',
    description: 'Solo para el cliente dueño de la inscripción o un administrador, y solo si el archivo es de esa inscripción.',
    config: adminOrClient,
    params: fileParamsSchema,
    file: async ({ id, fileId }, request) => {
      const viewer = viewerOf(request);
      const owner = await repository.ownerOf(id);
      if (owner === undefined || (!viewer.isAdmin && owner !== viewer.id)) return undefined;
      return repository.fileOf(id, fileId);
    },
    send: (file) => ({ inline: file.contentType.startsWith('image/') }),
  });

  app.get(
    '/template/:kind',
    {
      schema: {
        tags,
        summary: 'Plantilla de la declaración jurada (inmueble propio o ajeno) en PDF',
        params: templateParamsSchema,
        produces: ['application/pdf'],
        response: errorResponses.badRequest,
      },
    },
    async (request, reply) => sendTemplate(reply, request.params.kind),
  );

  await app.register(actionRoutes);
};
