import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium, as every e2e configuration launches it (no browser download on this machine). */
export const chromiumLaunch: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
