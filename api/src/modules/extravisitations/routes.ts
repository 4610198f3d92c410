import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VISIT_PURCHASE_UPLOAD } from '@portal/shared-api';
import { errorResponses, problemSchema } from '../../lib/schemas';
import { readUpload } from '../../lib/uploads';
import { decisionRoute, pageRoute, storedFileRoute } from '../../lib/routes';
import { callerOf } from '../../domain/operations/caller';
import { fileParams, pagedQuery, pagingOf } from '../../domain/operations/schemas';
import { extraVisitsRepository } from './repository';
import { visitRequestSchema } from '@portal/shared-api/responses';

const tags = ['extravisitations'];
const admin = { roles: ['Administrador'] } as const;

/** Spec §7 Extra-visit requests: a client buys visits for a certified property; an administrator decides once. */
export const extraVisitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = extraVisitsRepository(app.db);

  pageRoute(app, {
    url: '/',
    tags,
    summary: 'Solicitudes de visitas extra: las Solicitadas primero, luego la más reciente (total en totalrecords)',
    config: admin,
    querystring: pagedQuery,
    item: visitRequestSchema,
    page: (query) => repository.page(pagingOf(query)),
  });

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Solicita visitas extra para una propiedad certificada del cliente',
        description:
          'multipart/form-data: `propertyId`, `visitationAmount` (entero mayor que cero), `certificationCIARGO` y ' +
          '`paymentVoucher` (.jpeg .jpg .png). El costo por visita sale de la propiedad y el total = cantidad × costo ' +
          'lo calcula el servidor: `visitationCost`, `totalAmount` y `status` enviados se ignoran. Queda Solicitada.',
        consumes: ['multipart/form-data'],
        response: {
          200: visitRequestSchema,
          ...errorResponses.badRequest,
          ...errorResponses.authorised,
          413: problemSchema,
          415: problemSchema,
        },
      },
      config: { roles: ['Cliente'] },
    },
    async (request) => {
      const caller = callerOf(request);
      const upload = await readUpload(request, VISIT_PURCHASE_UPLOAD);
      const id = await upload.save((tx, fileIds) =>
        repository.create(tx, caller, upload.fields, { certificate: fileIds.certificationCIARGO, voucher: fileIds.paymentVoucher }),
      );
      return (await repository.find(id))!;
    },
  );

  decisionRoute(app, {
    url: '/accept/:id',
    tags,
    summary: 'Acepta una solicitud Solicitada: suma sus visitas a las disponibles de la propiedad',
    config: admin,
    item: visitRequestSchema,
    decide: (id, adminId) => repository.accept(id, adminId),
  });

  decisionRoute(app, {
    url: '/reject/:id',
    tags,
    summary: 'Rechaza una solicitud Solicitada',
    config: admin,
    item: visitRequestSchema,
    decide: (id, adminId) => repository.reject(id, adminId),
  });

  storedFileRoute(app, {
    url: '/:id/files/:fileId',
    tags,
    summary: 'Descarga el certificado o el comprobante de una solicitud (privado: administrador o quien la hizo)',
    config: { roles: ['Cliente', 'Administrador'] },
    params: fileParams,
    file: ({ id, fileId }, request) => repository.file(callerOf(request), id, fileId),
  });
};
