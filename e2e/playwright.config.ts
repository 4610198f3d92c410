import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './chromium';

// One portal per worker, each on its own port and fresh embedded database: a journey sees only its own worker's
// changes, as it did when one worker ran them all. Workers re-read this file with their index in
// TEST_PARALLEL_INDEX, so the folder is chosen once, by the runner, and inherited.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);
const portalOf = (index: number) => ({ port: FIRST_PORT + index, dataDir: path.join(process.env.E2E_DATA_DIR!, `portal-${index}`) });

/** This worker's portal (the first one in the runner itself). */
const own = portalOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const baseURL = `http://localhost:${own.port}`;
/** Where this worker's portal keeps its database and files (`npm run backup` reads it). */
export const dataDir = own.dataDir;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // files go to the workers whole, in order; a file says when its tests are independent (usability.spec.ts)
  fullyParallel: false,
  workers: WORKERS,
  // one retry: two workers on two cores now and then miss a moment (a swap of pages, a worker's prefetch); a test
  // that passes only on its retry is named under "Pasaron al repetirse" in npm test's summary
  retries: 1,
  reporter: [['list'], ['json', { outputFile: '../.reports/e2e.json' }]],
  use: {
    baseURL,
    locale: 'es-CR',
    video: 'off',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  // exactly what a newcomer runs, each on its own port and data folder; started one after the other, so the first
  // builds what is stale and the others find it built
  webServer: Array.from({ length: WORKERS }, (_, index) => {
    const portal = portalOf(index);
    return {
      command: 'npm start',
      cwd: '..',
      url: `http://localhost:${portal.port}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(portal.port),
        DATA_DIR: portal.dataDir,
        LOG_LEVEL: 'warn',
        LOGIN_MAX_ATTEMPTS: '1000',
      },
    };
  }),
});
