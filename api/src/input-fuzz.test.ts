import type { FastifyInstance } from 'fastify';
import { MSG, ROLES } from '@portal/shared-api';
import { build } from '../test/build';
import { bearer, decodeClaims, tokenFor } from '../test/fixtures';
import { SAMPLE, multipart } from '../test/multipart';

/**
 * Control characters in every text the OpenAPI document names: each string query parameter, path
 * parameter and JSON body property of every operation, sent with a token carrying every role so the
 * request reaches the route's checks. Nothing may answer 5xx (PostgreSQL cannot store NUL: before the
 * rule, 45 of 2 503 such requests did).
 */
interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  schema?: { type?: string | string[] };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: string | string[] }> } }> };
}

const SAMPLES = ['a\u0000b', 'x\u0001\u001f', 'fin\u007f'];
const isText = (schema?: { type?: string | string[] }) => !schema?.type || [schema.type].flat().includes('string');

interface Case {
  method: string;
  url: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  label: string;
}

function casesOf(document: { paths: Record<string, Record<string, Operation>> }): Case[] {
  const cases: Case[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const url = (value?: { name: string; text: string }) =>
        template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(value?.name === name ? value.text : '1'));
      for (const text of SAMPLES) {
        for (const p of pathParams) cases.push({ method, url: url({ name: p.name, text }), label: `${method} ${template} :${p.name}` });
        for (const p of parameters.filter((q) => q.in === 'query' && isText(q.schema))) {
          cases.push({ method, url: url(), query: { [p.name]: text }, label: `${method} ${template} ?${p.name}` });
        }
        const properties = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
        for (const [name, schema] of Object.entries(properties)) {
          if (isText(schema)) cases.push({ method, url: url(), body: { [name]: text }, label: `${method} ${template} body.${name}` });
        }
      }
    }
  }
  return cases;
}

async function everyRoleToken(app: FastifyInstance): Promise<string> {
  const claims = decodeClaims(await tokenFor(app, 'admin@demo.cr'));
  return app.jwt.sign({ ...claims, role: [...ROLES] });
}

describe('control characters in every text of the API (OpenAPI-driven)', () => {
  const t = build({ demo: true });

  it('never answer 5xx, and a text that reaches validation is refused with the Spanish message', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const cases = casesOf(document);
    expect(cases.length).toBeGreaterThan(300);
    const token = await everyRoleToken(t.app);
    const failures: string[] = [];
    let refused = 0;
    for (const c of cases) {
      const response = await t.app.inject({
        method: c.method.toUpperCase() as 'GET',
        url: c.url,
        query: c.query,
        headers: { ...bearer(token), ...(c.body ? { 'content-type': 'application/json' } : {}) },
        payload: c.body ? JSON.stringify(c.body) : undefined,
      });
      if (response.statusCode >= 500) failures.push(`${c.label}: ${response.statusCode}`);
      if (response.statusCode === 400 && response.body.includes(MSG.controlCharacters)) refused++;
    }
    expect(failures).toEqual([]);
    // every case but those refused earlier by method rules (404 of an unknown id in the path is not one of them)
    expect(refused).toBeGreaterThan(cases.length * 0.9);
  });

  it('refuses a NUL in the contact form, a portfolio search and a chat message with 400 and the message', async () => {
    const client = await tokenFor(t.app, 'cliente@demo.cr');
    const answers = await Promise.all([
      // addresses of their own: the fuzz above spent the loopback's contact limit
      t.app.inject({ method: 'POST', url: '/api/contactus', remoteAddress: '192.0.2.10', payload: { name: 'Ana\u0000', email: 'ana@correo.cr', phone: '8888-1111', message: 'Hola' } }),
      t.app.inject({ method: 'GET', url: '/api/properties/portfolio', query: { param: 'Rodr\u0000' } }),
      t.app.inject({ method: 'POST', url: '/api/messages/CreateNewThread', headers: bearer(client), payload: { subject: 'Hola\u0000' } }),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([MSG.controlCharacters]);
    }
  });

  it('refuses a control character in a multipart text field and in a file name', async () => {
    const admin = await tokenFor(t.app, 'admin@demo.cr');
    const upload = (fields: Record<string, string>, name: string) => {
      const body = multipart(fields, { file: { name, content: SAMPLE.pdf(), type: 'application/pdf' } });
      return t.app.inject({ method: 'POST', url: '/api/files', headers: { ...bearer(admin), ...body.headers }, payload: body.payload });
    };

    const refused = await upload({ fileName: 'Guía\u0000', description: 'Requisitos' }, 'guia.pdf');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([MSG.controlCharacters]);

    for (const name of ['gu\u0001ia.pdf', 'guia\u0000.pdf', 'gu\tia.pdf']) {
      const badName = await upload({ fileName: 'Guía', description: 'Requisitos' }, name);
      expect(badName.statusCode).toBe(400);
      expect(badName.json()).toEqual([MSG.controlCharacters]);
    }

    const accepted = await upload({ fileName: 'Guía', description: 'Requisitos' }, 'guía de requisitos.pdf');
    expect(accepted.statusCode).toBe(201);
  });

  it('keeps tabs and line breaks of long texts', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contactus',
      remoteAddress: '192.0.2.11',
      payload: { name: 'Ana Solís', email: 'ana@correo.cr', phone: '8888-1111', message: 'Primera línea\r\n\tsegunda línea' },
    });
    expect(response.statusCode).toBeLessThan(300);
  });
});
