import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILTERED_SEGMENT, filteredQuerySchema, pagingQuerySchema, type FilteredQuery, type Page } from '@portal/shared-api';
import { sendPage } from './listing';
import { notFound } from './problem';
import { callErrors, idParamsSchema, problemSchema } from './schemas';
import { sendStoredFile, type SendOptions, type StoredFileRef } from './uploads';

/** What the OpenAPI document says of a route, and who may call it. */
export interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
  /** Who may call (roles or any session); none for a public route. */
  config?: FastifyContextConfig;
}

const notFoundResponse = { 404: problemSchema };

const described = ({ tags, summary, description }: RouteDocs) => ({ tags, summary, ...(description === undefined ? {} : { description }) });

/** A `GET` of one thing found by the route's parameters: 404 when there is none, or the caller may not see it. */
export function foundRoute<P extends z.ZodType, T>(
  app: FastifyInstance,
  route: RouteDocs & { url: string; params: P; item: z.ZodType<T>; find: (params: z.output<P>, request: FastifyRequest) => Promise<T | undefined> },
): void {
  app.get(
    route.url,
    {
      schema: { ...described(route), params: route.params, response: { 200: route.item, ...callErrors(route.config), ...notFoundResponse } },
      config: route.config,
    },
    async (request) => {
      const found = await route.find(request.params as z.output<P>, request);
      if (!found) throw notFound();
      return found;
    },
  );
}

/** A download of a stored file found by the route's parameters, uncompressed: 404 when there is none. */
export function storedFileRoute<P extends z.ZodType>(
  app: FastifyInstance,
  route: RouteDocs & {
    url: string;
    params: P;
    file: (params: z.output<P>, request: FastifyRequest) => Promise<StoredFileRef | undefined>;
    /** How to send it, the same for every file or chosen by the file. */
    send?: SendOptions | ((file: StoredFileRef) => SendOptions);
  },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.url,
    {
      schema: { ...described(route), params: route.params, response: { ...callErrors(route.config), ...notFoundResponse } },
      config: route.config,
      compress: false,
    },
    async (request, reply) => {
      const file = await route.file(request.params as z.output<P>, request);
      if (!file) throw notFound();
      return sendStoredFile(reply, file, typeof route.send === 'function' ? route.send(file) : route.send);
    },
  );
}

/** A `DELETE` of one thing by its id (`url` ends in `:id`): 204 when `remove` deleted it, 404 when there was none. */
export function deleteRoute(app: FastifyInstance, route: RouteDocs & { url: string; remove: (id: number) => Promise<boolean> }): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    route.url,
    {
      schema: { ...described(route), params: idParamsSchema, response: { 204: z.null(), ...callErrors(route.config), ...notFoundResponse } },
      config: route.config,
    },
    async (request, reply) => {
      if (!(await route.remove(request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );
}

/**
 * A `GET` answering one page of a list, with the number of rows of the whole list in `totalrecords`; 404 when
 * `page` finds nothing to list (such as a property the caller may not see).
 */
export function pageRoute<Q extends z.ZodType, T, P extends z.ZodType = z.ZodType<unknown>>(
  app: FastifyInstance,
  route: RouteDocs & {
    url: string;
    params?: P;
    querystring: Q;
    item: z.ZodType<T>;
    /** Further documented error answers. */
    errors?: Record<number, z.ZodType>;
    page: (query: z.output<Q>, request: FastifyRequest, params: z.output<P>) => Promise<Page<T> | undefined>;
  },
): void {
  app.get(
    route.url,
    {
      schema: {
        ...described(route),
        ...(route.params === undefined ? {} : { params: route.params }),
        querystring: route.querystring,
        response: { 200: z.array(route.item), ...callErrors(route.config), ...route.errors },
      },
      config: route.config,
    },
    async (request, reply) => {
      const page = await route.page(request.query as z.output<Q>, request, request.params as z.output<P>);
      if (!page) throw notFound();
      return sendPage(reply, page);
    },
  );
}

/** What `pagedListRoutes` registers: a list and its search, both answering one page with `totalrecords`. */
export interface PagedListRoutes<T> {
  tags: string[];
  /** Summaries of the list and of its search (OpenAPI). */
  summary: string;
  searchSummary: string;
  item: z.ZodType<T>;
  /** Who may call (roles); none for a public list. */
  config?: FastifyContextConfig;
  page: (query: FilteredQuery) => Promise<Page<T>>;
}

/**
 * The spec's paged list pair (§7): `GET /` (no search) and `GET /Filtered?param=`, with the same item schema,
 * configuration (roles) and repository page.
 */
export function pagedListRoutes<T>(app: FastifyInstance, { searchSummary, page, ...routes }: PagedListRoutes<T>): void {
  pageRoute(app, { ...routes, url: '/', querystring: pagingQuerySchema, page: (query) => page({ ...query, param: '' }) });
  pageRoute(app, { ...routes, url: `/${FILTERED_SEGMENT}`, summary: searchSummary, querystring: filteredQuerySchema, page });
}

/**
 * A `PUT <url>` (ending in `:id`) by which an administrator decides a request still waiting (accept, reject): the
 * request as it is now; 404 when there is none, 409 when it was decided already. `body`, when the decision takes one.
 */
export function decisionRoute<T, B extends z.ZodType = z.ZodType<undefined>>(
  app: FastifyInstance,
  route: RouteDocs & { url: string; item: z.ZodType<T>; body?: B; decide: (id: number, adminId: number, body: z.output<B>) => Promise<T> },
): void {
  app.put(
    route.url,
    {
      schema: {
        ...described(route),
        params: idParamsSchema,
        ...(route.body === undefined ? {} : { body: route.body }),
        response: { 200: route.item, ...callErrors(route.config), ...notFoundResponse, 409: problemSchema },
      },
      config: route.config,
    },
    async (request) => route.decide((request.params as z.output<typeof idParamsSchema>).id, request.user.id, request.body as z.output<B>),
  );
}
