import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FRAME_TEXTS as FRAME, AREA_NAMES } from '../../shell/src/texts';

const PUBLIC_DIST = path.resolve(__dirname, '../../mfe-public/dist');

test('an unreachable remote shows its area error with a retry; the frame keeps working', async ({ page }) => {
  await page.route('**/remotes/public/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  const error = page.getByRole('alert');
  await expect(error).toContainText(FRAME.loadFailed(AREA_NAMES.mfe_public));
  await expect(page.getByRole('link', { name: FRAME.login })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proveedores Certificados' })).toBeVisible();

  await page.unroute('**/remotes/public/**');
  await error.getByRole('button', { name: FRAME.retry }).click();
  await expect(page.getByRole('heading', { name: 'Certificación de Madera Legal' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('re-pointing a remote in /remotes.json swaps it without rebuilding the shell', async ({ page }) => {
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

  await page.route('**/remotes.json', async (route) => {
    const map = (await (await route.fetch()).json()) as Record<string, string>;
    await route.fulfill({ json: { ...map, mfe_public: '/remotes/public-v2/mf-manifest.json' } });
  });
  await page.route('**/remotes/public-v2/**', (route) => {
    const file = new URL(route.request().url()).pathname.replace('/remotes/public-v2/', '');
    route.fulfill({ path: path.join(release, file) });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Certificación de Madera Legal — versión 2' })).toBeVisible();
});
