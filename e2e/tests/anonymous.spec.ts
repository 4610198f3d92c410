import { expect, test } from '@playwright/test';
import { recordRequests } from './helpers';
import { MSG } from '@portal/shared-api';
import { FRAME_TEXTS as FRAME } from '../../shell/src/texts';
import { TEXTS } from '../../mfe-public/src/texts';

const LOGIN = TEXTS.login;
const REG = TEXTS.registration;

test('an anonymous visitor sees the frame, the default home and the public links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: FRAME.brand })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: FRAME.register })).toBeVisible();
  await expect(page.getByRole('link', { name: FRAME.login })).toBeVisible();
  const footer = page.getByRole('navigation', { name: FRAME.publicLinks });
  for (const name of ['Contactenos', 'Noticias', 'Documentacion', 'Nosotros', 'Proveedores Certificados']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Certificación de Madera Legal' })).toBeVisible();
});

test('an anonymous visitor never downloads the admin, client or regent remote', async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Certificación de Madera Legal' })).toBeVisible();
  await page.getByRole('link', { name: FRAME.login }).click();
  await expect(page.getByRole('button', { name: LOGIN.submit })).toBeVisible();
  await page.getByRole('link', { name: FRAME.register }).click();
  await expect(page.getByRole('button', { name: REG.submit })).toBeVisible();
  await page.goto('/registro/Regente');
  await expect(page.getByRole('heading', { name: REG.regentTitle })).toBeVisible();
  // open routes whose content is the administrator's (spec §6 opens them)
  for (const path of ['/Contactanos/Listar', '/Noticias/Crear']) {
    await page.goto(path);
    await expect(page.getByText(MSG.noPermission)).toBeVisible();
  }

  expect(urls.some((u) => u.startsWith('/remotes/public/'))).toBe(true);
  expect(urls.filter((u) => /^\/remotes\/(admin|client|regent)\//.test(u))).toEqual([]);
});

test('unknown paths lead home, and paths match whatever their case', async ({ page }) => {
  await page.goto('/esto/no/existe');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/registro');
  await expect(page.getByRole('heading', { name: REG.title })).toBeVisible();
  await page.goto('/LOGIN');
  await expect(page.getByRole('button', { name: LOGIN.submit })).toBeVisible();
});

test('login failures are listed in the alert', async ({ page }) => {
  await page.goto('/Login');
  await page.getByRole('button', { name: LOGIN.submit }).click();
  // each field says it beside itself, and the summary links to both
  await expect(page.locator('[id$="-error"]', { hasText: MSG.required })).toHaveCount(2);
  await expect(page.getByRole('alert').getByRole('link', { name: new RegExp(MSG.required) })).toHaveCount(2);
  await page.getByLabel(LOGIN.email).fill('nadie@ejemplo.cr');
  await page.getByLabel(LOGIN.password, { exact: true }).fill('incorrecta');
  await page.getByRole('button', { name: LOGIN.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: `401 - ${MSG.loginFailed}` })).toBeVisible();
});

test('the bottom bar leads to the about page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: FRAME.publicLinks }).getByRole('link', { name: 'Nosotros' }).click();
  await expect(page).toHaveURL(/\/AcercaDe$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acerca de la certificación de madera legal');
  await expect(page.getByRole('heading', { name: 'Propósito' })).toBeVisible();
});
