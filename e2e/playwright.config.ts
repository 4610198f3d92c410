import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './chromium';

// One fresh embedded database per run; workers re-read this file, so the folder is chosen once.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../.reports/e2e.json' }]],
  use: {
    baseURL,
    locale: 'es-CR',
    video: 'off',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  webServer: {
    // exactly what a newcomer runs, on its own port and data folder
    command: 'npm start',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      LOGIN_MAX_ATTEMPTS: '1000',
    },
  },
});
