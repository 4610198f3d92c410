import fs from 'node:fs';
import { MSG, TOTAL_RECORDS_HEADER, UPLOAD_MSG, type NewsDetail, type NewsItem } from '@portal/shared-api';
import { build } from '../../../test/build';
import { bearer, expectProblem, postRaw, tokenFor } from '../../../test/fixtures';
import { multipart, SAMPLE, type FilePart } from '../../../test/multipart';
import { API_MSG } from '../../messages';

const CAP = 4096;
const ADMIN_NAME = 'Andrea María Vargas Solano';

const form = (overrides: Record<string, string> = {}) => ({
  title: 'Abre la ventana de inscripción de octubre',
  description: 'Las industrias de transformación primaria pueden inscribirse durante todo octubre.',
  body: '<p>Prepare sus documentos con <strong>tiempo</strong>.</p>',
  ...overrides,
});

describe('news', () => {
  const t = build({ demo: true, app: { maxUploadBytes: CAP } });
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const role of ['admin', 'cliente', 'regente', 'contador']) tokens[role] = await tokenFor(t.app, `${role}@demo.cr`);
  });

  const publish = (fields: Record<string, string>, thumbnail?: FilePart, token = tokens.admin!) => {
    const body = multipart(fields, thumbnail ? { thumbnail } : {});
    return t.app.inject({ method: 'POST', url: '/api/news', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  };
  const detail = (id: number) => t.app.inject({ method: 'GET', url: `/api/news/${id}` });
  const onDisk = () => fs.promises.readdir(t.uploadsDir);

  describe('publishing', () => {
    it('publishes a news item signed by the logged administrator, whatever author is sent', async () => {
      const response = await publish({ ...form(), author: 'Otra Persona' });

      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: number }>();
      const item = await detail(id);
      expect(item.statusCode).toBe(200);
      expect(item.json()).toEqual({
        id,
        ...form(),
        author: ADMIN_NAME,
        thumbnail: null,
        dateCreated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });

    it('cleans the body before saving it', async () => {
      const body =
        '<h2>Requisitos</h2><p onclick="robar()">Vea <a href="javascript:alert(1)">esto</a> y ' +
        '<a href="https://www.sinac.go.cr" target="_blank">SINAC</a></p><script>alert(document.cookie)</script>' +
        '<img src=x onerror=alert(1)><iframe src="https://malo.example"></iframe>';
      const response = await publish(form({ body }));

      const saved = (await detail(response.json<{ id: number }>().id)).json<NewsDetail>();
      expect(saved.body).toBe(
        '<h2>Requisitos</h2><p>Vea <a>esto</a> y <a href="https://www.sinac.go.cr" target="_blank" rel="noopener noreferrer">SINAC</a></p><img src="x" />',
      );
    });

    it('stores a thumbnail and serves it inline', async () => {
      const png = SAMPLE.png();
      const response = await publish(form(), { name: 'portada.png', content: png, type: 'image/png' });
      const { id } = response.json<{ id: number }>();

      expect((await detail(id)).json<NewsDetail>().thumbnail).toBe(`/api/news/${id}/thumbnail`);
      const image = await t.app.inject({ method: 'GET', url: `/api/news/${id}/thumbnail` });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload).toEqual(png);
      expect(image.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(png.length),
        'content-disposition': `inline; filename="portada.png"; filename*=UTF-8''portada.png`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=300',
      });
    });

    it('answers 404 for the thumbnail of a news item without one, or of no news item', async () => {
      const { id } = (await publish(form())).json<{ id: number }>();
      for (const url of [`/api/news/${id}/thumbnail`, '/api/news/999999/thumbnail', '/api/news/999999']) {
        const response = await t.app.inject({ method: 'GET', url });
        expectProblem(response, 404, MSG.notFound);
      }
    });

    it('deletes a news item and its thumbnail', async () => {
      const { id } = (await publish(form(), { name: 'portada.jpg', content: SAMPLE.jpeg() })).json<{ id: number }>();
      const before = await onDisk();

      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/news/${id}`, headers: bearer(tokens.admin!) });

      expect(deleted.statusCode).toBe(204);
      expect(await onDisk()).toHaveLength(before.length - 1);
      expect((await detail(id)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/news/${id}/thumbnail` })).statusCode).toBe(404);
      const again = await t.app.inject({ method: 'DELETE', url: `/api/news/${id}`, headers: bearer(tokens.admin!) });
      expect(again.statusCode).toBe(404);
    });

    it('deletes a news item without a thumbnail', async () => {
      const { id } = (await publish(form())).json<{ id: number }>();
      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/news/${id}`, headers: bearer(tokens.admin!) });
      expect(deleted.statusCode).toBe(204);
    });
  });

  describe('publishing refusals', () => {
    let before: string[];
    beforeEach(async () => {
      before = await onDisk();
    });
    afterEach(async () => {
      expect(await onDisk()).toEqual(before);
    });

    it('asks for the title and the description (spec §5)', async () => {
      const response = await publish({ title: '', body: '<p>Cuerpo</p>' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([MSG.required]);
    });

    it('lists field and thumbnail messages together', async () => {
      const response = await publish({ description: 'Sin título' }, { name: 'portada.gif', content: SAMPLE.png() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([MSG.required, UPLOAD_MSG.fileType('image')]);
    });

    it('refuses an executable renamed to .png', async () => {
      const response = await publish(form(), { name: 'portada.png', content: SAMPLE.exe() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([UPLOAD_MSG.fileContent]);
    });

    it('refuses a thumbnail over the size cap with 413', async () => {
      const big = Buffer.concat([SAMPLE.png(), Buffer.alloc(CAP, 1)]);
      const response = await publish(form(), { name: 'portada.png', content: big });
      expectProblem(response, 413, UPLOAD_MSG.fileTooLarge);
    });

    it('answers 415 to JSON instead of multipart', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/news', headers: bearer(tokens.admin!), payload: form() });
      expectProblem(response, 415, API_MSG.unsupportedMediaType);
    });

    it('answers 400 to a broken multipart body', async () => {
      const response = await postRaw(t.app, '/api/news', 'multipart/form-data; boundary=-', 'nada', { headers: bearer(tokens.admin!) });
      expect(response.statusCode).toBe(400);
    });
  });

  describe.each([
    ['POST', '/api/news'],
    ['DELETE', '/api/news/1'],
  ] as const)('%s %s is for administrators', (method, url) => {
    it('answers 401 to an anonymous caller', async () => {
      const body = multipart(form());
      const response = await t.app.inject({ method, url, payload: body.payload, headers: body.headers });
      expectProblem(response, 401, MSG.unauthorized);
    });

    it.each(['cliente', 'regente', 'contador'])('answers 403 to the %s', async (role) => {
      const body = multipart(form());
      const response = await t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(tokens[role]!) } });
      expectProblem(response, 403, MSG.forbidden);
    });
  });

  it.each(['abc', '0', '-3', '99999999999'])('answers 400, not 500, to the id %j', async (id) => {
    const calls = [
      { method: 'GET', url: `/api/news/${id}` },
      { method: 'GET', url: `/api/news/${id}/thumbnail` },
      { method: 'DELETE', url: `/api/news/${id}` },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: bearer(tokens.admin!) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([API_MSG.idInvalid]);
    }
  });
});

describe('the news list', () => {
  const t = build({ demo: true });
  const ids: number[] = [];

  beforeAll(async () => {
    const admin = await tokenFor(t.app, 'admin@demo.cr');
    const entries = [
      { title: 'Nuevos regentes acreditados', description: 'Se suman profesionales en Guanacaste y Limón.' },
      { title: 'Cómo verificar un certificado', description: 'Escanee el código QR del perfil público.' },
      { title: 'Ventana de inscripción de octubre', description: 'Para la industria de transformación primaria.' },
    ];
    for (const [index, entry] of entries.entries()) {
      const body = multipart({ ...entry, body: '<p>Texto completo</p>' }, index === 1 ? { thumbnail: { name: 'qr.png', content: SAMPLE.png() } } : {});
      const response = await t.app.inject({ method: 'POST', url: '/api/news', payload: body.payload, headers: { ...body.headers, ...bearer(admin) } });
      ids.push(response.json<{ id: number }>().id);
    }
  });

  const get = async (url: string, query: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, query });
    expect(response.statusCode).toBe(200);
    return { items: response.json<NewsItem[]>(), total: response.headers[TOTAL_RECORDS_HEADER] };
  };

  it('is open to anyone, newest first, without bodies, with the total', async () => {
    const { items, total } = await get('/api/news');
    expect(total).toBe('3');
    expect(items.map((item) => item.id)).toEqual([...ids].reverse());
    expect(items[1]).toEqual({
      id: ids[1],
      title: 'Cómo verificar un certificado',
      description: 'Escanee el código QR del perfil público.',
      author: ADMIN_NAME,
      dateCreated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      thumbnail: `/api/news/${ids[1]}/thumbnail`,
    });
    expect(items[0]!.thumbnail).toBeNull();
  });

  it('pages', async () => {
    const { items, total } = await get('/api/news', { page: '3', visibleRecords: '1' });
    expect(items.map((item) => item.id)).toEqual([ids[0]]);
    expect(total).toBe('3');
  });

  it.each([
    ['octubre', [2]],
    ['COMO', [1]],
    ['limon', [0]],
    ['transformación', [2]],
    ['', [2, 1, 0]],
    ['sin resultados', []],
  ])('searches titles and descriptions for %j', async (param, expected) => {
    const { items, total } = await get('/api/news/Filtered', { param });
    expect(items.map((item) => item.id)).toEqual(expected.map((i) => ids[i]));
    expect(total).toBe(String(expected.length));
  });
});
