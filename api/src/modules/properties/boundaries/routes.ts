import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOMParser } from '@xmldom/xmldom';
import {
  BOUNDARY_API_MSG,
  BOUNDARY_BODY_LIMIT,
  BOUNDARY_CRS,
  BOUNDARY_RULES,
  UPLOAD_MSG,
  boundaryDecisionSchema,
  boundaryProposalSchema,
  boundaryVisibilitySchema,
  euFileQuerySchema,
  euFileShareQuerySchema,
  boundaryShareCreateSchema,
  propertyProfilePath,
  sharedBoundaryQuerySchema,
} from '@portal/shared-api';
import { SHARE_TOKEN_PARAM } from '@portal/shared-api/served-page';
import { BOUNDARY_MSG, EU_FILE_MEDIA_TYPE, euFileChunks, euFileParts, type BoundaryGeometry, type EuPlot } from '@portal/shared-api/geo';
import { BoundaryFileError, readBoundaryFile } from '@portal/shared-api/geo-files';
import {
  boundaryProposedSchema,
  boundaryReviewItemSchema,
  boundaryRuleProblemSchema,
  boundaryShareCreatedSchema,
  boundaryShareSchema,
  propertyBoundarySchema,
  sharedBoundarySchema,
} from '@portal/shared-api/responses';
import { pagedListRoutes } from '../../../lib/routes';
import { inArray } from 'drizzle-orm';
import { properties } from '../../../db/schema';
import { HttpProblem, ValidationFailure, notFound } from '../../../lib/problem';
import { cleanFileName } from '../../../lib/uploads';
import { API_MSG } from '../../../messages';
import { errorResponses, idParamsSchema, problemSchema } from '../../../lib/schemas';
import { callerOf, type Caller } from '../../../domain/operations/caller';
import { publicBoundary, type profilesRepository } from '../profiles/repository';
import { boundariesRepository, seesAll, type BoundaryAccess } from './repository';
import { siteOf } from '../../../lib/site';
import { zipStream } from '../../../lib/zip';

const tags = ['boundaries'];
const versionParams = idParamsSchema.extend({ version: z.coerce.number().int().positive().max(1_000_000) });
const notFoundResponse = { 404: problemSchema };
/** The EU file as the OpenAPI document describes it. */
export const euFileResponse = { description: 'Archivo GeoJSON de la UE', content: { [EU_FILE_MEDIA_TYPE]: { schema: z.string() } } };

/** The portal's address as the caller reached it, for the profile links of an EU file. */

/** Where the EU's 25 MB are at risk, the estimate of the plots' size stays under this share of a part. */
const SINGLE_FILE_SHARE = 0.8;

/** The parts' GeoJSON files as one ZIP, compressed a piece at a time, each part a file of its own. */
async function* zipOfParts(parts: AsyncIterable<{ part: number; chunk: string }>, nameOf: (part: number) => string): AsyncGenerator<Uint8Array> {
  yield* zipStream(
    (async function* () {
      for await (const { part, chunk } of parts) yield { name: nameOf(part), data: chunk };
    })(),
  );
}

/**
 * The EU file of many plots, streamed: one GeoJSON while their estimated size fits well within `partBytes`
 * (the EU information system's 25 MB a file); beyond, a ZIP of EU files of at most `partBytes` each
 * (`<name>-parte-1.geojson`, …), each a whole FeatureCollection the system accepts on its own.
 */
export function sendEuFiles(
  reply: FastifyReply,
  plots: AsyncIterable<EuPlot>,
  name: string,
  { estimatedBytes, partBytes }: { estimatedBytes: number; partBytes: number },
): FastifyReply {
  if (estimatedBytes <= partBytes * SINGLE_FILE_SHARE) return sendEuFile(reply, plots, `${name}.geojson`);
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${name}.zip"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(zipOfParts(euFileParts(plots, partBytes), (part) => `${name}-parte-${part}.geojson`)));
}

/** Streams an EU file of `plots` (however many: it is written a feature at a time). */
function sendEuFile(reply: FastifyReply, plots: AsyncIterable<EuPlot> | Iterable<EuPlot>, fileName: string): FastifyReply {
  return reply
    .type(EU_FILE_MEDIA_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(euFileChunks(plots)));
}

/** A proposal's answers, as GeoJSON or as a file: the new version, or why not. */
const proposalResponses = {
  201: boundaryProposedSchema,
  ...errorResponses.badRequest,
  ...errorResponses.authorised,
  ...notFoundResponse,
  413: problemSchema,
};
/** Who proposes a boundary (the route checks the regent is assigned to the property). */
const proposers = { roles: ['Regente', 'Administrador'] as const };
// a KML or GPX file's XML, read without resolving anything it points to; its errors become a Spanish message
const parseXml = (text: string) => new DOMParser({ onError: () => {} }).parseFromString(text, 'application/xml') as unknown as Document;

export interface BoundaryRoutesOptions {
  profiles: ReturnType<typeof profilesRepository>;
  /** Largest EU file (the EU information system's 25 MB; tests use less). */
  euFilePartBytes: number;
}

/**
 * A property's boundary (beyond the spec: the EU deforestation rules' geolocation): its versions, a
 * proposal by the property's regent or an administrator, the administrator's decision, the owner's
 * choice to publish it, and the EU producer file. Who may see what is read from the token and the records:
 * whoever may not see a boundary gets a 404, as if it did not exist.
 */
export const boundaryRoutes: FastifyPluginAsyncZod<BoundaryRoutesOptions> = async (app, { profiles, euFilePartBytes }) => {
  const repository = boundariesRepository(app.db);

  /** The caller when a token is sent (a bad token is a 401), anonymous otherwise. */
  const optionalCaller = async (request: FastifyRequest): Promise<Caller | undefined> => {
    if (!request.headers.authorization) return undefined;
    await app.authenticate(request);
    return callerOf(request);
  };

  const accessOf = async (propertyId: number, caller: Caller | undefined, allowed: (a: BoundaryAccess) => boolean) => {
    const access = await repository.access(propertyId, caller);
    if (!access || !allowed(access)) throw notFound();
    return access;
  };

  // the administrator's queue of boundaries to review
  await app.register(
    async (queue) =>
      pagedListRoutes(queue, {
        tags,
        summary: 'Límites en revisión, el más antiguo primero (administración)',
        searchSummary: 'Límites en revisión que coinciden con `param` (nombre, número de finca o titular)',
        item: boundaryReviewItemSchema,
        config: { roles: ['Administrador'] },
        page: (query) => repository.reviews(query),
      }),
    { prefix: '/boundaries' },
  );

  // approved boundaries the EU's rules of 2026 would refuse: the administrator has them proposed anew
  await app.register(
    async (list) =>
      pagedListRoutes(list, {
        tags,
        summary: 'Límites aprobados que el sistema de la UE rechazaría con sus reglas de 2026, con el motivo (administración)',
        searchSummary: 'Límites aprobados que no cumplen las reglas de la UE y coinciden con `param` (nombre, número de finca o titular)',
        item: boundaryRuleProblemSchema,
        config: { roles: ['Administrador'] },
        page: (query) => repository.ruleProblems(query),
      }),
    { prefix: '/boundaries/eu-rules' },
  );

  app.get(
    '/:id/boundary',
    {
      schema: {
        tags,
        summary: 'El límite de una propiedad: la versión aprobada, la que espera revisión y todas las anteriores',
        description: 'Para el dueño, los regentes asignados a la propiedad y la administración; 404 para cualquier otra persona.',
        params: idParamsSchema,
        response: { 200: propertyBoundarySchema, ...errorResponses.badRequest, ...errorResponses.authorised, ...notFoundResponse },
      },
      config: { auth: true },
    },
    async (request) => repository.boundary(await accessOf(request.params.id, callerOf(request), seesAll)),
  );

  app.post(
    '/:id/boundary',
    {
      bodyLimit: BOUNDARY_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Propone un límite (regente asignado o administración); responde el número de la versión',
        description:
          'GeoJSON en WGS84 ([longitud, latitud]): un punto (fincas de 4 ha o menos), un polígono o un multipolígono, ' +
          'sin huecos ni cruces, en Costa Rica. Una versión que esperaba revisión queda reemplazada.',
        params: idParamsSchema,
        body: boundaryProposalSchema,
        response: proposalResponses,
      },
      config: proposers,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const access = await accessOf(request.params.id, caller, (a) => a.isAssignedRegent || a.isAdmin);
      const version = await repository.propose(access, caller, request.body);
      return reply.code(201).send({ version });
    },
  );

  app.post(
    '/:id/boundary/file',
    {
      schema: {
        tags,
        summary: 'Propone un límite desde un archivo (regente asignado o administración)',
        description:
          'multipart/form-data con un archivo `file`: GeoJSON, KML, GPX o un shapefile comprimido (.zip), de hasta 25 MB, ' +
          'en WGS84 o CRTM05 (leído del .prj o del `crs` del GeoJSON, o indicado en `crs`). Se revisa con las mismas ' +
          'reglas que un límite enviado como GeoJSON.',
        params: idParamsSchema,
        querystring: z.object({ crs: z.enum(BOUNDARY_CRS).optional() }),
        consumes: ['multipart/form-data'],
        response: { ...proposalResponses, 415: problemSchema },
      },
      config: proposers,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const access = await accessOf(request.params.id, caller, (a) => a.isAssignedRegent || a.isAdmin);
      if (!request.isMultipart()) throw new HttpProblem(415, API_MSG.unsupportedMediaType);
      const part = await request.file({ limits: { fileSize: BOUNDARY_RULES.maxFileBytes, files: 1 } });
      const name = cleanFileName(part?.filename);
      if (!part || !name) throw new ValidationFailure([UPLOAD_MSG.fileRequired]);
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpProblem(413, BOUNDARY_MSG.fileTooLarge);
        throw error;
      });
      let read;
      try {
        read = await readBoundaryFile(name, bytes, { crs: request.query.crs, parseXml });
      } catch (error) {
        if (error instanceof BoundaryFileError) throw new ValidationFailure([error.message]);
        throw error;
      }
      const version = await repository.propose(access, caller, { geometry: read.geometry, method: 'archivo', crs: read.crs, sourceName: name });
      return reply.code(201).send({ version });
    },
  );

  app.put(
    '/:id/boundary/visibility',
    {
      schema: {
        tags,
        summary: 'Publica u oculta el límite exacto (dueño o administración)',
        description: 'Oculto (lo predeterminado), el público ve solo el distrito y el archivo de la UE responde 404 a quien no es del expediente.',
        params: idParamsSchema,
        body: boundaryVisibilitySchema,
        response: { 204: z.null(), ...errorResponses.badRequest, ...errorResponses.authorised, ...notFoundResponse },
      },
      config: { roles: ['Cliente', 'Administrador'] },
    },
    async (request, reply) => {
      await accessOf(request.params.id, callerOf(request), (a) => a.isOwner || a.isAdmin);
      await repository.setPublic(request.params.id, request.body.public);
      return reply.code(204).send(null);
    },
  );

  const owners = { roles: ['Cliente', 'Administrador'] as const };
  const ownerOrAdmin = (a: BoundaryAccess) => a.isOwner || a.isAdmin;
  /** Only the owner decides who sees their plot; anyone else, an administrator included, gets 403 with why. */
  const ownerAlone = async (propertyId: number, caller: Caller, allowed: (a: BoundaryAccess) => boolean, message: string) => {
    const access = await repository.access(propertyId, caller);
    if (!access) throw notFound();
    if (!allowed(access)) throw new HttpProblem(403, message);
    return access;
  };

  app.get(
    '/:id/boundary/shares',
    {
      schema: {
        tags,
        summary: 'Los enlaces para compradores de un límite (dueño o administración)',
        params: idParamsSchema,
        response: { 200: z.array(boundaryShareSchema), ...errorResponses.badRequest, ...errorResponses.authorised, ...notFoundResponse },
      },
      config: owners,
    },
    async (request) => {
      await accessOf(request.params.id, callerOf(request), ownerOrAdmin);
      return repository.shares(request.params.id);
    },
  );

  app.post(
    '/:id/boundary/shares',
    {
      schema: {
        tags,
        summary: 'Crea un enlace para un comprador: abre el archivo de la UE de un límite privado por unos días',
        description: 'La dirección con su código se muestra solo en esta respuesta (se guarda solo su huella SHA-256). Revocable.',
        params: idParamsSchema,
        body: boundaryShareCreateSchema,
        response: { 201: boundaryShareCreatedSchema, ...errorResponses.badRequest, ...errorResponses.authorised, ...notFoundResponse },
      },
      config: owners,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await ownerAlone(request.params.id, caller, (a) => a.isOwner, BOUNDARY_API_MSG.shareOwnerOnly);
      const share = await repository.createShare(request.params.id, caller, request.body);
      // the public profile, which draws the private boundary for whoever holds the token (and links its EU file)
      const url = `${siteOf(request)}${propertyProfilePath(request.params.id)}?${SHARE_TOKEN_PARAM}=${share.token}`;
      return reply.code(201).send({ id: share.id, url, expiresAt: share.expiresAt });
    },
  );

  app.get(
    '/:id/boundary/shared',
    {
      schema: {
        tags,
        summary: 'El límite privado que abre un enlace para compradores, como lo muestra el perfil público',
        description:
          'Sin sesión: el código del enlace basta mientras no venza ni se revoque. Responde el contorno, el área, el ' +
          'centro y la ruta del archivo de la UE con el mismo código, y hasta cuándo vale el enlace.',
        params: idParamsSchema,
        querystring: sharedBoundaryQuerySchema,
        response: { 200: sharedBoundarySchema, ...errorResponses.badRequest, ...notFoundResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [share, access] = await Promise.all([repository.openShare(id, request.query.share), repository.access(id, undefined)]);
      const approved = share && access?.certified ? await repository.approved(id) : undefined;
      if (!share || !approved) throw new HttpProblem(404, BOUNDARY_API_MSG.shareClosed);
      const row = { geometry: approved.geometry, areaHectares: approved.areaHectares, centroidLon: approved.centroid[0], centroidLat: approved.centroid[1] };
      return { boundary: publicBoundary(row, true, id, request.query.share), expiresAt: share.expiresAt };
    },
  );

  app.delete(
    '/:id/boundary/shares/:shareId',
    {
      schema: {
        tags,
        summary: 'Revoca un enlace para compradores',
        params: idParamsSchema.extend({ shareId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 204: z.null(), ...errorResponses.badRequest, ...errorResponses.authorised, ...notFoundResponse },
      },
      config: owners,
    },
    async (request, reply) => {
      // the owner, or an administrator when the owner asks: who revoked it is recorded
      const caller = callerOf(request);
      await ownerAlone(request.params.id, caller, ownerOrAdmin, BOUNDARY_API_MSG.shareRevokeNotAllowed);
      if (!(await repository.revokeShare(request.params.id, request.params.shareId, caller))) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/:id/boundary/:version',
    {
      schema: {
        tags,
        summary: 'Aprueba o devuelve la versión en revisión (administración)',
        description: 'Devolver pide una nota para el regente. Una versión ya revisada no admite otra decisión (409).',
        params: versionParams,
        body: boundaryDecisionSchema,
        response: { 204: z.null(), ...errorResponses.badRequest, ...errorResponses.authorised, ...notFoundResponse, 409: problemSchema },
      },
      config: { roles: ['Administrador'] },
    },
    async (request, reply) => {
      await accessOf(request.params.id, callerOf(request), (a) => a.isAdmin);
      await repository.decide(request.params.id, request.params.version, callerOf(request), request.body, new Date());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/geojson',
    {
      schema: {
        tags,
        summary: 'Un archivo de la UE (GeoJSON) con varias propiedades: `ids=1,2,3`',
        description:
          'Las propiedades certificadas con límite aprobado que quien llama puede descargar (las publicadas; además, ' +
          'las suyas para su dueño, las asignadas para un regente, todas para la administración); las demás se omiten. ' +
          '404 si no queda ninguna. El archivo se envía por partes: no hay límite de tamaño en memoria.',
        querystring: euFileQuerySchema,
        response: { 200: euFileResponse, ...errorResponses.badRequest, 401: problemSchema, 404: problemSchema },
      },
      config: { optionalAuth: true },
    },
    async (request, reply) => {
      const caller = await optionalCaller(request);
      const allowed = await repository.exportable(request.query.ids, caller);
      if (allowed.length === 0) throw new HttpProblem(404, BOUNDARY_API_MSG.noneExportable);
      const where = inArray(properties.id, allowed);
      return sendEuFiles(reply, repository.euPlots(where, siteOf(request)), 'propiedades', {
        estimatedBytes: await repository.euFileEstimate(where),
        partBytes: euFilePartBytes,
      });
    },
  );

  app.get(
    '/:id/geojson',
    {
      schema: {
        tags,
        summary: 'El archivo de la UE (GeoJSON) de una propiedad certificada con límite aprobado',
        description:
          'FeatureCollection (RFC 7946, WGS84, 6 decimales o más) con ProducerName, ProducerCountry "CR", ProductionPlace ' +
          'y Area en hectáreas, más el certificado, su estado y su perfil. Público si el dueño publicó el límite; si no, ' +
          'solo para el dueño, sus regentes asignados, la administración y quien tenga un enlace vigente (`share`); 404 para los demás.',
        params: idParamsSchema,
        querystring: euFileShareQuerySchema,
        response: {
          200: euFileResponse,
          ...errorResponses.badRequest,
          401: problemSchema,
          ...notFoundResponse,
          409: problemSchema,
        },
      },
      config: { optionalAuth: true },
    },
    async (request, reply) => {
      const caller = await optionalCaller(request);
      const share = request.query.share;
      const shared = share !== undefined && ((await repository.openShare(request.params.id, share)) !== undefined);
      const access = await accessOf(request.params.id, caller, (a) => seesAll(a) || ((a.public || shared) && a.certified));
      if (!access.certified) throw new HttpProblem(409, BOUNDARY_API_MSG.notCertified);
      const [approved, profile] = await Promise.all([repository.approved(access.propertyId), profiles.propertyProfile(access.propertyId)]);
      if (!approved || !profile) throw new HttpProblem(409, BOUNDARY_API_MSG.noneApproved);
      const plot: EuPlot = {
        geometry: approved.geometry as BoundaryGeometry,
        producerName: profile.fullName,
        productionPlace: [profile.fantasyName || profile.sheetNumber, profile.district, profile.canton].filter(Boolean).join(', '),
        areaHectares: approved.geometry.type === 'Point' ? (access.enrolledHectares ?? 0) : approved.areaHectares,
        certificateId: String(access.propertyId),
        certificateStatus: profile.certificate.status,
        profileUrl: `${siteOf(request)}${propertyProfilePath(access.propertyId)}`,
      };
      return sendEuFile(reply, [plot], `propiedad-${access.propertyId}.geojson`);
    },
  );
};
