import { MSG } from '@portal/shared-api';
import { build } from '../test/build';
import { expectProblem, postRaw } from '../test/fixtures';

describe('the application frame', () => {
  const t = build();

  it('reports its health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const response = await postRaw(t.app, '/api/users/login', 'application/json', '{"email": "admin@demo.cr", ');
    expectProblem(response, 400, MSG.invalidRequest);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('answers an unknown API route with a 404 problem', async () => {
    for (const method of ['GET', 'POST'] as const) {
      expectProblem(await t.app.inject({ method, url: '/api/no-existe' }), 404, MSG.notFound);
    }
  });

  it('answers an unsupported body type with a Spanish problem', async () => {
    const response = await postRaw(t.app, '/api/users/login', 'application/xml', '<login/>');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 415 });
  });

  it('publishes the OpenAPI document with the API routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; info: { title: string }; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('API del Portal de Certificación de Madera Legal');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/users/login', '/api/users/AddUser', '/api/provinces', '/api/categories']),
    );
    expect(document.paths['/api/users/AddAdminUser']).toMatchObject({ post: { security: [{ bearerAuth: [] }] } });
  });

  it('serves the documentation page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(response.statusCode);
  });
});
