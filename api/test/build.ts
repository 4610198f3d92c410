import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { appOptions, buildApp, type AppOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { localFileStore, type FileStore } from '../src/lib/file-store';
import type { Database } from '../src/db/client';
import { seedDemoAccounts } from '../src/seed';
import { openTestDatabase } from './database';

export const TEST_JWT_SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

export interface BuildOptions {
  /** Environment the configuration is read from (JWT_SECRET and LOG_LEVEL are preset); a function is read when the app is built. */
  env?: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv);
  /** Creates the demo account of each role. */
  demo?: boolean;
  /** Applied over the options derived from `env`; the web front ends are off, and files go to a temporary folder unless given here or S3_BUCKET is set. */
  app?: Partial<Omit<AppOptions, 'database'>>;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  /** Where this app stores uploaded files. */
  readonly files: FileStore;
  /** The folder of `files` when it is the local store (the default). */
  readonly uploadsDir: string;
}

/**
 * A fresh app on a fresh database for the enclosing describe block (or file), closed after it.
 * Options come from the same `appOptions` the server uses.
 */
export function build(options: BuildOptions = {}): TestApp {
  let app: FastifyInstance | undefined;
  let close: (() => Promise<void>) | undefined;
  let temporaryUploads: string | undefined;

  beforeAll(async () => {
    const database = await openTestDatabase();
    close = () => database.close();
    if (options.demo) await seedDemoAccounts(database.db);
    const env = typeof options.env === 'function' ? options.env() : options.env;
    const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', ...env });
    const ownStore = options.app?.files !== undefined || config.storage.kind === 's3';
    temporaryUploads = ownStore ? undefined : await fs.promises.mkdtemp(path.join(os.tmpdir(), 'portal-uploads-'));
    app = await buildApp({
      ...appOptions(config, database.db, TEST_JWT_SECRET),
      webRoot: undefined,
      ...(temporaryUploads ? { files: localFileStore(temporaryUploads) } : {}),
      ...options.app,
    });
    await app.ready();
  }, 30_000);

  afterAll(async () => {
    await app?.close();
    await close?.();
    if (temporaryUploads) await fs.promises.rm(temporaryUploads, { recursive: true, force: true });
  });

  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('build(): use the app inside a test or hook');
    return value;
  };
  return {
    get app() {
      return ready(app);
    },
    get db() {
      return ready(app).db;
    },
    get files() {
      return ready(app).uploads.store;
    },
    get uploadsDir() {
      const { location } = ready(app).uploads.store;
      if (!path.isAbsolute(location)) throw new Error(`build(): the files are not in a folder but in ${location}`);
      return location;
    },
  };
}
