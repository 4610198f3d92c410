import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpProblem, ValidationFailure } from '../lib/problem';
import { API_MSG } from '../messages';
import type { TokenClaims } from './auth';

/** The request header naming one submission of a form (a UUID from the browser). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that repeats the first one instead of running the request again. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** Visible ASCII only (no spaces): what the header may carry. */
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;
/** A key is remembered this long after its first use. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A first request still unanswered after this long is taken as lost (its server stopped): the key may run again. */
export const IDEMPOTENCY_LEASE_MINUTES = 5;
/** Old keys are removed at most this often, by the request that finds the time has come. */
const SWEEP_EVERY_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A POST honours `Idempotency-Key` unless it says `false` (answers that must never be stored, such as tokens);
     * a PUT or PATCH only when it says `true` (a call a device's outbox repeats after a lost answer).
     */
    idempotent?: boolean;
  }
}

interface Claim {
  scope: string;
  key: string;
  claim: string;
  settled: boolean;
}

type StoredAnswer = { method: string; path: string; status: number | null; contentType: string | null; body: Buffer | null };

const expired = () => sql`${idempotencyKeys.createdAt} < now() - ${sql.raw(`interval '${IDEMPOTENCY_TTL_HOURS} hours'`)}`;
const abandoned = () => sql`${idempotencyKeys.createdAt} < now() - ${sql.raw(`interval '${IDEMPOTENCY_LEASE_MINUTES} minutes'`)}`;

const appliesTo = (method: string, config: { idempotent?: boolean } | undefined) =>
  method === 'POST' ? config?.idempotent !== false : (method === 'PUT' || method === 'PATCH') && config?.idempotent === true;

const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0]!;

function keysRepository(db: Database) {
  const ofKey = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  const held = (c: Claim) => and(ofKey(c.scope, c.key), eq(idempotencyKeys.claim, c.claim));

  return {
    /**
     * Takes the key for this request, atomically: a new key, one past its 24 hours, or one whose first
     * request for the same call was abandoned. Answers whether this request now holds it.
     */
    async claim(scope: string, key: string, method: string, path: string, claim: string): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({ scope, key, method, path, claim })
        .onConflictDoUpdate({
          target: [idempotencyKeys.scope, idempotencyKeys.key],
          set: { method, path, claim, status: null, contentType: null, body: null, createdAt: sql`now()` },
          setWhere: sql`${expired()} or (${idempotencyKeys.status} is null and ${abandoned()} and ${idempotencyKeys.method} = ${method} and ${idempotencyKeys.path} = ${path})`,
        })
        .returning({ claim: idempotencyKeys.claim });
      return rows[0]?.claim === claim;
    },

    async find(scope: string, key: string): Promise<StoredAnswer | undefined> {
      const [row] = await db
        .select({
          method: idempotencyKeys.method,
          path: idempotencyKeys.path,
          status: idempotencyKeys.status,
          contentType: idempotencyKeys.contentType,
          body: idempotencyKeys.body,
        })
        .from(idempotencyKeys)
        .where(ofKey(scope, key));
      return row;
    },

    async record(c: Claim, status: number, contentType: string | null, body: Buffer): Promise<void> {
      await db.update(idempotencyKeys).set({ status, contentType, body }).where(held(c));
    },

    async release(c: Claim): Promise<void> {
      await db.delete(idempotencyKeys).where(held(c));
    },

    async sweep(): Promise<void> {
      await db.delete(idempotencyKeys).where(expired());
    },
  };
}

/** Whose keys these are: the logged-in user (from a valid token, on any route), otherwise the client's address. */
function scopeOf(request: FastifyRequest): string {
  const user = request.user as { id: number } | null | undefined;
  if (user) return `user:${user.id}`;
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() === 'bearer' && token) {
    try {
      const id = Number(request.server.jwt.verify<TokenClaims>(token).sub);
      if (Number.isSafeInteger(id)) return `user:${id}`;
    } catch {
      // an invalid token on an open route: the caller is anonymous
    }
  }
  return `ip:${request.ip}`;
}

function bodyOf(payload: unknown): Buffer | undefined {
  if (payload === null || payload === undefined) return Buffer.alloc(0);
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  return undefined;
}

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  reply.code(answer.status!).header(REPLAYED_HEADER, 'true');
  if (answer.contentType) reply.type(answer.contentType);
  return reply.send(answer.body);
}

/**
 * `Idempotency-Key` on creation calls (any POST) and on the updates a device's outbox repeats (a PUT or PATCH that says
 * `idempotent: true`, such as a visit's result): a repeat of a call with the same key, by the same
 * caller, answers the first call's status, type and body (with `Idempotent-Replayed: true`) and runs
 * nothing; a repeat while the first is running answers 409; the key used for another call answers 422.
 * Only successful answers are kept: after an error nothing was created, so the call may run again.
 */
export const idempotencyPlugin = fp(
  async (app) => {
    const keys = keysRepository(app.db);
    const claims = new WeakMap<FastifyRequest, Claim>();
    let nextSweep = 0;

    const sweepWhenDue = async (request: FastifyRequest) => {
      if (Date.now() < nextSweep) return;
      nextSweep = Date.now() + SWEEP_EVERY_MS;
      // housekeeping: the request goes on even if it fails
      await keys.sweep().catch((error: unknown) => request.log.error({ err: error }, 'old idempotency keys not removed'));
    };

    const keyOf = (request: FastifyRequest): string | undefined => {
      if (!request.routeOptions.url || !appliesTo(request.method, request.routeOptions.config)) return undefined;
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (header === undefined) return undefined;
      if (typeof header !== 'string' || !KEY_PATTERN.test(header)) throw new ValidationFailure([API_MSG.idempotencyKeyInvalid]);
      return header;
    };

    // before the body is read, so a malformed key costs nothing
    app.addHook('onRequest', async (request) => {
      keyOf(request);
    });

    // after authentication and validation: only a call that will run holds a key
    app.addHook('preHandler', async (request, reply) => {
      const key = keyOf(request);
      if (key === undefined) return;
      await sweepWhenDue(request);
      const scope = scopeOf(request);
      const path = pathOf(request);
      // a first request may finish (and give its key back) between our two reads: look again then
      for (let attempt = 0; attempt < 3; attempt++) {
        const claim = randomUUID();
        if (await keys.claim(scope, key, request.method, path, claim)) {
          claims.set(request, { scope, key, claim, settled: false });
          return;
        }
        const answer = await keys.find(scope, key);
        if (!answer) continue;
        if (answer.method !== request.method || answer.path !== path) throw new HttpProblem(422, API_MSG.idempotencyKeyReused);
        if (answer.status === null) throw new HttpProblem(409, API_MSG.idempotencyInProgress);
        return replay(reply, answer);
      }
      throw new HttpProblem(409, API_MSG.idempotencyInProgress);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const held = claims.get(request);
      if (!held || held.settled) return payload;
      held.settled = true;
      const body = bodyOf(payload);
      try {
        if (reply.statusCode < 400 && body) {
          const type = reply.getHeader('content-type');
          await keys.record(held, reply.statusCode, typeof type === 'string' ? type : null, body);
        } else {
          await keys.release(held);
        }
      } catch (error) {
        // the answer still goes out; the key is retried once its lease is over
        request.log.error({ err: error }, 'idempotency key not recorded');
      }
      return payload;
    });

    // a request that ended without an answer (the client went away first) gives its key back
    app.addHook('onResponse', async (request) => {
      const held = claims.get(request);
      if (!held || held.settled) return;
      held.settled = true;
      await keys.release(held).catch((error: unknown) => request.log.error({ err: error }, 'idempotency key not released'));
    });
  },
  { name: 'idempotency', dependencies: ['db', 'auth', 'errors'] },
);

/** The OpenAPI document names the header on every call that honours it. */
export function documentIdempotencyKey<T extends { schema?: object }>(transformed: T, route: Pick<RouteOptions, 'method' | 'config'>): T {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const config = route.config as { idempotent?: boolean } | undefined;
  if (!methods.some((method) => appliesTo(method, config))) return transformed;
  const schema = (transformed.schema ?? {}) as { headers?: { properties?: Record<string, unknown> } };
  const headers = schema.headers ?? {};
  return {
    ...transformed,
    schema: {
      ...schema,
      headers: {
        ...headers,
        type: 'object',
        properties: {
          ...headers.properties,
          'Idempotency-Key': {
            type: 'string',
            pattern: KEY_PATTERN.source,
            description:
              `Clave única de este envío (un UUID). Repetir la llamada con la misma clave durante ${IDEMPOTENCY_TTL_HOURS} h ` +
              'responde la primera respuesta exitosa (encabezado Idempotent-Replayed: true) sin crear nada; 409 si la primera ' +
              'aún se procesa; 422 si la clave ya se usó en otra llamada.',
          },
        },
      },
    },
  };
}
