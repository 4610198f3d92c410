import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RENEWAL_UPLOAD, renewalRejectionSchema } from '@portal/shared-api';
import { certificateRenewalsSchema, renewalSchema } from '@portal/shared-api/responses';
import { callerOf } from '../../domain/operations/caller';
import { fileParams, pagedQuery, pagingOf } from '../../domain/operations/schemas';
import { notFound } from '../../lib/problem';
import { decisionRoute, pageRoute, storedFileRoute } from '../../lib/routes';
import { errorResponses, idParamsSchema, problemSchema } from '../../lib/schemas';
import { readUpload } from '../../lib/uploads';
import { renewalsRepository } from './repository';

const tags = ['renewals'];
const admin = { roles: ['Administrador'] } as const;

/**
 * Renewals of certificates (beyond the spec, the pattern of the extra-visit purchase): the client pays the property's
 * annual cost and uploads the voucher; an administrator accepts (the validity grows by the period) or rejects once.
 */
export const renewalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = renewalsRepository(app.db);

  pageRoute(app, {
    url: '/',
    tags,
    summary: 'Renovaciones de certificados: las Solicitadas primero, luego la más reciente (total en totalrecords)',
    config: admin,
    querystring: pagedQuery,
    item: renewalSchema,
    page: (query) => repository.page(pagingOf(query)),
  });

  app.get(
    '/property/:id',
    {
      schema: {
        tags,
        summary: 'Las renovaciones del certificado de una propiedad y lo que cuesta renovarlo (su titular o la administración)',
        params: idParamsSchema,
        response: { 200: certificateRenewalsSchema, ...errorResponses.authorised, 404: problemSchema },
      },
      config: { roles: ['Cliente', 'Administrador'] },
    },
    async (request) => {
      const renewals = await repository.ofProperty(callerOf(request), request.params.id);
      if (!renewals) throw notFound();
      return renewals;
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Solicita la renovación del certificado de una propiedad del cliente',
        description:
          'multipart/form-data: `propertyId` y `paymentVoucher` (.pdf .jpg .jpeg .png), el comprobante del pago del costo ' +
          'anual de la propiedad, que el servidor toma de la propiedad. Queda Solicitada; 409 si el certificado está ' +
          'retirado o vencido, o si ya hay una renovación en revisión.',
        consumes: ['multipart/form-data'],
        response: { 200: renewalSchema, ...errorResponses.badRequest, ...errorResponses.authorised, 409: problemSchema, 413: problemSchema, 415: problemSchema },
      },
      config: { roles: ['Cliente'] },
    },
    async (request) => {
      const caller = callerOf(request);
      const upload = await readUpload(request, RENEWAL_UPLOAD);
      const id = await upload.save((tx, fileIds) => repository.create(tx, caller, upload.fields.propertyId, fileIds.paymentVoucher));
      return (await repository.find(id))!;
    },
  );

  decisionRoute(app, {
    url: '/accept/:id',
    tags,
    summary: 'Acepta una renovación Solicitada: extiende la validez del certificado por el período y lo anota en su historial',
    config: admin,
    item: renewalSchema,
    decide: (id, adminId) => repository.accept(id, adminId),
  });

  decisionRoute(app, {
    url: '/reject/:id',
    tags,
    summary: 'Rechaza una renovación Solicitada, con el motivo que se le envía al cliente',
    config: admin,
    item: renewalSchema,
    body: renewalRejectionSchema,
    decide: (id, adminId, body) => repository.reject(id, adminId, body.reason),
  });

  storedFileRoute(app, {
    url: '/:id/files/:fileId',
    tags,
    summary: 'Descarga el comprobante de una renovación (privado: administración o quien la solicitó)',
    config: { roles: ['Cliente', 'Administrador'] },
    params: fileParams,
    file: ({ id, fileId }, request) => repository.file(callerOf(request), id, fileId),
  });
};
