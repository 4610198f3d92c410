import { expect, test, type Browser, type Page } from '@playwright/test';
import { LIST_TEXTS } from '../../shared-ui/src/list/texts';
import { FRAME_TEXTS as FRAME } from '../../shell/src/texts';
import { TEXTS as CLIENT } from '../../mfe-client/src/texts';
import { TEXTS as ADMIN } from '../../mfe-admin/src/texts';
import { DEMO, DEMO_PASSWORD, choose, logIn } from './helpers';

const E = CLIENT.enrolment;
const P = CLIENT.property;
const A = ADMIN.enrolments;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

async function session(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, password);
  return page;
}

async function addProperty(page: Page, sheet: string, tenure: string, volume: string) {
  await page.getByRole('button', { name: E.addProperty, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: P.title });
  await dialog.getByLabel(P.sheetNumber).fill(sheet);
  await choose(page, 'Provincia', 'Alajuela', dialog);
  await choose(page, 'Cantón', 'San Carlos', dialog);
  await choose(page, 'Distrito', 'Quesada', dialog);
  await dialog.getByLabel(P.address).fill('Del cruce de Ciudad Quesada 3 km al norte');
  await dialog.getByRole('radio', { name: tenure }).check();
  if (tenure === 'Alquilado') await dialog.getByLabel(P.power).setInputFiles(pdf('poder.pdf'));
  await dialog.getByLabel(P.area).fill('15');
  await dialog.getByLabel(P.volume).fill(volume);
  await dialog.getByRole('button', { name: P.add }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: sheet })).toBeVisible();
}

/** Opens the enrolment from an admin list, acts on it with notes, confirms, and lands home. */
async function adminActs(admin: Page, list: string, owner: string, action: keyof typeof A.labels, price?: string) {
  await admin.goto(`/Inscripcion/${list}`);
  await admin.getByRole('searchbox', { name: LIST_TEXTS.search }).fill(owner);
  await admin.getByRole('searchbox', { name: LIST_TEXTS.search }).press('Enter');
  await admin.getByRole('row').filter({ hasText: owner }).getByRole('link', { name: /^Ver/ }).click();
  await admin.getByLabel(A.notes).fill(`Revisión: ${A.labels[action]}`);
  if (price) await admin.getByLabel(A.price).fill(price);
  await admin.getByRole('button', { name: A.labels[action] }).click();
  await admin.getByRole('dialog').getByRole('button', { name: A.labels[action] }).click();
  await expect(admin).toHaveURL(/\/$/);
}

async function clientUploads(client: Page, fieldLabel: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await client.goto('/Inscripcion/ClientIndex');
  await client.getByRole('link', { name: /^Ver/ }).first().click();
  await client.getByLabel(fieldLabel).setInputFiles(file);
  await client.getByRole('button', { name: CLIENT.display.send }).click();
  await expect(client).toHaveURL(/\/$/);
}

test('a new client enrols two properties and the administrator takes it through remediation and payment to acceptance', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const email = `finca.${suffix}@example.cr`;
  const owner = `Rosa Elena Quirós ${suffix}`;
  const register = await request.post('/api/users/AddUser', {
    data: {
      firstName: 'Rosa', middleName: 'Elena', lastName: 'Quirós', secondLastName: suffix, identificationTypeId: 1, identifier: '204560789',
      phoneNumber: '8888-1234', districtId: 21001, address: 'Ciudad Quesada', emailAddress: email, password: 'Segura123!',
    },
  });
  expect(register.ok()).toBe(true);
  const client = await session(browser, email, 'Segura123!');

  // through the menu: the client's home offers the same link once it has loaded
  const menu = client.getByRole('navigation', { name: FRAME.menuOf('Cliente') });
  await menu.getByText('Inscripción', { exact: true }).click();
  await menu.getByRole('link', { name: 'Nueva inscripción' }).click();
  await client.getByLabel(E.fullName).fill(owner);
  await client.getByLabel(E.identification, { exact: true }).fill('204560789');
  await client.getByLabel(E.identifierFront).setInputFiles({ name: 'frente.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await client.getByLabel(E.identifierBack).setInputFiles({ name: 'reverso.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await client.getByLabel(E.phone).fill('88881234');
  await choose(client, 'Provincia', 'Alajuela');
  await choose(client, 'Cantón', 'San Carlos');
  await choose(client, 'Distrito', 'Quesada');
  await client.getByLabel(E.address).fill('Barrio San Martín, casa 12');
  for (const step of ['01 Aprovechamiento maderable', '01.01 Individual (un único inmueble)', '01.01.01 Producto (volumen en m³)', '01.01.01.01 Plantaciones forestales', '01.01.01.01.01 Plantaciones forestales con PSA']) {
    await client.getByRole('button', { name: step }).click();
  }
  const sheets = [`2-${suffix.slice(-6)}-001`, `2-${suffix.slice(-6)}-002`];
  await addProperty(client, sheets[0], 'Propio', '80');
  await addProperty(client, sheets[1], 'Alquilado', '300');
  // (155 750 + 2 × 35 000) + (280 350 + 3 × 35 000) = 225 750 + 385 350
  await expect(client.locator('.enrolment-total')).toHaveText(/611[\s.]100/);
  for (const name of ['Estudio técnico del regente forestal', 'Formulario de regencia forestal (CIAgro)', 'Constancia de estar al día con la CCSS', 'Constancia de estar al día con Hacienda', 'Póliza de riesgos del trabajo']) {
    await client.getByLabel(name).setInputFiles(pdf(`${name.slice(0, 12)}.pdf`));
  }
  await client.getByLabel(E.swornDeclaration, { exact: true }).setInputFiles(pdf('declaracion.pdf'));
  await client.getByLabel(E.secondSwornDeclaration).setInputFiles(pdf('declaracion-ajeno.pdf'));
  await client.getByRole('button', { name: E.submit }).click();
  await expect(client.getByText(E.success)).toBeVisible({ timeout: 30_000 });

  const admin = await session(browser, DEMO.Administrador);
  await adminActs(admin, 'AdminIndex', owner, 'remediate');
  await clientUploads(client, CLIENT.display.remediationFile, pdf('plano-de-la-finca.pdf'));
  await adminActs(admin, 'AdminIndexRemediated', owner, 'sendforpay', '600000');
  await clientUploads(client, CLIENT.display.paymentVoucher, pdf('comprobante.pdf'));
  await adminActs(admin, 'AdminIndexPayed', owner, 'accept');

  // the enrolment's history shows every step, and its properties are certified and public
  await admin.goto('/Inscripcion/AdminIndexAccepted');
  await admin.getByRole('searchbox', { name: LIST_TEXTS.search }).fill(owner);
  await admin.getByRole('searchbox', { name: LIST_TEXTS.search }).press('Enter');
  await admin.getByRole('row').filter({ hasText: owner }).getByRole('link', { name: /^Ver/ }).click();
  for (const step of ['Presentada → Subsanar', 'Subsanar → Subsanada', 'Subsanada → Pagar', 'Pagar → Pagada', 'Pagada → Aceptada']) {
    await expect(admin.getByText(step)).toBeVisible();
  }
  const visitor = await browser.newPage();
  await visitor.goto('/Portafolio');
  await visitor.getByRole('searchbox', { name: LIST_TEXTS.search }).fill(sheets[1]);
  await visitor.getByRole('searchbox', { name: LIST_TEXTS.search }).press('Enter');
  await visitor.getByRole('link', { name: sheets[1] }).click();
  await expect(visitor.locator('.profile-badge')).toHaveText('Activa');
});
