import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOUNDARY_RULES, MAX_UPLOAD_BYTES, type Basemap } from '@portal/shared-api';
import type { Config, TrustProxy } from './config';
import type { Database } from './db/client';
import { localFileStore, s3FileStore, type FileStore } from './lib/file-store';
import { uploadsPlugin } from './lib/uploads';
import { apiRoutes } from './modules';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, notFoundHandler } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { postgresRateLimitStore } from './plugins/rate-limit-store';
import { HttpProblem } from './lib/problem';
import { API_MSG } from './messages';
import { pageResponder, spaNotFoundHandler, webPlugin } from './plugins/web';
import { resolveWebLayout } from './plugins/web-layout';

// zod's own messages (e.g. a missing body) in Spanish too; the contract's schemas carry their own
z.config(z.locales.es());

export interface AppOptions {
  database: Database;
  jwtSecret: string;
  jwtTtlHours: number;
  loginMaxAttempts: number;
  /** Where the bytes of uploaded files live (the metadata is in the database). */
  files: FileStore;
  /** Largest accepted uploaded file, in bytes. */
  maxUploadBytes: number;
  /** Folder with shell/dist and mfe-<area>/dist; without it only the API is served. */
  webRoot?: string;
  remotesFile?: string;
  logLevel: string;
  trustProxy: TrustProxy;
  /** The maps' online tiles (none: the bundled provinces only). */
  basemap?: Basemap;
  /** Largest EU file before an export comes as a ZIP of parts (the EU's 25 MB; tests use less). */
  euFilePartBytes: number;
  /** Count rate limits in the database (PostgreSQL, several processes) rather than in this process's memory. */
  sharedRateLimits?: boolean;
}

/** The configured file store: `<DATA_DIR>/uploads`, or the S3 bucket. */
export const fileStoreOf = ({ storage }: Config): FileStore => (storage.kind === 's3' ? s3FileStore(storage) : localFileStore(storage.dir));

/** The one mapping from configuration to application options, used by the server and the tests. */
export const appOptions = (config: Config, database: Database, jwtSecret: string, files = fileStoreOf(config)): AppOptions => ({
  database,
  jwtSecret,
  jwtTtlHours: config.jwtTtlHours,
  loginMaxAttempts: config.loginMaxAttempts,
  files,
  maxUploadBytes: MAX_UPLOAD_BYTES,
  webRoot: config.webRoot,
  remotesFile: config.remotesFile,
  logLevel: config.logLevel,
  trustProxy: config.trustProxy,
  basemap: config.basemap,
  euFilePartBytes: BOUNDARY_RULES.maxFileBytes,
  sharedRateLimits: config.databaseUrl !== undefined,
});

const MEBIBYTE = 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logLevel === 'silent' ? false : { level: options.logLevel },
    trustProxy: options.trustProxy,
    bodyLimit: MEBIBYTE,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // external plugins
  await app.register(compress, { encodings: ['br', 'gzip'] });
  // one limit for every process sharing a PostgreSQL; should the database fail, the request goes on (and gets its 503 there)
  // a limited route answers the spec's problem in Spanish unless it says otherwise (login says more)
  const tooMany = () => new HttpProblem(429, API_MSG.tooManyRequests);
  await app.register(
    rateLimit,
    options.sharedRateLimits
      ? { global: false, errorResponseBuilder: tooMany, store: postgresRateLimitStore(options.database), skipOnError: true }
      : { global: false, errorResponseBuilder: tooMany },
  );
  await app.register(multipart, { limits: { fileSize: options.maxUploadBytes, files: 10 } });
  await app.register(docsPlugin);

  // application plugins
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database: options.database });
  await app.register(uploadsPlugin, { store: options.files, maxFileBytes: options.maxUploadBytes });
  await app.register(authPlugin, { secret: options.jwtSecret, ttlHours: options.jwtTtlHours });
  await app.register(idempotencyPlugin);

  // routes
  await app.register(apiRoutes, {
    prefix: '/api',
    loginMaxAttempts: options.loginMaxAttempts,
    basemap: options.basemap ?? { tilesUrl: null, attribution: null },
    euFilePartBytes: options.euFilePartBytes,
  });
  const layout = options.webRoot ? resolveWebLayout(options.webRoot) : undefined;
  if (layout) await app.register(webPlugin, { layout, remotesFile: options.remotesFile });
  app.setNotFoundHandler(layout ? spaNotFoundHandler(layout.shell ? pageResponder(layout, options.remotesFile) : undefined) : notFoundHandler);

  return app;
}
