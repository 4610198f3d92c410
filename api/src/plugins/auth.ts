import jwt from '@fastify/jwt';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ROLE_CLAIM, isRole, type Role } from '@portal/shared-api';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { listenToChannel } from '../lib/pg-listen';
import { forbidden, unauthorized } from '../lib/problem';

/** Claims of the portal's token; the role claim is named by ROLE_CLAIM ('role') in the contract. */
export interface TokenClaims {
  sub: string;
  email: string;
  name: string;
  [ROLE_CLAIM]: Role[];
  exp: number;
}

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  roles: Role[];
}

export interface TokenSubject {
  id: number;
  email: string;
  fullName: string;
  roles: Role[];
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: AuthUser;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Any logged-in user may call the route. */
    auth?: boolean;
    /** Only these roles may call the route (implies `auth`). */
    roles?: readonly Role[];
    /** Anyone may call the route; a token, when sent, is checked and may open more (documented as optional). */
    optionalAuth?: boolean;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    /** What this process remembers of accounts' states; `forget(id)` after changing one. */
    accountStates: AccountStates;
    issueToken(subject: TokenSubject): { token: string; expire: string };
  }
}

export interface AuthOptions {
  secret: string;
  ttlHours: number;
}

function toUser(claims: TokenClaims): AuthUser {
  const roles = claims[ROLE_CLAIM];
  const id = Number(claims.sub);
  if (!Number.isSafeInteger(id) || typeof claims.email !== 'string' || !Array.isArray(roles) || !roles.every(isRole)) {
    throw new Error('token claims are malformed');
  }
  return { id, email: claims.email, name: claims.name, roles };
}

/** Channel the `users_account_state_notify` trigger (migration 0010) announces a changed account's id on. */
export const ACCOUNT_CHANNEL = 'account_state';

/** How long a process trusts its answer to "is this account active?" while it may miss a change (no notifications). */
export const USER_CHECK_TTL_MS = 2_000;
/** The same while notifications arrive: they tell of every change, so this is only a safety net. */
export const NOTIFIED_USER_CHECK_TTL_MS = 5 * 60_000;

/**
 * Whether a user id names an active account, remembered per process. A change of state is notified
 * by the database (to every process on a PostgreSQL server), and the process forgets that account at
 * once; while notifications cannot arrive, answers are trusted USER_CHECK_TTL_MS only.
 */
export class AccountStates {
  private readonly known = new LRUCache<number, boolean>({ max: 50_000, ttl: USER_CHECK_TTL_MS });
  /** Grows with every change heard of: an answer read before one is not remembered. */
  private generation = 0;
  private notified = false;

  constructor(private readonly db: Database) {}

  async isActive(id: number): Promise<boolean> {
    const cached = this.known.get(id);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.disabledAt)))
      .limit(1);
    const active = row !== undefined;
    if (generation === this.generation) this.known.set(id, active, { ttl: this.notified ? NOTIFIED_USER_CHECK_TTL_MS : USER_CHECK_TTL_MS });
    return active;
  }

  forget(id: number): void {
    this.generation += 1;
    this.known.delete(id);
  }

  /** Notifications arrive from now on (changes before are unknown: start afresh). */
  listening(): void {
    this.generation += 1;
    this.notified = true;
    this.known.clear();
  }

  /** Notifications may be missed: remember answers briefly only. */
  deaf(): void {
    this.generation += 1;
    this.notified = false;
    this.known.clear();
  }
}

/**
 * JWT (HS256) sign and verify, `app.authenticate`, and route-level authorization declared as
 * `config: { auth: true }` or `config: { roles: [...] }`: 401 without a valid token, 403 for another role.
 */
export const authPlugin = fp<AuthOptions>(
  async (app, { secret, ttlHours }) => {
    await app.register(jwt, {
      secret,
      sign: { algorithm: 'HS256' },
      // a token without an expiry would be valid forever: the portal never issues one
      verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] },
      formatUser: (claims) => toUser(claims),
    });

    const accountStates = new AccountStates(app.db);
    app.decorate('accountStates', accountStates);
    const listener = await listenToChannel(
      app.db,
      ACCOUNT_CHANNEL,
      {
        notified(payload) {
          const id = Number(payload);
          if (Number.isSafeInteger(id)) accountStates.forget(id);
        },
        up: () => accountStates.listening(),
        down: () => accountStates.deaf(),
      },
      app.log,
    );
    app.addHook('onClose', async () => listener?.close());
    if (listener) app.readiness.set('notificaciones de cuentas', () => listener.listening());

    app.decorate('authenticate', async (request: FastifyRequest) => {
      try {
        await request.jwtVerify();
      } catch {
        throw unauthorized();
      }
      // a well-signed token of an account that no longer exists, or is disabled, opens nothing
      if (!(await accountStates.isActive(request.user.id))) throw unauthorized();
    });

    app.decorate('issueToken', (subject: TokenSubject) => {
      const exp = Math.floor(Date.now() / 1000) + Math.round(ttlHours * 3600);
      const claims: TokenClaims = {
        sub: String(subject.id),
        email: subject.email,
        name: subject.fullName,
        [ROLE_CLAIM]: subject.roles,
        exp,
      };
      return { token: app.jwt.sign(claims), expire: new Date(exp * 1000).toISOString() };
    });

    // the OpenAPI document declares every operation's security: the token, an optional one, or none
    app.addHook('onRoute', (route) => {
      const { auth, roles, optionalAuth } = route.config ?? {};
      const token: Record<string, string[]> = { bearerAuth: [] };
      const security: Array<Record<string, string[]>> = auth || roles ? [token] : optionalAuth ? [{}, token] : [];
      route.schema = { ...route.schema, security };
    });

    app.addHook('onRequest', async (request) => {
      const { auth, roles } = request.routeOptions.config;
      if (!auth && !roles) return;
      await app.authenticate(request);
      if (roles && !request.user.roles.some((role) => roles.includes(role))) throw forbidden();
    });
  },
  { name: 'auth' },
);
