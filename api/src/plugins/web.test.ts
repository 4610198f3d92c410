import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@portal/shared-api';
import { build } from '../../test/build';
import { cacheControlFor, defaultRemotesMap } from './web';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
  fs.writeFileSync(path.join(webRoot, file), content);
};
const INDEX = '<!doctype html><html lang="es"><title>Madera Legal</title><div id="root"></div></html>';
const BIG_SCRIPT = `console.log(${JSON.stringify('madera legal '.repeat(400))});`;
write('shell/dist/index.html', INDEX);
write('shell/dist/main.3f9a1c2b4d5e6f70.js', BIG_SCRIPT);
write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
write('mfe-public/dist/remoteEntry.js', BIG_SCRIPT);
write('mfe-public/dist/mf-manifest.json', '{"id":"mfe_public"}');
write('mfe-public/dist/src_pages_News_tsx.js', 'export {}');
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

describe('serving the built front ends', () => {
  const t = build({ app: { webRoot } });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it.each(['/', '/Login', '/Noticias/12', '/registro/Regente'])('answers %s with the shell page, not cached', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
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
    expect(response.body).toBe(INDEX);
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
