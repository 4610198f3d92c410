import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { TEXTS as CLIENT } from '../../mfe-client/src/texts';
import { TEXTS as ADMIN } from '../../mfe-admin/src/texts';
import { TEXTS as REGENT } from '../../mfe-regent/src/texts';
import { LIST_TEXTS } from '../../shared-ui/src/list/texts';
import { QR_TEXTS } from '../../shared-ui/src/qr/texts';
import { DEMO, DEMO_PASSWORD, choose, logIn } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const FARM = 'Finca El Roble';

async function session(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await logIn(page, email, password);
  return page;
}

test('a client adds a regent and assigns a property, books a visit; the regent files it with a report, the administrator approves, the client reads the result', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const regentName = `Julián ${suffix}`;
  const regentEmail = `regente.${suffix}@example.cr`;
  const created = await request.post('/api/users/AddRegentUser', {
    data: { firstName: 'Julián', lastName: suffix, identifier: '112223334', phoneNumber: '8777-1234', emailAddress: regentEmail, password: 'Segura123!', identificationTypeId: 1, districtId: 1 },
  });
  expect(created.ok()).toBe(true);
  const notes = `Visita de control ${suffix}`;

  const client = await session(browser, DEMO.Cliente);
  await client.goto('/Usuarios/Regentes');
  await client.getByRole('searchbox', { name: LIST_TEXTS.search }).fill(suffix);
  await client.getByRole('searchbox', { name: LIST_TEXTS.search }).press('Enter');
  await client.getByRole('button', { name: `${CLIENT.regents.add} ${regentName}` }).click();
  await expect(client.getByText(CLIENT.regents.added(regentName))).toBeVisible();

  await client.goto('/Usuarios/MisRegentes');
  await client.getByRole('link', { name: `${CLIENT.regents.properties}: ${regentName}` }).click();
  await client.getByRole('switch', { name: FARM }).click();
  await client.getByRole('button', { name: CLIENT.assign.save }).click();
  await expect(client.getByText(CLIENT.assign.saved)).toBeVisible();

  await client.goto('/Propiedades/MisPropiedades');
  await client.getByRole('link', { name: `${CLIENT.properties.book}: ${FARM}` }).click();
  await choose(client, CLIENT.createVisit.regent, regentName);
  await client.getByLabel(CLIENT.createVisit.notes).fill(notes);
  await client.getByRole('button', { name: CLIENT.createVisit.submit }).click();
  await expect(client.getByText(CLIENT.createVisit.created)).toBeVisible();

  const regent = await session(browser, regentEmail, 'Segura123!');
  // booked for today at 8:00 (spec default): Pendiente before 8:30, Expirada once its end has passed
  await regent.goto('/Citas/MisCitas');
  const booked = regent.getByRole('row').filter({ hasText: notes });
  await expect(booked).toContainText(/Pendiente|Expirada/);
  await booked.getByRole('link').first().click();
  await regent.getByRole('radio', { name: 'Aprobada Por Regente' }).check();
  await regent.getByLabel(REGENT.visit.reports, { exact: true }).setInputFiles({ name: 'informe-de-visita.pdf', mimeType: 'application/pdf', buffer: PDF });
  await regent.getByRole('button', { name: REGENT.visit.submit }).click();
  await expect(regent).toHaveURL(/\/$/);

  const admin = await session(browser, DEMO.Administrador);
  await admin.goto('/Citas/CitasAdministrador');
  await admin.getByRole('row').filter({ hasText: notes }).getByRole('link', { name: /^Abrir/ }).click();
  await expect(admin.getByRole('link', { name: /informe-de-visita\.pdf/ })).toBeVisible();
  await admin.getByRole('radio', { name: 'Aprobada', exact: true }).check();
  await admin.getByRole('button', { name: ADMIN.visits.save }).click();
  await expect(admin.getByText(ADMIN.visits.approvedText)).toBeVisible();

  await client.goto('/Informes');
  await client.getByRole('link', { name: `${CLIENT.properties.open}: ${FARM}` }).click();
  await client.getByRole('row').filter({ hasText: notes }).getByRole('link').first().click();
  await expect(client.getByText(/^Aprobada — Informe Ordinario$/)).toBeVisible();
});

test('a client buys two extra visits and, once the administrator accepts, the property has two more', async ({ browser }) => {
  test.setTimeout(180_000);
  const client = await session(browser, DEMO.Cliente);
  await client.goto('/Propiedades/MisPropiedades');
  const row = client.getByRole('row').filter({ hasText: FARM });
  // the available visits are a column of the row, wherever the list places it
  const visitsColumn = async () => {
    await expect(client.getByRole('columnheader', { name: CLIENT.properties.columns.visitationAmount })).toBeVisible();
    return (await client.getByRole('columnheader').allTextContents()).indexOf(CLIENT.properties.columns.visitationAmount);
  };
  const before = Number(await row.getByRole('cell').nth(await visitsColumn()).textContent());
  await row.getByRole('link', { name: `${CLIENT.properties.buy}: ${FARM}` }).click();
  await client.getByLabel(CLIENT.buyVisits.quantity).fill('2');
  await client.getByLabel(CLIENT.buyVisits.certificate).setInputFiles({ name: 'ciagro.png', mimeType: 'image/png', buffer: PNG_1PX });
  await client.getByLabel(CLIENT.buyVisits.voucher).setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: PNG_1PX });
  await client.getByRole('button', { name: CLIENT.buyVisits.submit }).click();
  await expect(client.getByText(CLIENT.buyVisits.sent)).toBeVisible();

  const admin = await session(browser, DEMO.Administrador);
  await admin.goto('/Citas/Solicitudes');
  const request = admin.getByRole('row').filter({ hasText: 'comprobante.png' }).filter({ has: admin.getByRole('button', { name: /^Aceptar/ }) });
  await request.getByRole('button', { name: /^Aceptar/ }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'comprobante.png' }).getByRole('button', { name: /^Aceptar/ })).toHaveCount(0);

  await client.goto('/Propiedades/MisPropiedades');
  await expect(client.getByRole('row').filter({ hasText: FARM }).getByRole('cell').nth(await visitsColumn())).toHaveText(String(before + 2));
});

test('a certified property’s QR downloads as a PNG that encodes its public profile', async ({ browser }) => {
  const client = await session(browser, DEMO.Cliente);
  await client.goto('/Propiedades/MisPropiedadesAceptadas');
  const row = client.getByRole('row').filter({ hasText: FARM });
  const downloading = client.waitForEvent('download');
  await row.getByRole('button', { name: QR_TEXTS.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Finca-El-Roble-QR.png');
  const png = PNG.sync.read(await readFile(await download.path()));
  expect([png.width, png.height]).toEqual([512, 512]);
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code?.data).toMatch(/\/PerfilPropiedad\/\d+$/);
  await client.goto(new URL(code!.data).pathname);
  await expect(client.locator('.profile-badge')).toHaveText('Activa');
});
