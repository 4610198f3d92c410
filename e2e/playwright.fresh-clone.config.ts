import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './chromium';

// `npm start` in a fresh clone: the test starts and stops the portal itself (no webServer here).
export const FRESH_CLONE_PORT = Number(process.env.FRESH_CLONE_PORT ?? 8282);

export default defineConfig({
  testDir: './fresh-clone',
  // a cold install and build of every app on a 2-core machine
  timeout: 20 * 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../.reports/fresh-clone.json' }]],
  use: {
    baseURL: `http://localhost:${FRESH_CLONE_PORT}`,
    locale: 'es-CR',
    video: 'off',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
});
