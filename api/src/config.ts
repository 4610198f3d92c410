import path from 'node:path';
import { z } from 'zod';
import type { Basemap } from '@portal/shared-api';
import type { S3Settings } from './lib/file-store';
import { REPO_ROOT } from './paths';

export { REPO_ROOT };

export interface PostgresOptions {
  /** Connections per process. */
  poolSize: number;
  /** A request waiting longer than this for a connection fails with 503. */
  connectTimeoutMs: number;
  /** A start waits this long at most for another server's migration (its advisory lock). */
  migrateLockTimeoutMs: number;
  /** A statement running longer than this is cancelled by the server. */
  statementTimeoutMs: number;
}

/** Where uploaded files live: a folder (the embedded default, or a volume every machine mounts) or a bucket. */
export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Settings);

/** Whether to trust X-Forwarded-* headers: from every proxy, or only from these addresses/subnets. */
export type TrustProxy = boolean | string[];

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /** When set, PostgreSQL through node-postgres; otherwise embedded PGlite under `dataDir/db`. */
  databaseUrl?: string;
  /** node-postgres pool of each process (PostgreSQL only). */
  postgres: PostgresOptions;
  /** Uploaded files: `<dataDir>/uploads`, or S3-compatible object storage when S3_BUCKET is set. */
  storage: StorageConfig;
  /** Whether a start applies pending migrations and the seed (`MIGRATE=false` when `npm run migrate` does it). */
  migrate: boolean;
  demo: boolean;
  /** First administrator, created outside demo mode when no administrator exists yet. */
  admin?: { email: string; password: string };
  jwtSecret?: string;
  jwtTtlHours: number;
  loginMaxAttempts: number;
  /** Folder holding `shell/dist` and `mfe-<area>/dist`. */
  webRoot: string;
  remotesFile?: string;
  logLevel: string;
  trustProxy: TrustProxy;
  /** The maps' online tiles, when the portal names a tile server (otherwise the bundled provinces only). */
  basemap: Basemap;
  mail: MailConfig;
}

/** E-mail (beyond the spec): the outbox's SMTP server, its sender, and the address links in messages start with. */
export interface MailConfig {
  /** smtp:// or smtps:// (user and password in it); unset: messages are kept, not sent (the demo). */
  smtpUrl?: string;
  from: string;
  /** The portal's public address, without a trailing slash. */
  publicUrl: string;
  /** How long a mailer's claim on a message lasts: a process that died lets its messages go after it. */
  leaseMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const OFF_VALUES = new Set(['false', '0', 'no', 'off']);

const envSchema = z
  .object({
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    DATA_DIR: z.string().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'debe empezar con postgres:// / must start with postgres://' })
      .optional(),
    PG_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    PG_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(2_000),
    PG_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    MIGRATE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
    MIGRATE: z
      .string()
      .optional()
      .transform((value) => value === undefined || !OFF_VALUES.has(value.toLowerCase())),
    DEMO: z
      .string()
      .optional()
      .transform((value) => value === undefined || !OFF_VALUES.has(value.toLowerCase())),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    JWT_SECRET: z.string().min(32).optional(),
    JWT_TTL_HOURS: z.coerce.number().positive().max(24 * 30).default(8),
    LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(10),
    WEB_ROOT: z.string().optional(),
    REMOTES_FILE: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.string().optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9!_.*'()/-]*$/, { error: 'solo letras, números y !_.*\'()/- / only letters, digits and !_.*\'()/-' })
      .optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.string().optional(),
    MAP_TILES_URL: z
      .url({ protocol: /^https$/ })
      .refine((url) => ['{z}', '{x}', '{y}'].every((part) => decodeURI(url).includes(part)), {
        error: 'debe llevar {z}, {x} y {y} / must hold {z}, {x} and {y}',
      })
      .transform((url) => decodeURI(url))
      .optional(),
    MAP_TILES_ATTRIBUTION: z.string().max(300).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'debe empezar con smtp:// o smtps:// / must start with smtp:// or smtps://' }).optional(),
    MAIL_FROM: z.string().min(3).default('Madera Legal <no-responder@maderalegal.cr>'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  })
  .refine((env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined), {
    error: 'S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntos / S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  .refine(
    (env) =>
      env.S3_BUCKET !== undefined ||
      [env.S3_PREFIX, env.S3_ENDPOINT, env.S3_ACCESS_KEY_ID, env.S3_FORCE_PATH_STYLE].every((value) => value === undefined),
    {
      error: 'las variables S3_* necesitan S3_BUCKET / the S3_* variables need S3_BUCKET',
      path: ['S3_BUCKET'],
    },
  )
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    error: 'ADMIN_EMAIL y ADMIN_PASSWORD van juntos / ADMIN_EMAIL and ADMIN_PASSWORD go together',
    path: ['ADMIN_PASSWORD'],
  })
  // servers sharing a PostgreSQL must sign and verify with one secret: one generated per DATA_DIR would not be
  .refine((env) => env.SMTP_URL === undefined || env.PUBLIC_URL !== undefined, {
    error:
      'con SMTP_URL se requiere PUBLIC_URL (la dirección pública del portal, a la que llevan los enlaces de los correos) / ' +
      'SMTP_URL requires PUBLIC_URL (the portal\'s public address, which the links in e-mails lead to)',
    path: ['PUBLIC_URL'],
  })
  .refine((env) => env.DATABASE_URL === undefined || env.JWT_SECRET !== undefined, {
    error:
      'con DATABASE_URL se requiere JWT_SECRET (al menos 32 caracteres, el mismo en todos los servidores) / ' +
      'DATABASE_URL requires JWT_SECRET (at least 32 characters, the same on every server)',
    path: ['JWT_SECRET'],
  });

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  if (lower === 'true') return true;
  if (OFF_VALUES.has(lower)) return false;
  return value.split(',').map((part) => part.trim()).filter(Boolean);
}

function storageOf(e: z.output<typeof envSchema>, dataDir: string): StorageConfig {
  if (!e.S3_BUCKET) return { kind: 'local', dir: path.join(dataDir, 'uploads') };
  const prefix = e.S3_PREFIX ? e.S3_PREFIX.replace(/^\/+/, '').replace(/\/*$/, '/') : '';
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    prefix,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    // an S3-compatible server usually has no per-bucket host names
    forcePathStyle: e.S3_FORCE_PATH_STYLE === undefined ? e.S3_ENDPOINT !== undefined : !OFF_VALUES.has(e.S3_FORCE_PATH_STYLE.toLowerCase()),
  };
}

/** Reads the server's settings from environment variables (empty values count as unset). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(details);
  }
  const e = parsed.data;
  // `pnpm --filter` runs scripts inside api/; INIT_CWD is where the command was typed.
  const base = env.INIT_CWD || process.cwd();
  const resolve = (value: string) => path.resolve(base, value);

  const dataDir = e.DATA_DIR ? resolve(e.DATA_DIR) : path.join(REPO_ROOT, 'data');

  return {
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    postgres: {
      poolSize: e.PG_POOL_SIZE,
      connectTimeoutMs: e.PG_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.PG_STATEMENT_TIMEOUT_MS,
      migrateLockTimeoutMs: e.MIGRATE_LOCK_TIMEOUT_MS,
    },
    storage: storageOf(e, dataDir),
    migrate: e.MIGRATE,
    demo: e.DEMO,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    jwtSecret: e.JWT_SECRET,
    jwtTtlHours: e.JWT_TTL_HOURS,
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    webRoot: e.WEB_ROOT ? resolve(e.WEB_ROOT) : REPO_ROOT,
    remotesFile: e.REMOTES_FILE ? resolve(e.REMOTES_FILE) : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    basemap: { tilesUrl: e.MAP_TILES_URL ?? null, attribution: e.MAP_TILES_URL ? (e.MAP_TILES_ATTRIBUTION ?? null) : null },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
      leaseMs: e.MAIL_LEASE_SECONDS * 1000,
    },
  };
}
