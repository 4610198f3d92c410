import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, as every e2e configuration launches it (no browser download on this machine): its headless
 * shell (package chromium-headless-shell), the same engine without the browser's window and profile machinery, as
 * Playwright itself runs headless tests. On the whole e2e step it took 390 s against 511 s for the full browser.
 */
export const chromiumLaunch: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
