import { Readable, pipeline } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  BULK_LOOKUP_HEADERS,
  BULK_LOOKUP_MAX_ROWS,
  BULK_STATUS_CSV,
  BULK_STATUS_CSV_BY_LANGUAGE,
  BULK_STATUS_CSV_EN,
  FILTERED_SEGMENT,
  PORTFOLIO_MSG,
  PORTFOLIO_NAMES_MAX,
  portfolioNamesQuerySchema,
  TOTAL_RECORDS_HEADER,
} from '@portal/shared-api';
import { portfolioMapSchema, portfolioNameSchema, portfolioRowSchema } from '@portal/shared-api/responses';
import { properties } from '../../../db/schema';
import { referenceData, type ReferenceData } from '../../../domain/reference';
import { matchesIfNoneMatch } from '../../../lib/etag';
import { HttpProblem, ValidationFailure } from '../../../lib/problem';
import { errorResponses, problemSchema } from '../../../lib/schemas';
import type { BoundariesRepository } from '../boundaries/repository';
import { euFileResponse, sendEuFiles } from '../boundaries/routes';
import { siteOf } from '../../../lib/site';
import { sendCsv } from '../../../lib/csv';
import { csvLanguageOf, csvLanguageQuery, portfolioCsvQuery, portfolioQuery } from '../schemas';
import { bulkStatusCsv, parseLookup } from './bulk-status';
import { PORTFOLIO_CSV_FILE_NAMES, portfolioCsvRecord, portfolioCsvWriter } from './csv';
import { portfolioWhere, propertiesRepository, type PortfolioFilter } from './repository';

const tags = ['properties'];
/** Bulk lookups one address may make a minute (each up to BULK_LOOKUP_MAX_ROWS numbers). */
const BULK_LOOKUPS_PER_MINUTE = 20;

/** The portfolio's province and canton must exist, and the canton lie in the province. */
function filterProblems(filter: PortfolioFilter, ref: ReferenceData): string[] {
  const problems: string[] = [];
  const { provinceId, cantonId } = filter;
  if (provinceId !== undefined && !ref.provinceIds.has(provinceId)) problems.push(PORTFOLIO_MSG.provinceInvalid);
  const cantonProvince = cantonId === undefined ? undefined : ref.cantonProvince.get(cantonId);
  if (cantonId !== undefined && cantonProvince === undefined) problems.push(PORTFOLIO_MSG.cantonInvalid);
  if (problems.length === 0 && provinceId !== undefined && cantonProvince !== undefined && cantonProvince !== provinceId) {
    problems.push(PORTFOLIO_MSG.cantonNotInProvince);
  }
  return problems;
}

export interface PortfolioRoutesOptions {
  boundaries: BoundariesRepository;
  /** Largest EU file (the EU information system's 25 MB; tests use less). */
  euFilePartBytes: number;
}

/**
 * Spec §7 Properties, the portfolio of certified providers: paged, as a CSV file, on a map and as the EU file of its
 * published boundaries; and a buyer's bulk lookup of certificate statuses.
 */
export const portfolioRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (app, { boundaries, euFilePartBytes }) => {
  const portfolio = propertiesRepository(app.db);

  const checkedFilter = async ({ param, provinceId, cantonId, status }: PortfolioFilter): Promise<PortfolioFilter> => {
    const filter = { param, provinceId, cantonId, status };
    const problems = filterProblems(filter, await referenceData(app.db));
    if (problems.length > 0) throw new ValidationFailure(problems);
    return filter;
  };

  const portfolioPage = {
    schema: {
      tags,
      querystring: portfolioQuery,
      response: { 200: z.array(portfolioRowSchema), ...errorResponses.badRequest },
    },
  };
  const listPortfolio = async (
    request: { query: { page: number; visibleRecords: number } & PortfolioFilter },
    reply: FastifyReply,
  ) => {
    const { page, visibleRecords } = request.query;
    const { rows, total } = await portfolio.portfolio(await checkedFilter(request.query), page, visibleRecords);
    reply.header(TOTAL_RECORDS_HEADER, total);
    return rows;
  };

  app.get(
    '/portfolio',
    {
      schema: {
        ...portfolioPage.schema,
        summary: 'Portafolio de proveedores certificados',
        description:
          'Propiedades de inscripciones aceptadas, de la aprobación más reciente a la más antigua. `param` busca, sin ' +
          'distinguir mayúsculas ni tildes, en finca, identificación, titular, nombre comercial, categoría, dirección, ' +
          'distrito, cantón y provincia. El encabezado `totalrecords` da el total del filtro.',
      },
    },
    listPortfolio,
  );

  app.get(
    `/portfolio/${FILTERED_SEGMENT}`,
    {
      schema: {
        ...portfolioPage.schema,
        summary: 'Portafolio de proveedores certificados: la variante Filtered de la búsqueda (igual que /portfolio)',
      },
    },
    listPortfolio,
  );

  app.get(
    '/portfolio.csv',
    {
      schema: {
        tags,
        summary: 'Portafolio de proveedores certificados en CSV',
        description:
          'El archivo proveedores-certificados.csv: todas las filas del filtro (se ignoran `page` y `visibleRecords`), ' +
          'separadas por punto y coma, en UTF-8 con BOM, para abrir en Excel. Con `lang=en`, certified-providers.csv: ' +
          'encabezados, estados y tipos en inglés, separado por comas y con punto decimal.',
        querystring: portfolioCsvQuery,
        response: {
          200: { description: 'Archivo CSV', content: { 'text/csv': { schema: z.string() } } },
          ...errorResponses.badRequest,
        },
      },
    },
    async (request, reply) => {
      const language = csvLanguageOf(request.query);
      const chunks = portfolio.portfolioExport(await checkedFilter(request.query));
      const records = Readable.from(
        (async function* () {
          for await (const rows of chunks) yield* rows.map((row) => portfolioCsvRecord(row, language));
        })(),
      );
      const csv = pipeline(records, portfolioCsvWriter(language), (error) => {
        if (error) request.log.error({ err: error }, 'portfolio export failed');
      });
      return sendCsv(reply, csv, PORTFOLIO_CSV_FILE_NAMES[language]);
    },
  );

  // a buyer's list of certificate or sheet numbers, as the CSV they keep it in (beyond the spec, like FSC's status lookups)
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) =>
    // NUL characters: a file saved as UTF-16 ("Texto Unicode" in Excel), which says how to save it instead
    String(body).includes('\0') ? done(new HttpProblem(400, PORTFOLIO_MSG.bulkUnreadable), undefined) : done(null, body),
  );
  app.post(
    '/status.csv',
    {
      schema: {
        tags,
        summary: 'Consulta masiva: el estado y las fechas de una lista de certificados o fincas, en CSV',
        description:
          `El cuerpo es un CSV (text/csv, separado por comas o punto y coma): en la primera columna de cada línea, un número de ` +
          `certificado (solo dígitos, el N.º del PDF) o de finca (2-345678-000); una primera celda sin dígitos es el encabezado, ` +
          `y si dice "certificado" o "finca" nombra la columna. Hasta ${BULK_LOOKUP_MAX_ROWS} números. La respuesta, ${BULK_STATUS_CSV.fileName}, tiene una ` +
          `fila por número pedido y en su orden (una por certificado si una finca tiene varios; "${BULK_STATUS_CSV.notFound}" si ninguno): ` +
          'estado, titular, categoría, emisión, vigencia y el perfil público. Sin cuenta. Con `lang=en`, ' +
          `${BULK_STATUS_CSV_EN.fileName}: encabezados y estados en inglés, separado por comas.`,
        consumes: ['text/csv'],
        querystring: csvLanguageQuery,
        body: z.string().meta({ description: 'Los números, uno por línea' }),
        response: {
          200: {
            description: `Archivo CSV; ${BULK_LOOKUP_HEADERS.rows}: sus filas, ${BULK_LOOKUP_HEADERS.notFound}: los números sin certificado`,
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errorResponses.badRequest,
          413: problemSchema,
          429: problemSchema,
        },
      },
      config: {
        rateLimit: { max: BULK_LOOKUPS_PER_MINUTE, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      const language = csvLanguageOf(request.query);
      const { csv, rows, notFound } = await bulkStatusCsv(app.db, parseLookup(request.body), siteOf(request), language);
      reply.header(BULK_LOOKUP_HEADERS.rows, rows).header(BULK_LOOKUP_HEADERS.notFound, notFound);
      return sendCsv(reply, csv, BULK_STATUS_CSV_BY_LANGUAGE[language].fileName);
    },
  );

  app.get(
    '/portfolio.geojson',
    {
      schema: {
        tags,
        summary: 'Portafolio en el archivo de la UE (GeoJSON): los límites publicados del filtro',
        description:
          'Las propiedades certificadas del filtro cuyo dueño publicó el límite aprobado, en el formato del sistema de ' +
          'información del Reglamento (UE) 2023/1115 (se ignoran `page` y `visibleRecords`). Se envía por partes.',
        querystring: portfolioQuery,
        response: { 200: euFileResponse, ...errorResponses.badRequest },
      },
    },
    async (request, reply) => {
      const where = and(portfolioWhere(await checkedFilter(request.query)), eq(properties.boundaryPublic, true));
      return sendEuFiles(reply, boundaries.euPlots(where, siteOf(request)), 'proveedores-certificados', {
        estimatedBytes: await boundaries.euFileEstimate(where),
        partBytes: euFilePartBytes,
      });
    },
  );

  app.get(
    '/portfolio.map',
    {
      schema: {
        tags,
        summary: 'Mapa del portafolio: un marcador por propiedad certificada del filtro con límite aprobado',
        description:
          'Los marcadores de la misma búsqueda y filtros que /portfolio (se ignoran `page` y `visibleRecords`), por columnas ' +
          'y en el orden de sus propiedades: `lon` y `lat`, el centroide del límite a 0,00001° si el dueño lo publicó ' +
          '(`exact` 1), o redondeado a 0,01° (unos 1,1 km) si no (`exact` 0); `idSteps`, el número de cada propiedad menos ' +
          'el de la anterior (el primero, el número mismo). Sin nombres: el mapa pide a /portfolio.names los de los ' +
          'marcadores que muestra. `total` cuenta las propiedades certificadas del filtro, con o sin marcador.',
        querystring: portfolioQuery,
        response: { 200: portfolioMapSchema, 304: z.null(), ...errorResponses.badRequest },
      },
      // compressed once per version of the portfolio (repository.ts), not on every request
      compress: false,
    },
    async (request, reply) => {
      const body = await portfolio.portfolioMap(await checkedFilter(request.query));
      reply.header('etag', body.tag).header('vary', 'accept-encoding').header('cache-control', 'no-cache');
      if (matchesIfNoneMatch(request.headers['if-none-match'], body.tag)) return (reply.code(304) as FastifyReply).send();
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const [encoding, bytes] = /\bbr\b/.test(accepted) ? ['br', body.br] : /\bgzip\b/.test(accepted) ? ['gzip', body.gzip] : [undefined, body.json];
      if (encoding) reply.header('content-encoding', encoding);
      // already JSON, built by the database: sent as it is
      return reply.type('application/json; charset=utf-8').send(bytes as never);
    },
  );

  app.get(
    '/portfolio.names',
    {
      schema: {
        tags,
        summary: `Nombres de propiedades del portafolio: los de los marcadores que muestra un mapa (hasta ${PORTFOLIO_NAMES_MAX})`,
        description:
          'El titular y, entre paréntesis, el nombre comercial de cada propiedad certificada de `ids` (números separados por ' +
          'comas), en orden de número; las que no están en el portafolio no se nombran.',
        querystring: portfolioNamesQuerySchema,
        response: { 200: z.array(portfolioNameSchema), ...errorResponses.badRequest },
      },
    },
    async (request, reply) => {
      // names change rarely: a map that zooms back over the same markers asks again at most every minute
      reply.header('cache-control', 'public, max-age=60');
      return portfolio.portfolioNames(request.query.ids);
    },
  );
};
