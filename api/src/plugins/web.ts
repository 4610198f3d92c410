import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG, TOTAL_RECORDS_HEADER } from '@portal/shared-api';
import { SHARE_TOKEN_PARAM } from '@portal/shared-api/served-page';
import { sendProblem } from './errors';
import type { SelfCall } from './served-pages';
import { pageHtml, readShellIndex } from './page-hints';
import { RELEASE_HISTORY_FILE, liveRemotesMap, type WebLayout } from './web-layout';
import { LANGUAGE_VARY, languageOf } from '../lib/language';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files that name other files (and the federation stats beside them): revalidated so a redeploy is seen at once. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
/** A content hash in the name, as webpack's [contenthash] writes it (e.g. main.3f9a1c2b.js). */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(file: string, scope: 'shell' | 'remote'): string {
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  if (scope === 'remote' || HASHED_NAME.test(name)) return IMMUTABLE;
  return NO_CACHE;
}

export interface WebOptions {
  layout: WebLayout;
  /** A JSON file to answer /remotes.json with, read on every request. */
  remotesFile?: string;
}

/** The remote map: REMOTES_FILE when given, else the live releases; read on every request, so a release or a
 * rollback is live at once, without a restart. */
async function readRemotes(remotesFile: string | undefined, releases: string): Promise<Record<string, string>> {
  if (!remotesFile) return liveRemotesMap(releases);
  return JSON.parse(await fs.promises.readFile(remotesFile, 'utf8')) as Record<string, string>;
}

async function remotesJson(remotesFile: string | undefined, releases: string, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8');
  try {
    return JSON.stringify(await readRemotes(remotesFile, releases));
  } catch (error) {
    request.log.error({ err: error, remotesFile }, 'REMOTES_FILE cannot be served');
    return sendProblem(reply, 500, MSG.serverError);
  }
}

/** An app's server entry (server.json, server/…) is for the API to run, never downloaded (server-entry.cjs). */
const forBrowsers = (pathName: string) => !/(^|\/)server(\.json$|\/)/.test(pathName);

export type PageResponder = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Answers a page of the portal: the shell's index.html with the live remote map inlined and preload hints
 * for the files of the route (page-hints.ts). Never cached, so a release is seen on the next load.
 */
export function pageResponder(layout: WebLayout, remotesFile?: string): PageResponder {
  return async (request, reply) => {
    const shell = layout.shell;
    const index = shell ? await readShellIndex(shell) : undefined;
    if (!shell || index === undefined) {
      sendProblem(reply, 404);
      return reply;
    }
    let html = index;
    let share: string | undefined;
    try {
      // a public page's content is drawn with the API's own answer to an anonymous visitor (served-pages.ts)
      const call: SelfCall = async (url, { prepare = false } = {}) => {
        const answer = await request.server.inject({ method: 'GET', url, headers: prepare ? { 'if-none-match': '*' } : {} });
        if (prepare) return { status: answer.statusCode, body: undefined };
        const total = Number(answer.headers[TOTAL_RECORDS_HEADER]);
        return {
          status: answer.statusCode,
          body: answer.statusCode === 200 ? answer.json() : undefined,
          total: answer.headers[TOTAL_RECORDS_HEADER] === undefined || !Number.isFinite(total) ? undefined : total,
        };
      };
      const onServeError = (error: unknown) => request.log.error({ err: error }, 'the page is served without its content');
      const remotes = await readRemotes(remotesFile, layout.releases);
      const [pathname, search] = request.url.split('?');
      share = new URLSearchParams(search).get(SHARE_TOKEN_PARAM) ?? undefined;
      html = await pageHtml({ ...layout, shell }, index, remotes, pathname, call, onServeError, languageOf(request), share);
    } catch (error) {
      // the plain page still works: the shell asks /remotes.json, which reports the problem
      request.log.error({ err: error, remotesFile }, 'the page is served without its remote map');
    }
    // a page opened by a share link may hold what only its holder sees: kept by no cache
    return reply.code(200).header('cache-control', share ? 'private, no-store' : NO_CACHE).header('vary', LANGUAGE_VARY).type('text/html; charset=utf-8').send(html);
  };
}

/**
 * Serves the built shell at / and each remote at /remotes/<area>/ from the same origin as the API,
 * plus /remotes.json, the remote map the shell reads at start-up.
 */
export const webPlugin = fp<WebOptions>(
  async (app, { layout, remotesFile }) => {
    app.get('/remotes.json', { schema: { hide: true } }, (request, reply) => remotesJson(remotesFile, layout.releases, request, reply));

    if (layout.shell) {
      const page = pageResponder(layout, remotesFile);
      app.get('/', { schema: { hide: true } }, page);
      app.get('/index.html', { schema: { hide: true } }, page);
      await app.register(fastifyStatic, {
        root: layout.shell,
        prefix: '/',
        index: false,
        preCompressed: true,
        cacheControl: false,
        allowedPath: forBrowsers,
        setHeaders: (res, file) => res.setHeader('cache-control', cacheControlFor(file, 'shell')),
      });
    }
    for (const { area, root } of layout.remotes) {
      await app.register(fastifyStatic, {
        root,
        prefix: `/remotes/${area}/`,
        decorateReply: false,
        preCompressed: true,
        cacheControl: false,
        allowedPath: forBrowsers,
        setHeaders: (res, file) => res.setHeader('cache-control', cacheControlFor(file, 'remote')),
      });
    }
    // every release in a folder of its own, never changed once written
    await fs.promises.mkdir(layout.releases, { recursive: true });
    await app.register(fastifyStatic, {
      root: layout.releases,
      prefix: '/releases/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => forBrowsers(pathName) && !pathName.endsWith(`/${RELEASE_HISTORY_FILE}`),
      setHeaders: (res, file) => res.setHeader('cache-control', cacheControlFor(file, 'remote')),
    });
  },
  { name: 'web' },
);

const isApiOrRemote = (url: string) => /^\/(api|remotes|releases)(\/|$|\?)/.test(url);
/** A request for a missing static file (/favicon.ico, /robots.txt, a stale script), never a page of the portal. */
const isStaticFile = (url: string) => /\.(ico|png|svg|jpe?g|gif|webp|js|mjs|cjs|css|map|json|txt|xml|webmanifest|woff2?)$/i.test(url.split('?')[0]);

/**
 * Unknown paths: the page of the portal for page navigations (the SPA's own router decides), a form posted to
 * a page sent back to it (303), a 404 problem under /api and /remotes and for missing files — a missing file
 * must never look like a page.
 */
export function spaNotFoundHandler(page: PageResponder | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const navigable = request.method === 'GET' || request.method === 'HEAD';
    const pagePath = !isApiOrRemote(request.url) && !isStaticFile(request.url);
    if (page && navigable && pagePath) return page(request, reply);
    // a page's form sent by a browser without JavaScript (the served /Login): back to the page, what was sent dropped
    // one leading slash: `//host` would send the browser to another site
    if (page && request.method === 'POST' && pagePath) return reply.redirect(`/${request.url.split('?')[0]!.replace(/^\/+/, '')}`, 303);
    sendProblem(reply, 404);
    return reply;
  };
}
