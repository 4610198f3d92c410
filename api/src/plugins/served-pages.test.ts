import { paramsOf, servedPage, type RemoteServerEntry, type SelfCall, type ShellServerEntry } from './served-pages';

const remote = (): { module: RemoteServerEntry; css: string } => ({
  module: {
    dataCall: (page, params) => (page === 'PerfilPropiedadId' ? `properties/Profile/${params.id}` : page === 'AcercaDe' ? null : undefined),
    renderPage: ({ data, language }) =>
      data === null ? '<h1>Acerca de</h1>' : `<h1 lang="${language}">${String((data as { name: string }).name).replace(/</g, '&lt;')}</h1>`,
  },
  css: '.card{}</style><script>alert(1)</script>',
});
const shell: { module: ShellServerEntry; css: string } = { module: { renderFrame: ({ page }) => ({ html: `<main>${page}</main>`, title: 'Perfil · Madera Legal' }) }, css: '' };
const answering =
  (status: number, body: unknown, calls: string[] = []): SelfCall =>
  async (url) => {
    calls.push(url);
    return { status, body };
  };
const route = { path: '/PerfilPropiedad/:id', page: 'PerfilPropiedadId' };

describe('servedPage', () => {
  it("makes the page's own call and renders the answer inside the frame", async () => {
    const calls: string[] = [];
    const served = await servedPage({ remote: remote(), shell, route, pathname: '/PerfilPropiedad/7', call: answering(200, { name: 'Finca El Roble' }, calls) });
    expect(calls).toEqual(['/api/properties/Profile/7']);
    expect(served?.html).toBe('<main><h1 lang="es">Finca El Roble</h1></main>');
    expect(served?.title).toBe('Perfil · Madera Legal');
  });

  it("renders the page in the visitor's language and tells the browser which, so its first render is the same", async () => {
    const served = await servedPage({ remote: remote(), shell, route, pathname: '/PerfilPropiedad/7', call: answering(200, { name: 'Finca El Roble' }), language: 'en' });
    expect(served?.html).toBe('<main><h1 lang="en">Finca El Roble</h1></main>');
    expect(served?.head).toContain(`window.__PORTAL_PAGE_DATA__=${JSON.stringify({ path: '/PerfilPropiedad/7', data: { name: 'Finca El Roble' }, language: 'en' })}`);
  });

  it('keeps data a client typed (a farm named like a script) and CSS inside their tags', async () => {
    const name = '</script><script>alert(1)</script>\u2028';
    const served = await servedPage({ remote: remote(), shell, route, pathname: '/PerfilPropiedad/7', call: answering(200, { name }) });
    const head = served?.head ?? '';
    // the style element ends once, where it should, and so does the script: raw text cannot close either early
    const [, css = '', json = ''] = /^<style data-served>(.*)<\/style><script>\(function\(\)\{.*?<\/script><script>window\.__PORTAL_PAGE_DATA__=(.*)<\/script>$/s.exec(head) ?? [];
    expect(css).not.toMatch(/<\/style/i);
    expect(json).not.toMatch(/<\/script/i);
    expect(JSON.parse(json)).toEqual({ path: '/PerfilPropiedad/7', data: { name }, language: 'es' });
  });

  it("serves a list's page as the browser's getPage gives it: its rows and the total of its header", async () => {
    const list = async (url: string) => ({ status: 200, body: [{ name: url }], total: 31 });
    const served = await servedPage({ remote: remote(), shell, route, pathname: '/PerfilPropiedad/7', call: list });
    const json = /<script>window\.__PORTAL_PAGE_DATA__=(.*)<\/script>$/s.exec(served?.head ?? '')?.[1] ?? 'null';
    expect(JSON.parse(json)).toEqual({ path: '/PerfilPropiedad/7', data: { rows: [{ name: '/api/properties/Profile/7' }], total: 31 }, language: 'es' });
  });

  it("prepares in the background the calls a press on the page makes first, without waiting for them or failing with them", async () => {
    const calls: Array<[string, boolean]> = [];
    let prepared!: () => void;
    const call: SelfCall = async (url, { prepare = false } = {}) => {
      calls.push([url, prepare]);
      if (!prepare) return { status: 200, body: { name: 'Finca El Roble' } };
      // the markers take long to build, and then fail: the page does not wait, and is served all the same
      await new Promise<void>((resolve) => (prepared = resolve));
      throw new Error('la base de datos no respondió');
    };
    const module = { ...remote().module, preparedCalls: (page: string) => (page === 'PerfilPropiedadId' ? ['properties/portfolio.map?param='] : []) };
    const served = await servedPage({ remote: { module, css: '' }, shell, route, pathname: '/PerfilPropiedad/7', call });
    expect(served?.html).toBe('<main><h1 lang="es">Finca El Roble</h1></main>');
    expect(calls).toEqual([
      ['/api/properties/portfolio.map?param=', true],
      ['/api/properties/Profile/7', false],
    ]);
    prepared();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // a remote built before preparedCalls prepares nothing
    calls.length = 0;
    await servedPage({ remote: remote(), shell, route, pathname: '/PerfilPropiedad/7', call });
    expect(calls).toEqual([['/api/properties/Profile/7', false]]);
  });

  it('renders a page drawn without data without calling the API, and sends no data', async () => {
    const calls: string[] = [];
    const served = await servedPage({ remote: remote(), shell, route: { path: '/AcercaDe', page: 'AcercaDe' }, pathname: '/AcercaDe', call: answering(200, {}, calls) });
    expect(calls).toEqual([]);
    expect(served?.html).toBe('<main><h1>Acerca de</h1></main>');
    expect(served?.head).not.toContain('__PORTAL_PAGE_DATA__');
  });

  it("hands the page's call a share link's token from the address, so a private page is drawn with what the link opens", async () => {
    const calls: string[] = [];
    const module: RemoteServerEntry = {
      dataCall: (_page, params) => (params.compartido ? `shipments/${params.code}/status?share=${params.compartido}` : null),
      renderPage: ({ data, search }) => (data === null ? `<h1>Privado</h1>${search}` : `<h1>${(data as { code: string }).code}</h1>${search}`),
    };
    const shipment = { path: '/Despacho/:code', page: 'DespachoCode' };
    const shared = await servedPage({ remote: { module, css: '' }, shell, route: shipment, pathname: '/Despacho/DE-2026-000001', call: answering(200, { code: 'DE-2026-000001' }, calls), share: 'abc' });
    expect(calls).toEqual(['/api/shipments/DE-2026-000001/status?share=abc']);
    // the page reads the link's token from its address, as in the browser
    expect(shared?.html).toBe('<main><h1>DE-2026-000001</h1>?compartido=abc</main>');
    const closed = await servedPage({ remote: { module, css: '' }, shell, route: shipment, pathname: '/Despacho/DE-2026-000001', call: answering(200, {}, calls) });
    expect(closed?.html).toBe('<main><h1>Privado</h1></main>');
    expect(calls).toHaveLength(1);
    // drawn with what the link opens, it is read without the shell; a page whose call ignores the link (a boundary's
    // profile: the browser fetches what the link opens) starts the shell at once
    const reachesAtOnce = 'has("compartido")&&reach()';
    expect(shared?.head).not.toContain(reachesAtOnce);
    const profile = await servedPage({ remote: remote(), shell, route, pathname: '/PerfilPropiedad/7', call: answering(200, { name: 'Finca El Roble' }), share: 'abc' });
    expect(profile?.head).toContain(reachesAtOnce);
  });

  it('renders nothing when the call does not answer 200 or the page is not rendered on the server', async () => {
    expect(await servedPage({ remote: remote(), shell, route, pathname: '/PerfilPropiedad/9', call: answering(404, undefined) })).toBeUndefined();
    const calls: string[] = [];
    expect(await servedPage({ remote: remote(), shell, route: { path: '/Registro', page: 'Registro' }, pathname: '/Registro', call: answering(200, {}, calls) })).toBeUndefined();
    expect(calls).toEqual([]);
  });
});

describe('paramsOf', () => {
  it('names the parameters of a path, decoded', () => {
    expect(paramsOf('/PerfilPropiedad/:id', '/PerfilPropiedad/12')).toEqual({ id: '12' });
    expect(paramsOf('/a/:x/b/:y', '/a/%C3%B1/b/%E0%A4%A')).toEqual({ x: 'ñ', y: '%E0%A4%A' });
  });
});
