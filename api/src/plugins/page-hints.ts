import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, type Language } from '@portal/shared-api';
import { LATER_HINTS, SERVED_MARKS } from '@portal/shared-api/served-page';
import { REGENT_APP_THEME, REGENT_MANIFEST_URL, isRegentAppPath } from '@portal/shared-api/regent-app';
import type { WebLayout } from './web-layout';
import { decodeSegment, servedPage, serverEntryOf, type RemoteServerEntry, type SelfCall, type ShellServerEntry } from './served-pages';

// A page of the portal is the shell's index.html. Served as a file, the browser learns what the page needs
// one step at a time: the shell's main script, then /remotes.json, then the remote's mf-manifest.json, then
// its remoteEntry.js and `./pages`, then the page's own chunks. The server knows the route, so the first
// response already carries the remote map and names every one of those files in preload hints, read from
// what the builds wrote: the shell's routes.json (route → remote and page, the shell's own files) and each
// live remote's mf-manifest.json and page-chunks.json (a release brings its own, so hints follow it).

/** shell/dist/routes.json, written by the shell's build (tools/webpack/route-map.cjs). */
interface RouteEntry {
  remote: string;
  page: string;
  antd: boolean;
  /** Open to every visitor: only such a route's remote is hinted, as the server cannot tell who asks. */
  anyone: boolean;
}

export interface RouteMap {
  routes: Array<RouteEntry & { path: string }>;
  home: RouteEntry;
  /** The shell's files every page loads after its main script (its bootstrap and shared react, router…). */
  boot: string[];
  /** The files of the shell's antd provider, for pages made with antd. */
  antd: string[];
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
}

type PageChunks = Record<string, string[]>;

/** A remote build's `antd-styles.json` (tools/webpack/antd-styles.cjs): its antd stylesheet. */
interface AntdStyles {
  css?: string;
}

/** Files read once per change: a rebuild or a release is seen on the next request without a restart. */
const cache = new Map<string, { mtimeMs: number; size: number; value: unknown }>();

async function readCached<T>(file: string, parse: (text: string) => T): Promise<T | undefined> {
  try {
    const stat = await fs.promises.stat(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.value as T;
    const value = parse(await fs.promises.readFile(file, 'utf8'));
    cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, value });
    return value;
  } catch {
    return undefined; // not built, or being written: the page works without hints
  }
}

const readJson = <T>(file: string) => readCached<T>(file, (text) => JSON.parse(text) as T);
export const readShellIndex = (shell: string) => readCached(path.join(shell, 'index.html'), (text) => text);

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

/** The route a path opens, matched as the shell's router does (case-insensitive, `:id` any one segment). */
export function matchRoute(map: RouteMap, pathname: string): RouteEntry | undefined {
  const wanted = segmentsOf(pathname).map((segment) => decodeSegment(segment).toLowerCase());
  if (wanted.length === 0) return map.home;
  return map.routes.find((route) => {
    const pattern = segmentsOf(route.path);
    return pattern.length === wanted.length && pattern.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === wanted[i]);
  });
}

/** The folder on disk behind a same-origin remote URL (its build or one of its releases), if it is one of ours. */
function folderOf(layout: WebLayout, url: string): string | undefined {
  const built = /^\/remotes\/([a-z]+)\/$/.exec(url);
  if (built) return layout.remotes.find((remote) => remote.area === built[1])?.root;
  const released = /^\/releases\/([a-z]+)\/([0-9A-Za-z][0-9A-Za-z._-]*)\/$/.exec(url);
  if (released) return path.join(layout.releases, released[1], released[2]);
  return undefined;
}

/** For an attribute's value or an element's text. */
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// low priority, as the webpack runtime would ask for them: they download beside the shell's main script without
// delaying it or the first paint (measured: FCP 0.7 s with them, 2.4 s at the default high priority)
const script = (href: string) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeHtml(href)}">`;
/** Low priority like the scripts: it is needed when the page draws, after them, and must not delay the frame. */
const style = (href: string) => `<link rel="preload" as="style" fetchpriority="low" href="${escapeHtml(href)}">`;
/** A file of a build: the shell's stylesheets are among its scripts. */
const file = (href: string) => (href.endsWith('.css') ? style(href) : script(href));
const fetched = (href: string) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}">`;

/** The remote's files a route needs: its manifest, remoteEntry.js, `./pages` and the page's own chunks. */
async function remoteHints(layout: WebLayout, entry: string, page: string): Promise<string[]> {
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const folder = folderOf(layout, base);
  if (!folder) return [];
  if (!entry.endsWith('/mf-manifest.json')) return [script(entry)];
  const manifest = await readJson<FederationManifest>(path.join(folder, 'mf-manifest.json'));
  if (!manifest) return [];
  const remoteEntry = manifest.metaData?.remoteEntry;
  const entryFile = `${remoteEntry?.path ? `${remoteEntry.path.replace(/\/?$/, '/')}` : ''}${remoteEntry?.name ?? 'remoteEntry.js'}`;
  const exposed = manifest.exposes?.find((expose) => expose.name === 'pages')?.assets?.js?.sync ?? [];
  const pageFiles = (await readJson<PageChunks>(path.join(folder, 'page-chunks.json')))?.[page] ?? [];
  return [fetched(entry), ...[entryFile, ...exposed, ...pageFiles].map((file) => script(base + file))];
}

const STYLESHEET_NAME = /^[\w.-]+\.css$/;

/** Each live remote's antd stylesheet, by remote name, for the ones whose build wrote one. */
async function remoteStyles(layout: WebLayout, remotes: Record<string, string>): Promise<Record<string, string>> {
  const styles: Record<string, string> = {};
  for (const [name, entry] of Object.entries(remotes)) {
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const folder = folderOf(layout, base);
    const css = folder && (await readJson<AntdStyles>(path.join(folder, 'antd-styles.json')))?.css;
    if (typeof css === 'string' && STYLESHEET_NAME.test(css)) styles[name] = base + css;
  }
  return styles;
}

/** The regent's pages are an installable app (shell/src/sw/regent-sw.ts): its manifest, colour and icon. */
const REGENT_APP_HEAD = `<link rel="manifest" href="${REGENT_MANIFEST_URL}"><meta name="theme-color" content="${REGENT_APP_THEME}"><link rel="apple-touch-icon" href="/pwa/icon-192.png">`;

const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shell's page for `pathname`: the live remote map inlined (the shell does not ask /remotes.json) and a
 * preload hint for each file the route will load, so they download in parallel with the shell's main script.
 */
export async function pageHtml(
  layout: WebLayout & { shell: string },
  index: string,
  remotes: Record<string, string>,
  pathname: string,
  call?: SelfCall,
  onServeError?: (error: unknown) => void,
  language: Language = DEFAULT_LANGUAGE,
  /** A share link's token in the address: a private page is served with what it opens (served-pages.ts). */
  share?: string,
): Promise<string> {
  const map = await readJson<RouteMap>(path.join(layout.shell, 'routes.json'));
  // a route some roles only may see is answered with the shell's files alone: an anonymous visitor must not be
  // sent another area's remote (the session is in the browser's storage, the server cannot tell who asks)
  const found = map && matchRoute(map, pathname);
  const route = found?.anyone ? found : undefined;
  const hints = map ? map.boot.map((name) => file(`/${name}`)) : [];
  const entry = route && remotes[route.remote];
  if (route && entry) hints.push(...(await remoteHints(layout, entry, route.page)));
  if (route?.antd && map) hints.push(...map.antd.map((name) => file(`/${name}`)));
  // each remote's antd stylesheet: the shell puts it in place before the remote's page draws (remote-styles.ts)
  const styles = await remoteStyles(layout, remotes);
  const stylesheet = route?.antd && entry ? styles[route.remote] : undefined;
  if (stylesheet) hints.push(style(stylesheet));
  const inline = `${isRegentAppPath(pathname) ? REGENT_APP_HEAD : ''}<script>window.__PORTAL_REMOTES__=${inlineJson(remotes)}</script><script>window.__PORTAL_STYLES__=${inlineJson(styles)}</script>`;
  // a page without a head (not the shell's template) is served as it is: the shell then asks /remotes.json
  if (!index.includes('</head>')) return index;
  let html = index;
  const served = route && entry && call ? await servedPageOf(layout, route, entry, pathname, call, language, share).catch(onServeError) : undefined;
  if (!served || !html.includes(ROOT)) return html.replace('</head>', () => `${inline}${unique(hints)}</head>`);
  let head = inline;
  // the shell's script waits for the visitor to reach for the page (served-pages.ts): hinted, started by the page
  const shell = SHELL_SCRIPT.exec(html)?.[1];
  if (shell) {
    html = html.replace(SHELL_SCRIPT, '');
    hints.unshift(script(shell));
    head += `<script>window.__PORTAL_SHELL__=${inlineJson(shell)}</script>`;
  }
  // nothing of them is needed to show the page: the page's script has them fetched for the cache once its content is on screen
  // (and preloads them when the shell starts), so a phone's first bytes are the page's
  head += `<template id="${LATER_HINTS}">${unique(hints)}</template>`;
  head += served.head;
  // the home an anonymous visitor sees: a person with a session gets their role's home, so it is hidden for them
  if (found === map?.home) head += HIDDEN_WITH_SESSION;
  // replaced by functions: a `$'` or `$&` a client typed into a farm's name is text, not a replacement pattern
  html = html.replace(ROOT, () => `<div id="root" ${SERVED_MARKS.served}>${served.html}</div>`).replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  const title = served.title;
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  return html.replace('</head>', () => `${head}</head>`);
}

const unique = (hints: string[]) => [...new Set(hints)].join('');

const ROOT = '<div id="root"></div>';
/** The shell's main script in its index.html. */
const SHELL_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/;
/** A person with a session (marked by the served page's script, served-pages.ts) never sees the anonymous home: it stays out of sight until the shell replaces it. */
const HIDDEN_WITH_SESSION = `<style>html[${SERVED_MARKS.session}] #root[${SERVED_MARKS.served}]{visibility:hidden}</style>`;
const readText = (file: string) => readCached(file, (text) => text);

/** The route's page with its content, when the live remote renders it on the server (served-pages.ts). */
async function servedPageOf(layout: WebLayout & { shell: string }, route: RouteEntry & { path?: string }, entry: string, pathname: string, call: SelfCall, language: Language, share?: string) {
  const folder = folderOf(layout, entry.slice(0, entry.lastIndexOf('/') + 1));
  if (!folder) return undefined;
  const remote = await serverEntryOf<RemoteServerEntry>(folder, readJson, readText);
  const shell = remote && (await serverEntryOf<ShellServerEntry>(layout.shell, readJson, readText));
  if (!remote || !shell) return undefined;
  // the home is the one route without a path of its own
  return servedPage({ remote, shell, route: { path: route.path ?? '/', page: route.page }, pathname, call, language, share });
}
