import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, request, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type axe from 'axe-core';
import { SESSION_KEYS, type LoginResponse, type Role } from '@portal/shared-api';
import { SERVED_MARKS } from '@portal/shared-api/served-page';
import additions from '../../shell/src/routes/portal-additions.json';
import { ROUTES } from '../../shell/src/routes/route-table';
import specRoutes from '../../shell/src/routes/spec-routes.json';
import { FRAME_TEXTS } from '../../shell/src/texts';
import { baseURL } from '../playwright.config';
import { DEMO, DEMO_PASSWORD, networkQuiet, watchNetwork, watchToken } from './helpers';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 812 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Who opens a route: a role, or a visitor who has not logged in. */
export type Visitor = Role | 'Anónimo';

interface SpecRoute {
  path: string;
  roles: string[];
}

/** The visitors of a route of routes.json: open routes are checked logged out, 'any signed-in' with every role. */
export function visitorsOf(route: SpecRoute): Visitor[] {
  if (route.roles.includes('open')) return ['Anónimo'];
  if (route.roles.includes('any signed-in')) return Object.keys(DEMO) as Role[];
  return route.roles as Role[];
}

/** Every route of routes.json, and the routes the portal adds to it. */
export const SPEC_ROUTES: SpecRoute[] = [...specRoutes.routes, ...additions.routes];

/** The paths of routes.json that show the role's home, titled as the home: `/`, and `/Dashboard`, which leads there. */
export const HOME_PATHS = ['/', '/Dashboard'];

/**
 * The browser tab's title a route's screen must show: the title the shell's route table gives the route
 * (`<title> · Madera Legal`), or the home's. A path of routes.json the table lacks fails here rather than passing as
 * the home it would be sent to.
 */
export function titleOf(route: SpecRoute): string {
  if (HOME_PATHS.includes(route.path)) return FRAME_TEXTS.documentTitle(FRAME_TEXTS.homeTitle);
  const path = route.path.replace(/\{(\w+)\}/g, ':$1').toLowerCase();
  const entry = ROUTES.find((candidate) => candidate.path.toLowerCase() === path);
  if (!entry) throw new Error(`${route.path} no está en la tabla de rutas del shell`);
  return FRAME_TEXTS.documentTitle(entry.title);
}

/** Logs a demo account in through the API and answers its session, as the login screen stores it. */
export async function demoSession(api: APIRequestContext, role: Role): Promise<Record<string, string>> {
  const answer = await api.post('/api/users/login', { data: { email: DEMO[role], password: DEMO_PASSWORD } });
  expect(answer.ok()).toBe(true);
  const login = (await answer.json()) as LoginResponse;
  return {
    [SESSION_KEYS.token]: login.token,
    [SESSION_KEYS.expiry]: login.expire,
    [SESSION_KEYS.loggedRole]: role,
    [SESSION_KEYS.roles]: JSON.stringify(login.roles),
    [SESSION_KEYS.email]: DEMO[role],
    [SESSION_KEYS.name]: login.userName,
  };
}

/** A browser context of one visitor at one size, its session already in localStorage. */
export async function contextFor(browser: Browser, visitor: Visitor, size: ViewportName, sessions: Partial<Record<Role, Record<string, string>>>): Promise<BrowserContext> {
  const session = visitor === 'Anónimo' ? undefined : sessions[visitor];
  return browser.newContext({
    viewport: VIEWPORTS[size],
    storageState: {
      cookies: [],
      origins: session ? [{ origin: baseURL, localStorage: Object.entries(session).map(([name, value]) => ({ name, value })) }] : [],
    },
  });
}

type Ids = Record<string, string>;

const firstId = async (api: APIRequestContext, token: string, url: string, pick: (row: Record<string, unknown>) => unknown = (row) => row.id): Promise<string> => {
  const answer = await api.get(`/api/${url}`, { headers: { authorization: `Bearer ${token}` }, params: { page: 1, visibleRecords: 50 } });
  expect(answer.ok(), `${url}: ${answer.status()}`).toBe(true);
  const rows = (await answer.json()) as Record<string, unknown>[];
  expect(rows.length, `${url} has demo rows`).toBeGreaterThan(0);
  const id = pick(rows[0]);
  expect(id, `${url}: the first row's id`).toBeDefined();
  return String(id);
};

/** The `{id}` of each route, read from the demo data through the API as the route's own visitor. */
export async function demoIds(sessions: Record<Role, Record<string, string>>): Promise<Record<string, Ids>> {
  const api = await request.newContext({ baseURL });
  const token = (role: Role) => sessions[role][SESSION_KEYS.token];
  const admin = token('Administrador');
  const client = token('Cliente');
  const regent = token('Regente');
  const clientProperty = await firstId(api, client, 'properties/myacceptedproperties');
  const project = await firstId(api, regent, 'projects', (row) => row.propertyID);
  const ids: Record<string, Ids> = {
    '/Documentos/Editar/{id}': { Administrador: await firstId(api, admin, 'files') },
    '/Noticias/{id}': { Anónimo: await firstId(api, admin, 'news') },
    '/PerfilPropiedad/{id}': { Anónimo: clientProperty },
    '/PerfilInscripcion/{id}': { Anónimo: await firstId(api, admin, 'inscriptions/adminindexaccepted') },
    '/CitasAdmin/{id}': { Administrador: await firstId(api, admin, 'appointments/adminappointments') },
    '/Inscripcion/AdminDisplay/{id}': { Administrador: await firstId(api, admin, 'inscriptions/adminindex') },
    '/Citas/{id}': { Regente: await firstId(api, regent, 'appointments/appointments') },
    '/DashboardRegent/Informacion/{id}': { Regente: project },
    '/DashboardRegent/DatosCertificacion/{id}': { Regente: project },
    '/DashboardRegent/Informes/{id}': { Regente: project },
    '/DashboardRegent/InscripcionVisita/{id}': { Regente: project },
    '/DashboardRegent/Limite/{id}': { Regente: project },
    '/DashboardRegent/Origen/{id}': { Regente: project },
    '/Propiedades/Origen/{id}': { Cliente: clientProperty },
    '/Origen/{number}': { Anónimo: await firstId(api, admin, 'origin', (row) => row.number) },
    '/Propiedades/Limite/{id}': { Cliente: clientProperty },
    '/Propiedades/LimiteAdmin/{id}': { Administrador: clientProperty },
    '/Inscripcion/ClientDisplay/{id}': { Cliente: await firstId(api, client, 'inscriptions/clientindex') },
    '/CitasCliente/{id}': { Cliente: await firstId(api, client, `appointments/appointmentsbyproperty/${clientProperty}`) },
    '/Propiedades/CitasPropiedad/{id}': { Cliente: clientProperty },
    '/Propiedades/ComprarVisitas/{id}': { Cliente: clientProperty },
    '/Propiedades/Renovar/{id}': { Cliente: clientProperty },
    '/Propiedades/CrearCitaPropiedad/{id}': { Cliente: clientProperty },
    '/Propiedades/CrearCitaRegente/{id}': { Cliente: clientProperty, Regente: project },
    '/usuarios/Asignar/{email}': { Cliente: DEMO.Regente },
    '/Despachos/{id}': { Cliente: await firstId(api, client, 'shipments') },
    // a shipment's page as its buyer opens it: through a link its client made
    '/Despacho/{code}': { Anónimo: await shipmentLink(api, client, await firstId(api, client, 'shipments')) },
    // a watcher's page: its token comes in the confirmation e-mail of an address made for the check
    '/Alertas/{token}': { Anónimo: await watchToken(api, admin, `pantallas.${Date.now()}@importadora.eu`, [clientProperty]) },
  };
  await api.dispose();
  return ids;
}

/** A link the client makes for the buyer of its shipment `id`: the shipment's code and the link's query (`DE-…?compartido=…`). */
async function shipmentLink(api: APIRequestContext, token: string, id: string): Promise<string> {
  const answer = await api.post(`/api/shipments/${id}/shares`, { headers: { authorization: `Bearer ${token}` }, data: { days: 1, label: 'Revisión de pantallas' } });
  expect(answer.status(), 'the client makes a link for its buyer').toBe(201);
  const url = new URL(((await answer.json()) as { url: string }).url);
  return `${decodeURIComponent(url.pathname.split('/').pop()!)}${url.search}`;
}

/** The route's path with its parameter filled in for this visitor (a parameter may bring its query: a share link's). */
export function pathFor(route: SpecRoute, visitor: Visitor, ids: Record<string, Ids>): string {
  const id = ids[route.path]?.[visitor];
  if (/\{\w+\}/.test(route.path) && id === undefined) throw new Error(`sin dato de demostración para ${route.path} (${visitor})`);
  const [param = '', query] = (id ?? '').split('?');
  return route.path.replace(/\{\w+\}/, encodeURIComponent(param)) + (query === undefined ? '' : `?${query}`);
}

/** What a screen shows while it loads: the frame's spinner, antd's, a busy region. */
const LOADING = '.frame-spinner, .ant-spin-spinning, [aria-busy="true"]';

/**
 * Waits until the page stopped loading: a signed-in visitor's served page given way to the shell's (the served
 * page's script marks a session on <html>, and the shell takes over at once), no spinner, no busy region, the
 * network at rest and no motion under way. The page must be watched (watchNetwork: the tabs of screenTest are).
 */
export async function settle(page: Page) {
  await networkQuiet(page);
  await expect(page.locator('main#contenido')).toBeVisible();
  await expect(page.locator(`html[${SERVED_MARKS.session}] #root[${SERVED_MARKS.served}]`)).toHaveCount(0);
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 20_000 });
  // what the screen asked for once drawn (a list's next call) has been answered too
  await networkQuiet(page);
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 20_000 });
  // antd's motion (drawers, tooltips, collapse): every animation or transition that ends has ended
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

type Sessions = Partial<Record<Role, Record<string, string>>>;

/**
 * One browser context per visitor and size for the tests of a worker (closed with the worker), and in each a tab
 * the screens open in one after another, as a person opens them: each route by its address, a new document with
 * the scripts from the browser's cache. A tab of its own per screen cost three times the processor time
 * (a new renderer process each time), which two workers on two cores wait for.
 */
export const screenTest = test.extend<
  object,
  {
    visitorContext: (visitor: Visitor, size: ViewportName, sessions: Sessions) => Promise<BrowserContext>;
    visitorTab: (visitor: Visitor, size: ViewportName, sessions: Sessions) => Promise<Page>;
  }
>({
  visitorContext: [
    async ({ browser }, use) => {
      const contexts = new Map<string, Promise<BrowserContext>>();
      await use((visitor, size, sessions) => {
        const key = `${visitor} · ${size}`;
        if (!contexts.has(key)) contexts.set(key, contextFor(browser, visitor, size, sessions));
        return contexts.get(key)!;
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
  visitorTab: [
    async ({ visitorContext }, use) => {
      const tabs = new Map<string, Promise<Page>>();
      await use((visitor, size, sessions) => {
        const key = `${visitor} · ${size}`;
        if (!tabs.has(key)) tabs.set(key, visitorContext(visitor, size, sessions).then(async (context) => watchNetwork(await context.newPage())));
        return tabs.get(key)!;
      });
    },
    { scope: 'worker' },
  ],
});

/** axe-core's rules the screens are held to: WCAG 2.0 and 2.1, levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core, WCAG 2.0/2.1 A and AA: the serious and critical violations, one line each. axe runs in the page itself
 * (`axe.run`), loaded once per check: the portal's pages have no frames, so nothing is gathered from other frames.
 * Only violations are gathered (resultTypes): the nodes that passed are not collected, which took up to half of a
 * run. (@axe-core/playwright's legacy mode ran the same `axe.run`, but evaluated axe's 550 KB twice per check: 2.1×
 * the time of one load and run, 620–1 040 ms against 280–560 ms on the administrator's lists.)
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then((results) => results.violations),
    AXE_TAGS,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The page's width beyond the viewport (0 when nothing scrolls sideways). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth);

/**
 * The buttons and links of list rows (table rows and the cards of a phone) that lie, even partly, outside
 * the viewport or outside a box that clips them (a table scrolled sideways).
 */
export const hiddenRowActions = (page: Page) =>
  page.evaluate(() => {
    const hidden: string[] = [];
    const width = document.documentElement.clientWidth;
    const controls = document.querySelectorAll<HTMLElement>(
      'main tbody tr a, main tbody tr button, main [data-list-row] a, main [data-list-row] button',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      let outside = box.left < -1 || box.right > width + 1;
      for (let parent = control.parentElement; parent && !outside; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        outside = box.left < clip.left - 1 || box.right > clip.right + 1;
      }
      if (outside) hidden.push((control.textContent || control.getAttribute('aria-label') || control.tagName).trim().slice(0, 40));
    }
    return hidden;
  });

/** The height of the viewport covered by fixed or sticky elements (their union), in px. */
export const chromeHeight = (page: Page) =>
  page.evaluate(() => {
    const height = window.innerHeight;
    const spans: Array<[number, number]> = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const position = getComputedStyle(element).position;
      if (position !== 'fixed' && position !== 'sticky') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      const top = Math.max(0, box.top);
      const bottom = Math.min(height, box.bottom);
      if (bottom > top) spans.push([top, bottom]);
    }
    spans.sort((a, b) => a[0] - b[0]);
    let covered = 0;
    let end = 0;
    for (const [top, bottom] of spans) {
      if (bottom <= end) continue;
      covered += bottom - Math.max(top, end);
      end = bottom;
    }
    return covered;
  });

/** Appends one screen's figures to .reports/screens.jsonl, which the closing figures are counted from. */
export function recordFigures(screen: string, figures: Record<string, unknown>) {
  const folder = path.resolve(__dirname, '../../.reports');
  mkdirSync(folder, { recursive: true });
  appendFileSync(path.join(folder, 'screens.jsonl'), `${JSON.stringify({ screen, ...figures })}\n`);
}
