import type { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import type { Conversation } from '@portal/shared-api';
import { build } from '../../../test/build';
import { bearer, clientRegistration, tokenFor } from '../../../test/fixtures';

/** The browser polls every second with the last ETag: unchanged conversations cost a 304 from memory. */
describe('chat polling', () => {
  const t = build({ demo: true });
  let client: string;
  let admin: string;

  beforeAll(async () => {
    client = await tokenFor(t.app, 'cliente@demo.cr');
    admin = await tokenFor(t.app, 'admin@demo.cr');
  });

  const poll = (url: string, token: string, etag?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/messages/${url}`,
      headers: { ...bearer(token), ...(etag ? { 'if-none-match': etag } : {}) },
    });
  const post = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/messages/${url}`, headers: bearer(token), payload });

  /** Counts what reaches the database while `run` runs: PGlite's calls, or the PostgreSQL pool's queries and checkouts. */
  async function databaseCalls(run: () => Promise<unknown>): Promise<number> {
    const database = (t.db as unknown as { $client: PGlite | Pool }).$client;
    const spies =
      database instanceof Pool
        ? [jest.spyOn(database, 'query'), jest.spyOn(database, 'connect')]
        : [jest.spyOn(database, 'query'), jest.spyOn(database, 'exec'), jest.spyOn(database, 'transaction')];
    try {
      await run();
      return spies.reduce((total, spy) => total + spy.mock.calls.length, 0);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }

  it('answers 304 without a body and without touching the database while nothing changes', async () => {
    const id = (await post('CreateNewThread', client, { subject: 'Sondeo' })).json<number>();

    const first = await poll('getlastconversation', client);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(`"c${id}-v1"`);
    expect(first.headers['cache-control']).toBe('no-cache');

    let again = await poll('getlastconversation', client, first.headers.etag as string);
    const calls = await databaseCalls(async () => {
      for (let i = 0; i < 5; i++) again = await poll('getlastconversation', client, first.headers.etag as string);
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(calls).toBe(0);
  });

  it('answers 200 with the new message and a new ETag once the other side replies', async () => {
    const id = (await post('CreateNewThread', client, { subject: 'Respuesta esperada' })).json<number>();
    const before = await poll('getlastconversation', client);
    const etag = before.headers.etag as string;
    const admins = await poll(`getconversation/${id}`, admin);
    expect(admins.headers.etag).toBe(etag);

    expect((await post('ReplyThread', admin, { conversationId: id, message: 'Con gusto le ayudamos.' })).statusCode).toBe(200);

    const after = await poll('getlastconversation', client, etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toBe(`"c${id}-v2"`);
    expect(after.json<Conversation>().messages.map((m) => m.messageText)).toEqual(['Con gusto le ayudamos.']);
    // and the administrator's thread moves with it
    const adminAfter = await poll(`getconversation/${id}`, admin, etag);
    expect(adminAfter.statusCode).toBe(200);
    expect(adminAfter.headers.etag).toBe(after.headers.etag);
    expect((await poll(`getconversation/${id}`, admin, after.headers.etag as string)).statusCode).toBe(304);

    expect((await post('ReplyThread', client, { conversationId: id, message: 'Gracias.' })).statusCode).toBe(200);
    const adminThird = await poll(`getconversation/${id}`, admin, after.headers.etag as string);
    expect(adminThird.statusCode).toBe(200);
    expect(adminThird.json<Conversation>().messages.map((m) => [m.messageText, m.fromAdministration])).toEqual([
      ['Con gusto le ayudamos.', true],
      ['Gracias.', false],
    ]);
  });

  it('moves the client to the new conversation when one starts', async () => {
    const old = (await post('CreateNewThread', client, { subject: 'Vieja' })).json<number>();
    const etag = (await poll('getlastconversation', client)).headers.etag as string;
    const adminEtag = (await poll(`getconversation/${old}`, admin)).headers.etag as string;

    const next = (await post('CreateNewThread', client, { subject: 'Nueva' })).json<number>();

    const after = await poll('getlastconversation', client, etag);
    expect(after.statusCode).toBe(200);
    expect(after.json<Conversation>()).toMatchObject({ id: next, subject: 'Nueva', messages: [] });
    // the ended conversation changed too: the administrator sees it inactive
    const adminAfter = await poll(`getconversation/${old}`, admin, adminEtag);
    expect(adminAfter.statusCode).toBe(200);
    expect(adminAfter.json<Conversation>().active).toBe(false);
  });

  it('compares If-None-Match as lists, weak tags and *', async () => {
    const id = (await post('CreateNewThread', client, { subject: 'Validadores' })).json<number>();
    const etag = (await poll('getlastconversation', client)).headers.etag as string;

    for (const header of [`W/${etag}`, `"x", ${etag}`, '*']) {
      expect((await poll('getlastconversation', client, header)).statusCode).toBe(304);
    }
    for (const header of [`"c${id}-v9"`, `"c${id + 1}-v1"`, etag.slice(1, -1)]) {
      expect((await poll('getlastconversation', client, header)).statusCode).toBe(200);
    }
  });

  it('answers 204 from memory to a client without a conversation', async () => {
    const registration = clientRegistration({ firstName: 'Silvia' });
    await t.app.inject({ method: 'POST', url: '/api/users/AddUser', payload: registration });
    const token = await tokenFor(t.app, registration.emailAddress, 'Segura2024!');
    expect((await poll('getlastconversation', token)).statusCode).toBe(204);

    let response = await poll('getlastconversation', token);
    const calls = await databaseCalls(async () => {
      response = await poll('getlastconversation', token);
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(calls).toBe(0);

    const id = (await post('CreateNewThread', token, { subject: 'Primera' })).json<number>();
    const started = await poll('getlastconversation', token);
    expect(started.statusCode).toBe(200);
    expect(started.json<Conversation>().id).toBe(id);
  });

  it('still checks the token and the role before answering 304', async () => {
    const etag = (await poll('getlastconversation', client)).headers.etag as string;
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/messages/getlastconversation', headers: { 'if-none-match': etag } });
    expect(anonymous.statusCode).toBe(401);
    const regent = await tokenFor(t.app, 'regente@demo.cr');
    expect((await poll('getlastconversation', regent, etag)).statusCode).toBe(403);
  });

  describe('long polls (?wait=)', () => {
    const elapsed = async <T>(run: () => Promise<T>) => {
      const started = performance.now();
      const result = await run();
      return { result, ms: performance.now() - started };
    };

    it('answers the new message as soon as the other side writes it, not when the wait ends', async () => {
      const id = (await post('CreateNewThread', client, { subject: 'Consulta larga' })).json<number>();
      const etag = (await poll('getlastconversation', client)).headers.etag as string;
      const adminEtag = (await poll(`getconversation/${id}`, admin)).headers.etag as string;

      const clientWaits = elapsed(() => poll('getlastconversation?wait=20', client, etag));
      const adminWaits = elapsed(() => poll(`getconversation/${id}?wait=20`, admin, adminEtag));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await post('ReplyThread', admin, { conversationId: id, message: 'Le respondemos enseguida.' })).statusCode).toBe(200);

      const { result: answer, ms } = await clientWaits;
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.etag).toBe(`"c${id}-v2"`);
      expect(answer.json<Conversation>().messages.map((m) => m.messageText)).toEqual(['Le respondemos enseguida.']);
      expect(ms).toBeLessThan(5_000);
      const admins = await adminWaits;
      expect(admins.result.statusCode).toBe(200);
      expect(admins.result.headers.etag).toBe(`"c${id}-v2"`);
    });

    it('moves a waiting client to the conversation it starts elsewhere (another tab)', async () => {
      const etag = (await poll('getlastconversation', client)).headers.etag as string;
      const waits = poll('getlastconversation?wait=20', client, etag);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const id = (await post('CreateNewThread', client, { subject: 'Desde otra pestaña' })).json<number>();
      const answer = await waits;
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.etag).toBe(`"c${id}-v1"`);
    });

    it('answers 304 with the same ETag when nothing changed within the wait, without touching the database', async () => {
      (await post('CreateNewThread', client, { subject: 'Nada nuevo' })).json<number>();
      const etag = (await poll('getlastconversation', client)).headers.etag as string;
      let answer: Awaited<ReturnType<typeof poll>> | undefined;
      let ms = 0;
      const calls = await databaseCalls(async () => ({ result: answer, ms } = await elapsed(() => poll('getlastconversation?wait=1', client, etag))));
      expect(answer?.statusCode).toBe(304);
      expect(answer?.headers.etag).toBe(etag);
      // what it asked, less up to a fifth so polls begun together come back spread
      expect(ms).toBeGreaterThanOrEqual(790);
      expect(ms).toBeLessThan(1_500);
      expect(calls).toBe(0);
    });

    it('answers at once without If-None-Match, and refuses a wait out of range in Spanish', async () => {
      const { result: first, ms } = await elapsed(() => poll('getlastconversation?wait=20', client));
      expect(first.statusCode).toBe(200);
      expect(ms).toBeLessThan(2_000);
      for (const wait of ['26', '-1', 'pronto', '1.5']) {
        const refused = await poll(`getlastconversation?wait=${wait}`, client, first.headers.etag as string);
        expect(refused.statusCode).toBe(400);
        expect(refused.body).toMatch(/wait debe/);
      }
    });
  });
});

describe('chat polling when the server closes', () => {
  const t = build({ demo: true });

  it('lets the server close at once while long polls wait, answering them 304', async () => {
    const token = await tokenFor(t.app, 'cliente@demo.cr');
    const headers = bearer(token);
    await t.app.inject({ method: 'POST', url: '/api/messages/CreateNewThread', headers, payload: { subject: 'Cierre' } });
    const etag = (await t.app.inject({ method: 'GET', url: '/api/messages/getlastconversation', headers })).headers.etag as string;
    const waiting = t.app.inject({ method: 'GET', url: '/api/messages/getlastconversation?wait=25', headers: { ...headers, 'if-none-match': etag } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    await t.app.close();
    expect(performance.now() - started).toBeLessThan(5_000);
    const answer = await waiting;
    expect(answer.statusCode).toBe(304);
    expect(answer.headers.etag).toBe(etag);
  });
});
