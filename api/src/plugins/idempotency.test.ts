import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { count, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { ContactRequest } from '@portal/shared-api';
import { build } from '../../test/build';
import { openTestDatabase } from '../../test/database';
import { bearer, clientRegistration, tokenFor } from '../../test/fixtures';
import { multipart, SAMPLE } from '../../test/multipart';
import type { DatabaseHandle } from '../db/client';
import { chatMessages, contacts, conversations, documents, idempotencyKeys, users } from '../db/schema';
import { API_MSG } from '../messages';
import { authPlugin } from './auth';
import { dbPlugin } from './db';
import { errorsPlugin } from './errors';
import { IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER, idempotencyPlugin } from './idempotency';

const contact = (overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  name: 'Rebeca Solano Mora',
  phone: '8701-4455',
  email: 'rebeca.solano@correo.cr',
  subject: 'Consulta',
  message: '¿Cuánto tarda la revisión de una inscripción?',
  ...overrides,
});

let address = 0;
/** Each scenario its own client address (the contact form is rate-limited per address). */
const nextAddress = () => `10.20.0.${++address}`;

/** What a client notices of an answer. */
const seen = (r: LightMyRequestResponse) => ({ status: r.statusCode, type: r.headers['content-type'], body: r.body });

describe('Idempotency-Key on creation calls', () => {
  const t = build({ demo: true });
  const tokens: Record<string, string> = {};
  let otherEmail = '';

  beforeAll(async () => {
    for (const role of ['admin', 'cliente']) tokens[role] = await tokenFor(t.app, `${role}@demo.cr`);
    const other = clientRegistration();
    expect((await t.app.inject({ method: 'POST', url: '/api/users/AddUser', payload: other })).statusCode).toBe(200);
    tokens.otherClient = await tokenFor(t.app, other.emailAddress, other.password);
    otherEmail = other.emailAddress;
  });

  const contactsCount = async () => Number((await t.db.select({ n: count() }).from(contacts))[0]!.n);
  const threadsOf = async (email: string) =>
    Number(
      (await t.db.select({ n: count() }).from(conversations).innerJoin(users, eq(users.id, conversations.customerId)).where(eq(users.email, email)))[0]!.n,
    );

  const sendContact = (key: string | undefined, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contactus',
      payload: contact(),
      remoteAddress,
      headers: { ...headers, ...(key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) },
    });
  const startThread = (token: string, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/messages/CreateNewThread',
      payload: { subject: 'Consulta sobre mi inscripción' },
      headers: { ...bearer(token), [IDEMPOTENCY_KEY_HEADER]: key },
    });

  describe('an anonymous contact form', () => {
    it('sent twice with one key is stored once, and the repeat answers the first answer', async () => {
      const key = randomUUID();
      const from = nextAddress();
      const before = await contactsCount();

      const first = await sendContact(key, from);
      const second = await sendContact(key, from);

      expect(first.statusCode).toBe(201);
      expect(seen(second)).toEqual(seen(first));
      expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
      expect(second.headers[REPLAYED_HEADER]).toBe('true');
      expect(await contactsCount()).toBe(before + 1);
    });

    it('sent with two keys is stored twice', async () => {
      const from = nextAddress();
      const before = await contactsCount();
      const answers = [await sendContact(randomUUID(), from), await sendContact(randomUUID(), from)];
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
      expect(answers[0]!.json<{ id: number }>().id).not.toBe(answers[1]!.json<{ id: number }>().id);
      expect(await contactsCount()).toBe(before + 2);
    });

    it('sent twice at the same moment is stored once; the other answer is the replay or a 409', async () => {
      const key = randomUUID();
      const from = nextAddress();
      const before = await contactsCount();

      const answers = await Promise.all([sendContact(key, from), sendContact(key, from)]);

      expect(await contactsCount()).toBe(before + 1);
      const fresh = answers.filter((a) => a.headers[REPLAYED_HEADER] === undefined && a.statusCode === 201);
      expect(fresh).toHaveLength(1);
      const other = answers.find((a) => a !== fresh[0])!;
      if (other.statusCode === 409) {
        expect(other.json()).toEqual({ status: 409, title: API_MSG.idempotencyInProgress });
      } else {
        expect(seen(other)).toEqual(seen(fresh[0]!));
        expect(other.headers[REPLAYED_HEADER]).toBe('true');
      }
    });

    it('is not answered to another address that sends the same key', async () => {
      const key = randomUUID();
      const before = await contactsCount();
      const mine = await sendContact(key, nextAddress());
      const theirs = await sendContact(key, nextAddress());
      expect(theirs.statusCode).toBe(201);
      expect(theirs.headers[REPLAYED_HEADER]).toBeUndefined();
      expect(theirs.json<{ id: number }>().id).not.toBe(mine.json<{ id: number }>().id);
      expect(await contactsCount()).toBe(before + 2);
    });

    it('without the header behaves as before: every send is stored', async () => {
      const from = nextAddress();
      const before = await contactsCount();
      const answers = [await sendContact(undefined, from), await sendContact(undefined, from)];
      expect(answers.map((a) => [a.statusCode, a.headers[REPLAYED_HEADER]])).toEqual([
        [201, undefined],
        [201, undefined],
      ]);
      expect(await contactsCount()).toBe(before + 2);
    });

    it('refuses the key on another call (422) and creates nothing there', async () => {
      const key = randomUUID();
      const from = nextAddress();
      await sendContact(key, from);
      const registration = clientRegistration();
      const reused = await t.app.inject({
        method: 'POST',
        url: '/api/users/AddUser',
        payload: registration,
        remoteAddress: from,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      });
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toEqual({ status: 422, title: API_MSG.idempotencyKeyReused });
      expect((await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: registration.emailAddress, password: registration.password } })).statusCode).toBe(401);
    });

    it.each([
      ['empty', ''],
      ['with a space', 'clave con espacio'],
      ['over 100 characters', 'a'.repeat(101)],
      ['not ASCII', 'clave-señal'],
    ])('answers 400 with the message list to a key %s, and stores nothing', async (_case, key) => {
      const before = await contactsCount();
      const response = await sendContact(key, nextAddress());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([API_MSG.idempotencyKeyInvalid]);
      expect(await contactsCount()).toBe(before);
    });

    it('accepts any visible ASCII key of 1 to 100 characters', async () => {
      for (const key of ['x', 'A'.repeat(100), 'envio:{1}/#~']) {
        expect((await sendContact(key, nextAddress())).statusCode).toBe(201);
      }
    });
  });

  describe('a logged-in caller', () => {
    it("starts one chat thread for two sends with one key, and another client's same key is not answered with it", async () => {
      const key = randomUUID();
      const before = await threadsOf('cliente@demo.cr');

      const first = await startThread(tokens.cliente!, key);
      const second = await startThread(tokens.cliente!, key);
      expect(first.statusCode).toBe(200);
      expect(seen(second)).toEqual(seen(first));
      expect(second.headers[REPLAYED_HEADER]).toBe('true');
      expect(await threadsOf('cliente@demo.cr')).toBe(before + 1);

      const other = await startThread(tokens.otherClient!, key);
      expect(other.statusCode).toBe(200);
      expect(other.headers[REPLAYED_HEADER]).toBeUndefined();
      expect(other.body).not.toBe(first.body);
      expect(await threadsOf('cliente@demo.cr')).toBe(before + 1);
      expect(await threadsOf(otherEmail)).toBe(1);
    });

    it('keeps the answer before compression: a compressed reply is answered again the same way', async () => {
      const conversationId = (await startThread(tokens.otherClient!, randomUUID())).json<number>();
      const key = randomUUID();
      const reply = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/messages/ReplyThread',
          payload: { conversationId, message: 'Adjunto la lista de linderos. '.repeat(60) },
          headers: { ...bearer(tokens.otherClient!), 'accept-encoding': 'gzip', [IDEMPOTENCY_KEY_HEADER]: key },
        });

      const first = await reply();
      const second = await reply();
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(second.headers['content-encoding']).toBe('gzip');
      expect(second.headers[REPLAYED_HEADER]).toBe('true');
      expect(gunzipSync(second.rawPayload).toString()).toBe(gunzipSync(first.rawPayload).toString());
      expect(await t.db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId))).toHaveLength(1);
    });

    it('is the user, not the address, on an open route too', async () => {
      const key = randomUUID();
      const before = await contactsCount();
      const first = await sendContact(key, nextAddress(), bearer(tokens.cliente!));
      const fromElsewhere = await sendContact(key, nextAddress(), bearer(tokens.cliente!));
      const anotherUser = await sendContact(key, nextAddress(), bearer(tokens.admin!));
      expect(seen(fromElsewhere)).toEqual(seen(first));
      expect(fromElsewhere.headers[REPLAYED_HEADER]).toBe('true');
      expect(anotherUser.headers[REPLAYED_HEADER]).toBeUndefined();
      expect(await contactsCount()).toBe(before + 2);
    });

    it('uploads one document for a multipart form sent twice with one key', async () => {
      const key = randomUUID();
      const before = Number((await t.db.select({ n: count() }).from(documents))[0]!.n);
      const filesBefore = (await fs.promises.readdir(t.uploadsDir)).length;
      const send = () => {
        const body = multipart({ fileName: 'Guía de visitas', description: 'Qué revisa el regente' }, { file: { name: 'guia.pdf', content: SAMPLE.pdf() } });
        return t.app.inject({
          method: 'POST',
          url: '/api/files',
          payload: body.payload,
          headers: { ...body.headers, ...bearer(tokens.admin!), [IDEMPOTENCY_KEY_HEADER]: key },
        });
      };

      const first = await send();
      const second = await send();
      expect(first.statusCode).toBe(201);
      expect(seen(second)).toEqual(seen(first));
      expect(second.headers[REPLAYED_HEADER]).toBe('true');
      expect(Number((await t.db.select({ n: count() }).from(documents))[0]!.n)).toBe(before + 1);
      expect((await fs.promises.readdir(t.uploadsDir)).length).toBe(filesBefore + 1);
    });

    it('does not store a login: the header is ignored there', async () => {
      const key = randomUUID();
      const login = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: 'cliente@demo.cr', password: 'Demo1234!' },
          headers: { [IDEMPOTENCY_KEY_HEADER]: key },
          remoteAddress: nextAddress(),
        });
      const answers = [await login(), await login()];
      expect(answers.map((a) => [a.statusCode, a.headers[REPLAYED_HEADER]])).toEqual([
        [200, undefined],
        [200, undefined],
      ]);
      expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    });
  });

  describe('expiry', () => {
    it('runs a key again once its 24 hours are over', async () => {
      const key = randomUUID();
      const from = nextAddress();
      const before = await contactsCount();
      await sendContact(key, from);
      await t.db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(eq(idempotencyKeys.key, key));

      const again = await sendContact(key, from);
      expect(again.statusCode).toBe(201);
      expect(again.headers[REPLAYED_HEADER]).toBeUndefined();
      expect(await contactsCount()).toBe(before + 2);
    });
  });

  it('documents the header on creation calls and on the updates an outbox repeats', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
    }>();
    const named = (path: string, method: string) =>
      (doc.paths[path]![method]!.parameters ?? []).some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
    expect(named('/api/contactus', 'post')).toBe(true);
    expect(named('/api/files', 'post')).toBe(true);
    expect(named('/api/contactus', 'get')).toBe(false);
    expect(named('/api/users/login', 'post')).toBe(false);
    // an update only where a device's outbox repeats it
    expect(named('/api/appointments', 'put')).toBe(true);
    expect(named('/api/files/{id}', 'put')).toBe(false);
  });
});

describe('Idempotency-Key: failures and abandoned keys', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const runs: Record<string, number> = {};
  const ran = (name: string) => (runs[name] = (runs[name] ?? 0) + 1);

  beforeAll(async () => {
    database = await openTestDatabase();
    app = Fastify();
    await app.register(errorsPlugin);
    await app.register(dbPlugin, { database: database.db });
    await app.register(authPlugin, { secret: 'a-test-secret-that-is-long-enough-for-hs256', ttlHours: 1 });
    await app.register(idempotencyPlugin);
    app.post('/flaky', async () => {
      if (ran('flaky') === 1) throw new Error('database went away');
      return { id: runs.flaky };
    });
    app.post('/refused', async (_request, reply) => {
      ran('refused');
      return reply.code(409).send({ status: 409, title: 'Estado no válido' });
    });
    app.post('/stream', async (_request, reply) => {
      ran('stream');
      return reply.type('text/plain').send(Readable.from(['a', 'b']));
    });
    app.post('/created', async (_request, reply) => reply.code(201).send({ id: ran('created') }));
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (url: string, key: string) => app.inject({ method: 'POST', url, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

  it('does not keep a server error: the retry runs anew', async () => {
    const key = randomUUID();
    expect((await post('/flaky', key)).statusCode).toBe(500);
    const retry = await post('/flaky', key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(runs.flaky).toBe(2);
    const third = await post('/flaky', key);
    expect(third.headers[REPLAYED_HEADER]).toBe('true');
    expect(third.json()).toEqual({ id: 2 });
    expect(runs.flaky).toBe(2);
  });

  it('does not keep a refusal: nothing was created, so the call may run again', async () => {
    const key = randomUUID();
    expect((await post('/refused', key)).statusCode).toBe(409);
    expect((await post('/refused', key)).statusCode).toBe(409);
    expect(runs.refused).toBe(2);
  });

  it('does not keep a streamed answer', async () => {
    const key = randomUUID();
    expect((await post('/stream', key)).body).toBe('ab');
    expect((await post('/stream', key)).body).toBe('ab');
    expect(runs.stream).toBe(2);
  });

  it('answers 409 while the first request holds the key, and runs it again once that one is abandoned', async () => {
    const key = randomUUID();
    await database.db.insert(idempotencyKeys).values({ scope: 'ip:127.0.0.1', key, method: 'POST', path: '/created', claim: randomUUID() });

    const busy = await post('/created', key);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ status: 409, title: API_MSG.idempotencyInProgress });
    const before = runs.created ?? 0;

    await database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '6 minutes'` })
      .where(eq(idempotencyKeys.key, key));
    const taken = await post('/created', key);
    expect(taken.statusCode).toBe(201);
    expect(runs.created).toBe(before + 1);
  });

  it('removes keys older than 24 hours', async () => {
    const old = randomUUID();
    await database.db.insert(idempotencyKeys).values({
      scope: 'ip:10.9.9.9',
      key: old,
      method: 'POST',
      path: '/created',
      claim: randomUUID(),
      createdAt: sql`now() - interval '25 hours'`,
    });
    // a new app sweeps on its first keyed request
    const fresh = Fastify();
    await fresh.register(errorsPlugin);
    await fresh.register(dbPlugin, { database: database.db });
    await fresh.register(authPlugin, { secret: 'a-test-secret-that-is-long-enough-for-hs256', ttlHours: 1 });
    await fresh.register(idempotencyPlugin);
    fresh.post('/created', async () => ({ id: 0 }));
    try {
      expect((await fresh.inject({ method: 'POST', url: '/created', headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() } })).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
    expect(await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, old))).toEqual([]);
  });
});
