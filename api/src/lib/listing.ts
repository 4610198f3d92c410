import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyContextConfig, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FILTERED_SEGMENT,
  TOTAL_RECORDS_HEADER,
  filteredQuerySchema,
  pagingQuerySchema,
  type FilteredQuery,
  type Page,
  type PagingQuery,
} from '@portal/shared-api';
import { errorResponses } from './schemas';

/** Rows to skip for a page (pages start at 1); a page far beyond any list is simply empty. */
export const offsetOf = ({ page, visibleRecords }: PagingQuery): number =>
  Math.min((page - 1) * visibleRecords, Number.MAX_SAFE_INTEGER);

/**
 * One page of a list and the number of rows of the whole list, read together (the embedded database runs them
 * one after the other on its one connection), each row made an item by `toItem`.
 */
export async function readPage<R, T = R>(rows: PromiseLike<R[]>, total: PromiseLike<Array<{ n: number | string }>>, toItem?: (row: R) => T): Promise<Page<T>> {
  const [page, [counted]] = await Promise.all([rows, total]);
  return { rows: toItem ? page.map(toItem) : (page as unknown as T[]), total: Number(counted?.n ?? 0) };
}

/** Answers one page of a list, with the number of rows of the whole list in `totalrecords`. */
export function sendPage<T>(reply: FastifyReply, { rows, total }: Page<T>): T[] {
  reply.header(TOTAL_RECORDS_HEADER, String(total));
  return rows;
}

const ACCENTED = 'áéíóúü';
const PLAIN = 'aeiouu';

/** Text as searches compare it: lower case, vowels without accents (ñ stays ñ). */
export const foldText = (text: string): string =>
  text.toLowerCase().replace(/[áéíóúü]/g, (c) => PLAIN[ACCENTED.indexOf(c)]!);

/**
 * Whether any of the columns (or computed texts, such as a full name) contains the text, ignoring
 * case and accents; no condition for an empty text. Wildcards typed by the user match themselves.
 */
export function containsText(columns: ReadonlyArray<AnyColumn | SQL>, text: string): SQL | undefined {
  const folded = foldText(text.trim());
  if (!folded) return undefined;
  const pattern = `%${folded.replace(/[\\%_]/g, '\\$&')}%`;
  return or(...columns.map((column) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN}) like ${pattern}`));
}

/** What `pagedListRoutes` registers: a list and its search, both answering one page with `totalrecords`. */
export interface PagedListRoutes<T> {
  tags: string[];
  /** Summaries of the list and of its search (OpenAPI). */
  summary: string;
  searchSummary: string;
  item: z.ZodType<T>;
  config: FastifyContextConfig;
  page: (query: FilteredQuery) => Promise<Page<T>>;
}

/**
 * The spec's paged list pair (§7): `GET /` (no search) and `GET /Filtered?param=`, with the same item schema,
 * configuration (roles) and repository page.
 */
export function pagedListRoutes<T>(app: FastifyInstance, routes: PagedListRoutes<T>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: z.array(routes.item), ...errorResponses.badRequest, ...errorResponses.authorised };
  api.get(
    '/',
    { schema: { tags: routes.tags, summary: routes.summary, querystring: pagingQuerySchema, response }, config: routes.config },
    async (request, reply) => sendPage(reply, await routes.page({ ...request.query, param: '' })),
  );
  api.get(
    `/${FILTERED_SEGMENT}`,
    { schema: { tags: routes.tags, summary: routes.searchSummary, querystring: filteredQuerySchema, response }, config: routes.config },
    async (request, reply) => sendPage(reply, await routes.page(request.query)),
  );
}
