import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG, SESSION_KEYS, TOTAL_RECORDS_HEADER } from '@portal/shared-api';
import { REGENT_APP_THEME, REGENT_MANIFEST_URL } from '@portal/shared-api/regent-app';
import { build } from '../../test/build';
import { cacheControlFor } from './web';
import { defaultRemotesMap } from './web-layout';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
  fs.writeFileSync(path.join(webRoot, file), content);
};
const HEAD = '<!doctype html><html lang="es"><head><title>Madera Legal</title><script defer="defer" src="/main.3f9a1c2b4d5e6f70.js"></script>';
const INDEX = `${HEAD}</head><body><div id="root"></div></body></html>`;
const BIG_SCRIPT = `console.log(${JSON.stringify('madera legal '.repeat(400))});`;
write('shell/dist/index.html', INDEX);
write('shell/dist/main.3f9a1c2b4d5e6f70.js', BIG_SCRIPT);
write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
// what the shell's build writes beside index.html (tools/webpack/route-map.cjs)
// the shell's frame stylesheet is one of its boot files (mini-css-extract-plugin in production)
const BOOT = ['342.63625f7780.js', '640.ecfe0a0851.css', '923.1977135b80.js'];
const ANTD = ['antd-provider.c1a91a6a47.js'];
write(
  'shell/dist/routes.json',
  JSON.stringify({
    routes: [
      { path: '/Login', remote: 'mfe_public', page: 'Login', antd: true, anyone: true },
      { path: '/Noticias/:id', remote: 'mfe_public', page: 'NoticiasId', antd: false, anyone: true },
      { path: '/registro/Regente', remote: 'mfe_public', page: 'RegistroRegente', antd: true, anyone: true },
      { path: '/Citas/CitasAdministrador', remote: 'mfe_admin', page: 'CitasCitasAdministrador', antd: true, anyone: false },
      { path: '/Chat', remote: 'mfe_chat', page: 'Chat', antd: true, anyone: true },
    ],
    home: { remote: 'mfe_public', page: 'Home', antd: false, anyone: true },
    boot: BOOT,
    antd: ANTD,
  }),
);
for (const file of [...BOOT, ...ANTD]) write(`shell/dist/${file}`, 'export {}');
/** A remote's build: its manifest (remoteEntry.js and the `./pages` chunk) and each page's chunks. */
const writeRemote = (folder: string, pages: Record<string, string[]>, exposed = '__federation_expose_pages.4072028995.js') => {
  write(
    `${folder}/mf-manifest.json`,
    JSON.stringify({ id: 'mfe_public', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ name: 'pages', assets: { js: { sync: [exposed] } } }] }),
  );
  write(`${folder}/page-chunks.json`, JSON.stringify(pages));
  write(`${folder}/remoteEntry.js`, BIG_SCRIPT);
  for (const file of [exposed, ...Object.values(pages).flat()]) write(`${folder}/${file}`, 'export {}');
};
writeRemote('mfe-public/dist', { Home: ['1337.4dc6e8d4a5.js'], Login: ['1093.0c2737d764.js', '8755.d240efd799.js'], NoticiasId: ['6177.8426da7d81.js', '8755.d240efd799.js'] });
write('mfe-public/dist/src_pages_News_tsx.js', 'export {}');

// the remote's antd stylesheet (tools/webpack/antd-styles.cjs)
const PUBLIC_STYLES = 'antd.05a5b6b3fd.css';
write('mfe-public/dist/antd-styles.json', JSON.stringify({ css: PUBLIC_STYLES, components: ['Button', 'Form', 'Input'] }));
write(`mfe-public/dist/${PUBLIC_STYLES}`, '.ant-btn{display:inline-flex}');

/** The remote map a page carries, and the files its preload hints name. */
const inlineMap = (html: string) => JSON.parse(/<script>window\.__PORTAL_REMOTES__=(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, string> | null;
const inlineStyles = (html: string) => JSON.parse(/<script>window\.__PORTAL_STYLES__=(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, string> | null;
/** The remotes' antd stylesheets the page preloads (the shell's own frame stylesheet is one of its boot files). */
const stylePreloadsOf = (html: string) => [...html.matchAll(/<link rel="preload" as="style" fetchpriority="low" href="(\/(?:remotes|releases)\/[^"]+)">/g)].map((m) => m[1]);
const hintsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="(script|fetch|style)"(?: crossorigin| fetchpriority="low")? href="([^"]+)">/g)]
    .filter((m) => m[1] !== 'style' || !/^\/(remotes|releases)\//.test(m[2]))
    .map((m) => m[2]);
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

describe('serving the built front ends', () => {
  const t = build({ app: { webRoot } });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it.each(['/', '/index.html', '/Login', '/Noticias/12', '/registro/Regente', '/no/es/una/ruta'])(
    'answers %s with the shell page carrying the remote map, not cached',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body.startsWith(HEAD)).toBe(true);
      expect(response.body.endsWith('</head><body><div id="root"></div></body></html>')).toBe(true);
      expect(inlineMap(response.body)).toEqual(defaultRemotesMap());
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    },
  );

  it.each([
    ['/', [...BOOT, 'mf-manifest.json', 'remoteEntry.js', '__federation_expose_pages.4072028995.js', '1337.4dc6e8d4a5.js']],
    ['/login', [...BOOT, 'mf-manifest.json', 'remoteEntry.js', '__federation_expose_pages.4072028995.js', '1093.0c2737d764.js', '8755.d240efd799.js', ...ANTD]],
    ['/Noticias/12?x=1', [...BOOT, 'mf-manifest.json', 'remoteEntry.js', '__federation_expose_pages.4072028995.js', '6177.8426da7d81.js', '8755.d240efd799.js']],
    ['/no/es/una/ruta', BOOT],
    // a remote that is not built: only the shell's files
    ['/Chat', [...BOOT, ...ANTD]],
    // a route only some roles may see: an anonymous visitor is never sent that remote's files (the server cannot
    // tell who asks: the session is in the browser's storage)
    ['/Citas/CitasAdministrador', BOOT],
  ])('names in %s the files of its route in preload hints, each one served', async (url, files) => {
    const html = (await get(url)).body;
    const hints = hintsOf(html);
    expect(hints.map((href) => href.split('/').pop())).toEqual(files);
    // scripts at low priority: they never delay the shell's main script or the first paint
    expect(html.match(/as="script"/g)?.length).toBe(html.match(/as="script" fetchpriority="low"/g)?.length);
    // a stylesheet as one: the browser keeps it for the <link rel="stylesheet"> that asks for it
    expect(html).toContain('<link rel="preload" as="style" fetchpriority="low" href="/640.ecfe0a0851.css">');
    for (const href of hints) expect([href, (await get(href)).statusCode]).toEqual([href, 200]);
    expect(hints.filter((href) => href.startsWith('/remotes/')).every((href) => href.startsWith('/remotes/public/'))).toBe(true);
  });

  it("names each remote's antd stylesheet in the page, and preloads it for a route made with antd", async () => {
    const login = (await get('/Login')).body;
    expect(inlineStyles(login)).toEqual({ mfe_public: `/remotes/public/${PUBLIC_STYLES}` });
    expect(stylePreloadsOf(login)).toEqual([`/remotes/public/${PUBLIC_STYLES}`]);
    const css = await get(`/remotes/public/${PUBLIC_STYLES}`);
    expect([css.statusCode, css.headers['content-type'], css.headers['cache-control']]).toEqual([200, 'text/css; charset=utf-8', IMMUTABLE]);
    // a page drawn without antd, and a route an anonymous visitor is not shown, preload no stylesheet
    for (const url of ['/', '/Noticias/12', '/Citas/CitasAdministrador']) {
      const html = (await get(url)).body;
      expect(stylePreloadsOf(html)).toEqual([]);
      expect(inlineStyles(html)).toEqual({ mfe_public: `/remotes/public/${PUBLIC_STYLES}` });
    }
  });

  it('ignores a stylesheet name that is not a file of the remote', async () => {
    const file = path.join(webRoot, 'mfe-public/dist/antd-styles.json');
    const before = fs.readFileSync(file, 'utf8');
    try {
      for (const css of ['../../shell/dist/main.3f9a1c2b4d5e6f70.js', 'a"><script>.css', 42]) {
        fs.writeFileSync(file, JSON.stringify({ css, components: [] }));
        const html = (await get('/Login')).body;
        expect(inlineStyles(html)).toEqual({});
        expect(stylePreloadsOf(html)).toEqual([]);
      }
    } finally {
      fs.writeFileSync(file, before);
    }
  });

  it("links the regent's installable app (manifest, colour, icon) on its pages alone", async () => {
    const manifestLinks = (html: string) => [...html.matchAll(/<link rel="manifest" href="([^"]+)">/g)].map((m) => m[1]);
    for (const url of ['/DashboardRegent', '/DashboardRegent/Informacion/3', '/DashboardRegent/InscripcionVisita/7?x=1']) {
      const html = (await get(url)).body;
      expect(manifestLinks(html)).toEqual([REGENT_MANIFEST_URL]);
      expect(html).toContain(`<meta name="theme-color" content="${REGENT_APP_THEME}">`);
      expect(html).toContain('<link rel="apple-touch-icon" href="/pwa/icon-192.png">');
    }
    // other roles' pages and look-alike paths are not the app
    for (const url of ['/', '/Login', '/Citas/MisCitas', '/CitasAdmin/7', '/DashboardRegentes', '/Portafolio']) expect([url, manifestLinks((await get(url)).body)]).toEqual([url, []]);
  });

  it('answers a route whose remote has no page-chunks.json with the remote entry and its pages only', async () => {
    fs.renameSync(path.join(webRoot, 'mfe-public/dist/page-chunks.json'), path.join(webRoot, 'page-chunks.json'));
    try {
      const hints = hintsOf((await get('/Noticias/3')).body);
      expect(hints.map((href) => href.split('/').pop())).toEqual([...BOOT, 'mf-manifest.json', 'remoteEntry.js', '__federation_expose_pages.4072028995.js']);
    } finally {
      fs.renameSync(path.join(webRoot, 'page-chunks.json'), path.join(webRoot, 'mfe-public/dist/page-chunks.json'));
    }
  });

  it('serves hashed shell assets as immutable', async () => {
    const response = await get('/main.3f9a1c2b4d5e6f70.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe(NO_CACHE);
  });

  it.each(['/favicon.ico', '/robots.txt', '/main.0000000000.js', '/apple-touch-icon.png?v=2'])(
    'answers a missing file %s with 404, never the shell page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, title: MSG.notFound });
    },
  );

  it('still answers a page whose path holds a dot (an email) with the shell page', async () => {
    const response = await get('/usuarios/Asignar/regente@demo.cr');
    expect(response.statusCode).toBe(200);
    expect(response.body.startsWith(HEAD)).toBe(true);
  });

  it('sends a form posted to a page (a browser without JavaScript) back to the page, never to a 404 or an address with what was typed', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/Login?x=1', payload: 'email=ana%40example.cr&password=Secreta1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/Login');
    // never to another site
    expect((await t.app.inject({ method: 'POST', url: '//evil.example/x' })).headers.location).toBe('/evil.example/x');
    expect((await t.app.inject({ method: 'POST', url: '/api/nada' })).statusCode).toBe(404);
  });

  it('serves a remote entry without caching and its chunks as immutable', async () => {
    const entry = await get('/remotes/public/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe(BIG_SCRIPT);
    expect(entry.headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/remotes/public/mf-manifest.json')).headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/remotes/public/src_pages_News_tsx.js')).headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/remotes/public/missing.js', '/remotes/admin/remoteEntry.js', '/remotes/nada'])(
    'answers a missing remote file %s with 404, never the shell page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, title: MSG.notFound });
    },
  );

  it('keeps unknown API routes a 404 problem', async () => {
    const response = await get('/api/no-existe');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, title: MSG.notFound });
  });

  it('answers /remotes.json with the default remote map, not cached', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.json()).toEqual({
      mfe_public: '/remotes/public/mf-manifest.json',
      mfe_admin: '/remotes/admin/mf-manifest.json',
      mfe_client: '/remotes/client/mf-manifest.json',
      mfe_regent: '/remotes/regent/mf-manifest.json',
      mfe_chat: '/remotes/chat/mf-manifest.json',
    });
  });

  it('compresses scripts on the wire', async () => {
    for (const encoding of ['gzip', 'br']) {
      const response = await get('/remotes/public/remoteEntry.js', { 'accept-encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 4);
    }
  });
});

describe('public pages rendered on the server (served-pages.ts)', () => {
  const t = build({ app: { webRoot } });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  // server entries as the builds write them (tools/webpack/server-entry.cjs): the remote names the page's call
  // and renders it from the answer, the shell puts its frame around it
  const REMOTE_ENTRY = `exports.dataCall = (page, { id }) => page === 'Home' ? null : page !== 'NoticiasId' ? undefined : id === 'nada' ? 'no-existe' : id === 'lista' ? 'news?page=1&visibleRecords=1' : 'provinces';
exports.renderPage = ({ page, route, path, data }) => { if (path.endsWith('/falla')) throw new Error('render'); return '<p class="page">' + (data ? data.length : 0) + " provincias $' $& " + page + ' ' + route + '</p>'; };`;
  const SHELL_ENTRY = `exports.renderFrame = ({ path, page }) => ({ html: '<main>' + page + '</main>', title: 'Noticia <' + path + '> · Madera Legal' });`;
  const served = ['mfe-public/dist/server.json', 'mfe-public/dist/server', 'shell/dist/server.json', 'shell/dist/server'];
  beforeAll(() => {
    write('mfe-public/dist/server.json', JSON.stringify({ script: 'server/entry.1a2b3c4d5e.cjs', css: 'server/styles.5e4d3c2b1a.css' }));
    write('mfe-public/dist/server/entry.1a2b3c4d5e.cjs', REMOTE_ENTRY);
    write('mfe-public/dist/server/styles.5e4d3c2b1a.css', '.page{color:green}');
    write('shell/dist/server.json', JSON.stringify({ script: 'server/entry.9f8e7d6c5b.cjs', css: 'server/styles.0a1b2c3d4e.css' }));
    write('shell/dist/server/entry.9f8e7d6c5b.cjs', SHELL_ENTRY);
    write('shell/dist/server/styles.0a1b2c3d4e.css', '.frame{margin:0}');
  });
  afterAll(() => {
    for (const file of served) fs.rmSync(path.join(webRoot, file), { recursive: true, force: true });
  });

  it("arrives with the page drawn from the API's answer, in the shell's frame, with its data, CSS and title", async () => {
    const response = await get('/Noticias/12?ver=1');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const provinces = (await get('/api/provinces')).json<unknown[]>();
    expect(html).toContain(`<div id="root" data-served><main><p class="page">${provinces.length} provincias $' $& NoticiasId /Noticias/:id</p></main></div>`);
    expect(html).toContain('<style data-served>.frame{margin:0}.page{color:green}</style>');
    expect(html).toContain(`<script>window.__PORTAL_PAGE_DATA__=${JSON.stringify({ path: '/Noticias/12', data: provinces, language: 'es' })}</script>`);
    expect(response.headers.vary).toBe('Accept-Language, Cookie');
    expect(html).toContain('<title>Noticia &lt;/Noticias/12> · Madera Legal</title>');
    // the preload hints and the remote map stay
    expect(inlineMap(html)).toEqual(defaultRemotesMap());
    expect(hintsOf(html)).toContain('/remotes/public/6177.8426da7d81.js');
    // the shell's script is hinted, and started by the page's script when the visitor reaches for the page
    expect(html).not.toContain('<script defer="defer" src="/main.3f9a1c2b4d5e6f70.js"></script>');
    expect(hintsOf(html)).toContain('/main.3f9a1c2b4d5e6f70.js');
    expect(html).toContain('<script>window.__PORTAL_SHELL__="/main.3f9a1c2b4d5e6f70.js"</script>');
    // every hint waits in a template, put in place by the page's script once the page has loaded
    const later = /<template id="later-hints">(.*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(hintsOf(later)).toEqual(hintsOf(html));
  });

  it("is written in the visitor's language: ?lang=, the switch's cookie, then Accept-Language (the browser starts in the same one)", async () => {
    const asked = [
      { url: '/Noticias/12', headers: { 'accept-language': 'en-US,en;q=0.9' }, language: 'en' },
      { url: '/Noticias/12?lang=en', headers: { 'accept-language': 'es-CR' }, language: 'en' },
      { url: '/Noticias/12', headers: { cookie: 'lang=en', 'accept-language': 'es-CR' }, language: 'en' },
      { url: '/Noticias/12?lang=es', headers: { cookie: 'lang=en' }, language: 'es' },
      { url: '/Noticias/12', headers: { 'accept-language': 'fr-FR' }, language: 'es' },
    ];
    for (const { url, headers, language } of asked) {
      const html = (await t.app.inject({ method: 'GET', url, headers })).body;
      expect({ url, headers, language: /"language":"(\w+)"\}<\/script>/.exec(html)?.[1] }).toEqual({ url, headers, language });
    }
  });

  it('leaves the shell to start at once on a page it draws alone', async () => {
    const html = (await get('/Registro')).body;
    expect(html).not.toContain('data-served');
    expect(html).toContain('<script defer="defer" src="/main.3f9a1c2b4d5e6f70.js"></script>');
    expect(html).not.toContain('__PORTAL_SHELL__');
  });

  it("serves a list's first page with the total its header announced", async () => {
    const news = await get('/api/news?page=1&visibleRecords=1');
    const html = (await get('/Noticias/lista')).body;
    const data = { rows: news.json<unknown[]>(), total: Number(news.headers[TOTAL_RECORDS_HEADER]) };
    expect(Number.isFinite(data.total)).toBe(true);
    expect(html).toContain(`<script>window.__PORTAL_PAGE_DATA__=${JSON.stringify({ path: '/Noticias/lista', data, language: 'es' })}</script>`);
  });

  it("serves the anonymous visitor's home, kept out of sight for a person with a session until their own home replaces it", async () => {
    const home = (await get('/')).body;
    expect(home).toContain('<div id="root" data-served><main><p class="page">0 provincias $\' $& Home /</p></main></div>');
    // the served page's script marks a session before the page paints; the home then hides itself
    expect(home).toContain(`try{localStorage.getItem(${JSON.stringify(SESSION_KEYS.token)})&&(h.setAttribute("data-session",""),start())}catch(e){}`);
    expect(home).toContain('<style>html[data-session] #root[data-served]{visibility:hidden}</style>');
    // every other page is the same for everyone
    expect((await get('/Noticias/12')).body).not.toContain('html[data-session]');
  });

  it.each([
    ['a page the remote does not render on the server', '/Login'],
    ['an answer other than 200 (an unknown id)', '/Noticias/nada'],
    ['a rendering that fails', '/Noticias/falla'],
    ['a route only some roles may see', '/Citas/CitasAdministrador'],
  ])('answers %s with the shell page alone', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('data-served');
    expect(response.body).not.toContain('__PORTAL_PAGE_DATA__');
  });

  it('never sends the server entries to a browser', async () => {
    for (const url of [
      '/remotes/public/server.json',
      '/remotes/public/server/entry.1a2b3c4d5e.cjs',
      '/remotes/public/server/styles.5e4d3c2b1a.css',
      '/server.json',
      '/server/entry.9f8e7d6c5b.cjs',
    ]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    }
  });
});

describe('releases of a remote (npm run release / rollback)', () => {
  const t = build({ app: { webRoot } });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const history = (live: string) =>
    write('releases/public/history.json', JSON.stringify({ live, versions: [{ version: '20261124-010000-aaaaaa' }, { version: '20261124-020000-bbbbbb' }] }));

  it('maps a released remote to its live version, read on every request, and the others to their build', async () => {
    write('releases/public/20261124-010000-aaaaaa/mf-manifest.json', '{"id":"mfe_public","v":1}');
    write('releases/public/20261124-020000-bbbbbb/mf-manifest.json', '{"id":"mfe_public","v":2}');
    write('releases/public/20261124-020000-bbbbbb/src_pages_News_tsx.4d5e6f708192.js', 'export {}');

    history('20261124-020000-bbbbbb');
    const live = await get('/remotes.json');
    expect(live.json()).toEqual({ ...defaultRemotesMap(), mfe_public: '/releases/public/20261124-020000-bbbbbb/mf-manifest.json' });
    expect(live.headers['cache-control']).toBe(NO_CACHE);

    // a rollback: the next request already has the previous release
    history('20261124-010000-aaaaaa');
    expect((await get('/remotes.json')).json<Record<string, string>>().mfe_public).toBe('/releases/public/20261124-010000-aaaaaa/mf-manifest.json');
  });

  it("names the live release's files in the page, and the previous one's after a rollback", async () => {
    writeRemote('releases/public/20261124-030000-cccccc', { Login: ['1093.1111111111.js'] }, '__federation_expose_pages.3333333333.js');
    writeRemote('releases/public/20261124-040000-dddddd', { Login: ['1093.2222222222.js', '8755.d240efd799.js'] }, '__federation_expose_pages.4444444444.js');
    // the later release brings its own antd stylesheet; the earlier one was built without
    write('releases/public/20261124-040000-dddddd/antd-styles.json', JSON.stringify({ css: 'antd.4444444444.css', components: ['Button'] }));
    write('releases/public/20261124-040000-dddddd/antd.4444444444.css', '.ant-btn{cursor:pointer}');
    const release = (live: string) =>
      write('releases/public/history.json', JSON.stringify({ live, versions: [{ version: '20261124-030000-cccccc' }, { version: '20261124-040000-dddddd' }] }));

    release('20261124-040000-dddddd');
    const page = (await get('/Login')).body;
    const base = '/releases/public/20261124-040000-dddddd/';
    expect(inlineMap(page)?.mfe_public).toBe(`${base}mf-manifest.json`);
    const hints = hintsOf(page).filter((href) => !BOOT.includes(href.slice(1)) && !ANTD.includes(href.slice(1)));
    expect(hints).toEqual(['mf-manifest.json', 'remoteEntry.js', '__federation_expose_pages.4444444444.js', '1093.2222222222.js', '8755.d240efd799.js'].map((f) => base + f));
    for (const href of hints) expect([href, (await get(href)).statusCode]).toEqual([href, 200]);
    expect(inlineStyles(page)?.mfe_public).toBe(`${base}antd.4444444444.css`);
    expect(stylePreloadsOf(page)).toEqual([`${base}antd.4444444444.css`]);
    expect((await get(`${base}antd.4444444444.css`)).statusCode).toBe(200);

    release('20261124-030000-cccccc');
    const rolledBackPage = (await get('/Login')).body;
    // back to a build without a stylesheet: its pages let antd write their styles
    expect(inlineStyles(rolledBackPage)?.mfe_public).toBeUndefined();
    expect(stylePreloadsOf(rolledBackPage)).toEqual([]);
    const rolledBack = hintsOf(rolledBackPage);
    expect(rolledBack).toContain('/releases/public/20261124-030000-cccccc/1093.1111111111.js');
    expect(rolledBack.some((href) => href.includes('20261124-040000-dddddd'))).toBe(false);
    fs.rmSync(path.join(webRoot, 'releases/public/history.json'));
  });

  it('serves every release folder (chunks forever, the manifest revalidated), never the history', async () => {
    const chunk = await get('/releases/public/20261124-020000-bbbbbb/src_pages_News_tsx.4d5e6f708192.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    const manifest = await get('/releases/public/20261124-010000-aaaaaa/mf-manifest.json');
    expect(manifest.json()).toEqual({ id: 'mfe_public', v: 1 });
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/releases/public/history.json')).statusCode).toBe(404);
    expect((await get('/releases/public/nada.js')).statusCode).toBe(404);
  });

  it('ignores a live version that is not a plain folder name', async () => {
    history('../../etc');
    expect((await get('/remotes.json')).json<Record<string, string>>().mfe_public).toBe('/remotes/public/mf-manifest.json');
    fs.rmSync(path.join(webRoot, 'releases/public/history.json'));
  });
});

describe('REMOTES_FILE', () => {
  const remotesFile = path.join(webRoot, 'remotes.override.json');
  const t = build({ app: { webRoot, remotesFile } });

  it('is read on every request, so a remote moves without a restart', async () => {
    fs.writeFileSync(remotesFile, JSON.stringify({ ...defaultRemotesMap(), mfe_admin: 'https://cdn.example.cr/admin/mf-manifest.json' }));
    const first = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(first.json()).toMatchObject({ mfe_admin: 'https://cdn.example.cr/admin/mf-manifest.json' });

    fs.writeFileSync(remotesFile, JSON.stringify({ mfe_public: '/remotes/public/remoteEntry.js' }));
    const second = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(second.json()).toEqual({ mfe_public: '/remotes/public/remoteEntry.js' });
    expect(second.headers['cache-control']).toBe(NO_CACHE);
  });

  it('answers a 500 problem, not broken JSON, when the file is not valid', async () => {
    fs.writeFileSync(remotesFile, '{ roto');
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, title: MSG.serverError });
    // the page itself is still served, without a map: the shell asks /remotes.json and shows the problem
    const page = await t.app.inject({ method: 'GET', url: '/Login' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);
  });

  it('inlines its map in the page, escaped, and hints only the remotes this server holds', async () => {
    fs.writeFileSync(remotesFile, JSON.stringify({ mfe_public: 'https://cdn.example.cr/public/mf-manifest.json', mfe_admin: '/x</script><script>alert(1)</script>' }));
    const page = (await t.app.inject({ method: 'GET', url: '/Login' })).body;
    expect(page).not.toContain('</script><script>alert(1)');
    expect(inlineMap(page)).toEqual({ mfe_public: 'https://cdn.example.cr/public/mf-manifest.json', mfe_admin: '/x</script><script>alert(1)</script>' });
    expect(hintsOf(page)).toEqual([...BOOT, ...ANTD].map((file) => `/${file}`));
  });
});

describe('cacheControlFor', () => {
  it('revalidates entry files, also when precompressed', () => {
    expect(cacheControlFor('/dist/remoteEntry.js.br', 'remote')).toBe(NO_CACHE);
    expect(cacheControlFor('/dist/index.html.gz', 'shell')).toBe(NO_CACHE);
    expect(cacheControlFor('/dist/mf-stats.json', 'remote')).toBe(NO_CACHE);
  });

  it('caches hashed shell files forever and revalidates the others', () => {
    expect(cacheControlFor('/dist/vendors-react.0a1b2c3d.js', 'shell')).toBe(IMMUTABLE);
    expect(cacheControlFor('/dist/robots.txt', 'shell')).toBe(NO_CACHE);
  });
});
