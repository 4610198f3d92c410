import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { checkEuFile } from '@portal/shared-api/geo';
import { TEXTS as ADMIN } from '../../mfe-admin/src/texts';
import { TEXTS as CLIENT } from '../../mfe-client/src/texts';
import { TEXTS as PUBLIC } from '../../mfe-public/src/texts';
import { profileText } from '../../mfe-public/src/i18n/texts';
import { TEXTS as REGENT } from '../../mfe-regent/src/texts';
import { BOUNDARY_TEXTS as B } from '../../shared-ui/src/boundary/texts';
import { MAP_TEXTS as MAP } from '../../shared-ui/src/map/texts';
import { PROPERTY_TEXTS } from '../../shared-ui/src/property/texts';
import { DEMO, logIn } from './helpers';
import { seriousViolations } from './screens';
import { CERTIFICATE_STATUS } from '../../shared-api/src/certificate-lifecycle';

// the demo client's farm, which the demo regent works on (api/src/seed): a new boundary near Ciudad Quesada, about 38 ha
const FARM = 'Finca El Roble';
const PROFILE = PUBLIC.profile;
const RING = [[-84.41352, 10.33671], [-84.40788, 10.33702], [-84.40761, 10.34268], [-84.41339, 10.34241]];
const KML = `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>${FARM}</name>
<Polygon><outerBoundaryIs><LinearRing><coordinates>${[...RING, RING[0]!].map(([lon, lat]) => `${lon!.toFixed(6)},${lat!.toFixed(6)}`).join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon>
</Placemark></Document></kml>`;

test.describe.configure({ mode: 'serial' });

/** The boundary is drawn inside the map, at a size one can see (not merely present in its SVG). */
async function expectDrawnInside(map: Locator) {
  await map.scrollIntoViewIfNeeded();
  const frame = (await map.boundingBox())!;
  const shape = (await map.locator('path.leaflet-interactive').last().boundingBox())!;
  expect(shape.width).toBeGreaterThan(20);
  expect(shape.height).toBeGreaterThan(20);
  expect(shape.x).toBeGreaterThanOrEqual(frame.x);
  expect(shape.y).toBeGreaterThanOrEqual(frame.y);
  expect(shape.x + shape.width).toBeLessThanOrEqual(frame.x + frame.width);
  expect(shape.y + shape.height).toBeLessThanOrEqual(frame.y + frame.height);
  // and seen there: what lies at its centre is the shape itself (a clipped or hidden drawing fails this)
  const centre = [shape.x + shape.width / 2, shape.y + shape.height / 2] as const;
  expect(await map.page().evaluate(([x, y]) => document.elementFromPoint(x, y)?.matches('path.leaflet-interactive') ?? false, centre)).toBe(true);
}

declare global {
  interface Window {
    __firstMarker?: { onServedPage: boolean; map: Element };
  }
}

/** Records, in the page, where the portfolio map's first marker or cluster was drawn (an init script). */
function watchFirstMarker() {
  new MutationObserver((_, observer) => {
    const map = document.querySelector('.map-cluster, .map-marker')?.closest('.portal-map');
    if (!map) return;
    observer.disconnect();
    window.__firstMarker = { onServedPage: map.closest('#root[data-served]') !== null, map };
  }).observe(document, { subtree: true, childList: true });
}

/** Whether the first marker was drawn on the served page, and its map is the one on the page now (run in the page). */
const firstMarkerSeen = () => ({
  onServedPage: window.__firstMarker?.onServedPage,
  kept: window.__firstMarker?.map === document.querySelector('#root .portal-map') && document.querySelector('#root[data-served]') === null,
});

/** A person logged in through /Login (at a desktop's width, where the frame shows its logout button), then at `width`. */
async function asRole(browser: Browser, email: string, options: Parameters<Browser['newContext']>[0] = {}, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  await logIn(page, email);
  if (width !== 1280) await page.setViewportSize({ width, height: 812 });
  return page;
}

test('a regent imports a KML for the assigned farm, the administrator approves it, the owner publishes it and downloads the EU file', async ({ browser }) => {
  // three people, four screens and a map each: 35 s alone, over a minute beside another worker on two cores
  test.setTimeout(150_000);
  const regent = await asRole(browser, DEMO.Regente);
  await regent.goto('/DashboardRegent');
  await regent.getByRole('link', { name: new RegExp(`^${REGENT.projects.boundary} de la finca `) }).first().click();
  await expect(regent.getByRole('heading', { name: `${B.title}: ${FARM}` })).toBeVisible();
  await regent.getByRole('button', { name: B.tabs.file }).click();
  await regent.getByLabel(B.file.label).setInputFiles({ name: 'el-roble.kml', mimeType: 'application/vnd.google-earth.kml+xml', buffer: Buffer.from(KML) });
  await expect(regent.getByText(B.checkOk)).toBeVisible();
  // on the map, each corner a handle: dragging the third one moves it, and the check follows
  const check = regent.getByRole('region', { name: B.checkTitle });
  await expect(check.getByRole('region', { name: MAP.boundaryLabel(FARM) })).toBeVisible();
  await expectDrawnInside(check.getByRole('region', { name: MAP.boundaryLabel(FARM) }));
  const corners = check.locator('.leaflet-vertex-icon:not(.leaflet-middle-icon)');
  await expect(corners).toHaveCount(4);
  const summary = check.getByText(/^\d+ vértices · [\d,]+ ha$/);
  const before = await summary.textContent();
  const corner = (await corners.nth(2).boundingBox())!;
  await regent.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
  await regent.mouse.down();
  await regent.mouse.move(corner.x + 40, corner.y + 30, { steps: 8 });
  await regent.mouse.up();
  await expect(summary).not.toHaveText(before!);
  await expect(regent.getByText(B.checkOk)).toBeVisible();
  expect(await seriousViolations(regent)).toEqual([]);
  await regent.getByRole('button', { name: B.submit }).click();
  await expect(regent.getByText(/^Versión \d+ enviada/)).toBeVisible();
  await expect(regent.getByText(B.pendingTitle)).toBeVisible();
  await regent.context().close();

  const admin = await asRole(browser, DEMO.Administrador);
  await admin.goto('/Propiedades/CertificadasIndividuales');
  await admin.getByRole('link', { name: ADMIN.certified.boundaryOf(FARM) }).click();
  await expect(admin.getByText(B.pendingTitle)).toBeVisible();
  await admin.getByRole('button', { name: B.approve }).click();
  await expect(admin.getByText(B.approved)).toBeVisible();
  await expect(admin.getByText(B.pendingTitle)).toHaveCount(0);
  await admin.context().close();

  const owner = await asRole(browser, DEMO.Cliente);
  await owner.goto('/Propiedades/MisPropiedadesAceptadas');
  await owner.getByRole('link', { name: `${CLIENT.properties.boundary}: ${FARM}` }).click();
  await expect(owner.getByText(B.approvedTitle)).toBeVisible();
  await expect(owner.getByText(/^Archivo importado$/).first()).toBeVisible();
  const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('button', { name: B.euFile }).click()]);
  expect(download.suggestedFilename()).toMatch(/^propiedad-\d+\.geojson$/);
  const file = readFileSync((await download.path())!, 'utf8');
  expect(checkEuFile(file)).toEqual([]);
  const feature = JSON.parse(file).features[0];
  expect(feature.properties).toMatchObject({ ProducerCountry: 'CR', CertificateStatus: CERTIFICATE_STATUS.valid });
  expect(feature.geometry.coordinates[0]).toHaveLength(5);
  expect(file).toContain(`[${RING[0]![0]!.toFixed(6)},${RING[0]![1]!.toFixed(6)}]`);
  // the corner the regent dragged was sent where it was dropped
  expect(file).not.toContain(`[${RING[2]![0]!.toFixed(6)},${RING[2]![1]!.toFixed(6)}]`);

  // private until the owner publishes it; then anyone gets the same file
  const euFile = `/api/properties/${/\d+/.exec(download.suggestedFilename())![0]}/geojson`;
  const anonymous = await browser.newContext();
  expect((await anonymous.request.get(euFile)).status()).toBe(404);
  await owner.getByRole('switch').click();
  await expect(owner.getByText(B.publicSaved(true))).toBeVisible();
  await expect(owner.getByText(B.publicOn)).toBeVisible();
  const published = await anonymous.request.get(euFile);
  expect(published.status()).toBe(200);
  expect(checkEuFile(await published.text())).toEqual([]);
  // the public profile draws it in its first response, readable without JavaScript
  const id = /\d+/.exec(download.suggestedFilename())![0];
  const reader = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const profile = await reader.newPage();
  await profile.goto(`/PerfilPropiedad/${id}`);
  const outline = profile.getByRole('img', { name: profileText('es', 'boundary.outline', { name: FARM }) });
  await expect(outline).toBeVisible();
  await expect(outline.locator('path')).toHaveCount(1);
  await expect(profile.getByRole('link', { name: PROFILE.boundary.euFile })).toHaveAttribute('href', euFile);
  // the certificate as a PDF, linked from the same first response
  const certificate = await reader.request.get((await profile.getByRole('link', { name: PROPERTY_TEXTS.certificatePdf }).getAttribute('href'))!);
  expect(certificate.status()).toBe(200);
  expect(certificate.headers()['content-type']).toBe('application/pdf');
  expect((await certificate.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await reader.close();

  // a buyer on a phone finds it on the portfolio's map, which follows the list's search, and opens its profile
  const buyer = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await buyer.addInitScript(watchFirstMarker);
  await buyer.goto('/Portafolio');
  await buyer.getByRole('button', { name: MAP.showMap }).click();
  const portfolioMap = buyer.getByRole('region', { name: MAP.portfolioLabel });
  await expect(portfolioMap.locator('.map-cluster, .map-marker').first()).toBeVisible();
  // pressed on the served page, the map was drawn there before the portal took over, and the portal kept that very map
  await expect(buyer.locator('#root[data-served]')).toHaveCount(0);
  expect(await buyer.evaluate(firstMarkerSeen)).toEqual({ onServedPage: true, kept: true });
  await buyer.getByRole('searchbox').fill(FARM);
  await buyer.getByRole('searchbox').press('Enter');
  await expect(buyer.getByText('1 de 1 proveedores de esta búsqueda en el mapa; los demás aún no tienen un límite aprobado.')).toBeVisible();
  const marker = portfolioMap.locator('.map-marker');
  await expect(marker).toHaveCount(1);
  await expect(marker).not.toHaveClass(/map-marker--approximate/);
  expect(await seriousViolations(buyer)).toEqual([]);
  await marker.click();
  await buyer.locator('.map-popup').getByRole('link', { name: new RegExp(FARM) }).click();
  await expect(buyer).toHaveURL(new RegExp(`/PerfilPropiedad/${id}$`));
  await expect(buyer.getByRole('img', { name: profileText('es', 'boundary.outline', { name: FARM }) })).toBeVisible();
  expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await buyer.context().close();

  await owner.getByRole('switch').click();
  await expect(owner.getByText(B.publicSaved(false))).toBeVisible();
  expect((await anonymous.request.get(euFile)).status()).toBe(404);
  await anonymous.close();

  // private again: the owner hands a buyer a link, which opens the profile with the boundary drawn, on a phone
  await owner.getByLabel(B.shareLabel).fill('Importadora Holzhandel GmbH');
  await owner.getByRole('button', { name: B.shareCreate }).click();
  await expect(owner.getByText(B.shareCreated)).toBeVisible();
  const shareUrl = await owner.getByLabel(B.shareUrlLabel).inputValue();
  expect(new URL(shareUrl).pathname).toBe(`/PerfilPropiedad/${id}`);
  const holder = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await holder.goto(shareUrl);
  await expect(holder.getByText(/^Límite privado abierto por un enlace de su titular, válido hasta el /)).toBeVisible();
  await expect(holder.getByRole('img', { name: profileText('es', 'boundary.outline', { name: FARM }) })).toBeVisible();
  const sharedFile = await holder.request.get(await holder.getByRole('link', { name: PROFILE.boundary.euFile }).getAttribute('href') ?? '');
  expect(sharedFile.status()).toBe(200);
  expect(checkEuFile(await sharedFile.text())).toEqual([]);
  await holder.getByRole('button', { name: MAP.showMap }).click();
  const sharedMap = holder.getByRole('region', { name: MAP.boundaryLabel(FARM) });
  await expect(sharedMap.locator('path.leaflet-interactive')).toBeVisible();
  await sharedMap.scrollIntoViewIfNeeded();
  await expectDrawnInside(sharedMap);
  // and on a desktop's width
  await holder.setViewportSize({ width: 1280, height: 900 });
  await sharedMap.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await sharedMap.boundingBox())?.width).toBeGreaterThan(400);
  await expectDrawnInside(sharedMap);
  await holder.setViewportSize({ width: 375, height: 812 });
  expect(await seriousViolations(holder)).toEqual([]);
  expect(await holder.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // revoked: the same address says so, and shows only the approximate place
  // the newest link is listed first
  await owner.getByRole('button', { name: B.shareRevokeOf('Importadora Holzhandel GmbH') }).first().click();
  await expect(owner.getByText(B.shareRevokedNotice)).toBeVisible();
  await holder.reload();
  await expect(holder.getByRole('alert')).toContainText('Este enlace no es válido');
  await expect(holder.getByText(PROFILE.boundary.approximateIntro)).toBeVisible();
  await holder.context().close();
  await owner.context().close();
});

test('a regent walks a boundary on a phone with the GPS, confirming the one inaccurate point', async ({ browser }) => {
  const [first] = RING;
  const regent = await asRole(browser, DEMO.Regente, {
    permissions: ['geolocation'],
    geolocation: { longitude: first![0]!, latitude: first![1]!, accuracy: 4 },
  }, 375);
  await regent.goto('/DashboardRegent');
  await regent.getByRole('link', { name: new RegExp(`^${REGENT.projects.boundary} de la finca `) }).first().click();
  await regent.getByRole('button', { name: B.gps.start }).click();
  for (const [i, [longitude, latitude]] of RING.entries()) {
    const accuracy = i === 2 ? 16 : 4;
    await regent.context().setGeolocation({ longitude: longitude!, latitude: latitude!, accuracy });
    // the fix's accuracy is read out (the check below the points says its own statuses)
    await expect(regent.getByRole('status').filter({ hasText: /^Precisión actual/ })).toHaveText(B.gps.accuracy(String(accuracy)));
    await regent.getByRole('button', { name: B.gps.add }).click();
    if (i === 2) await regent.getByRole('button', { name: B.gps.confirmAdd }).click();
    await expect(regent.getByText(B.gps.points(i + 1))).toBeVisible();
  }
  await expect(regent.getByText(B.checkOk)).toBeVisible();
  const submit = regent.getByRole('button', { name: B.submit });
  await submit.scrollIntoViewIfNeeded();
  const box = (await submit.boundingBox())!;
  // the primary action fits the phone's width
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await submit.click();
  await expect(regent.getByText(/^Versión \d+ enviada/)).toBeVisible();
  await expect(regent.getByText(B.pendingTitle)).toBeVisible();
  expect(await regent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await regent.context().close();
});
