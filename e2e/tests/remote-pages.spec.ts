import { expect, test } from '@playwright/test';
import { HOMES, ROUTES } from '../../shell/src/routes/route-table';

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
