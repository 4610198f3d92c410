// `npm run screenshots`: builds what changed, starts the portal with its demo data on a fresh database and
// photographs each role's home (and the visitor's) at 1280×900 and 375×812 into docs/screenshots/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startPortal } from './portal-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'docs/screenshots');
const port = Number(process.env.SCREENSHOTS_PORT ?? 8383);
const PASSWORD = 'Demo1234!';
const ACCOUNTS = { visitante: null, administrador: 'admin@demo.cr', cliente: 'cliente@demo.cr', regente: 'regente@demo.cr', contador: 'contador@demo.cr' };
const SIZES = { escritorio: { width: 1280, height: 900 }, telefono: { width: 375, height: 812 } };

if (spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' }).status !== 0) process.exit(1);
const { baseURL, stop } = await startPortal({ port, dataDir: mkdtempSync(path.join(tmpdir(), 'portal-screenshots-')) });
mkdirSync(out, { recursive: true });

/** The localStorage the login screen leaves (spec §3 Session). */
async function session(email) {
  const answer = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!answer.ok) throw new Error(`${email}: ${answer.status}`);
  const login = await answer.json();
  const values = { token: login.token, 'token-expiracion': login.expire, 'logged-role': login.roles[0], 'User-Roles': JSON.stringify(login.roles), 'user-email': email, 'user-name': login.userName };
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const [who, email] of Object.entries(ACCOUNTS)) {
    const localStorage = email ? await session(email) : [];
    for (const [sizeName, viewport] of Object.entries(SIZES)) {
      const context = await browser.newContext({ viewport, locale: 'es-CR', storageState: { cookies: [], origins: localStorage.length ? [{ origin: baseURL, localStorage }] : [] } });
      const page = await context.newPage();
      await page.goto(baseURL);
      await page.waitForLoadState('networkidle');
      await page.locator('main h1').first().waitFor();
      const file = path.join(out, `inicio-${who}-${sizeName}.png`);
      await page.screenshot({ path: file, fullPage: sizeName === 'telefono' });
      console.log(`${path.relative(root, file)}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  stop();
}
