import { MSG, TOTAL_RECORDS_HEADER, type Contact, type ContactRequest } from '@portal/shared-api';
import { eq } from 'drizzle-orm';
import { build } from '../../../test/build';
import { bearer, postRaw, tokenFor } from '../../../test/fixtures';
import { contacts } from '../../db/schema';
import { API_MSG } from '../../messages';
import { CONTACT_MAX_PER_MINUTE } from './routes';

const message = (overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  name: 'Ana Lucía Pérez',
  phone: '8888-1234',
  email: 'ana.perez@correo.cr',
  subject: 'Inscripción de finca',
  message: '¿Qué documentos necesito para inscribir mi finca en Sarapiquí?',
  ...overrides,
});

let address = 0;
/** Each sender its own address, so the form's rate limit only bites where a test wants it to. */
const nextAddress = () => `10.0.0.${++address}`;

describe('contacts', () => {
  const t = build({ demo: true });
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const role of ['admin', 'cliente', 'regente', 'contador']) tokens[role] = await tokenFor(t.app, `${role}@demo.cr`);
  });

  const send = (payload: unknown, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/contactus', payload: payload as object, remoteAddress });
  const list = (url: string, query: Record<string, string> = {}, token = tokens.admin) =>
    t.app.inject({ method: 'GET', url, query, headers: token ? bearer(token) : {} });

  describe('POST /api/contactus', () => {
    it('stores a message from anyone and answers 201 with its id', async () => {
      const response = await send(message());

      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: number }>();
      const [row] = await t.db.select().from(contacts).where(eq(contacts.id, id));
      expect(row).toMatchObject({ name: 'Ana Lucía Pérez', phone: '8888-1234', subject: 'Inscripción de finca' });
    });

    it('stores an empty subject as none', async () => {
      const response = await send(message({ subject: '' }));
      const [row] = await t.db.select().from(contacts).where(eq(contacts.id, response.json<{ id: number }>().id));
      expect(row!.subject).toBeNull();
    });

    it.each([
      ['no name', { name: '  ' }, [MSG.required]],
      ['no message', { message: '' }, [MSG.required]],
      ['an invalid email', { email: 'ana@' }, [MSG.contactEmailInvalid]],
      ['a phone without its mask', { phone: '88881234' }, [MSG.phoneFormat]],
      ['a missing email and a bad phone', { email: undefined, phone: '0888-1234' }, [MSG.phoneFormat, MSG.required]],
    ])('answers 400 with the spec messages for %s', async (_case, overrides, messages) => {
      const response = await send(message(overrides as Partial<ContactRequest>));
      expect(response.statusCode).toBe(400);
      expect((response.json<string[]>()).sort()).toEqual([...messages].sort());
    });

    it('answers 400 to a body that is not a contact', async () => {
      const empty = await send({});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual([MSG.required]);
      for (const payload of [[], 'texto', 42, { name: 5, phone: true, email: null, message: {} }]) {
        const response = await postRaw(t.app, '/api/contactus', 'application/json', JSON.stringify(payload), { remoteAddress: nextAddress() });
        expect(response.statusCode).toBe(400);
      }
      const broken = await postRaw(t.app, '/api/contactus', 'application/json', '{"name":', { remoteAddress: nextAddress() });
      expect(broken.statusCode).toBe(400);
    });

    it(`lets one address send ${CONTACT_MAX_PER_MINUTE} messages a minute`, async () => {
      const flooder = nextAddress();
      for (let i = 0; i < CONTACT_MAX_PER_MINUTE; i++) expect((await send(message(), flooder)).statusCode).toBe(201);

      const refused = await send(message(), flooder);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ status: 429, title: API_MSG.tooManyRequests });
      expect((await send(message())).statusCode).toBe(201);
    });
  });

  describe('listing, searching and deleting', () => {
    const t2 = build({ demo: true });
    let admin: string;
    const ids: number[] = [];

    beforeAll(async () => {
      admin = await tokenFor(t2.app, 'admin@demo.cr');
      const senders = [
        message({ name: 'José Mora', email: 'jose.mora@correo.cr', subject: 'Regentes', message: 'Busco un regente en Guanacaste' }),
        message({ name: 'María Solís', email: 'maria@aserradero.cr', phone: '2222-3333', subject: '', message: 'Consulta sobre la categoría de industria' }),
        message({ name: 'Pedro Pérez', email: 'pedro@correo.cr', subject: 'Certificado', message: 'Cómo verifico el código QR 100%' }),
      ];
      for (const sender of senders) {
        const response = await t2.app.inject({ method: 'POST', url: '/api/contactus', payload: sender, remoteAddress: nextAddress() });
        ids.push(response.json<{ id: number }>().id);
      }
    });

    const get = (url: string, query: Record<string, string> = {}) =>
      t2.app.inject({ method: 'GET', url, query, headers: bearer(admin) });

    it('lists the newest first with the total in the totalrecords header', async () => {
      const response = await get('/api/contactus');

      expect(response.statusCode).toBe(200);
      expect(response.headers[TOTAL_RECORDS_HEADER]).toBe('3');
      const rows = response.json<Contact[]>();
      expect(rows.map((row) => row.id)).toEqual([...ids].reverse());
      expect(rows[1]).toEqual({
        id: ids[1],
        name: 'María Solís',
        phone: '2222-3333',
        email: 'maria@aserradero.cr',
        subject: null,
        message: 'Consulta sobre la categoría de industria',
        dateCreated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });

    it('pages the list', async () => {
      const second = await get('/api/contactus', { page: '2', visibleRecords: '2' });
      expect(second.headers[TOTAL_RECORDS_HEADER]).toBe('3');
      expect(second.json<Contact[]>().map((row) => row.id)).toEqual([ids[0]]);
      for (const page of ['9', String(Number.MAX_SAFE_INTEGER)]) {
        const beyond = await get('/api/contactus', { page, visibleRecords: '5' });
        expect(beyond.json()).toEqual([]);
        expect(beyond.headers[TOTAL_RECORDS_HEADER]).toBe('3');
      }
    });

    it.each([
      ['perez', [2]],
      ['PÉREZ', [2]],
      ['guanacaste', [0]],
      ['ASERRADERO.CR', [1]],
      ['2222', [1]],
      ['regentes', [0]],
      ['categoria', [1]],
      ['100%', [2]],
      ['%', [2]],
      ['_', []],
      ['correo', [2, 0]],
      ['', [2, 1, 0]],
    ])('searches name, email, phone, subject and message for %j', async (param, expected) => {
      const response = await get('/api/contactus/Filtered', { param, page: '1', visibleRecords: '10' });
      expect(response.statusCode).toBe(200);
      expect(response.json<Contact[]>().map((row) => row.id)).toEqual(expected.map((i) => ids[i]));
      expect(response.headers[TOTAL_RECORDS_HEADER]).toBe(String(expected.length));
    });

    it.each([
      [{ page: '0' }],
      [{ page: 'uno' }],
      [{ visibleRecords: '1000' }],
      [{ visibleRecords: '-5' }],
    ])('answers 400 to paging %j', async (query) => {
      const response = await get('/api/contactus', query);
      expect(response.statusCode).toBe(400);
      expect(Array.isArray(response.json())).toBe(true);
    });

    it('deletes a message, then answers 404 for it', async () => {
      const url = `/api/contactus/${ids[1]}`;
      const deleted = await t2.app.inject({ method: 'DELETE', url, headers: bearer(admin) });
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');

      const again = await t2.app.inject({ method: 'DELETE', url, headers: bearer(admin) });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ status: 404, title: MSG.notFound });
      expect((await get('/api/contactus')).headers[TOTAL_RECORDS_HEADER]).toBe('2');
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400, not 500, to the id %j', async (id) => {
      const response = await t2.app.inject({ method: 'DELETE', url: `/api/contactus/${id}`, headers: bearer(admin) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([API_MSG.idInvalid]);
    });
  });

  describe.each([
    ['GET', '/api/contactus'],
    ['GET', '/api/contactus/Filtered?param=a'],
    ['DELETE', '/api/contactus/1'],
  ] as const)('%s %s is for administrators', (method, url) => {
    it('answers 401 to an anonymous caller', async () => {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 401, title: MSG.unauthorized });
    });

    it.each(['cliente', 'regente', 'contador'])('answers 403 to the %s', async (role) => {
      const response = await t.app.inject({ method, url, headers: bearer(tokens[role]!) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 403, title: MSG.forbidden });
    });
  });

  it('lets an administrator list', async () => {
    const response = await list('/api/contactus');
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers[TOTAL_RECORDS_HEADER])).toBeGreaterThan(0);
  });
});
