import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import {
  ORIGIN_MSG,
  ORIGIN_NUMBER_PATTERN,
  ORIGIN_STATUS,
  ORIGIN_STATUSES,
  PRODUCT_FORMS,
  TIMBER_SPECIES,
  calendarDateSchema,
  filteredQuerySchema,
  originAnnulSchema,
  originIssueSchema,
  paths,
  type OriginCertificate,
} from '@portal/shared-api';
import {
  originCertificateSchema,
  originLedgerSchema,
  originPublicSchema,
  originSpeciesMonthSchema,
  originStatusSchema,
} from '@portal/shared-api/responses';
import { callerOf } from '../../domain/operations/caller';
import { idValue } from '../../domain/operations/schemas';
import { SPREADSHEET_CSV, csvDate, csvNumber, sendCsv } from '../../lib/csv';
import { LANGUAGE_VARY, languageOf, translations } from '../../lib/language';
import { HttpProblem, notFound } from '../../lib/problem';
import { sendPdf } from '../../lib/pdf';
import { pageRoute } from '../../lib/routes';
import { siteOf } from '../../lib/site';
import { errorResponses, problemSchema } from '../../lib/schemas';
import { publicBoundary } from '../properties';
import { boundaryOutline, type BoundaryGeometry } from '@portal/shared-api/geo';
import { originPdf, type OriginView } from './pdf';
import { originRepository, type OriginFilters } from './repository';

const tags = ['origin'];
const admin = { roles: ['Administrador'] } as const;
const people = { roles: ['Administrador', 'Cliente', 'Regente'] } as const;

/** An origin certificate's number from the path: anything else names none (404). */
const numberParams = z.object({ number: z.string().max(40) });
function numberOf(raw: string): string {
  if (!ORIGIN_NUMBER_PATTERN.test(raw)) throw new HttpProblem(404, ORIGIN_MSG.notFound);
  return raw;
}

const propertyParams = z.object({ propertyId: idValue });
const DAY_MESSAGE = 'Escriba la fecha como AAAA-MM-DD (un día que exista).';
// a day of the calendar: 2024-13-01 is not one
const day = calendarDateSchema(DAY_MESSAGE);
const filtersQuery = z.object({
  status: z.enum(ORIGIN_STATUSES, { error: 'Elija Válido o Anulado.' }).optional(),
  propertyId: idValue.optional(),
  regentId: idValue.optional(),
  species: z.string().trim().max(80).optional(),
  from: day.optional(),
  to: day.optional(),
});
const filteredList = filteredQuerySchema.extend(filtersQuery.shape);
const plainList = filteredList.omit({ param: true });

/** The CSV of a list of origin certificates: one line each, its species in one cell. */
function originCsv(rows: OriginCertificate[]): string {
  return stringify(
    rows.map((row) => [
      row.number,
      row.status,
      csvDate(row.issuedAt),
      row.propertyName,
      row.regentName,
      PRODUCT_FORMS[row.productForm].label,
      row.species.map((line) => `${line.scientificName} (${line.commonName}): ${csvNumber(line.volume)}`).join(' | '),
      csvNumber(row.volume),
      row.harvestFrom,
      row.harvestTo,
      row.buyerName ?? '',
      row.destination ?? '',
      row.vehiclePlate ?? '',
      row.annulReason ?? '',
    ]),
    {
      ...SPREADSHEET_CSV,
      header: true,
      columns: ['Número', 'Estado', 'Emitido', 'Propiedad', 'Regente', 'Producto', 'Especies (m³)', 'Volumen (m³)', 'Corta desde', 'Corta hasta', 'Comprador', 'Destino', 'Placa', 'Motivo de anulación'],
    },
  );
}

const csvResponse = { 200: { description: 'Archivo CSV', content: { 'text/csv': { schema: z.string() } } } };

/**
 * Origin certificates (beyond the spec): the assigned regent issues them from a certified property's volume, an
 * administrator annuls one, the property's people read its ledger, anyone checks one by its number — its page's data,
 * its status and its PDF.
 */
export const originRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = originRepository(app.db);

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Emite un certificado de origen de una propiedad asignada al regente, del volumen de su período en curso (Idempotency-Key)',
        body: originIssueSchema,
        response: { 201: originCertificateSchema, ...errorResponses.badRequest, ...errorResponses.authorised, 404: problemSchema, 409: problemSchema },
      },
      config: { roles: ['Regente'] },
    },
    async (request, reply) => reply.code(201).send(await repository.issue(request.body, request.user.id)),
  );

  app.put(
    '/:number/annul',
    {
      schema: {
        tags,
        summary: 'Anula un certificado de origen con un motivo público: su volumen vuelve al período (administración)',
        params: numberParams,
        body: originAnnulSchema,
        response: { 200: originCertificateSchema, ...errorResponses.badRequest, ...errorResponses.authorised, 404: problemSchema, 409: problemSchema },
      },
      config: admin,
    },
    async (request) => repository.annul(numberOf(request.params.number), request.body.reason, request.user.id),
  );

  app.get(
    '/ledger/:propertyId',
    {
      schema: {
        tags,
        summary: 'El libro de volumen de una propiedad: por período, lo autorizado, emitido, anulado y restante (su dueño, su regente, la administración)',
        params: propertyParams,
        response: { 200: originLedgerSchema, ...errorResponses.authorised, 404: problemSchema },
      },
      config: people,
    },
    async (request) => {
      const ledger = await repository.ledger(request.params.propertyId, callerOf(request));
      if (!ledger) throw notFound();
      return ledger;
    },
  );

  const propertyList = (url: string, withSearch: boolean) =>
    pageRoute(app as unknown as FastifyInstance, {
      url,
      tags,
      summary: withSearch ? 'Busca entre los certificados de origen de una propiedad (param)' : 'Los certificados de origen de una propiedad, del más reciente al más antiguo (total en totalrecords)',
      config: people,
      params: propertyParams,
      querystring: withSearch ? filteredQuerySchema : filteredQuerySchema.omit({ param: true }),
      item: originCertificateSchema,
      errors: { 404: problemSchema },
      page: (query, request, params) => repository.ofProperty(params.propertyId, callerOf(request), { param: '', ...query }),
    });
  propertyList('/property/:propertyId', false);
  propertyList('/property/:propertyId/Filtered', true);

  app.get(
    '/property/:propertyId/csv',
    { schema: { tags, summary: 'Los certificados de origen de una propiedad en CSV', params: propertyParams, response: { ...csvResponse, 404: problemSchema } }, config: people },
    async (request, reply) => {
      const rows = await repository.everyOne({ propertyId: request.params.propertyId, caller: callerOf(request) });
      if (!rows) throw notFound();
      return sendCsv(reply, originCsv(rows), `certificados-de-origen-${request.params.propertyId}.csv`);
    },
  );

  const filtersOf = (query: z.output<typeof filtersQuery>): OriginFilters => query;
  const allList = (url: string, withSearch: boolean) =>
    pageRoute(app as unknown as FastifyInstance, {
      url,
      tags,
      summary: withSearch
        ? 'Busca entre todos los certificados de origen (param), con los filtros (administración)'
        : 'Todos los certificados de origen, filtrados por estado, propiedad, regente, especie y fechas de emisión (administración)',
      config: admin,
      querystring: withSearch ? filteredList : plainList,
      item: originCertificateSchema,
      page: (query) => repository.all({ param: '', ...query }, filtersOf(query)),
    });
  allList('/', false);
  allList('/Filtered', true);

  app.get(
    '/csv',
    { schema: { tags, summary: 'Todos los certificados de origen del filtro en CSV (administración)', querystring: filteredList.omit({ page: true, visibleRecords: true }), response: csvResponse }, config: admin },
    async (request, reply) => sendCsv(reply, originCsv((await repository.everyOne({ filters: filtersOf(request.query), param: request.query.param }))!), 'certificados-de-origen.csv'),
  );

  app.get(
    '/species-months',
    {
      schema: {
        tags,
        summary: 'Volumen emitido por especie y mes (certificados válidos; administración)',
        querystring: filtersQuery.omit({ status: true }),
        response: { 200: z.array(originSpeciesMonthSchema), ...errorResponses.authorised },
      },
      config: admin,
    },
    async (request) => repository.speciesMonths(filtersOf(request.query)),
  );

  /** The part the wood was cut from, drawn in the boundary's own box when the owner published the boundary. */
  function harvestAreaView({ item, boundary, harvestArea }: OriginView) {
    if (!harvestArea || item.harvestAreaHectares === null) return null;
    const paths = boundary.exact ? (boundaryOutline(boundary.geometry as BoundaryGeometry, harvestArea).partPaths ?? null) : null;
    return { hectares: item.harvestAreaHectares, paths };
  }

  async function viewOf(raw: string): Promise<OriginView> {
    const view = await repository.publicView(numberOf(raw));
    if (!view) throw new HttpProblem(404, ORIGIN_MSG.notFound);
    return view;
  }

  app.get(
    '/:number',
    {
      schema: {
        tags,
        summary: 'Un certificado de origen como lo lee cualquiera en /Origen/{number}: su estado, el del certificado de la propiedad ahora, el regente y el terreno',
        params: numberParams,
        response: { 200: originPublicSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const view = await viewOf(request.params.number);
      const { item } = view;
      const boundary = publicBoundary(view.boundary, view.boundary.exact, item.propertyId);
      reply.header('cache-control', 'no-store');
      return {
        number: item.number,
        status: item.status,
        valid: item.status === ORIGIN_STATUS.valid && view.certificateStatus === 'Vigente',
        productForm: item.productForm,
        species: item.species.map((line) => ({ ...line, commonNameEn: TIMBER_SPECIES.find((species) => species.code === line.code)?.commonNameEn ?? null })),
        volume: item.volume,
        harvestFrom: item.harvestFrom,
        harvestTo: item.harvestTo,
        destination: item.destination,
        vehiclePlate: item.vehiclePlate,
        issuedAt: item.issuedAt,
        annulledAt: item.annulledAt,
        annulReason: item.annulReason,
        property: {
          id: item.propertyId,
          name: item.propertyName,
          ...view.place,
          profile: paths.perfilPropiedad(item.propertyId),
          certificateStatus: view.certificateStatus,
          validUntil: view.validUntil?.toISOString() ?? null,
          authorised: view.authorised,
          remaining: view.remaining,
        },
        regent: { name: item.regentName, licenceNumber: view.regentLicence },
        boundary: { ...boundary, version: item.boundaryVersion },
        harvestArea: harvestAreaView(view),
        checkedAt: new Date().toISOString(),
      };
    },
  );

  app.get(
    '/:number/status',
    {
      schema: {
        tags,
        summary: 'Estado de un certificado de origen y del certificado de su propiedad ahora (verificación automática)',
        params: numberParams,
        querystring: z.object({ lang: z.string().optional() }),
        response: { 200: originStatusSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const view = await viewOf(request.params.number);
      const language = languageOf(request);
      const i18n = translations(language);
      reply.header('vary', LANGUAGE_VARY).header('cache-control', 'no-store');
      return {
        number: view.item.number,
        status: view.item.status,
        valid: view.item.status === ORIGIN_STATUS.valid && view.certificateStatus === 'Vigente',
        certificateStatus: view.certificateStatus,
        propertyId: view.item.propertyId,
        volume: view.item.volume,
        page: view.item.page,
        checkedAt: new Date().toISOString(),
        labels: {
          language,
          status: i18n.t(`origin:status.${view.item.status}`),
          certificateStatus: i18n.t(`certificate:status.${view.certificateStatus}`),
        },
      };
    },
  );

  app.get(
    '/:number/pdf',
    {
      schema: {
        tags,
        summary: 'Un certificado de origen en PDF (A4), con su estado al descargarlo y el código QR de su página',
        params: numberParams,
        querystring: z.object({ lang: z.string().optional() }),
        response: { 200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } }, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const view = await viewOf(request.params.number);
      const language = languageOf(request);
      const pdf = await originPdf(view, `${siteOf(request)}${view.item.page}`, language);
      return sendPdf(reply, pdf, language, `${language === 'en' ? 'certificate-of-origin' : 'certificado-de-origen'}-${view.item.number}.pdf`);
    },
  );
};
