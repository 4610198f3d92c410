import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn, reachFor } from './helpers';
import { HOMES, ROUTES } from '../../shell/src/routes/route-table';
import { CERTIFICATE_TEXTS as CERTIFICATE } from '../../shared-ui/src/property/texts';

/** What the browser's federation runtime holds (Module Federation keeps its instances on this global). */
interface FederationGlobal {
  __FEDERATION__?: { __INSTANCES__?: Array<{ name: string; loadRemote(id: string): Promise<Record<string, unknown> | null> }> };
}

/**
 * The contract between the route table and the built remotes: every page a route (or a role's home)
 * names is a component the remote's `./pages` (or its exposed module) really exports. tsc checks the names
 * against the sources; this checks what was built and is served, as the shell loads it.
 */
test('every page of the route table and every home is a component its built remote exports', async ({ page }) => {
  await page.goto('/');
  await reachFor(page);
  await expect(page.getByRole('heading', { name: 'Certificación de Madera Legal' })).toBeVisible();

  const wanted = [
    ...ROUTES.map((route) => ({ module: `${route.remote}/pages`, name: route.page, from: route.path })),
    ...Object.entries(HOMES).map(([role, home]) => ({ module: `${home.remote}/${home.exposed}`, name: home.name, from: `inicio de ${role}` })),
  ];
  const modules = [...new Set(wanted.map((w) => w.module))];

  const exported = await page.evaluate(async (ids) => {
    const instance = (window as unknown as FederationGlobal).__FEDERATION__?.__INSTANCES__?.find((i) => i.name === 'shell');
    if (!instance) throw new Error('no federation instance named shell');
    const result: Record<string, Record<string, string>> = {};
    for (const id of ids) {
      const module = (await instance.loadRemote(id)) ?? {};
      const members = (id.endsWith('/pages') ? module.pages : module) as Record<string, unknown>;
      // a lazy page is an object (React.lazy / memo), a plain one a function
      result[id] = Object.fromEntries(Object.entries(members ?? {}).map(([key, value]) => [key, typeof value]));
    }
    return result;
  }, modules);

  const missing = wanted.filter((w) => !['function', 'object'].includes(exported[w.module]?.[w.name] ?? 'undefined'));
  expect(missing).toEqual([]);
  // the remotes offer nothing the portal does not route to (a leftover page is dead code)
  for (const id of modules.filter((m) => m.endsWith('/pages'))) {
    const routed = new Set(wanted.filter((w) => w.module === id).map((w) => w.name));
    expect(Object.keys(exported[id]!).filter((name) => !routed.has(name)), id).toEqual([]);
  }
});

/** The rules antd wrote into the page as it rendered (not the token values, `{--ant-…}`, it writes in every mode). */
const writtenRules = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('style[data-rc-order]')].flatMap((style) => (style.textContent ?? '').match(/(?:^|\})\.ant-[^{}]*\{(?!--)/g) ?? []));
const stylesheets = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')));

/**
 * Every route of the table is `plain`: its page is drawn without antd, so no antd stylesheet comes and antd writes no
 * rules while React renders; what a page opens later (a confirmation) downloads antd then.
 */
test('every page is drawn without antd; a dialog brings antd when it opens, in Spanish', async ({ page }) => {
  // a public page and its form are plain (their routes are `plain`): the buttons in the theme's colours, no antd
  await page.goto('/Documentos');
  const search = page.getByRole('button', { name: 'Buscar', exact: true });
  await expect(search).toHaveCSS('background-color', 'rgb(31, 111, 67)');
  await expect(search).toHaveCSS('cursor', 'pointer');
  expect(await stylesheets(page)).not.toContainEqual(expect.stringMatching(/\/antd\./));
  expect(await writtenRules(page)).toEqual([]);

  // a list is drawn without antd (its route is `plain`): no antd stylesheet, none written, and the remote's own
  // styles came with it (the header cells take the grey the browser's own table has not)
  await logIn(page, DEMO.Administrador);
  await page.goto('/Citas/CitasAdministrador');
  await expect(page.getByRole('heading', { name: 'Visitas Realizadas' })).toBeVisible();
  await expect(page.locator('.list-table__table thead th').first()).toHaveCSS('background-color', 'rgb(250, 250, 250)');
  expect(await stylesheets(page)).not.toContainEqual(expect.stringMatching(/\/antd\./));
  expect(await writtenRules(page)).toEqual([]);

  // a screen of one record (a boundary's review, reached from the plain list of certified properties) is plain too
  await page.goto('/Propiedades/CertificadasIndividuales');
  await page.getByRole('link', { name: /^Límite de / }).first().click();
  const suspend = page.locator('.certificate-card').getByRole('button', { name: CERTIFICATE.actions.suspend });
  await expect(suspend).toBeVisible();
  await expect(suspend).toHaveCSS('cursor', 'pointer');
  expect(await stylesheets(page)).not.toContainEqual(expect.stringMatching(/\/antd\./));
  expect(await writtenRules(page)).toEqual([]);
  // its confirmation downloads antd as it opens, with the shell's Spanish locale (antd's own words: the close button)
  await suspend.click();
  const dialog = page.getByRole('dialog', { name: CERTIFICATE.confirm.suspend });
  await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
});
