import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_LANGUAGE, SESSION_KEYS, type Language } from '@portal/shared-api';
import { LATER_HINTS, REACHING_EVENTS, SERVED_MARKS, SHARE_TOKEN_PARAM, reaches } from '@portal/shared-api/served-page';

// Public pages with their content in the first response. A remote's build bundles its server entry
// (src/server.tsx: which pages it renders, the API call each is drawn with, and the rendering itself, by the
// page's own components) and the shell's build bundles its frame the same way (tools/webpack/server-entry.cjs).
// For a route every visitor may see, the API asks the live remote's entry for the page's call, makes that call
// to itself as an anonymous visitor, has the remote render the page and the shell its frame around it, and
// sends both with the data, the CSS of those components and the tab's title. Releasing the remote changes its
// served markup too; anything missing or failing leaves the page as the shell alone draws it.

/** server.json beside an app's files. */
interface ServerManifest {
  script?: string;
  css?: string;
}

export interface RemoteServerEntry {
  /** The call the page is drawn with; null: drawn without data; undefined: not rendered on the server. */
  dataCall(page: string, params: Record<string, string>): string | null | undefined;
  /** `language`: the pages a buyer abroad reads are written in it (a remote built before them ignores it). */
  /** `search`: the address's query the page reads (a share link's token, when the page was drawn with it). */
  renderPage(input: { page: string; route: string; path: string; search?: string; data: unknown; language: Language }): string | undefined;
  /** The calls (relative to /api/) a press on the page makes first, prepared in the background as it is served (a remote built before them has none). */
  preparedCalls?(page: string): string[];
}

export interface ShellServerEntry {
  renderFrame(input: { path: string; page: string }): { html: string; title: string | undefined };
}

export interface ServerEntry<T> {
  module: T;
  css: string;
}

type ReadJson = <T>(file: string) => Promise<T | undefined>;
type ReadText = (file: string) => Promise<string | undefined>;

/**
 * The server entry of the app built in `folder`. Files are named by their content, so Node's module cache
 * never serves an old build: a new build or release is a new file.
 */
export async function serverEntryOf<T>(folder: string, readJson: ReadJson, readText: ReadText): Promise<ServerEntry<T> | undefined> {
  const manifest = await readJson<ServerManifest>(path.join(folder, 'server.json'));
  if (!manifest?.script) return undefined;
  const file = path.join(folder, manifest.script);
  if (!file.startsWith(folder + path.sep)) return undefined;
  const module = createRequire(file)(file) as T;
  const css = manifest.css ? ((await readText(path.join(folder, manifest.css))) ?? '') : '';
  return { module, css };
}

/** The route's parameters by name (`/PerfilPropiedad/:id` and `/PerfilPropiedad/7` → `{ id: '7' }`). */
export function paramsOf(pattern: string, pathname: string): Record<string, string> {
  const names = pattern.split('/').filter(Boolean);
  const values = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    if (!name.startsWith(':')) return;
    params[name.slice(1)] = decodeSegment(values[i] ?? '');
  });
  return params;
}

/** A path segment decoded, or as it came when it is not valid percent-encoding. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A call the API makes to itself (Fastify's inject), as an anonymous visitor; `total`: a list's `totalrecords` header. */
/**
 * Asks the API for `url` as an anonymous visitor. `prepare`: only for what answering leaves behind (a remembered
 * answer), its body neither sent nor read (asked as `If-None-Match: *`).
 */
export type SelfCall = (url: string, options?: { prepare?: boolean }) => Promise<{ status: number; body: unknown; total?: number }>;

export interface ServedPage {
  /** The frame and the page, for #root. */
  html: string;
  /** For the head: the components' CSS, the data the page was drawn with. */
  head: string;
  title: string | undefined;
}

/**
 * Fetches the URLs it is sent, at low priority, for the browser's HTTP cache (the bodies are read and
 * dropped; the shell's scripts find them there), then ends. Inserting one prefetch link a task cost the
 * page's main thread 10–28 ms a link under Lighthouse's trace (40–110 ms at 4×).
 */
const HINTS_WORKER =
  'onmessage=function(e){Promise.all(e.data.map(function(u){return fetch(u,{priority:"low"}).then(function(r){return r.arrayBuffer()}).catch(function(){})})).then(function(){close()})}';

/**
 * The served page's script, run before it paints. The page is read without the shell: the shell's script
 * (hinted, in `window.__PORTAL_SHELL__`: page-hints.ts) starts when the visitor first reaches for the page, or at
 * once for a person with a session, whose frame and home are not the anonymous visitor's
 * (shell/src/remote/take-over.ts). Until the shell has taken over, this script keeps what the visitor did:
 * - once the page has loaded and its content is on screen (first-contentful-paint), the files its hints name are
 *   fetched for the browser's cache by a worker (HINTS_WORKER), so the page's main thread sends no request and
 *   handles no response for them (where no worker can start, they are only preloaded when the shell starts);
 *   when the shell starts they are all preloaded at once (from that cache), so its files load side by side
 *   rather than one after the file that names them;
 * - a session in the browser's storage marks the page (the home hides itself for them: page-hints.ts);
 * - a share link's token in the address marks the page as reached at once when what it opens is the browser's to fetch
 *   (a boundary's profile); a page drawn with what the link opens (a shipment's) is read without the shell like any other;
 * - the visitor's first touch, key, pointer or change marks the page as reached (`reaches` in served-page.ts, written
 *   into the script: a mouse move that moved nothing is the browser's own);
 * - a form sent is held (the browser's own submission would reload the page and lose what was typed) and
 *   marked, and the button last pressed is marked: the shell does both again once its page is in place
 *   (shell/src/remote/served-page.ts), or draws what it opens first (an island: shell/src/remote/islands.ts);
 *   a pressed button's `data-prefetch` address is fetched at once, so the server works on what it opens while the
 *   shell's scripts start.
 */
const servedScript = (drawnWithLink: boolean) => `<script>(function(){var d=document,h=d.documentElement,R=${JSON.stringify(`#root[${SERVED_MARKS.served}]`)},E=${JSON.stringify(REACHING_EVENTS)},started;
function hints(forCache){var t=d.getElementById("${LATER_HINTS}");if(!t)return;if(!forCache)return d.head.appendChild(t.content),t.remove();
try{var u=URL.createObjectURL(new Blob([${JSON.stringify(HINTS_WORKER)}],{type:"text/javascript"}));
new Worker(u).postMessage([].map.call(t.content.querySelectorAll("link"),function(l){return new URL(l.getAttribute("href"),location.href).href}));URL.revokeObjectURL(u)}catch(e){}}
function painted(f){try{new PerformanceObserver(function(l,o){l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),setTimeout(f,0))}).observe({type:"paint",buffered:true})}catch(e){f()}}
addEventListener("load",function(){painted(function(){hints(1)})});
function start(){var src=window.__PORTAL_SHELL__;if(!src||started)return;started=1;
function load(){hints();var s=d.createElement("script");s.src=src;d.head.appendChild(s)}d.readyState==="loading"?d.addEventListener("DOMContentLoaded",load):load()}
function reach(e){if(e&&!(${reaches.toString()})(e))return;h.setAttribute("${SERVED_MARKS.reached}","");E.forEach(function(n){removeEventListener(n,reach,true)});start()}
E.forEach(function(n){addEventListener(n,reach,{capture:true,passive:true})});
try{localStorage.getItem(${JSON.stringify(SESSION_KEYS.token)})&&(h.setAttribute("${SERVED_MARKS.session}",""),start())}catch(e){}
${drawnWithLink ? '' : `try{new URLSearchParams(location.search).has(${JSON.stringify(SHARE_TOKEN_PARAM)})&&reach()}catch(e){}`}
d.addEventListener("submit",function(e){var f=e.target;if(f.closest&&f.closest(R)){e.preventDefault();f.setAttribute("${SERVED_MARKS.submitted}","")}},true);
d.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("button");if(b&&b.type!=="submit"&&b.closest(R)){var o=d.querySelector("[${SERVED_MARKS.clicked}]"),p=b.getAttribute("${SERVED_MARKS.prefetch}");o&&o.removeAttribute("${SERVED_MARKS.clicked}");b.setAttribute("${SERVED_MARKS.clicked}","");p&&fetch(p).catch(function(){})}},true)})()</script>`.replace(/\n/g, '');
const SERVED_SCRIPT = servedScript(false);
const SERVED_SCRIPT_WITH_LINK = servedScript(true);

const escapeScript = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/** The route's page rendered on the server, or undefined when the remote does not render it there. */
export async function servedPage(input: {
  remote: ServerEntry<RemoteServerEntry>;
  shell: ServerEntry<ShellServerEntry>;
  route: { path: string; page: string };
  pathname: string;
  call: SelfCall;
  /** The visitor's language (lib/language.ts). */
  language?: Language;
  /** A share link's token in the address (`?compartido=`): a private page is drawn with what it opens. */
  share?: string;
}): Promise<ServedPage | undefined> {
  const { remote, shell, route, pathname, call, language = DEFAULT_LANGUAGE, share } = input;
  const params = paramsOf(route.path, pathname);
  const plain = remote.module.dataCall(route.page, params);
  const dataCall = share ? remote.module.dataCall(route.page, { ...params, [SHARE_TOKEN_PARAM]: share }) : plain;
  // the page's own call takes the link: its content is what the link opens, and nothing waits for the shell
  const drawnWithLink = dataCall !== plain;
  if (dataCall === undefined) return undefined;
  // not awaited: the page goes out meanwhile; a failure is the visitor's own call's to report
  for (const url of remote.module.preparedCalls?.(route.page) ?? []) call(`/api/${url}`, { prepare: true }).catch(() => undefined);
  let data: unknown = null;
  if (dataCall !== null) {
    const answer = await call(`/api/${dataCall}`);
    // an unknown id or a failure: the browser draws the page's own message from the call it makes
    if (answer.status !== 200) return undefined;
    // a page of a list is served as the browser's getPage gives it: its rows and the total of the header
    data = answer.total === undefined ? answer.body : { rows: answer.body, total: answer.total };
  }
  const search = drawnWithLink ? `?${new URLSearchParams({ [SHARE_TOKEN_PARAM]: share! })}` : '';
  const page = remote.module.renderPage({ page: route.page, route: route.path, path: pathname, search, data, language });
  if (page === undefined) return undefined;
  const frame = shell.module.renderFrame({ path: pathname, page });
  const style = `<style data-served>${escapeStyle(shell.css + remote.css)}</style>${drawnWithLink ? SERVED_SCRIPT_WITH_LINK : SERVED_SCRIPT}`;
  const head = data === null ? style : `${style}<script>window.__PORTAL_PAGE_DATA__=${escapeScript(JSON.stringify({ path: pathname, data, language }))}</script>`;
  return { html: frame.html, head, title: frame.title };
}
