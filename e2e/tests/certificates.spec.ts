import { expect, test, type Locator } from '@playwright/test';
import { CERTIFICATE_TEXTS as C } from '../../shared-ui/src/property/texts';
import { MAIL_STATUS, MAIL_TEXTS } from '../../shared-api/src/mail';
import { WATCH_MSG } from '../../shared-api/src/watchlist';
import { RENEWAL_MSG } from '../../shared-api/src/renewals';
import { addMonths } from '../../shared-api/src/properties';
import { formatDateTimeIn } from '../../shared-api/src/inscriptions';
import { formatDateTime } from '../../shared-ui/src/format';
import { TEXTS as CLIENT } from '../../mfe-client/src/texts';
import { TEXTS as ADMIN } from '../../mfe-admin/src/texts';
import { TEXTS as PUBLIC } from '../../mfe-public/src/texts';
import { profileText, publicText } from '../../mfe-public/src/i18n/texts';
import { LIST_TEXTS } from '../../shared-ui/src/list/texts';
import { DEMO, logIn, outboxRows } from './helpers';
import { seriousViolations } from './screens';

// unique to the run: a second run on the same data finds its own lines
const REASON = `Visita de seguimiento rechazada (${Date.now()}): corta fuera del plan de manejo.`;
const BACK = 'La visita extra verificó que se corrigió el plan de manejo.';

/** An administrator suspends or reinstates the certificate of the card on its property's screen, with its public reason. */
async function changeCertificate(card: Locator, action: 'suspend' | 'reinstate', reason: string) {
  const page = card.page();
  await card.getByRole('button', { name: C.actions[action] }).click();
  const dialog = page.getByRole('dialog', { name: C.confirm[action] });
  await dialog.getByLabel(C.reasonLabel).fill(reason);
  await dialog.getByRole('button', { name: C.actions[action] }).click();
  await expect(card.getByText(C.done[action])).toBeVisible();
}

test('an administrator suspends a certificate with a public reason; a buyer on a phone sees it on the profile; the administrator reinstates it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // a certified property no other journey changes: the portfolio's second row
  const [, row] = (await (await request.get('/api/properties/portfolio?visibleRecords=5')).json()) as Array<{ id: number; sheetNumber: string | null }>;
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, DEMO.Administrador);
  await admin.goto(`/Propiedades/LimiteAdmin/${row!.id}`);
  const card = admin.locator('.certificate-card');
  await expect(card.getByText('Vigente', { exact: true }).first()).toBeVisible();

  await changeCertificate(card, 'suspend', REASON);
  await expect(card.getByText(REASON)).toBeVisible();
  await expect(card.getByRole('button', { name: C.actions.reinstate })).toBeVisible();

  // the buyer scanning the QR: nothing hidden, the status, since when and why
  const buyer = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await buyer.goto(`/PerfilPropiedad/${row!.id}`);
  await expect(buyer.getByText(/^Suspendida desde el \d{4}-\d{2}-\d{2} \d{2}:\d{2} [ap]m$/)).toBeVisible();
  await expect(buyer.getByRole('list', { name: C.history }).getByRole('listitem').first()).toContainText(REASON);
  await buyer.screenshot({ path: test.info().outputPath('perfil-suspendido-telefono.png'), fullPage: true });
  const status = await (await request.get(`/api/properties/Profile/${row!.id}/status`)).json();
  expect(status).toMatchObject({ status: 'Inactiva', certificate: { status: 'Suspendida' } });

  // the portfolio lists the certificates in force; the suspended one is a filter away, with its status
  await buyer.goto('/Portafolio');
  const profileLink = buyer.locator(`a[href="/PerfilPropiedad/${row!.id}"]`);
  await expect(buyer.locator('.list-table__row').first()).toBeVisible();
  await expect(profileLink).toHaveCount(0);
  await buyer.getByLabel(PUBLIC.portfolio.status).selectOption({ label: PUBLIC.portfolio.statusOptions.Suspendida });
  await expect(profileLink).toBeVisible();
  await expect(profileLink.locator('xpath=ancestor::tr').getByText('Suspendida', { exact: true })).toBeVisible();
  await buyer.screenshot({ path: test.info().outputPath('portafolio-suspendidas-telefono.png'), fullPage: false });
  await buyer.goto(`/PerfilPropiedad/${row!.id}`);

  // the owner is told by e-mail; without an SMTP server the portal keeps the message, and the administrator reads it
  const subject = new RegExp(`Certificado N\\.º ${row!.id} \\([^)]+\\): Suspendido`);
  // the newest message of that subject: this suspension's, kept once the mailer has looked at it
  const message = (await outboxRows(admin, subject)).first();
  await expect(async () => {
    await admin.reload();
    await expect(message.getByText(MAIL_STATUS.kept, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await message.getByRole('button', { name: LIST_TEXTS.expandRow }).click();
  // the whole text, with its link
  await expect(admin.locator('.mail-body:visible').filter({ hasText: `Motivo: ${REASON}` })).toHaveCount(1);
  await admin.screenshot({ path: test.info().outputPath('correos-enviados.png'), fullPage: false });
  await admin.goto(`/Propiedades/LimiteAdmin/${row!.id}`);

  await changeCertificate(card, 'reinstate', BACK);
  await buyer.reload();
  await expect(buyer.getByText(/^Vigente desde el /)).toBeVisible();
  await expect(buyer.getByRole('list', { name: C.history }).getByRole('listitem')).toHaveCount(3);
});

test('the client renews a certificate with the voucher of its annual cost; the administrator accepts; the profile shows the new date, in Spanish and English', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const client = await (await browser.newContext()).newPage();
  await logIn(client, DEMO.Cliente);
  // the client renews from a phone
  await client.setViewportSize({ width: 375, height: 812 });
  await client.goto('/Propiedades/MisPropiedadesAceptadas');
  const renew = client.getByRole('link', { name: `${CLIENT.properties.renew}: Finca El Roble` });
  await renew.click();
  await expect(client.getByRole('heading', { name: CLIENT.renewal.title })).toBeVisible();
  const propertyId = Number(new URL(client.url()).pathname.split('/').pop());
  const before = await (await request.get(`/api/properties/Profile/${propertyId}`)).json();
  // dates on the signed-in screens are the device's (this browser's: the machine's zone)
  await expect(client.getByText(CLIENT.renewal.periodUntil(12, formatDateTime(addMonths(new Date(before.validUntil), 12))))).toBeVisible();
  await client.getByLabel(CLIENT.renewal.voucher, { exact: true }).setInputFiles({ name: 'anualidad.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% Pago de la anualidad\n%%EOF\n') });
  await client.getByRole('button', { name: CLIENT.renewal.submit }).click();
  await expect(client.getByText(CLIENT.renewal.sent)).toBeVisible();
  await expect(client.getByText(CLIENT.renewal.waitingLine).first()).toBeVisible();
  await client.screenshot({ path: test.info().outputPath('renovar-en-revision-telefono.png'), fullPage: true });

  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, DEMO.Administrador);
  await admin.goto('/Propiedades/Renovaciones');
  await admin.getByRole('button', { name: `${ADMIN.renewals.accept} Finca El Roble` }).click();
  await expect(admin.getByRole('button', { name: `${ADMIN.renewals.accept} Finca El Roble` })).toHaveCount(0);

  // the buyer's profile: the new validity and the renewal in the history (its line written in Costa Rica's time)
  const until = formatDateTimeIn(addMonths(new Date(before.validUntil), 12));
  const buyer = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await buyer.goto(`/PerfilPropiedad/${propertyId}`);
  await expect(buyer.getByRole('list', { name: C.history }).getByRole('listitem').first()).toContainText(RENEWAL_MSG.renewed(until));
  const after = await (await request.get(`/api/properties/Profile/${propertyId}`)).json();
  expect(after.validUntil).toBe(addMonths(new Date(before.validUntil), 12).toISOString());

  // the same profile for a buyer abroad: a phone set to English opens it in English, with its PDF; the switch turns it back
  const abroad = await (await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-GB' })).newPage();
  await abroad.goto(`/PerfilPropiedad/${propertyId}`);
  const english = abroad.getByRole('region', { name: profileText('en', 'propertyTitle') });
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(english.getByText(`Valid since ${formatDateTimeIn(after.certificate.since)}`)).toBeVisible();
  await expect(english.getByRole('list', { name: 'History' }).getByRole('listitem').first()).toContainText(`Certificate renewed: valid until ${until}.`);
  const pdfLink = english.getByRole('link', { name: profileText('en', 'certificatePdf') });
  await expect(pdfLink).toHaveAttribute('href', `/api/properties/${propertyId}/certificate.pdf?lang=en`);
  const pdf = await abroad.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.headers()['content-language']).toBe('en');
  expect(await seriousViolations(abroad)).toEqual([]);
  await abroad.screenshot({ path: test.info().outputPath('perfil-ingles-telefono.png'), fullPage: true });
  await english.getByRole('link', { name: 'Español' }).click();
  await expect(abroad.getByRole('region', { name: PUBLIC.profile.propertyTitle })).toHaveAttribute('lang', 'es');
  await expect(abroad).toHaveURL(/\?lang=es$/);
  await expect(abroad.getByRole('list', { name: C.history }).getByRole('listitem').first()).toContainText(RENEWAL_MSG.renewed(until));

  // the owner's page shows it accepted, and the owner was told by e-mail
  await client.reload();
  await expect(client.getByText(CLIENT.renewal.acceptedLine(formatDateTime(after.certificate.history.at(-1).at), formatDateTime(after.validUntil))).first()).toBeVisible();
  await outboxRows(admin, `Certificado N.º ${propertyId} (Finca El Roble): renovación aceptada`);
});

test('a buyer asks for alerts from a profile, confirms from the e-mail, and is told when the certificate is suspended', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // a certificate no other journey changes: the portfolio's third row
  const [, , row] = (await (await request.get('/api/properties/portfolio?visibleRecords=5')).json()) as Array<{ id: number }>;
  const email = `compras.${Date.now()}@importadora.eu`;
  const buyer = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await buyer.goto(`/PerfilPropiedad/${row!.id}`);
  await buyer.getByRole('link', { name: PUBLIC.watch.fromProfile }).click();
  await expect(buyer.getByRole('textbox', { name: PUBLIC.watch.certificates })).toHaveValue(String(row!.id));
  await buyer.getByLabel(PUBLIC.watch.email).fill(email);
  await buyer.getByRole('button', { name: PUBLIC.watch.submit }).click();
  await expect(buyer.getByRole('status')).toHaveText(WATCH_MSG.sent);

  // the confirmation e-mail, read where the demo keeps it, leads to the watcher's page
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, DEMO.Administrador);
  const confirmation = await outboxRows(admin, MAIL_TEXTS.watch.confirm.subject, email);
  await confirmation.getByRole('button', { name: LIST_TEXTS.expandRow }).click();
  const link = await admin.locator('.mail-body:visible a').first().getAttribute('href');
  expect(link).toMatch(/^\/Alertas\/[A-Za-z0-9_-]{43}$/);
  await buyer.goto(link!);
  await expect(buyer.getByText(publicText('es', 'watch:list.waiting', { count: 1 }))).toBeVisible();
  await buyer.getByRole('button', { name: PUBLIC.watch.list.confirm }).click();
  await expect(buyer.getByText(PUBLIC.watch.list.confirmed)).toBeVisible();

  // the administrator suspends it: the watcher gets one e-mail, and the watcher's page shows the status
  await admin.goto(`/Propiedades/LimiteAdmin/${row!.id}`);
  const card = admin.locator('.certificate-card');
  await changeCertificate(card, 'suspend', REASON);
  await expect(await outboxRows(admin, new RegExp(`^.*Alerta: certificado N\\.º ${row!.id} \\(.+\\) suspendido`), email)).toHaveCount(1);
  await buyer.reload();
  await expect(buyer.locator('.watch-list__item').getByText('Suspendida', { exact: true })).toBeVisible();
  await buyer.screenshot({ path: test.info().outputPath('alertas-telefono.png'), fullPage: true });

  // back as it was, for the other journeys
  await admin.goto(`/Propiedades/LimiteAdmin/${row!.id}`);
  await changeCertificate(card, 'reinstate', BACK);
});
