import { and, eq, isNull } from 'drizzle-orm';
import {
  CHAT_MSG,
  MSG,
  TOTAL_RECORDS_HEADER,
  type ChatMessage,
  type Conversation,
  type ConversationSummary,
  type ReplyRequest,
} from '@portal/shared-api';
import { build } from '../../../test/build';
import { bearer, clientRegistration, tokenFor } from '../../../test/fixtures';
import { chatMessages, conversations, users } from '../../db/schema';
import { API_MSG } from '../../messages';
import { CHAT_WRITES_PER_MINUTE } from './routes';

const PASSWORD = 'Segura2024!';

describe('chat', () => {
  const t = build({ demo: true });
  const tokens: Record<string, string> = {};
  let otherClientEmail: string;

  beforeAll(async () => {
    for (const role of ['admin', 'cliente', 'regente', 'contador']) tokens[role] = await tokenFor(t.app, `${role}@demo.cr`);
    const registration = clientRegistration({ firstName: 'Rebeca', lastName: 'Soto' });
    otherClientEmail = registration.emailAddress;
    const registered = await t.app.inject({ method: 'POST', url: '/api/users/AddUser', payload: registration });
    expect(registered.statusCode).toBe(200);
    tokens.other = await tokenFor(t.app, otherClientEmail, PASSWORD);
  });

  const get = (url: string, token: string | undefined, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/messages/${url}`, query, headers: token ? bearer(token) : {} });
  const post = (url: string, token: string | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/messages/${url}`, payload, headers: token ? bearer(token) : {} });
  const start = async (token: string, subject: string, email?: string) => {
    const response = await post('CreateNewThread', token, { subject, email });
    expect(response.statusCode).toBe(200);
    return response.json<number>();
  };
  const send = (token: string, body: ReplyRequest) => post('ReplyThread', token, body);
  const userId = async (email: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  describe('starting a conversation', () => {
    it('answers 200 with the new id as a bare number and stores it for the client of the token', async () => {
      const response = await post('CreateNewThread', tokens.cliente, { subject: '  Inscripción de la finca  ', email: otherClientEmail });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const id = JSON.parse(response.body);
      expect(typeof id).toBe('number');
      const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
      expect(row).toMatchObject({ customerId: await userId('cliente@demo.cr'), subject: 'Inscripción de la finca', endedAt: null });
    });

    it('ends the previous conversation: a client has exactly one active conversation', async () => {
      const first = await start(tokens.cliente, 'Primera consulta');
      const second = await start(tokens.cliente, 'Segunda consulta');

      const active = await t.db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.customerId, await userId('cliente@demo.cr')), isNull(conversations.endedAt)));
      expect(active).toEqual([{ id: second }]);
      const [ended] = await t.db.select().from(conversations).where(eq(conversations.id, first));
      expect(ended!.endedAt).toBeInstanceOf(Date);

      const last = await get('getlastconversation', tokens.cliente);
      expect(last.json<Conversation>()).toMatchObject({ id: second, subject: 'Segunda consulta', active: true });
    });

    it('refuses a second active conversation in the database itself', async () => {
      const customerId = await userId('cliente@demo.cr');
      await expect(t.db.insert(conversations).values({ customerId, subject: 'Otra' })).rejects.toThrow();
    });

    it('answers 400 with the contract message without a subject', async () => {
      for (const payload of [{}, { subject: '   ' }]) {
        const response = await post('CreateNewThread', tokens.cliente, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual([CHAT_MSG.subjectRequired]);
      }
    });

    it('is for clients only', async () => {
      expect((await post('CreateNewThread', undefined, { subject: 'Hola' })).statusCode).toBe(401);
      for (const role of ['admin', 'regente', 'contador']) {
        const response = await post('CreateNewThread', tokens[role], { subject: 'Hola' });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ status: 403, title: MSG.forbidden });
      }
    });
  });

  describe('replying', () => {
    it('stores the message with its author and time, and answers it', async () => {
      const id = await start(tokens.cliente, 'Pago de la inscripción');
      const before = Date.now();

      const response = await send(tokens.cliente, { conversationId: id, message: '  ¿Puedo pagar por transferencia?  ', userEmail: otherClientEmail });

      expect(response.statusCode).toBe(200);
      const message = response.json<ChatMessage>();
      expect(message).toMatchObject({
        userEmail: 'cliente@demo.cr',
        userName: 'José Pablo Rojas Araya',
        messageText: '¿Puedo pagar por transferencia?',
        fromAdministration: false,
      });
      const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
      expect(row).toMatchObject({ conversationId: id, authorId: await userId('cliente@demo.cr'), text: '¿Puedo pagar por transferencia?' });
      expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(message.dateCreated).toBe(row!.createdAt.toISOString());

      const answer = await send(tokens.admin, { conversationId: id, message: 'Sí, a la cuenta que indica la guía de pago.' });
      expect(answer.json<ChatMessage>()).toMatchObject({ userEmail: 'admin@demo.cr', fromAdministration: true });

      const thread = (await get('getlastconversation', tokens.cliente)).json<Conversation>();
      expect(thread.messages.map((m) => [m.userEmail, m.messageText, m.fromAdministration])).toEqual([
        ['cliente@demo.cr', '¿Puedo pagar por transferencia?', false],
        ['admin@demo.cr', 'Sí, a la cuenta que indica la guía de pago.', true],
      ]);
      expect(thread.lastMessageDate).toBe(thread.messages[1]!.dateCreated);
    });

    it.each([
      ['an empty message', ''],
      ['a whitespace-only message', ' \n\t  '],
    ])('refuses %s with 400 and stores nothing', async (_case, text) => {
      const id = await start(tokens.cliente, 'Mensajes vacíos');
      const response = await send(tokens.cliente, { conversationId: id, message: text });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([CHAT_MSG.messageEmpty]);
      expect(await t.db.select().from(chatMessages).where(eq(chatMessages.conversationId, id))).toEqual([]);
    });

    it('refuses a message longer than 2000 characters', async () => {
      const id = await start(tokens.cliente, 'Mensaje largo');
      const response = await send(tokens.cliente, { conversationId: id, message: 'a'.repeat(2001) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([CHAT_MSG.messageTooLong]);
    });

    it('answers 409 to a client replying to an ended conversation; the administration may still write there', async () => {
      const ended = await start(tokens.cliente, 'Conversación que termina');
      await start(tokens.cliente, 'La nueva');

      const response = await send(tokens.cliente, { conversationId: ended, message: '¿Sigue abierta?' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ status: 409, title: CHAT_MSG.conversationClosed });
      expect(await t.db.select().from(chatMessages).where(eq(chatMessages.conversationId, ended))).toEqual([]);

      expect((await send(tokens.admin, { conversationId: ended, message: 'Quedó atendida.' })).statusCode).toBe(200);
    });

    it('answers 404 to a client writing in another client’s conversation, whatever email is sent', async () => {
      const theirs = await start(tokens.other, 'Consulta de Rebeca');
      const response = await send(tokens.cliente, { conversationId: theirs, message: 'Hola', userEmail: otherClientEmail });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, title: CHAT_MSG.conversationNotFound });
      expect(await t.db.select().from(chatMessages).where(eq(chatMessages.conversationId, theirs))).toEqual([]);
    });

    it('answers 404 for a conversation that does not exist', async () => {
      expect((await send(tokens.admin, { conversationId: 999_999, message: 'Hola' })).statusCode).toBe(404);
      expect((await send(tokens.cliente, { conversationId: 999_999, message: 'Hola' })).statusCode).toBe(404);
    });

    it('is for clients and administrators only', async () => {
      const id = await start(tokens.cliente, 'Permisos');
      expect((await send(undefined as unknown as string, { conversationId: id, message: 'Hola' })).statusCode).toBe(401);
      for (const role of ['regente', 'contador']) {
        expect((await send(tokens[role]!, { conversationId: id, message: 'Hola' })).statusCode).toBe(403);
      }
    });

    it(`lets one user send ${CHAT_WRITES_PER_MINUTE} messages a minute, then answers 429 in Spanish`, async () => {
      const registration = clientRegistration({ firstName: 'Tomás' });
      await t.app.inject({ method: 'POST', url: '/api/users/AddUser', payload: registration });
      const token = await tokenFor(t.app, registration.emailAddress, PASSWORD);
      const id = await start(token, 'Muchos mensajes');

      for (let i = 1; i <= CHAT_WRITES_PER_MINUTE; i++) {
        expect((await send(token, { conversationId: id, message: `Mensaje ${i}` })).statusCode).toBe(200);
      }
      const refused = await send(token, { conversationId: id, message: 'Uno más' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ status: 429, title: API_MSG.tooManyRequests });
      // the limit is per user: others still write
      const mine = (await get('getlastconversation', tokens.cliente)).json<Conversation>();
      expect((await send(tokens.cliente, { conversationId: mine.id, message: 'Sigo aquí' })).statusCode).toBe(200);
    });
  });

  describe('reading', () => {
    it('gives a client only their own conversation from getlastconversation, whatever email is sent', async () => {
      const mine = await start(tokens.cliente, 'La mía');
      await start(tokens.other, 'La de Rebeca');

      const response = await get('getlastconversation', tokens.cliente, { email: otherClientEmail });
      expect(response.statusCode).toBe(200);
      expect(response.json<Conversation>()).toMatchObject({ id: mine, email: 'cliente@demo.cr', customerName: 'José Pablo Rojas Araya' });
    });

    it('answers 204 without a body when the client has no active conversation', async () => {
      const registration = clientRegistration({ firstName: 'Elena' });
      await t.app.inject({ method: 'POST', url: '/api/users/AddUser', payload: registration });
      const token = await tokenFor(t.app, registration.emailAddress, PASSWORD);

      const response = await get('getlastconversation', token);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    });

    it('lets a client open their own conversations by id, and answers 404 for another client’s', async () => {
      const mine = await start(tokens.cliente, 'Por id');
      const theirs = await start(tokens.other, 'De otra persona');

      expect((await get(`getconversation/${mine}`, tokens.cliente)).json<Conversation>().id).toBe(mine);
      const other = await get(`getconversation/${theirs}`, tokens.cliente);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ status: 404, title: CHAT_MSG.conversationNotFound });
      // the same with a validator: memory answers no more than the database does
      expect((await t.app.inject({ method: 'GET', url: `/api/messages/getconversation/${theirs}`, headers: { ...bearer(tokens.cliente!), 'if-none-match': `"c${theirs}-v1"` } })).statusCode).toBe(404);
    });

    it('lets an administrator open any conversation', async () => {
      const theirs = await start(tokens.other, 'Para la administración');
      const response = await get(`getconversation/${theirs}`, tokens.admin);
      expect(response.statusCode).toBe(200);
      expect(response.json<Conversation>()).toMatchObject({ id: theirs, email: otherClientEmail, customerName: 'Rebeca Fernanda Soto Ulate' });
      expect((await get('getconversation/999999', tokens.admin)).statusCode).toBe(404);
      expect((await get('getconversation/abc', tokens.admin)).statusCode).toBe(400);
    });

    it('closes the reads to anonymous callers, regents and accountants', async () => {
      for (const url of ['getlastconversation', 'getconversations', 'getconversation/1']) {
        expect((await get(url, undefined)).statusCode).toBe(401);
        for (const role of ['regente', 'contador']) expect((await get(url, tokens[role])).statusCode).toBe(403);
      }
      expect((await get('getlastconversation', tokens.admin)).statusCode).toBe(403);
      expect((await get('getconversations', tokens.cliente)).statusCode).toBe(403);
    });
  });

  describe('the administrator’s inbox', () => {
    const i = build({ demo: true });
    let admin: string;
    const clientTokens: string[] = [];

    beforeAll(async () => {
      admin = await tokenFor(i.app, 'admin@demo.cr');
      for (const firstName of ['Ana', 'Bruno', 'Carla']) {
        const registration = clientRegistration({ firstName });
        await i.app.inject({ method: 'POST', url: '/api/users/AddUser', payload: registration });
        clientTokens.push(await tokenFor(i.app, registration.emailAddress, PASSWORD));
      }
    });

    const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
      i.app.inject({ method, url: `/api/messages/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

    it('lists conversations by latest activity first, with the last message and the total', async () => {
      const ids: number[] = [];
      for (const [n, token] of clientTokens.entries()) {
        ids.push((await call('POST', 'CreateNewThread', token, { subject: `Asunto ${n}` })).json<number>());
      }
      await call('POST', 'ReplyThread', clientTokens[0]!, { conversationId: ids[0], message: 'Primera pregunta de Ana' });
      await call('POST', 'ReplyThread', admin, { conversationId: ids[0], message: 'Respuesta para Ana, con más de treinta y cinco caracteres' });

      const response = await call('GET', 'getconversations?page=1&visibleRecords=100', admin);

      expect(response.statusCode).toBe(200);
      expect(response.headers[TOTAL_RECORDS_HEADER]).toBe('3');
      const inbox = response.json<ConversationSummary[]>();
      expect(inbox.map((row) => row.id)).toEqual([ids[0], ids[2], ids[1]]);
      expect(inbox[0]).toMatchObject({
        subject: 'Asunto 0',
        customerName: expect.stringMatching(/^Ana /),
        active: true,
        lastMessage: 'Respuesta para Ana, con más de treinta y cinco caracteres',
      });
      expect(inbox[1]!.lastMessage).toBeNull();
      expect(inbox[0]!.lastMessageDate > inbox[1]!.lastMessageDate).toBe(true);
    });

    it('pages the inbox and shows ended conversations as inactive', async () => {
      await call('POST', 'CreateNewThread', clientTokens[1]!, { subject: 'Otra de Bruno' });

      const first = await call('GET', 'getconversations?page=1&visibleRecords=2', admin);
      const second = await call('GET', 'getconversations?page=2&visibleRecords=2', admin);
      expect(first.headers[TOTAL_RECORDS_HEADER]).toBe('4');
      const rows = [...first.json<ConversationSummary[]>(), ...second.json<ConversationSummary[]>()];
      expect(rows.map((row) => [row.subject, row.active])).toEqual([
        ['Otra de Bruno', true],
        ['Asunto 0', true],
        ['Asunto 2', true],
        ['Asunto 1', false],
      ]);
    });
  });
});
