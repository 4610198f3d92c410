import { expect, request } from '@playwright/test';
import type { Role } from '@portal/shared-api';
import { baseURL } from '../playwright.config';
import { DEMO, watchNetwork } from './helpers';
import {
  HOME_PATHS,
  SPEC_ROUTES,
  VIEWPORTS,
  chromeHeight,
  demoIds,
  demoSession,
  hiddenRowActions,
  pathFor,
  recordFigures,
  screenTest as test,
  seriousViolations,
  settle,
  sidewaysOverflow,
  titleOf,
  visitorsOf,
  type ViewportName,
} from './screens';

// Every route of routes.json, for every visitor it allows, at both sizes: what a person meets on the first day.
// Each check only reads the demo data, so they run in every worker at once.
test.describe.configure({ mode: 'parallel' });

let sessions: Record<Role, Record<string, string>>;
let ids: Awaited<ReturnType<typeof demoIds>>;

test.beforeAll(async () => {
  const api = await request.newContext({ baseURL });
  const roles = Object.keys(DEMO) as Role[];
  sessions = Object.fromEntries(await Promise.all(roles.map(async (role) => [role, await demoSession(api, role)]))) as typeof sessions;
  await api.dispose();
  ids = await demoIds(sessions);
});

/** At 375 px the fixed and sticky chrome may take at most this share of the screen. */
const MAX_CHROME_SHARE = 0.2;

for (const route of SPEC_ROUTES) {
  for (const visitor of visitorsOf(route)) {
    for (const size of Object.keys(VIEWPORTS) as ViewportName[]) {
      test(`${route.path} · ${visitor} · ${size}`, async ({ visitorTab }) => {
        const page = await visitorTab(visitor, size, sessions);
        const path = pathFor(route, visitor, ids);
        await page.goto(path);
        await settle(page);
        await expect.soft(page, 'el título de la pestaña es el de la ruta').toHaveTitle(titleOf(route));

        const found = {
          violations: await seriousViolations(page),
          overflow: await sidewaysOverflow(page),
          hiddenActions: await hiddenRowActions(page),
          chrome: await chromeHeight(page),
        };
        recordFigures(`${route.path} · ${visitor} · ${size}`, found);
        expect.soft(found.violations, 'axe: violaciones graves o críticas').toEqual([]);
        expect.soft(found.overflow, 'la página no se desplaza hacia los lados').toBeLessThanOrEqual(0);
        expect.soft(found.hiddenActions, 'acciones de fila fuera de la vista').toEqual([]);
        if (size === 'phone') {
          expect.soft(found.chrome, 'barras fijas a 375 px').toBeLessThanOrEqual(VIEWPORTS.phone.height * MAX_CHROME_SHARE);
        }
      });
    }
  }
}

test('every route has its own title', () => {
  // the title each screen above is held to, as the browser tab shows it; one screen reached by two paths of the
  // spec, the home (/ and /Dashboard), shares its title
  const byTitle = new Map<string, string[]>();
  for (const route of SPEC_ROUTES) byTitle.set(titleOf(route), [...(byTitle.get(titleOf(route)) ?? []), route.path]);
  expect([...byTitle].filter(([, paths]) => paths.length > 1 && !paths.every((path) => HOME_PATHS.includes(path)))).toEqual([]);
  expect([...byTitle.keys()].filter((title) => !/^\S.* · Madera Legal$/.test(title))).toEqual([]);
});

/**
 * The screens with a form, by visitor: submitted empty, each must point to what is missing. (Registering a
 * visit done has nothing to fill in: it asks for confirmation, regent.spec.ts.)
 */
const FORMS: Array<[string, Role | 'Anónimo']> = [
  ['/Login', 'Anónimo'],
  ['/Registro', 'Anónimo'],
  ['/registro/Regente', 'Anónimo'],
  ['/Contactanos', 'Anónimo'],
  ['/registro/Contador', 'Administrador'],
  ['/registro/Administrador', 'Administrador'],
  ['/Documentos/Crear', 'Administrador'],
  ['/Noticias/Crear', 'Administrador'],
  ['/Inscripcion', 'Cliente'],
  ['/registro/Invitar', 'Cliente'],
  ['/Propiedades/CrearCitaPropiedad/{id}', 'Cliente'],
  ['/Propiedades/ComprarVisitas/{id}', 'Cliente'],
];

for (const [routePath, visitor] of FORMS) {
  test(`${routePath} · ${visitor}: submitted empty, the summary links to each field and takes the focus`, async ({ visitorContext }) => {
    const page = watchNetwork(await (await visitorContext(visitor, 'phone', sessions)).newPage());
    await page.goto(pathFor({ path: routePath, roles: [visitor] }, visitor, ids));
    await settle(page);
    await page.locator('main form button[type="submit"]').first().click();

    const summary = page.locator('main .error-summary');
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    // scrolled into view below the sticky top bar, its title readable
    const bar = await page.locator('header.top-bar').boundingBox();
    await expect.poll(async () => (await summary.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
    const links = summary.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    await links.first().click();
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await focused.getAttribute('aria-describedby')) ?? '';
    expect(describedBy).not.toBe('');
    for (const id of describedBy.split(' ')) await expect(page.locator(`[id="${id}"]`)).not.toBeEmpty();
    await page.close();
  });
}
