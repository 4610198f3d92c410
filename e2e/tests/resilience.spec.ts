import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FRAME_TEXTS as FRAME, AREA_NAMES } from '../../shell/src/texts';
import { preloadHintsOf, reachFor } from './helpers';

const PUBLIC_DIST = path.resolve(__dirname, '../../mfe-public/dist');

test('an unreachable remote shows its area error with a retry; the frame keeps working', async ({ page }) => {
  await page.route('**/remotes/public/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await reachFor(page);
  const error = page.getByRole('alert');
  await expect(error).toContainText(FRAME.loadFailed(AREA_NAMES.mfe_public));
  await expect(page.getByRole('link', { name: FRAME.login })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proveedores Certificados' })).toBeVisible();

  await page.unroute('**/remotes/public/**');
  await error.getByRole('button', { name: FRAME.retry }).click();
  await expect(page.getByRole('heading', { name: 'Certificación de Madera Legal' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('re-pointing a remote in the remote map swaps it without rebuilding the shell', async ({ page }) => {
  // a "new release" of mfe-public: the built folder with its home heading changed
  const release = mkdtempSync(path.join(tmpdir(), 'mfe-public-v2-'));
  cpSync(PUBLIC_DIST, release, { recursive: true });
  const changed = readdirSync(release).filter((file) => {
    if (!file.endsWith('.js')) return false;
    const source = readFileSync(path.join(release, file), 'utf8');
    if (!source.includes('Certificación de Madera Legal')) return false;
    writeFileSync(path.join(release, file), source.replaceAll('Certificación de Madera Legal', 'Certificación de Madera Legal — versión 2'));
    return true;
  });
  expect(changed.length).toBeGreaterThan(0);

  // the server writes the live remote map (and its preload hints) into the page: this page's map names v2
  await page.route(/\/$/, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain('"mfe_public":"/remotes/public/mf-manifest.json"');
    await route.fulfill({ response, body: html.replaceAll('/remotes/public/', '/remotes/public-v2/') });
  });
  await page.route('**/remotes/public-v2/**', (route) => {
    const file = new URL(route.request().url()).pathname.replace('/remotes/public-v2/', '');
    route.fulfill({ path: path.join(release, file) });
  });
  await page.goto('/');
  await reachFor(page);
  await expect(page.getByRole('heading', { name: 'Certificación de Madera Legal — versión 2' })).toBeVisible();
});

test('a page arrives with its remote map and preload hints for every file its route loads, each one served', async ({ page, request }) => {
  const [first] = (await (await request.get('/api/properties/portfolio?page=1&visibleRecords=1')).json()) as Array<{ id: number }>;
  const route = `/PerfilPropiedad/${first.id}`;
  const html = await (await request.get(route)).text();
  expect(html).toContain('window.__PORTAL_REMOTES__=');
  const hints = preloadHintsOf(html);
  expect(hints).toEqual(expect.arrayContaining(['/remotes/public/mf-manifest.json', '/remotes/public/remoteEntry.js']));
  // the files the server lets the browser keep for a year (their names carry their hash)
  const immutable: string[] = [];
  for (const href of hints) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    if (response.headers()['cache-control']?.includes('immutable')) immutable.push(href);
  }

  // the browser asks for no remote map: once the served page's content is on screen its worker fetches each
  // hinted file for the cache, and the shell, which takes over when the visitor reaches for the page, runs
  // each script once (the hashed ones from that cache)
  const requested: Array<{ path: string; type: string }> = [];
  const workers: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol === 'blob:') workers.push(r.resourceType());
    else requested.push({ path: url.pathname, type: r.resourceType() });
  });
  // a prefetch is in the cache once its body has arrived
  const finished: string[] = [];
  page.on('requestfinished', (r) => {
    if (r.resourceType() === 'fetch') finished.push(new URL(r.url()).pathname);
  });
  const fromCache = new Set<string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', ({ response }) => {
    if (response.fromDiskCache) fromCache.add(new URL(response.url).pathname);
  });
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const hintedScripts = hints.filter((href) => href.endsWith('.js'));
  const fetched = () => requested.filter((r) => r.type === 'fetch').map((r) => r.path);
  // the worker starts after the first paint and the load: on a busy machine it, and its fetches, may begin after the
  // network rested
  await expect.poll(() => workers).toEqual(['script']);
  await expect.poll(fetched).toEqual(expect.arrayContaining(hints));
  const prefetched = fetched();
  expect(new Set(prefetched).size).toBe(prefetched.length);
  expect(requested.filter((r) => r.type === 'script')).toEqual([]);
  await expect.poll(() => finished).toEqual(expect.arrayContaining(hints));
  await reachFor(page);
  expect(requested.map((r) => r.path)).not.toContain('/remotes.json');
  const scripts = requested.filter((r) => r.type === 'script').map((r) => r.path);
  expect(new Set(scripts).size).toBe(scripts.length);
  expect(scripts).toEqual(expect.arrayContaining(hintedScripts));
  // the shell read each of them from the cache the worker filled
  expect(immutable.length).toBeGreaterThan(5);
  expect([...fromCache]).toEqual(expect.arrayContaining(immutable));
});
