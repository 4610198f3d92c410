import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHAT_MSG, newThreadSchema, pagingQuerySchema, replySchema } from '@portal/shared-api';
import type { AuthUser } from '../../plugins/auth';
import { sendPage } from '../../lib/listing';
import { HttpProblem } from '../../lib/problem';
import { errorResponses, idParamsSchema, problemSchema } from '../../lib/schemas';
import { listenToOtherServers } from './notifier';
import { chatRepository } from './repository';
import { ignoredEmailQuerySchema, newConversationIdSchema, noConversationSchema, notModifiedSchema, pollQuerySchema } from './schemas';
import { chatService, type PollAnswer } from './service';
import { ChatVersions } from './versions';
import { chatMessageSchema, conversationSchema, conversationSummarySchema } from '@portal/shared-api/responses';

/** Messages and new conversations one user may send a minute. */
export const CHAT_WRITES_PER_MINUTE = 30;

const tags = ['messages'];
const client = { roles: ['Cliente'] } as const;
const admin = { roles: ['Administrador'] } as const;
const either = { roles: ['Administrador', 'Cliente'] } as const;

const writeLimit = {
  max: CHAT_WRITES_PER_MINUTE,
  timeWindow: 60_000,
  // the route's roles were checked before: the user is known
  keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
};

const conversationNotFound = () => new HttpProblem(404, CHAT_MSG.conversationNotFound);

/** An administrator reads and writes any conversation; anyone else only their own. */
const ownerFilter = (user: AuthUser): number | undefined => (user.roles.includes('Administrador') ? undefined : user.id);

const POLL_DESCRIPTION =
  'Se consulta cada segundo. Con `If-None-Match` igual al `ETag` de la última respuesta contesta 304 sin ' +
  'cuerpo mientras la conversación no cambie (sin leer la base de datos). Con `wait` la consulta espera el ' +
  'cambio hasta esos segundos (consulta larga): el mensaje nuevo llega en cuanto se guarda.';

/**
 * How long a long poll waits: what it asked, less up to a fifth at random, so polls that began together
 * (a page of clients opened at one instant) do not all come back at one instant.
 */
const holdMs = (waitSeconds: number) => waitSeconds * 1000 * (0.8 + 0.2 * Math.random());

/**
 * The long polls this process holds: each one's signal aborts when its client goes away before the answer, or when
 * the server closes (a plain set, not AbortSignal.any over one signal that lives as long as the server).
 */
function heldPolls() {
  const open = new Set<AbortController>();
  let closing = false;
  return {
    /** Answers the poll at once from now on, and every one that waits (304). */
    close() {
      closing = true;
      for (const poll of open) poll.abort();
    },
    async hold<T>(reply: FastifyReply, wait: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const poll = new AbortController();
      if (closing) poll.abort();
      open.add(poll);
      reply.raw.once('close', () => {
        if (!reply.raw.writableEnded) poll.abort();
      });
      try {
        return await wait(poll.signal);
      } finally {
        open.delete(poll);
      }
    },
  };
}

/** Answers a poll: 304 with the same ETag, the conversation with its ETag, or `onNone`. */
function answerPoll(reply: FastifyReply, answer: PollAnswer, onNone: () => FastifyReply) {
  reply.header('cache-control', 'no-cache');
  if (answer.kind === 'none') return onNone();
  reply.header('etag', answer.etag);
  if (answer.kind === 'unchanged') return reply.code(304).send();
  return reply.send(answer.conversation);
}

/**
 * Spec §7 chat (base `messages`): a client's one active conversation with the administration, the
 * administrator's inbox, replies from both sides and new conversations. Polled every second, so a
 * poll that names the current version is answered 304 from this process's memory.
 */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const versions = new ChatVersions();
  const service = chatService(chatRepository(app.db), versions);
  // a closing server answers its waiting polls at once (304): they come back to another process or later
  const polls = heldPolls();
  app.addHook('preClose', async () => polls.close());
  const listener = await listenToOtherServers(app.db, versions, app.log);
  app.addHook('onClose', async () => listener?.close());
  if (listener) app.readiness.set('notificaciones del chat', () => listener.listening());

  app.get(
    '/getlastconversation',
    {
      schema: {
        tags,
        summary: 'La conversación activa del cliente con sus mensajes (204 si no tiene)',
        description: `${POLL_DESCRIPTION} El parámetro \`email\` se ignora: el cliente es el del token.`,
        querystring: ignoredEmailQuerySchema,
        response: {
          200: conversationSchema,
          204: noConversationSchema,
          304: notModifiedSchema,
          ...errorResponses.badRequest,
          ...errorResponses.authorised,
        },
      },
      config: client,
      // one strong ETag per representation: the answer is never re-encoded
      compress: false,
    },
    async (request, reply) => {
      const { wait } = request.query;
      const ifNoneMatch = request.headers['if-none-match'];
      const answer =
        wait > 0 && ifNoneMatch
          ? await polls.hold(reply, (signal) => service.waitActive(request.user.id, ifNoneMatch, holdMs(wait), signal))
          : await service.pollActive(request.user.id, ifNoneMatch);
      return answerPoll(reply, answer, () => reply.code(204).send(null));
    },
  );

  app.get(
    '/getconversation/:id',
    {
      schema: {
        tags,
        summary: 'Una conversación con sus mensajes (un cliente, solo las suyas)',
        description: POLL_DESCRIPTION,
        params: idParamsSchema,
        querystring: pollQuerySchema,
        response: {
          200: conversationSchema,
          304: notModifiedSchema,
          ...errorResponses.badRequest,
          ...errorResponses.authorised,
          404: problemSchema,
        },
      },
      config: either,
      compress: false,
    },
    async (request, reply) => {
      const { wait } = request.query;
      const ifNoneMatch = request.headers['if-none-match'];
      const owner = ownerFilter(request.user);
      const answer =
        wait > 0 && ifNoneMatch
          ? await polls.hold(reply, (signal) => service.waitOne(request.params.id, owner, ifNoneMatch, holdMs(wait), signal))
          : await service.pollOne(request.params.id, owner, ifNoneMatch);
      return answerPoll(reply, answer, () => {
        throw conversationNotFound();
      });
    },
  );

  app.get(
    '/getconversations',
    {
      schema: {
        tags,
        summary: 'Buzón de entrada: conversaciones de la más reciente actividad a la más antigua (total en totalrecords)',
        querystring: pagingQuerySchema,
        response: { 200: z.array(conversationSummarySchema), ...errorResponses.badRequest, ...errorResponses.authorised },
      },
      config: admin,
    },
    async (request, reply) => sendPage(reply, await service.summaries(request.query)),
  );

  app.post(
    '/ReplyThread',
    {
      schema: {
        tags,
        summary: 'Agrega un mensaje a una conversación (el autor es el usuario del token)',
        description:
          'Un cliente escribe solo en su conversación activa (409 si ya terminó); la administración, en cualquiera. ' +
          '`userEmail` se ignora.',
        body: replySchema,
        response: {
          200: chatMessageSchema,
          ...errorResponses.badRequest,
          ...errorResponses.authorised,
          404: problemSchema,
          409: problemSchema,
          429: problemSchema,
        },
      },
      config: { ...either, rateLimit: writeLimit },
    },
    async (request) => {
      const { conversationId, message } = request.body;
      const { id, email, name } = request.user;
      const outcome = await service.reply(conversationId, { id, email, name }, message, ownerFilter(request.user));
      if (outcome.kind === 'not-found') throw conversationNotFound();
      if (outcome.kind === 'closed') throw new HttpProblem(409, CHAT_MSG.conversationClosed);
      return outcome.message;
    },
  );

  app.post(
    '/CreateNewThread',
    {
      schema: {
        tags,
        summary: 'Empieza una conversación nueva y termina la anterior; responde el id de la nueva',
        description: '`email` se ignora: el cliente es el del token.',
        body: newThreadSchema,
        response: { 200: newConversationIdSchema, ...errorResponses.badRequest, ...errorResponses.authorised, 429: problemSchema },
      },
      config: { ...client, rateLimit: writeLimit },
    },
    async (request) => service.start(request.user.id, request.body.subject),
  );
};
