import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRANSFER_ACTIONS, boundaryShareCreateSchema, ddsNumbersSchema, filteredQuerySchema, shipmentCodeSchema, shipmentCreateSchema, shipmentShareQuerySchema, transferCreateSchema } from '@portal/shared-api';
import { boundaryShareCreatedSchema, boundaryShareSchema, ddsStatementSchema, originTransferSchema, shipmentHoldingSchema, shipmentPublicSchema, shipmentSchema, transferReceiverSchema } from '@portal/shared-api/responses';
import { callerOf } from '../../domain/operations/caller';
import { idValue } from '../../domain/operations/schemas';
import { pageRoute } from '../../lib/routes';
import { errorResponses, problemSchema } from '../../lib/schemas';
import { languageOf } from '../../lib/language';
import { siteOf } from '../../lib/site';
import { zipStream } from '../../lib/zip';
import { EU_FILE_MEDIA_TYPE } from '@portal/shared-api/geo';
import { ddsXml } from './dds-xml';
import { sharedPagePath, shipmentsRepository } from './repository';
import { transfersRepository } from './transfers';
import { closeDossierPdfs } from './dossier-pdfs';

const tags = ['shipments'];
const client = { roles: ['Cliente'] } as const;
const readers = { roles: ['Administrador', 'Cliente'] } as const;
const idParams = z.object({ id: idValue });
/** A shipment named by its code where its buyer reaches it through a share link (the same place as the id). */
const codeParams = z.object({ id: shipmentCodeSchema });
const geojsonResponse = { description: 'Archivo GeoJSON de la UE', content: { [EU_FILE_MEDIA_TYPE]: { schema: z.string() } } };
const xmlResponse = { description: 'SubmitDdsRequest (XML, espacio de nombres V3)', content: { 'application/xml': { schema: z.string() } } };

/**
 * Shipments (beyond the spec): a client records a load of wood for a buyer abroad from the origin certificates it
 * holds; the client and the administrators read it and the due diligence statement's data an EU importer files.
 */
export const shipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = shipmentsRepository(app.db);
  // the worker threads of the due-diligence files' PDFs stop with the server
  app.addHook('onClose', closeDossierPdfs);

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Registra un despacho hecho de certificados de origen del cliente, con el volumen que toma de cada uno (Idempotency-Key)',
        body: shipmentCreateSchema,
        response: { 201: shipmentSchema, ...errorResponses.badRequest, ...errorResponses.authorised, 404: problemSchema, 409: problemSchema },
      },
      config: client,
    },
    async (request, reply) => reply.code(201).send(await repository.create(request.body, callerOf(request))),
  );

  app.get(
    '/holdings',
    {
      schema: {
        tags,
        summary: 'Los certificados de origen de los que el cliente puede despachar: válidos, de sus propiedades, con volumen por despachar',
        response: { 200: z.array(shipmentHoldingSchema), ...errorResponses.authorised },
      },
      config: client,
    },
    async (request) => repository.holdings(request.user.id),
  );

  const transfers = transfersRepository(app.db);

  app.get(
    '/transfers',
    {
      schema: {
        tags,
        summary: 'Las transferencias de certificados de origen que el cliente envió o recibió (todas para la administración), de la más reciente a la más antigua',
        response: { 200: z.array(originTransferSchema), ...errorResponses.authorised },
      },
      config: readers,
    },
    async (request) => transfers.list(callerOf(request)),
  );

  app.get(
    '/transfers/receivers',
    {
      schema: {
        tags,
        summary: 'Los aserraderos y depósitos de madera con el certificado vigente a los que el cliente puede transferir certificados de origen',
        response: { 200: z.array(transferReceiverSchema), ...errorResponses.authorised },
      },
      config: client,
    },
    async (request) => transfers.receivers(callerOf(request)),
  );

  app.post(
    '/transfers',
    {
      schema: {
        tags,
        summary: 'Transfiere volumen de un certificado de origen que el cliente tiene a un aserradero o depósito certificado, que la acepta o la rechaza (Idempotency-Key)',
        body: transferCreateSchema,
        response: { 201: originTransferSchema, ...errorResponses.badRequest, ...errorResponses.authorised, 404: problemSchema, 409: problemSchema },
      },
      config: client,
    },
    async (request, reply) => reply.code(201).send(await transfers.create(request.body, callerOf(request))),
  );

  app.post(
    '/transfers/:id/:action',
    {
      schema: {
        tags,
        summary: 'Quien recibe acepta (accept) o rechaza (refuse) una transferencia pendiente; quien la envió la cancela (cancel)',
        params: z.object({ id: idValue, action: z.enum(TRANSFER_ACTIONS) }),
        response: { 200: originTransferSchema, ...errorResponses.authorised, 404: problemSchema, 409: problemSchema },
      },
      config: client,
    },
    async (request) => transfers.decide(request.params.id, request.params.action, callerOf(request)),
  );

  const list = (url: string, withSearch: boolean) =>
    pageRoute(app as unknown as FastifyInstance, {
      url,
      tags,
      summary: withSearch
        ? 'Busca entre los despachos (param): los del cliente, o todos para la administración'
        : 'Los despachos, del más reciente al más antiguo: los del cliente, o todos para la administración (total en totalrecords)',
      config: readers,
      querystring: withSearch ? filteredQuerySchema : filteredQuerySchema.omit({ param: true }),
      item: shipmentSchema,
      page: (query, request) => repository.page(callerOf(request), { param: '', ...query }),
    });
  list('/', false);
  list('/Filtered', true);

  app.get(
    '/:id',
    {
      schema: { tags, summary: 'Un despacho con sus certificados de origen y su estado ahora (su cliente, la administración)', params: idParams, response: { 200: shipmentSchema, ...errorResponses.authorised, 404: problemSchema } },
      config: readers,
    },
    async (request) => repository.get(request.params.id, callerOf(request)),
  );

  app.put(
    '/:id/dds',
    {
      schema: {
        tags,
        summary: 'Registra los números de referencia y de verificación que el sistema de información de la UE dio a la declaración del despacho (su cliente; una corrección los reemplaza)',
        params: idParams,
        body: ddsNumbersSchema,
        response: { 200: shipmentSchema, ...errorResponses.badRequest, ...errorResponses.authorised, 404: problemSchema },
      },
      config: client,
    },
    async (request) => repository.setDdsNumbers(request.params.id, request.body, callerOf(request)),
  );

  /** A shipment's statement or file, for its client and the administrators: the schema's answers and their errors. */
  const statementSchema = (summary: string, ok: z.ZodType | { description: string; content: Record<string, { schema: z.ZodType }> }) => ({
    schema: { tags, summary, params: idParams, response: { 200: ok, ...errorResponses.authorised, 404: problemSchema, 409: problemSchema } },
    config: readers,
  });
  /** A file to keep: its type and name, never cached by the way (the plots may be private). */
  const download = (reply: FastifyReply, type: string, name: string, body: string | Readable) =>
    reply.type(type).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'private, no-store').send(body);

  app.get(
    '/:id/dds.json',
    statementSchema('Los datos de la declaración de diligencia debida del despacho, con los nombres del esquema V3 de la Comisión (SubmitDdsRequest)', ddsStatementSchema),
    async (request, reply) => reply.header('cache-control', 'private, no-store').send(await repository.dds(request.params.id, callerOf(request), siteOf(request))),
  );

  app.get(
    '/:id/dds.xml',
    statementSchema('La declaración de diligencia debida del despacho como cuerpo SubmitDdsRequest (V3), válido contra el XSD de la Comisión (versión 8.2.1)', xmlResponse),
    async (request, reply) => {
      const statement = await repository.dds(request.params.id, callerOf(request), siteOf(request));
      return download(reply, 'application/xml; charset=utf-8', `${statement.statement.internalReferenceNumber}-dds.xml`, ddsXml(statement));
    },
  );

  app.get(
    '/:id/expediente.zip',
    {
      schema: {
        tags,
        summary:
          'El expediente de diligencia debida del despacho, en un ZIP enviado mientras se escribe: la declaración (JSON y XML), los terrenos (GeoJSON), el certificado de cada propiedad y cada certificado de origen en PDF (?lang=en: los PDF en inglés)',
        params: idParams,
        querystring: z.object({ lang: z.string().optional() }),
        response: { 200: { description: 'ZIP', content: { 'application/zip': { schema: z.string() } } }, ...errorResponses.authorised, 404: problemSchema, 409: problemSchema },
      },
      config: readers,
    },
    async (request, reply) => {
      const { code, pieces } = await repository.dossier(request.params.id, callerOf(request), siteOf(request), languageOf(request));
      return download(reply, 'application/zip', `${code}-expediente.zip`, Readable.from(zipStream(pieces)));
    },
  );

  app.get(
    '/:id/geojson',
    statementSchema('Los terrenos del despacho como un archivo GeoJSON de la UE (reglas de 2026: 6 decimales truncados, sin huecos, a lo sumo 25 MB)', geojsonResponse),
    async (request, reply) => {
      const { code, file } = await repository.geojson(request.params.id, callerOf(request), siteOf(request));
      return download(reply, EU_FILE_MEDIA_TYPE, `${code}.geojson`, file);
    },
  );

  // the buyer's share links: made by the shipment's client, seen by it and the administrators, revocable
  app.post(
    '/:id/shares',
    {
      schema: {
        tags,
        summary: 'Crea un enlace para el comprador: abre /Despacho/{code} con los estados de ahora y el expediente; se muestra una vez',
        params: idParams,
        body: boundaryShareCreateSchema,
        response: { 201: boundaryShareCreatedSchema, ...errorResponses.badRequest, ...errorResponses.authorised, 404: problemSchema },
      },
      config: readers,
    },
    async (request, reply) => {
      const share = await repository.createShare(request.params.id, callerOf(request), request.body);
      const url = `${siteOf(request)}${sharedPagePath(share.code, share.token)}`;
      return reply.code(201).send({ id: share.id, url, expiresAt: share.expiresAt });
    },
  );

  app.get(
    '/:id/shares',
    {
      schema: { tags, summary: 'Los enlaces para compradores del despacho, con su estado (su cliente, la administración)', params: idParams, response: { 200: z.array(boundaryShareSchema), ...errorResponses.authorised, 404: problemSchema } },
      config: readers,
    },
    async (request) => repository.shares(request.params.id, callerOf(request)),
  );

  app.delete(
    '/:id/shares/:shareId',
    {
      schema: {
        tags,
        summary: 'Revoca un enlace para compradores (su cliente, o la administración a su pedido); queda quién lo revocó',
        params: idParams.extend({ shareId: idValue }),
        response: { 204: z.null(), ...errorResponses.badRequest, ...errorResponses.authorised, 404: problemSchema },
      },
      config: readers,
    },
    async (request, reply) => {
      await repository.revokeShare(request.params.id, request.params.shareId, callerOf(request));
      return reply.code(204).send(null);
    },
  );

  // what the buyer opens with the link: no session, the link's token is enough while it is live
  const sharedSchema = <T extends object>(summary: string, extra: T) => ({
    tags,
    summary,
    description: 'Sin sesión: el código del enlace (share) basta mientras no venza ni se revoque. Un enlace que no vale responde 404.',
    params: codeParams,
    querystring: shipmentShareQuerySchema,
    ...extra,
  });

  app.get(
    '/:id/status',
    { schema: sharedSchema('El despacho como lo lee su comprador en /Despacho/{code}: la carga, sus certificados de origen y el de cada propiedad ahora, los números de la declaración', { response: { 200: shipmentPublicSchema, ...errorResponses.badRequest, 404: problemSchema } }) },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return repository.sharedView(request.params.id, request.query.share);
    },
  );

  app.put(
    '/:id/shared/dds',
    {
      schema: sharedSchema('El comprador registra, con el enlace, los números que el sistema de información de la UE dio a su declaración (una corrección los reemplaza)', {
        body: ddsNumbersSchema,
        response: { 200: shipmentPublicSchema, ...errorResponses.badRequest, 404: problemSchema },
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return repository.setSharedDdsNumbers(request.params.id, request.query.share, request.body);
    },
  );

  app.get(
    '/:id/shared/expediente.zip',
    {
      schema: sharedSchema('El expediente de diligencia debida del despacho para su comprador, con el enlace (?lang=en: los PDF en inglés)', {
        response: { 200: { description: 'ZIP', content: { 'application/zip': { schema: z.string() } } }, ...errorResponses.badRequest, 404: problemSchema, 409: problemSchema },
      }),
    },
    async (request, reply) => {
      const { code, pieces } = await repository.sharedDossier(request.params.id, request.query.share, siteOf(request), languageOf(request));
      return download(reply, 'application/zip', `${code}-expediente.zip`, Readable.from(zipStream(pieces)));
    },
  );
};
