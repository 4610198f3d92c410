import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type BrowserContext, type Page, type Route } from '@playwright/test';
import { DEVICE_DB } from '../../mfe-regent/src/app/device-store';
import { CURRENT_RELEASE_KEY, OUTBOX_RETRY_EVERY_MS, PAGE_CACHE, REGENT_MANIFEST_URL, RELEASE_CACHE_PREFIX } from '../../shared-api/src/regent-app';
import { TEXTS as REGENT } from '../../mfe-regent/src/texts';
import { TEXTS as ADMIN_TEXTS } from '../../mfe-admin/src/texts';
import { chromiumLaunch } from '../chromium';
import { baseURL } from '../playwright.config';
import { APPOINTMENT_STATUS, VISIT_MSG } from '../../shared-api/src/appointments';
import { UPLOAD_MSG } from '../../shared-api/src/uploads';
import { BOUNDARY_TEXTS as B } from '../../shared-ui/src/boundary/texts';
import { DEMO, DEMO_PASSWORD, choose, logIn } from './helpers';

// The regent's installable app (issue #29): Chromium's own verdict on the manifest and the service worker, an
// offline start from what the app kept, and the other roles' pages left as they were.

// one phone for the whole file: each journey starts from what the ones before it installed and kept, so a retry
// starts the file over from its first journey
test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let profile: string;
test.beforeAll(async () => {
  // installability is judged for a browser profile of a person, not for an incognito window
  profile = mkdtempSync(path.join(tmpdir(), 'regent-app-'));
  context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunch,
    baseURL,
    locale: 'es-CR',
    // in Finca El Roble (property 1), with a phone's GPS
    geolocation: { latitude: 10.3392, longitude: -84.41047, accuracy: 8 },
    permissions: ['geolocation'],
  });
  // the regent logs in once, as on a phone of their own; every journey below goes on from there
  await logIn(context.pages()[0] ?? (await context.newPage()), DEMO.Regente);
});
// a journey that failed half-way never leaves the next one without a network
test.beforeEach(async () => context.setOffline(false));
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
const ADMIN = ADMIN_TEXTS.visits;
/**
 * How long an outbox item may wait once the signal is back: sent when the page hears of it, or at the app's next
 * retry if it did not.
 */
const RETRY_WITHIN_MS = OUTBOX_RETRY_EVERY_MS + 10_000;
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

test("the regent's area installs as an app and starts offline from the release it kept; other roles' pages are not its", async () => {
  const page = context.pages()[0] ?? (await context.newPage());
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

/** How many answers the phone keeps whose address contains `part` (the app's IndexedDB, device-store.ts). */
const keptReads = (page: Page, part: string) =>
  page.evaluate(
    ([db, part]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('reads')) return resolve(0);
          const all = database.transaction('reads').objectStore('reads').getAllKeys();
          all.onsuccess = () => resolve((all.result as string[]).filter((key) => key.includes(part)).length);
        };
      }),
    [DEVICE_DB, part] as const,
  );

test("offline, the regent reads every property's screens from the phone, with the day they were read", async () => {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/DashboardRegent');
  await expect(page.getByRole('heading', { name: REGENT.projects.title })).toBeVisible();
  // what the screens of property 1 will show, as the API answers it now
  const information = await page.evaluate(async () => (await fetch('/api/projects/Information?propertyId=1', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } })).json());
  // the app reads every assigned property's screens in the background, none of them opened here
  for (const part of ['projects/Information?propertyId=1', 'projects/CertData?propertyId=1', 'projects/Reports?propertyId=1', 'properties/item/1', 'boundary']) {
    await expect.poll(() => keptReads(page, part), { timeout: 30_000, message: part }).toBeGreaterThan(0);
  }

  await context.setOffline(true);
  await page.goto('/DashboardRegent/Informacion/1');
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toHaveText(/^Sin conexión · datos del \d{4}-\d{2}-\d{2} \d{2}:\d{2} (am|pm)$/);
  await expect(page.getByText(information.customerName, { exact: true })).toBeVisible();
  await expect(page.getByText(information.category, { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/regente-informacion-sin-conexion.png' });
  await page.goto('/DashboardRegent');
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión · datos del' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Información/ }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/regente-proyectos-sin-conexion.png' });
  await context.setOffline(false);
  // online again: the line goes with the next answer from the server
  await page.reload();
  await expect(page.getByRole('heading', { name: REGENT.projects.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toHaveCount(0);
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const O = REGENT.outbox;

/** A photo as a phone's camera hands it over: a real PNG, drawn by the browser. */
async function cameraPhoto(page: Page, name: string, colour: string) {
  const data = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const g = canvas.getContext('2d')!;
    g.fillStyle = fill;
    g.fillRect(0, 0, 1200, 900);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, colour);
  return { name, mimeType: 'image/png', buffer: Buffer.from(data, 'base64') };
}

async function tokenOf(api: APIRequestContext, email: string): Promise<string> {
  const answer = await api.post('/api/users/login', { data: { email, password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** The visits of property 1, as the administrator sees them. */
async function visitsOfProperty(api: APIRequestContext, admin: string): Promise<Array<{ id: number; notes: string | null }>> {
  const answer = await api.get('/api/appointments/appointmentsbyproperty/1?page=1&visibleRecords=100', { headers: { Authorization: `Bearer ${admin}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Array<{ id: number; notes: string | null }>;
}

/** Property 1 gets `count` more visits: its owner buys them, an administrator accepts (a visit registered uses one). */
async function buyVisits(api: APIRequestContext, admin: string, count: number, page: Page) {
  const client = await tokenOf(api, DEMO.Cliente);
  const voucher = await cameraPhoto(page, 'comprobante.png', '#ffffff');
  const asked = await api.post('/api/extravisitations', {
    headers: { Authorization: `Bearer ${client}` },
    multipart: { propertyId: '1', visitationAmount: String(count), certificationCIARGO: voucher, paymentVoucher: voucher },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const accepted = await api.put(`/api/extravisitations/accept/${((await asked.json()) as { id: number }).id}`, { headers: { Authorization: `Bearer ${admin}` } });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** Finca El Roble's boundary as the regent walks it (a rectangle of about 6 ha around the farm's centre). */
/** Without a signal, the regent opens the field form of Finca El Roble and fills the result, the notes and a report. */
async function startFieldVisit(page: Page, notes: string, report: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto('/DashboardRegent/InscripcionVisita/1');
  await expect(page.getByRole('heading', { name: REGENT.fieldVisit.title })).toBeVisible();
  await page.getByRole('radio', { name: APPOINTMENT_STATUS.regentApproved }).check();
  await page.getByLabel(REGENT.registerVisit.notes).fill(notes);
  await page.getByLabel(REGENT.visit.reports, { exact: true }).setInputFiles(report);
}

const WALK = [[-84.41352, 10.33671], [-84.40788, 10.33702], [-84.40761, 10.34268], [-84.41339, 10.34241]] as const;

async function boundaryVersions(api: APIRequestContext, admin: string): Promise<Array<{ version: number; method: string }>> {
  const answer = await api.get('/api/properties/1/boundary', { headers: { Authorization: `Bearer ${admin}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { history: Array<{ version: number; method: string }> }).history;
}

test('offline, the regent files a visit with a report and two photos and walks the boundary; the outbox survives a closed page and sends each once, after lost answers', async ({ request }) => {
  const admin = await tokenOf(request, DEMO.Administrador);
  const versionsBefore = await boundaryVersions(request, admin);
  const notes = `Recorrido sin señal ${Date.now()}`;
  let page = context.pages()[0] ?? (await context.newPage());
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/DashboardRegent');
  await expect(page.getByRole('heading', { name: REGENT.projects.title })).toBeVisible();
  await expect.poll(() => keptReads(page, 'properties/item/1'), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => keptRelease(page), { timeout: 60_000 }).toContain(RELEASE_CACHE_PREFIX);
  const photos = [await cameraPhoto(page, 'lindero-norte.png', '#2f6b3a'), await cameraPhoto(page, 'rodal.png', '#7a5a2e')];
  await buyVisits(request, admin, 1, page);

  await context.setOffline(true);
  await startFieldVisit(page, notes, { name: 'informe-de-campo.pdf', mimeType: 'application/pdf', buffer: PDF });
  // the button opens the phone's camera (here the browser's file chooser)
  const camera = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: REGENT.fieldVisit.takePhoto }).click();
  await (await camera).setFiles(photos);
  // each photo with the time and the GPS position at the shutter, reduced to a JPEG on the phone
  await expect(page.getByText('lindero-norte.jpg')).toBeVisible();
  await expect(page.getByText('rodal.jpg')).toBeVisible();
  await expect(page.getByText('10.33920, -84.41047 (±8 m)')).toHaveCount(2);
  await page.getByRole('button', { name: REGENT.fieldVisit.takePhoto }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/regente-visita-sin-conexion.png' });
  await page.getByRole('button', { name: REGENT.fieldVisit.submit }).click();
  await expect(page).toHaveURL(/\/DashboardRegent\/Pendientes$/);
  const item = page.getByRole('listitem', { name: O.visitOf('2-345678-000') });
  await expect(item).toContainText(O.status.waiting);
  await expect(item).toContainText(O.summary(APPOINTMENT_STATUS.regentApproved, 1, 2));
  await expect(page.getByRole('link', { name: REGENT.app.outboxLink(1) })).toBeVisible();

  // then walks the farm's boundary with the GPS, still without a signal
  await page.goto('/DashboardRegent/Limite/1');
  await page.getByRole('button', { name: B.gps.start }).click();
  for (const [i, [longitude, latitude]] of WALK.entries()) {
    await context.setGeolocation({ longitude, latitude, accuracy: 4 });
    await expect(page.getByRole('status').filter({ hasText: B.gps.accuracy('4') })).toBeVisible();
    await page.getByRole('button', { name: B.gps.add }).click();
    await expect(page.getByText(B.gps.points(i + 1))).toBeVisible();
  }
  await expect(page.getByText(B.checkOk)).toBeVisible();
  await page.getByRole('button', { name: B.submit }).click();
  await expect(page.getByText(O.boundaryKept)).toBeVisible();
  await page.getByRole('link', { name: REGENT.app.outboxLink(2) }).click();
  await expect(page.getByRole('listitem', { name: O.boundaryOf('2-345678-000') })).toContainText(O.status.waiting);
  await expect(page.getByRole('listitem')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/regente-pendientes-telefono.png' });

  // the page is closed and opened again, still without a signal: the outbox is on the phone
  await page.close();
  page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/DashboardRegent/Pendientes');
  await expect(page.getByRole('listitem', { name: O.visitOf('2-345678-000') })).toContainText(O.status.waiting);
  await expect(page.getByRole('listitem', { name: O.boundaryOf('2-345678-000') })).toContainText(O.status.waiting);

  // the signal returns, and the first answer of each call is lost after the server acted on it
  const lost = new Set<string>();
  const loseFirstAnswer = async (route: Route) => {
    const call = `${route.request().method()} ${new URL(route.request().url()).pathname}`;
    if (call.startsWith('GET') || lost.has(call)) return route.fallback();
    lost.add(call);
    await route.fetch();
    await route.abort('connectionreset');
  };
  await page.route('**/api/appointments', loseFirstAnswer);
  await page.route('**/api/properties/1/boundary', loseFirstAnswer);
  await context.setOffline(false);
  // each first answer was lost: the outbox sends again, with the same keys, until every call is acknowledged
  const items = page.getByRole('listitem');
  await expect(async () => {
    if ((await items.filter({ hasText: O.status.sent }).count()) < 2) await page.getByRole('button', { name: O.sendNow }).click({ timeout: 2000 });
    await expect(items.filter({ hasText: O.status.sent })).toHaveCount(2, { timeout: 3000 });
  }).toPass({ timeout: 45_000 });
  expect([...lost].sort()).toEqual(['POST /api/appointments', 'POST /api/properties/1/boundary', 'PUT /api/appointments']);
  await page.unroute('**/api/appointments');
  await page.unroute('**/api/properties/1/boundary');
  await expect(page.getByRole('link', { name: /Pendientes de envío/ })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/regente-pendientes-escritorio.png' });
  await page.setViewportSize({ width: 375, height: 812 });

  // exactly one new boundary version, the walk
  const versionsAfter = await boundaryVersions(request, admin);
  expect(versionsAfter).toHaveLength(versionsBefore.length + 1);
  expect(versionsAfter[0]).toMatchObject({ method: 'gps' });

  // exactly one visit, with its two photos, their times and positions, as the administrator sees them
  const mine = (await visitsOfProperty(request, admin)).filter((visit) => visit.notes === notes);
  expect(mine).toHaveLength(1);
  const visit = await (await request.get(`/api/appointments/${mine[0]!.id}`, { headers: { Authorization: `Bearer ${admin}` } })).json();
  expect(visit.appointmentStatus).toBe(APPOINTMENT_STATUS.regentApproved);
  expect(visit.multipleReports).toHaveLength(1);
  expect(visit.photos).toHaveLength(2);
  for (const photo of visit.photos) expect(photo).toMatchObject({ latitude: 10.3392, longitude: -84.41047, accuracy: 8 });

  // and on the administrator's own screen of the visit: each photo with when and where the phone took it, on the map
  const desk = await chromium.launch(chromiumLaunch);
  try {
    const adminPage = await (await desk.newContext({ baseURL, locale: 'es-CR', viewport: { width: 1280, height: 900 } })).newPage();
    await logIn(adminPage, DEMO.Administrador);
    await adminPage.goto(`/CitasAdmin/${mine[0]!.id}`);
    const shown = adminPage.getByRole('list', { name: ADMIN.photos.list }).getByRole('listitem');
    await expect(shown).toHaveCount(2);
    for (const [index, photo] of (await shown.all()).entries()) {
      await expect(photo.getByRole('link', { name: `${ADMIN.photos.photo(index + 1)}: ${['lindero-norte.jpg', 'rodal.jpg'][index]}` })).toBeVisible();
      await expect(photo).toContainText(ADMIN.photos.position('10.339200', '-84.410470', '8'));
      await expect(photo).toContainText(/Tomada el \d{4}-\d{2}-\d{2} \d{2}:\d{2} (am|pm)/);
    }
    await expect(adminPage.getByRole('heading', { name: ADMIN.photos.title })).toBeVisible();
  } finally {
    await desk.close();
  }
});

test('a visit refused at sending (its report is not what its name says) is corrected on the phone and sent again, registered once', async ({ request }) => {
  const admin = await tokenOf(request, DEMO.Administrador);
  const notes = `Informe corregido en campo ${Date.now()}`;
  const page = context.pages()[0] ?? (await context.newPage());
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/DashboardRegent');
  await expect.poll(() => keptRelease(page), { timeout: 60_000 }).toContain(RELEASE_CACHE_PREFIX);
  await buyVisits(request, admin, 1, page);

  // without a signal, the regent attaches a "PDF" that is a photo of a note: the phone cannot tell, the server will
  await context.setOffline(true);
  await startFieldVisit(page, notes, { name: 'informe.pdf', mimeType: 'application/pdf', buffer: Buffer.from('nota escrita a mano') });
  await page.getByRole('button', { name: REGENT.fieldVisit.submit }).click();
  await expect(page).toHaveURL(/\/DashboardRegent\/Pendientes$/);
  const item = page.getByRole('listitem', { name: O.visitOf('2-345678-000') }).filter({ hasText: O.status.waiting });
  await expect(item).toHaveCount(1);

  // the signal returns: the app sends what waits by itself (the regent's "Enviar ahora" has nothing left to send),
  // the visit is registered, its result refused with the server's reason
  await context.setOffline(false);
  const refused = page.getByRole('listitem', { name: O.visitOf('2-345678-000') }).filter({ hasText: O.status.failed });
  await expect(refused).toContainText(UPLOAD_MSG.fileContent, { timeout: RETRY_WITHIN_MS });
  await expect(page.getByRole('button', { name: O.sendNow })).toBeDisabled();

  // the regent corrects it there: the real report instead, the rest as captured
  await refused.getByRole('button', { name: O.fix }).click();
  const form = refused.getByRole('form', { name: O.fixOf(O.visitOf('2-345678-000')) });
  await expect(form.getByLabel(REGENT.visit.notes)).toHaveValue(notes);
  await refused.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/regente-pendientes-corregir.png' });
  await form.getByRole('button', { name: /Quitar/ }).first().click();
  await form.getByLabel(REGENT.visit.reports, { exact: true }).setInputFiles({ name: 'informe-de-campo.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: O.fixSubmit }).click();
  // (the journey before left its own visit, with two photos, among the sent ones)
  const sent = page.getByRole('listitem', { name: O.visitOf('2-345678-000') }).filter({ hasText: O.summary(APPOINTMENT_STATUS.regentApproved, 1, 0) });
  await expect(sent).toContainText(O.status.sent);
  await expect(refused).toHaveCount(0);

  // one visit, with the corrected report
  const mine = (await visitsOfProperty(request, admin)).filter((visit) => visit.notes === notes);
  expect(mine).toHaveLength(1);
  const visit = await (await request.get(`/api/appointments/${mine[0]!.id}`, { headers: { Authorization: `Bearer ${admin}` } })).json();
  expect(visit.appointmentStatus).toBe(APPOINTMENT_STATUS.regentApproved);
  expect(visit.multipleReports.map((file: { name: string }) => file.name)).toEqual(['informe-de-campo.pdf']);
  await page.getByRole('button', { name: O.clearSent }).click();
});

test("a result kept offline for a visit the administrator decided meanwhile is shown in the outbox as a conflict, with the server's message", async ({ request }) => {
  const admin = await tokenOf(request, DEMO.Administrador);
  const regent = await tokenOf(request, DEMO.Regente);
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/DashboardRegent');
  await expect.poll(() => keptRelease(page), { timeout: 60_000 }).toContain(RELEASE_CACHE_PREFIX);
  await buyVisits(request, admin, 1, page);
  // a visit registered and reported with a signal
  const now = new Date().toISOString();
  const created = await request.post('/api/appointments', { headers: auth(regent), data: { AppointmentStart: now, AppointmentEnd: now, CertifierId: Number((JSON.parse(Buffer.from(regent.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub), PropertyId: 1, Notes: 'Visita con conflicto' } });
  expect(created.status(), await created.text()).toBe(200);
  const id = (await created.json()) as number;
  const report = { name: 'informe.pdf', mimeType: 'application/pdf', buffer: PDF };
  expect((await request.put('/api/appointments', { headers: auth(regent), multipart: { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.regentApproved, ReportStatus: 'Informe Ordinario', MultipleReports: report } })).status()).toBe(200);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/Citas/${id}`);
  await expect(page.getByRole('radio', { name: APPOINTMENT_STATUS.regentRejected })).toBeVisible();
  // the signal goes; the regent corrects the result in the field
  await context.setOffline(true);
  await page.getByRole('radio', { name: APPOINTMENT_STATUS.regentRejected }).check();
  await page.getByLabel(REGENT.visit.reports, { exact: true }).setInputFiles({ name: 'informe-corregido.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: REGENT.visit.submit }).click();
  await expect(page).toHaveURL(/\/DashboardRegent\/Pendientes$/);
  const item = page.getByRole('listitem', { name: O.resultOf(id, '2-345678-000') });
  await expect(item).toContainText(O.status.waiting);

  // meanwhile the administrator decides the visit
  expect((await request.put('/api/appointments', { headers: auth(admin), multipart: { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.approved } })).status()).toBe(200);
  await context.setOffline(false);
  // the signal is back: the app sends what waits by itself
  await expect(item).toContainText(O.status.conflict, { timeout: RETRY_WITHIN_MS });
  await expect(item).toContainText(O.conflict);
  await expect(item).toContainText(VISIT_MSG.appointmentClosed);
  await item.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/regente-pendientes-conflicto.png' });
  // the regent discards it from the phone
  await item.getByRole('button', { name: O.discard }).click();
  await page.getByRole('dialog', { name: O.discardConfirm }).getByRole('button', { name: O.discard }).click();
  await expect(item).toHaveCount(0);
});

test('offline in the field, the regent issues an origin certificate from the ledger the phone kept; it is issued once the signal returns, and its page opens', async () => {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/DashboardRegent');
  await expect(page.getByRole('heading', { name: REGENT.projects.title })).toBeVisible();
  // the app keeps each assigned property's volume ledger in the background
  await expect.poll(() => keptReads(page, 'origin/ledger/1'), { timeout: 30_000 }).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.goto('/DashboardRegent/Origen/1');
  await expect(page.getByText(REGENT.origin.offline)).toBeVisible();
  await choose(page, REGENT.origin.species, 'Melina (Gmelina arborea)');
  await page.getByLabel(REGENT.origin.volume).fill('1,5');
  await page.getByRole('radio', { name: 'Madera escuadrada' }).check();
  const day = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Costa_Rica' }).format(new Date(Date.now() - days * 86_400_000));
  await page.getByLabel(REGENT.origin.harvestFrom).fill(day(4));
  await page.getByLabel(REGENT.origin.harvestTo).fill(day(1));
  await page.getByRole('button', { name: REGENT.origin.submitOffline }).click();
  await page.getByRole('dialog').getByRole('button', { name: REGENT.origin.confirm }).click();
  await expect(page).toHaveURL(/\/DashboardRegent\/Pendientes$/);
  const item = page.getByRole('listitem', { name: O.originOf('Finca El Roble') });
  await expect(item).toContainText(O.status.waiting);

  // the signal is back: the app issues it by itself, once
  await context.setOffline(false);
  const issued = item.getByRole('link', { name: /^Emitido como CO-\d{4}-\d{6} el / });
  await expect(issued).toBeVisible({ timeout: RETRY_WITHIN_MS });
  await issued.click();
  await expect(page.getByRole('status').filter({ hasText: 'Válido: la madera viene de una propiedad con certificado vigente.' })).toBeVisible();
  await expect(page.getByText('Gmelina arborea')).toBeVisible();
});
