import { serviceDay } from '../../shared-api/src/dates';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { SESSION_KEYS } from '../../shared-api/src/session-keys';
import { formatVolume } from '../../shared-api/src/origin';
import { SHIPMENT_DOSSIER_LINK_LABEL, type OriginTransfer, type Shipment, type ShipmentHolding, type TransferReceiver } from '../../shared-api/src/shipments';
import { SHIPMENT_EN } from '../../shared-api/src/shipment-words';
import { TEXTS as CLIENT } from '../../mfe-client/src/texts';
import { FRAME_TEXTS as FRAME } from '../../shell/src/texts';
import { DEMO, DEMO_PASSWORD, DEMO_SAWMILL_EMAIL, choose, logIn, reachFor } from './helpers';
import { holdingLabel } from '../../mfe-client/src/shipments/shipment-status';
import { seriousViolations, sidewaysOverflow } from './screens';

const T = CLIENT.shipments;

/** The Costa Rican day `days` from today, as a date input takes it. */
const day = (days: number) =>
  serviceDay(new Date(), days);

/** Fills Nuevo despacho as a client does: the buyer (name, country, e-mail), the goods (description, kg, m³), the day it ships and its lines (choice, m³). */
async function fillShipment(
  page: Page,
  load: { buyer: [string, string, string]; heading: string; goods: [string, string, string]; shipsIn: number; lines: Array<[string, string]> },
) {
  await page.getByLabel(T.buyerName).fill(load.buyer[0]);
  await choose(page, T.buyerCountry, load.buyer[1]);
  await page.getByLabel(T.buyerEmail).fill(load.buyer[2]);
  await choose(page, T.hsHeading, load.heading);
  await page.getByLabel(T.description).fill(load.goods[0]);
  await page.getByLabel(T.netMass).fill(load.goods[1]);
  await page.getByLabel(T.productVolume).fill(load.goods[2]);
  await page.getByLabel(T.shippingDateLabel).fill(day(load.shipsIn));
  for (const [index, [choice, volume]] of load.lines.entries()) {
    if (index > 0) await page.getByRole('button', { name: T.addLine }).click();
    await choose(page, T.line(index + 1), choice);
    await page.getByLabel(T.lineVolume).nth(index).fill(volume);
  }
}

test('a client at 1280 records a shipment of two origin certificates from the menu, downloads its due-diligence file, EU statement and plots, and records the EU numbers; on a phone the list shows it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, locale: 'es-CR' });
  const page = await context.newPage();
  await logIn(page, DEMO.Cliente);
  const token = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.token);
  const holdings = (await (await page.request.get('/api/shipments/holdings', { headers: { authorization: `Bearer ${token}` } })).json()) as ShipmentHolding[];
  const [first, second] = holdings.filter((holding) => holding.remaining >= 5);
  expect(second, 'el cliente de demostración tiene dos certificados de origen con volumen').toBeDefined();

  // from the menu, as a client finds it
  const menu = page.getByRole('navigation', { name: FRAME.menuOf('Cliente') });
  await menu.getByText('Despachos', { exact: true }).click();
  await menu.getByRole('link', { name: 'Nuevo despacho' }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.formTitle })).toBeVisible();
  await fillShipment(page, {
    buyer: ['Scierie du Jura SAS', 'Francia', 'achats@scierie-jura.fr'],
    heading: '4403 · Madera en bruto, incluso descortezada, desalburada o escuadrada',
    goods: ['Trozas de teca de plantación, descortezadas', '3150', '4,5'],
    shipsIn: 7,
    lines: [
      [holdingLabel(first!), '2,5'],
      [holdingLabel(second!), '2'],
    ],
  });
  await expect(page.getByText(T.inputTotal(formatVolume(4.5)))).toBeVisible();
  await page.getByRole('button', { name: T.submit }).click();

  // the new shipment, its origin certificates now and what remains of them
  const flash = page.getByRole('status').filter({ hasText: /El despacho DE-\d{4}-\d{6} quedó registrado\./ });
  await expect(flash).toBeVisible();
  const code = /DE-\d{4}-\d{6}/.exec(await flash.innerText())![0];
  await expect(page.getByRole('heading', { level: 1, name: T.title(code) })).toBeVisible();
  const origins = page.getByRole('table', { name: T.originsTitle });
  await expect(origins.getByRole('link', { name: first!.originNumber })).toBeVisible();
  await expect(origins.getByRole('link', { name: second!.originNumber })).toBeVisible();
  const after = (await (await page.request.get('/api/shipments/holdings', { headers: { authorization: `Bearer ${token}` } })).json()) as ShipmentHolding[];
  expect(after.find((holding) => holding.originNumber === first!.originNumber)!.remaining).toBeCloseTo(first!.remaining - 2.5, 3);
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);

  // the whole file for the importer: the statement, the plots and the PDFs behind them
  const [dossier] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: T.downloadDossier }).click()]);
  expect(dossier.suggestedFilename()).toBe(`${code}-expediente.zip`);
  const entries = unzipSync(new Uint8Array(readFileSync((await dossier.path())!)));
  expect(Object.keys(entries)).toEqual(
    expect.arrayContaining([
      `${code}-dds.json`,
      `${code}-dds.xml`,
      `${code}.geojson`,
      `certificados-de-origen/certificado-de-origen-${first!.originNumber}.pdf`,
      `certificados-de-origen/certificado-de-origen-${second!.originNumber}.pdf`,
      `certificados/certificado-${first!.propertyId}.pdf`,
    ]),
  );
  expect(strFromU8(entries[`certificados/certificado-${first!.propertyId}.pdf`]!.subarray(0, 5))).toBe('%PDF-');

  // the statement as the importer's system sends it, and the plots
  const [xml] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: T.downloadXml }).click()]);
  expect(xml.suggestedFilename()).toBe(`${code}-dds.xml`);
  const body = readFileSync((await xml.path())!, 'utf8');
  expect(body).toContain('SubmitDdsRequest');
  expect(body).toContain(`internalReferenceNumber>${code}</`);
  expect(body).toContain('hsHeading>4403</');
  const [plots] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: T.downloadGeojson }).click()]);
  expect(plots.suggestedFilename()).toBe(`${code}.geojson`);
  const collection = JSON.parse(readFileSync((await plots.path())!, 'utf8')) as { type: string; features: Array<{ properties: Record<string, unknown> }> };
  expect(collection.type).toBe('FeatureCollection');
  expect(collection.features.length).toBeGreaterThan(0);
  expect(collection.features.every((feature) => feature.properties.ProducerCountry === 'CR')).toBe(true);

  // the numbers the EU system gave the importer
  await page.getByLabel(T.reference).fill('26FRJU8K4Q2W7M');
  await page.getByLabel(T.verification).fill('FR7QK2PD');
  await page.getByRole('button', { name: T.saveNumbers }).click();
  await expect(page.getByText(T.numbersSaved)).toBeVisible();

  // on a phone, the list has it with its numbers
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/Despachos');
  const card = page.getByRole('row').filter({ hasText: code });
  await expect(card).toContainText('26FRJU8K4Q2W7M');
  await expect(card).toContainText(T.upToDate);
  expect(await sidewaysOverflow(page)).toBe(0);
  await context.close();
});

test('a sawmill at 1280 accepts the origin certificates a farm transferred, ships sawn wood from two of them, and finds them in its due-diligence file', async ({ browser }) => {
  test.setTimeout(90_000);
  const X = CLIENT.transfers;
  // the farm sends two loads of logs to the demo sawmill, as its own transfers screen does
  const farmer = await (await browser.newContext()).request;
  const login = await (await farmer.post('/api/users/login', { data: { email: DEMO.Cliente, password: DEMO_PASSWORD } })).json();
  const farmAuth = { authorization: `Bearer ${login.token}` };
  const farmHoldings = (await (await farmer.get('/api/shipments/holdings', { headers: farmAuth })).json()) as ShipmentHolding[];
  const sources = farmHoldings.filter((holding) => holding.remaining >= 10 && holding.receivedFrom === null).slice(-2);
  expect(sources, 'el cliente de demostración tiene dos certificados de origen con 10 m³ o más').toHaveLength(2);
  const receivers = (await (await farmer.get('/api/shipments/transfers/receivers', { headers: farmAuth })).json()) as TransferReceiver[];
  const sawmillPlace = receivers.find((receiver) => receiver.category === 'Aserraderos')!;
  const sent: OriginTransfer[] = [];
  for (const [index, source] of sources.entries()) {
    const answer = await farmer.post('/api/shipments/transfers', { headers: farmAuth, data: { originNumber: source.originNumber, receiverPropertyId: sawmillPlace.propertyId, volume: 3 + index, reference: `Guía E2E-${Date.now()}-${index}` } });
    expect(answer.status()).toBe(201);
    sent.push((await answer.json()) as OriginTransfer);
  }

  // the sawmill finds them under Despachos › Transferencias and accepts each once the logs are in
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, locale: 'es-CR' });
  const page = await context.newPage();
  await logIn(page, DEMO_SAWMILL_EMAIL);
  const menu = page.getByRole('navigation', { name: FRAME.menuOf('Cliente') });
  await menu.getByText('Despachos', { exact: true }).click();
  await menu.getByRole('link', { name: 'Transferencias' }).click();
  await expect(page.getByRole('heading', { level: 1, name: X.title })).toBeVisible();
  const incoming = page.getByRole('table', { name: X.incomingTitle });
  for (const transfer of sent) {
    const rows = incoming.getByRole('row').filter({ hasText: transfer.originNumber }).filter({ hasText: formatVolume(transfer.volume) });
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    await rows.first().getByRole('button', { name: X.accept }).click();
    const question = page.getByRole('dialog', { name: X.confirmAccept(formatVolume(transfer.volume), transfer.originNumber) });
    await question.getByRole('button', { name: X.yes }).click();
    await expect(page.getByRole('status').filter({ hasText: X.done.accept })).toBeVisible();
    await expect(question).toHaveCount(0);
    // accepted once the list, read again, no longer has it to accept
    await expect(rows).toHaveCount(before - 1);
  }
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);

  // what it holds now, offered in the shipment form with who transferred it
  const token = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.token);
  const held = (await (await page.request.get('/api/shipments/holdings', { headers: { authorization: `Bearer ${token}` } })).json()) as ShipmentHolding[];
  const [first, second] = sent.map((transfer) => held.find((holding) => holding.originNumber === transfer.originNumber)!);
  expect(first!.receivedFrom).toContain('José Pablo');
  await menu.getByText('Despachos', { exact: true }).click();
  await menu.getByRole('link', { name: 'Nuevo despacho' }).click();
  await fillShipment(page, {
    buyer: ['Holzhandel Rhein GmbH', 'Alemania', 'einkauf@holzhandel-rhein.de'],
    heading: '4407 · Madera aserrada o desbastada longitudinalmente, cortada o desenrollada, de espesor superior a 6 mm',
    goods: ['Tablas aserradas de teca y melina, secadas al horno', '2900', '4'],
    shipsIn: 5,
    lines: [
      [holdingLabel(first!), '3'],
      [holdingLabel(second!), '4'],
    ],
  });
  await page.getByRole('button', { name: T.submit }).click();
  const flash = page.getByRole('status').filter({ hasText: /El despacho DE-\d{4}-\d{6} quedó registrado\./ });
  await expect(flash).toBeVisible();
  const code = /DE-\d{4}-\d{6}/.exec(await flash.innerText())![0];

  // the file for the importer traces the sawn wood to the farm's plots
  const [dossier] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: T.downloadDossier }).click()]);
  const entries = unzipSync(new Uint8Array(readFileSync((await dossier.path())!)));
  expect(Object.keys(entries)).toEqual(
    expect.arrayContaining([
      `${code}-dds.json`,
      `${code}-dds.xml`,
      `${code}.geojson`,
      `${code}-resumen.pdf`,
      `certificados-de-origen/certificado-de-origen-${first!.originNumber}.pdf`,
      `certificados-de-origen/certificado-de-origen-${second!.originNumber}.pdf`,
      `certificados/certificado-${first!.propertyId}.pdf`,
    ]),
  );
  const statement = JSON.parse(strFromU8(entries[`${code}-dds.json`]!)) as { statement: { commodities: Array<{ producers: Array<{ name: string }> }> } };
  // the producers are the farm's, not the sawmill
  expect(statement.statement.commodities[0]!.producers.map((producer) => producer.name)).toContain('José Pablo Rojas Araya');
  expect(strFromU8(entries[`${code}-resumen.pdf`]!.subarray(0, 5))).toBe('%PDF-');
  await context.close();
});

/** What a PDF's QR codes hold, decoded from the file as a phone's camera would (api/test/read-pdf.mjs). */
const qrOf = (file: string): string[] =>
  (JSON.parse(execFileSync(process.execPath, [path.resolve(__dirname, '../../api/test/read-pdf.mjs'), file], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } })) as { codes: string[] }).codes;

test('the buyer on a phone opens the shipment’s page from the due-diligence file’s QR code, in English, and records the EU numbers; a suspension behind the shipment shows there at once', async ({ browser }) => {
  // a file written and read back for its QR code, two people, axe on the buyer's page twice
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, locale: 'es-CR' });
  const page = await context.newPage();
  await logIn(page, DEMO.Cliente);
  const token = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.token);
  const auth = { authorization: `Bearer ${token}` };
  const shipments = (await (await page.request.get('/api/shipments', { headers: auth, params: { page: 1, visibleRecords: 50 } })).json()) as Shipment[];
  const shipment = shipments.find((each) => each.ddsReference === null && each.lines.every((line) => line.certificateStatus === 'Vigente' && line.originStatus === 'Válido'));
  expect(shipment, 'a demo shipment without EU numbers, all in force').toBeDefined();

  // the client downloads the file to send the importer: its summary's QR code carries a link of its own
  await page.goto(`/Despachos/${shipment!.id}`);
  const [dossier] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: T.downloadDossier }).click()]);
  const entries = unzipSync(new Uint8Array(readFileSync((await dossier.path())!)));
  const summary = test.info().outputPath('resumen.pdf');
  writeFileSync(summary, entries[`${shipment!.code}-resumen.pdf`]!);
  const link = qrOf(summary).find((text) => text.includes('/Despacho/'));
  expect(link).toMatch(new RegExp(`/Despacho/${shipment!.code}\\?compartido=`));
  await page.reload();
  await expect(page.getByText(SHIPMENT_DOSSIER_LINK_LABEL(day(0))).first()).toBeVisible();

  // the buyer, abroad, on a phone: no account, the page in English
  const buyerContext = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-GB', isMobile: true, hasTouch: true });
  const buyer = await buyerContext.newPage();
  const address = new URL(link!);
  await buyer.goto(`${address.pathname}${address.search}`);
  const title = SHIPMENT_EN.page.title.replace('{{code}}', shipment!.code);
  await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // in the first response, readable before any script runs
  expect(await (await buyer.request.get(`${address.pathname}${address.search}`, { headers: { 'accept-language': 'en-GB,en' } })).text()).toContain(`<h1>${title}</h1>`);
  await expect(buyer.getByRole('status').first()).toContainText(SHIPMENT_EN.page.inForce);
  for (const line of shipment!.lines) await expect(buyer.getByRole('link', { name: line.originNumber })).toBeVisible();
  expect(await sidewaysOverflow(buyer)).toBe(0);
  expect(await seriousViolations(buyer)).toEqual([]);

  // the numbers the EU system gave the statement, recorded by the buyer and seen by the client; the buyer touches
  // the page first, as a person does before typing, and the shell takes it over (a field filled in the instant the
  // served page gave way was filled on the page that left: public-content.spec.ts covers typing during the swap)
  await reachFor(buyer);
  await buyer.getByLabel(SHIPMENT_EN.page.ddsReference).fill('26nlju8k4q2w7m');
  await buyer.getByLabel(SHIPMENT_EN.page.ddsVerification).fill('nl7qk2pd');
  await buyer.getByRole('button', { name: SHIPMENT_EN.page.ddsSubmit }).click();
  await expect(buyer.getByText(SHIPMENT_EN.page.ddsSaved)).toBeVisible();
  await expect(buyer.getByText('26NLJU8K4Q2W7M', { exact: true })).toBeVisible();
  const seen = (await (await page.request.get(`/api/shipments/${shipment!.id}`, { headers: auth })).json()) as Shipment;
  expect(seen).toMatchObject({ ddsReference: '26NLJU8K4Q2W7M', ddsVerification: 'NL7QK2PD' });

  // an administrator suspends the certificate of a property behind it: the buyer's page says so at once
  const admin = await (await page.request.post('/api/users/login', { data: { email: DEMO.Administrador, password: DEMO_PASSWORD } })).json();
  const adminAuth = { authorization: `Bearer ${admin.token}` };
  const propertyId = shipment!.lines[0]!.propertyId;
  expect((await page.request.post(`/api/properties/${propertyId}/certificate/suspend`, { headers: adminAuth, data: { reason: 'Corta fuera del área autorizada' } })).status()).toBe(200);
  try {
    await buyer.reload();
    await expect(buyer.getByRole('status').first()).toContainText(SHIPMENT_EN.page.notInForce);
    await expect(buyer.locator('.shipment-line--warning').first()).toContainText('Suspended');
    expect(await seriousViolations(buyer)).toEqual([]);
  } finally {
    expect((await page.request.post(`/api/properties/${propertyId}/certificate/reinstate`, { headers: adminAuth, data: { reason: 'Revisión aclarada' } })).status()).toBe(200);
  }
  await buyerContext.close();
  await context.close();
});
