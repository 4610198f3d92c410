import { expect, test } from '@playwright/test';
import { choose, logIn } from './helpers';
import { MSG } from '@portal/shared-api';
import { FRAME_TEXTS as FRAME } from '../../shell/src/texts';
import { TEXTS } from '../../mfe-public/src/texts';

const REG = TEXTS.registration;

test('a new client registers, logs in and sees the client home', async ({ page }) => {
  const email = `ana.${Date.now()}@ejemplo.cr`;
  await page.goto('/');
  await page.getByRole('link', { name: FRAME.register }).click();
  await expect(page.getByRole('heading', { name: REG.title })).toBeVisible();

  await page.getByLabel(REG.firstName).fill('Ana');
  await page.getByLabel(REG.lastName).fill('Quesada');
  await page.getByLabel(REG.secondLastName).fill('Vargas');
  await choose(page, REG.identificationType, 'Cédula Física');
  await page.getByLabel(REG.identifier, { exact: true }).pressSequentially('1-1234-5678');
  await expect(page.getByLabel(REG.identifier, { exact: true })).toHaveValue('112345678');
  await page.getByLabel(REG.phoneNumber).pressSequentially('88776655');
  await expect(page.getByLabel(REG.phoneNumber)).toHaveValue('8877-6655');
  await choose(page, 'Provincia', 'Heredia');
  await choose(page, 'Cantón', 'Barva');
  await choose(page, 'Distrito', 'San Pablo');
  await page.getByLabel(REG.address).fill('Del templo católico 300 m al este');
  await page.getByLabel(REG.email).fill(email);
  await page.getByLabel(REG.password, { exact: true }).fill('Bosque2026!');
  await page.getByRole('button', { name: REG.submit }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: REG.success })).toBeVisible();

  // the same email a second time is refused with the server's Spanish message
  await page.goto('/Registro');
  await page.getByLabel(REG.firstName).fill('Ana');
  await page.getByLabel(REG.lastName).fill('Quesada');
  await choose(page, REG.identificationType, 'Cédula Física');
  await page.getByLabel(REG.identifier, { exact: true }).fill('112345678');
  await page.getByLabel(REG.phoneNumber).fill('88776655');
  await choose(page, 'Provincia', 'Heredia');
  await choose(page, 'Cantón', 'Barva');
  await choose(page, 'Distrito', 'San Pablo');
  await page.getByLabel(REG.address).fill('Del templo católico 300 m al este');
  await page.getByLabel(REG.email).fill(email.toUpperCase());
  await page.getByLabel(REG.password, { exact: true }).fill('Bosque2026!');
  await page.getByRole('button', { name: REG.submit }).click();
  await expect(page.getByRole('alert')).toContainText(MSG.duplicateEmail);

  await logIn(page, email, 'Bosque2026!');
  await expect(page.getByRole('button', { name: 'Cliente - Ana Quesada Vargas' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenido, Ana Quesada Vargas');
  await page.getByRole('button', { name: 'Cliente - Ana Quesada Vargas' }).click();
  await expect(page.getByRole('menuitemradio')).toHaveText(['Cliente']);
});

test('a forestry regent registers and logs in to the regent home', async ({ page }) => {
  const email = `regente.${Date.now()}@ejemplo.cr`;
  await page.goto('/registro/Regente');
  await page.getByLabel(REG.firstName).fill('Luis');
  await page.getByLabel(REG.middleName).fill('alberto');
  await page.getByLabel(REG.lastName).fill('Solano');
  await page.getByLabel(REG.identifier, { exact: true }).fill('304560789');
  await page.getByLabel(REG.phoneNumber).fill('60001122');
  await page.getByLabel(REG.email).fill(email);
  await page.getByLabel(REG.password, { exact: true }).fill('Regencia2026!');
  await page.getByRole('button', { name: REG.submit }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: new RegExp(MSG.firstUppercase) })).toBeVisible();
  await page.getByLabel(REG.middleName).fill('Alberto');
  await page.getByRole('button', { name: REG.submit }).click();
  await expect(page).toHaveURL(/\/$/);

  await logIn(page, email, 'Regencia2026!');
  await expect(page.getByRole('button', { name: /^Regente - Luis Alberto Solano/ })).toBeVisible();
});
