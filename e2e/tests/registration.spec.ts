import { expect, test } from '@playwright/test';
import { choose, logIn } from './helpers';

test('a new client registers, logs in and sees the client home', async ({ page }) => {
  const email = `ana.${Date.now()}@ejemplo.cr`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Registrarse' }).click();
  await expect(page.getByRole('heading', { name: 'Registro de usuario' })).toBeVisible();

  await page.getByLabel('Primer nombre').fill('Ana');
  await page.getByLabel('Primer apellido').fill('Quesada');
  await page.getByLabel('Segundo apellido').fill('Vargas');
  await choose(page, 'Tipo de identificación', 'Cédula Física');
  await page.getByLabel('Identificación', { exact: true }).pressSequentially('1-1234-5678');
  await expect(page.getByLabel('Identificación', { exact: true })).toHaveValue('112345678');
  await page.getByLabel('Teléfono').pressSequentially('88776655');
  await expect(page.getByLabel('Teléfono')).toHaveValue('8877-6655');
  await choose(page, 'Provincia', 'Heredia');
  await choose(page, 'Cantón', 'Barva');
  await choose(page, 'Distrito', 'San Pablo');
  await page.getByLabel('Dirección exacta').fill('Del templo católico 300 m al este');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('Bosque2026!');
  await page.getByRole('button', { name: 'Registrarse' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Su cuenta fue creada' })).toBeVisible();

  // the same email a second time is refused with the server's Spanish message
  await page.goto('/Registro');
  await page.getByLabel('Primer nombre').fill('Ana');
  await page.getByLabel('Primer apellido').fill('Quesada');
  await choose(page, 'Tipo de identificación', 'Cédula Física');
  await page.getByLabel('Identificación', { exact: true }).fill('112345678');
  await page.getByLabel('Teléfono').fill('88776655');
  await choose(page, 'Provincia', 'Heredia');
  await choose(page, 'Cantón', 'Barva');
  await choose(page, 'Distrito', 'San Pablo');
  await page.getByLabel('Dirección exacta').fill('Del templo católico 300 m al este');
  await page.getByLabel('Correo electrónico').fill(email.toUpperCase());
  await page.getByLabel('Contraseña').fill('Bosque2026!');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByRole('alert')).toContainText('Ya existe un usuario registrado con este correo electrónico');

  await logIn(page, email, 'Bosque2026!');
  await expect(page.getByRole('button', { name: 'Cliente - Ana Quesada Vargas' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenido, Ana Quesada Vargas');
  await page.getByRole('button', { name: 'Cliente - Ana Quesada Vargas' }).click();
  await expect(page.getByRole('menuitemradio')).toHaveText(['Cliente']);
});

test('a forestry regent registers and logs in to the regent home', async ({ page }) => {
  const email = `regente.${Date.now()}@ejemplo.cr`;
  await page.goto('/registro/Regente');
  await page.getByLabel('Primer nombre').fill('Luis');
  await page.getByLabel('Segundo nombre').fill('alberto');
  await page.getByLabel('Primer apellido').fill('Solano');
  await page.getByLabel('Identificación', { exact: true }).fill('304560789');
  await page.getByLabel('Teléfono').fill('60001122');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('Regencia2026!');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByText('La primera letra debe ser Mayúscula')).toBeVisible();
  await page.getByLabel('Segundo nombre').fill('Alberto');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page).toHaveURL(/\/$/);

  await logIn(page, email, 'Regencia2026!');
  await expect(page.getByRole('button', { name: /^Regente - Luis Alberto Solano/ })).toBeVisible();
});
