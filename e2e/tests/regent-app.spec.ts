import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CURRENT_RELEASE_KEY, PAGE_CACHE, REGENT_MANIFEST_URL, RELEASE_CACHE_PREFIX } from '../../shared-api/src/regent-app';
import { TEXTS as REGENT } from '../../mfe-regent/src/texts';
import { chromiumLaunch } from '../chromium';
import { baseURL } from '../playwright.config';
import { DEMO, logIn } from './helpers';

// The regent's installable app (issue #29): Chromium's own verdict on the manifest and the service worker, an
// offline start from what the app kept, and the other roles' pages left as they were.

let context: BrowserContext;
let profile: string;
test.beforeAll(async () => {
  // installability is judged for a browser profile of a person, not for an incognito window
  profile = mkdtempSync(path.join(tmpdir(), 'regent-app-'));
  context = await chromium.launchPersistentContext(profile, { ...chromiumLaunch, baseURL, locale: 'es-CR' });
});
test.afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
});

const keptRelease = (page: Page) => page.evaluate(async ([cache, key]) => (await (await caches.open(cache)).match(key))?.text() ?? null, [PAGE_CACHE, CURRENT_RELEASE_KEY]);
/** Every URL the device keeps, in every cache of the origin. */
const keptUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

test("the regent's area installs as an app and starts offline from the release it kept; other roles' pages are not its", async () => {
  const page = context.pages()[0] ?? (await context.newPage());
  await logIn(page, DEMO.Regente);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/DashboardRegent');
  await expect(page.getByRole('heading', { name: REGENT.projects.title })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', REGENT_MANIFEST_URL);
  await expect.poll(() => keptRelease(page), { timeout: 60_000 }).toContain(RELEASE_CACHE_PREFIX);

  // Chromium's installability check: a manifest it accepts, icons, a service worker for the start URL
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ start_url: '/DashboardRegent', scope: '/DashboardRegent', display: 'standalone', lang: 'es-CR' });
  await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 30_000 }).toEqual([]);

  // what the device keeps: the shell, this area's live release and the app's page; no other remote
  const kept = await keptUrls(page);
  expect(kept).toContain('/DashboardRegent');
  expect(kept.some((url) => /^\/(remotes|releases)\/regent\/.*remoteEntry\.js$/.test(url))).toBe(true);
  expect(kept.filter((url) => /^\/(remotes|releases)\/(public|admin|client|chat)\//.test(url))).toEqual([]);

  // offline: the start URL and a page under it answer 200 from the device, and the area draws
  await context.setOffline(true);
  for (const url of ['/DashboardRegent', '/DashboardRegent/Informacion/1']) {
    const answer = await page.goto(url);
    expect(answer?.status()).toBe(200);
    expect(answer?.fromServiceWorker()).toBe(true);
  }
  await page.goto('/DashboardRegent');
  await expect(page.getByRole('heading', { name: REGENT.projects.title })).toBeVisible();
  await context.setOffline(false);

  // the other roles' pages, on the same device, are outside the app: no worker answers them, no manifest
  for (const url of ['/Portafolio', '/Login', '/Citas/MisCitas']) {
    await page.goto(url);
    expect(await controlled(page)).toBe(false);
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  }
});
