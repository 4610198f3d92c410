import { isRoutePath, paths, ROUTE_PATHS, routeOf } from './paths';

describe('the portal’s typed links (paths.ts)', () => {
  it('builds a route’s path, with its parameter URL-encoded', () => {
    expect(paths.inscripcionAdminDisplay(7)).toBe('/Inscripcion/AdminDisplay/7');
    expect(paths.usuariosAsignar('ana+regente@demo.cr')).toBe('/usuarios/Asignar/ana%2Bregente%40demo.cr');
    expect(paths.portafolio()).toBe('/Portafolio');
    expect(paths.home()).toBe('/');
  });

  it('has one name per path, and every path is absolute with at most one parameter, at its end', () => {
    const values = Object.values(ROUTE_PATHS);
    expect(new Set(values).size).toBe(values.length);
    for (const path of values) expect(path).toMatch(/^\/([A-Za-z]+(\/[A-Za-z]+)*(\/:[A-Za-z]+)?)?$/);
  });

  it('tells a route’s path from any other, as the shell matches them (case-insensitive)', () => {
    expect(isRoutePath('/Inscripcion/AdminDisplay/7')).toBe(true);
    expect(isRoutePath('/inscripcion/admindisplay/7')).toBe(true);
    expect(isRoutePath('/PerfilPropiedad/12/')).toBe(true);
    expect(isRoutePath('/')).toBe(true);
    expect(isRoutePath('/Inscripcion/AdminDisplay')).toBe(false);
    expect(isRoutePath('/Inscripcion/AdminDisplay/7/8')).toBe(false);
    expect(isRoutePath('/Inscripciones')).toBe(false);
    expect(routeOf('/Noticias/7')).toBe(ROUTE_PATHS.noticiasId);
    expect(routeOf('/Noticias/Listar')).toBe(ROUTE_PATHS.noticiasListar);
  });
});
