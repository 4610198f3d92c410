import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { LIST_TEXTS } from '../../shared-ui/src/list/texts';
import { TEXTS as PUBLIC } from '../../mfe-public/src/texts';
import { TEXTS as ADMIN } from '../../mfe-admin/src/texts';
import { FRAME_TEXTS as FRAME } from '../../shell/src/texts';
import { DEMO, logIn } from './helpers';

// a 1×1 PNG and a one-line PDF: real files of the accepted types
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a visitor writes through the contact form and an administrator reads it with WhatsApp and mail links', async ({ page }) => {
  const name = `Visitante ${unique()}`;
  const C = PUBLIC.contact;
  await page.goto('/');
  await page.getByRole('navigation', { name: FRAME.publicLinks }).getByRole('link', { name: 'Contactenos' }).click();
  await page.getByLabel(C.name).fill(name);
  await page.getByLabel(C.phone).fill('87654321');
  await page.getByLabel(C.email).fill('visitante@example.cr');
  await page.getByLabel(C.subject).fill('Inscripción de aserradero');
  await page.getByLabel(C.message).fill('¿Qué documentos necesito para inscribir mi aserradero?');
  await page.getByRole('button', { name: C.submit }).click();
  await expect(page.getByText(C.sent)).toBeVisible();
  await expect(page.getByLabel(C.name)).toHaveValue('');

  await logIn(page, DEMO.Administrador);
  await page.getByText('Herramientas administrativas').click();
  await page.getByRole('link', { name: 'Contactos web' }).click();
  await page.getByRole('searchbox', { name: LIST_TEXTS.search }).fill(name);
  await page.getByRole('searchbox', { name: LIST_TEXTS.search }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('link', { name: ADMIN.contacts.whatsapp(name) })).toHaveAttribute('href', 'https://wa.me/50687654321');
  await expect(row.getByRole('link', { name: ADMIN.contacts.mail(name) })).toHaveAttribute('href', 'mailto:visitante@example.cr');
});

test('an administrator publishes news with a thumbnail and the public reads it', async ({ page, browser }) => {
  const N = ADMIN.news;
  const title = `Nueva guía de inscripción ${unique()}`;
  await logIn(page, DEMO.Administrador);
  await page.getByText('Herramientas administrativas').click();
  await page.getByRole('link', { name: 'Crear Noticia' }).click();
  await page.getByLabel(N.title).fill(title);
  await page.getByLabel(N.description).fill('Publicamos la guía actualizada para el periodo de octubre.');
  await page.getByLabel(N.thumbnail).setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: PNG });
  const editor = page.locator('.ck-editor__editable');
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.type('La guía explica cada requisito paso a paso.');
  await page.getByRole('button', { name: N.submit }).click();
  await expect(page).toHaveURL(/\/Noticias\/Listar$/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/Noticias');
  const card = visitor.locator('.news-card').filter({ hasText: title });
  await expect(card.getByText(/^Hace \d+ segundos?$|^Hace 1 minuto$/)).toBeVisible();
  await expect.poll(() => card.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await card.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('La guía explica cada requisito paso a paso.')).toBeVisible();
  await visitor.close();
});

test('an administrator uploads a document and a visitor downloads the same bytes', async ({ page, browser }) => {
  const D = ADMIN.documents;
  const name = `Formulario de inscripción ${unique()}`;
  await logIn(page, DEMO.Administrador);
  await page.goto('/Documentos/Crear');
  await page.getByLabel(D.fileName).fill(name);
  await page.getByLabel(D.description).fill('Formulario para personas físicas y jurídicas.');
  await page.getByLabel(D.file).setInputFiles({ name: 'formulario-inscripción.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: D.submit }).click();
  await expect(page).toHaveURL(/\/Documentos\/Listar$/);

  const visitor = await browser.newPage();
  await visitor.goto('/Documentos');
  await visitor.getByRole('searchbox', { name: LIST_TEXTS.search }).fill(name);
  await visitor.getByRole('searchbox', { name: LIST_TEXTS.search }).press('Enter');
  const downloading = visitor.waitForEvent('download');
  await visitor.getByRole('link', { name: `${PUBLIC.documents.download} ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('formulario-inscripción.pdf');
  expect(Buffer.compare(await readFile(await download.path()), PDF)).toBe(0);
  await visitor.close();
});

test('the portfolio finds a seeded provider, whose public profile is active and verifiable by machine', async ({ page, request }) => {
  const P = PUBLIC.portfolio;
  await page.goto('/');
  await page.getByRole('navigation', { name: FRAME.publicLinks }).getByRole('link', { name: 'Proveedores Certificados' }).click();
  await page.getByRole('searchbox', { name: LIST_TEXTS.search }).fill('el roble');
  await page.getByRole('searchbox', { name: LIST_TEXTS.search }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: 'Finca El Roble' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('link', { name: P.exportCsv })).toHaveAttribute('href', /param=el\+roble/);
  await row.getByRole('link').first().click();

  await expect(page).toHaveURL(/\/PerfilPropiedad\/\d+$/);
  const id = page.url().split('/').pop();
  await expect(page.locator('.profile-card--active')).toBeVisible();
  await expect(page.locator('.profile-badge')).toHaveText('Activa');
  const status = await (await request.get(`/api/properties/Profile/${id}/status`)).json();
  expect(status).toMatchObject({ kind: 'propiedad', status: 'Activa', profile: `/PerfilPropiedad/${id}` });

  await page.goto('/PerfilPropiedad/999999');
  await expect(page.getByRole('heading', { name: 'Inscripción No encontrada' })).toBeVisible();
});

test('on a phone the public pages load without moving what is already on screen (CLS 0)', async ({ browser, request }) => {
  const [first] = await (await request.get('/api/properties/portfolio?page=1&visibleRecords=1')).json();
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node?: Node }> }>) {
        shifts.push(`${entry.value.toFixed(3)} ${entry.sources.map((s) => s.node?.nodeName ?? '?').join(',')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/', '/Noticias', `/PerfilPropiedad/${first.id}`, '/Portafolio', '/Login']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), path).toEqual([]);
  }
  await context.close();
});
