import additions from './portal-additions.json';
import spec from './spec-routes.json';
import { BOTTOM_LINKS, MENU_GROUPS, ROUTES, pageKeyOf, type PortalRoute } from './route-table';
import { menuFor } from './menu';

// the spec's routes, and the few the portal adds (each listed with its roles in portal-additions.json)
const specRoutes = new Map([...spec.routes, ...additions.routes].map((r) => [r.path.toLowerCase(), r.roles]));

describe('the route table against the spec (spec §2, §6; shared/spec/routes.json)', () => {
  it.each(ROUTES.map((r) => [r.path, r] as const))('%s has the roles the spec gives it', (path, route) => {
    const roles = specRoutes.get(path.replace(/:(\w+)/g, '{$1}').toLowerCase());
    expect(roles).toBeDefined();
    const expected = roles!.includes('open') ? 'open' : roles!.includes('any signed-in') ? 'signed-in' : [...roles!].sort();
    expect(route.access === 'open' || route.access === 'signed-in' ? route.access : [...route.access].sort()).toEqual(expected);
  });

  it('brings login and both registrations', () => {
    expect(ROUTES.map((r) => r.path.toLowerCase())).toEqual(expect.arrayContaining(['/login', '/registro', '/registro/regente']));
  });

  it("names only pages their remote exports: a wrong key does not compile (the line below is tsc's test)", () => {
    // @ts-expect-error mfe_admin has no page 'PanelSecreto'; were `page` any string, this line would fail tsc instead
    const wrong: PortalRoute = { path: '/Panel', access: 'open', remote: 'mfe_admin', page: 'PanelSecreto', title: 'Panel' };
    const right: PortalRoute = { path: '/Usuarios/Administrar', access: ['Administrador'], remote: 'mfe_admin', page: 'UsuariosAdministrar', title: 'Usuarios' };
    expect([wrong.page, right.page]).toEqual(['PanelSecreto', 'UsuariosAdministrar']);
  });

  it("names each page after the path of its first route (/Noticias/:id → NoticiasId), one rule for every remote", () => {
    const first = new Map<string, string>();
    for (const route of ROUTES) if (!first.has(`${route.remote}/${route.page}`)) first.set(`${route.remote}/${route.page}`, route.path);
    const misnamed = [...first].flatMap(([page, path]) => {
      const expected = pageKeyOf(path);
      return page.endsWith(`/${expected}`) ? [] : [`${path}: ${page}, expected ${expected}`];
    });
    expect(misnamed).toEqual([]);
    expect(pageKeyOf('/usuarios/Asignar/:email')).toBe('UsuariosAsignarEmail');
  });

  it('lists each path once', () => {
    const paths = ROUTES.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('puts every menu entry in a group its role has', () => {
    for (const route of ROUTES) {
      for (const role of route.menu?.roles ?? []) expect(MENU_GROUPS[role]).toContain(route.menu!.group);
    }
  });

  it('gives every route a title of its own for the browser tab', () => {
    const titles = ROUTES.map((r) => r.title.trim());
    expect(titles.filter((title) => title === '')).toEqual([]);
    const repeated = titles.filter((title, i) => titles.indexOf(title) !== i);
    expect(repeated).toEqual([]);
  });

  it('gives the accountant an empty menu (spec §2)', () => {
    expect(menuFor('Contador')).toEqual([]);
  });

  it('links the bottom bar to open routes of the spec', () => {
    for (const link of BOTTOM_LINKS) expect(specRoutes.get(link.path.toLowerCase())).toEqual(['open']);
  });
});
