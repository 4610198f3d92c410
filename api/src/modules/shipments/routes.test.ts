import { serviceDay } from '@portal/shared-api';
import { eq } from 'drizzle-orm';
import {
  SHIPMENT_MAX_LINES,
  SHIPMENT_MSG,
  TOTAL_RECORDS_HEADER,
  type DdsStatement,
  type OriginCertificate,
  type Shipment,
  type ShipmentHolding,
  type ShipmentPublic,
  MAIL_TEXTS,
  SHIPMENT_DOSSIER_LINK_LABEL,
} from '@portal/shared-api';
import { BOUNDARY_MSG, checkEuFile } from '@portal/shared-api/geo';
import { build } from '../../../test/build';
import { FARM } from '../../../test/fixtures';
import { assignRegent, call, certifiedProperties, person, type Person } from '../../../test/operations';
import { testEngine } from '../../../test/database';
import { ddsSchemaErrors } from '../../../test/dds-schema';
import { appointmentPhotos, appointments, mailMessages, originCertificates, properties, propertyBoundaries, shipmentLines, shipmentShareLinks, storedFiles } from '../../db/schema';
import { sendAllNotices } from '../../notifications/worker';
import { shipmentsRepository } from './repository';
import { readPdf } from '../../../test/pdf';
import { strFromU8, unzipSync } from 'fflate';

/** About 9.5 ha in Carmen, San José; its 7th decimals are cut when the EU reads it. */

/** The Costa Rican calendar day `days` from today (negative: before). */
const day = (days = 0) =>
  serviceDay(new Date(), days);

const teak = (volume: number) => ({ code: 'teca', scientificName: 'Tectona grandis', commonName: 'Teca', volume });
const melina = (volume: number) => ({ code: 'melina', scientificName: 'Gmelina arborea', commonName: 'Melina', volume });

describe(`shipments (/api/shipments) from origin certificates (${testEngine()})`, () => {
  const t = build();
  let owner: Person;
  let stranger: Person;
  let regent: Person;
  let admin: Person;
  let farmId: number;
  let secondFarm: number;
  /** Origin certificates of the owner's farms: 19.75 m³ (teak and melina), 10 m³ (teak), 5 m³ of the second farm. */
  let first: OriginCertificate;
  let second: OriginCertificate;
  let third: OriginCertificate;
  /** The first shipment: 8 m³ of `first` and 6.5 m³ of `second`, both of the same farm. */
  let earliest: Shipment;

  const issue = async (propertyId: number, species: unknown[]) => {
    const response = await call(t, regent, 'POST', '/api/origin', {
      payload: { propertyId, species, productForm: 'troza', harvestFrom: day(-5), harvestTo: day(-1), buyerName: null, destination: null, vehiclePlate: null },
    });
    expect(response.statusCode).toBe(201);
    return response.json<OriginCertificate>();
  };

  beforeAll(async () => {
    owner = await person(t, 'Cliente', 'Exportadora');
    stranger = await person(t, 'Cliente', 'Extraño');
    regent = await person(t, 'Regente', 'Regente');
    admin = await person(t, 'Administrador', 'Admin');
    [farmId, secondFarm] = await certifiedProperties(t, owner.id, 2);
    for (const id of [farmId!, secondFarm!]) {
      await assignRegent(t, id, regent.id);
      expect((await call(t, regent, 'POST', `/api/properties/${id}/boundary`, { payload: { geometry: { type: 'Polygon', coordinates: [FARM] }, method: 'gps' } })).statusCode).toBe(201);
      expect((await call(t, admin, 'PUT', `/api/properties/${id}/boundary/1`, { payload: { decision: 'Aprobar' } })).statusCode).toBe(204);
    }
    first = await issue(farmId!, [teak(12.5), melina(7.25)]);
    second = await issue(farmId!, [teak(10)]);
    third = await issue(secondFarm!, [melina(5)]);
  });

  const body = (lines: Array<{ originNumber: string; volume: number }>, overrides: Record<string, unknown> = {}) => ({
    buyerName: 'Holzimport GmbH',
    buyerCountry: 'de',
    buyerEmail: 'einkauf@holzimport.example.de',
    hsHeading: '4407',
    description: 'Tablas de teca aserradas, secadas al horno',
    netMassKg: 8200.5,
    volume: 12,
    shippingDate: day(3),
    lines,
    ...overrides,
  });
  const ship = (who: Person | undefined, payload: unknown) => call(t, who, 'POST', '/api/shipments', { payload: payload as object });
  const holdings = async (who: Person = owner) => {
    const response = await call(t, who, 'GET', '/api/shipments/holdings');
    expect(response.statusCode).toBe(200);
    return new Map(response.json<ShipmentHolding[]>().map((row) => [row.originNumber, row]));
  };

  it('records a shipment of two origin certificates, numbered DE-YYYY-NNNNNN, and what remains of each follows', async () => {
    const before = await holdings();
    expect(before.get(first.number)).toMatchObject({ volume: 19.75, remaining: 19.75, certificateStatus: 'Vigente', propertyId: farmId });
    expect(before.get(first.number)!.species.map((line) => line.scientificName)).toEqual(['Tectona grandis', 'Gmelina arborea']);

    const response = await ship(owner, body([{ originNumber: first.number, volume: 8 }, { originNumber: second.number.toLowerCase(), volume: 6.5 }]));
    expect(response.statusCode).toBe(201);
    const shipment = response.json<Shipment>();
    earliest = shipment;
    expect(shipment.code).toMatch(new RegExp(`^DE-${day().slice(0, 4)}-\\d{6}$`));
    expect(shipment).toMatchObject({
      clientId: owner.id,
      buyerName: 'Holzimport GmbH',
      buyerCountry: 'DE',
      buyerCountryName: 'Alemania',
      activity: 'EXPORT',
      hsHeading: '4407',
      hsDescription: expect.stringContaining('Madera aserrada'),
      netMassKg: 8200.5,
      volume: 12,
      inputVolume: 14.5,
      shippingDate: day(3),
      ddsReference: null,
      ddsVerification: null,
      ddsJson: `/api/shipments/${shipment.id}/dds.json`,
    });
    expect(shipment.lines.map((line) => [line.originNumber, line.volume, line.originStatus, line.certificateStatus])).toEqual([
      [first.number, 8, 'Válido', 'Vigente'],
      [second.number, 6.5, 'Válido', 'Vigente'],
    ]);

    const after = await holdings();
    expect(after.get(first.number)!.remaining).toBe(11.75);
    expect(after.get(second.number)!.remaining).toBe(3.5);
    expect(after.get(third.number)!.remaining).toBe(5);
  });

  it('refuses in Spanish: more than remains, another client’s origin certificate, an annulled one, a product above its input, dates', async () => {
    const over = await ship(owner, body([{ originNumber: second.number, volume: 3.501 }], { volume: 1 }));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ title: SHIPMENT_MSG.exceeds(second.number, 3.5, 3.501) });

    const notTheirs = await ship(stranger, body([{ originNumber: first.number, volume: 1 }], { volume: 1 }));
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toMatchObject({ title: SHIPMENT_MSG.notHeld(first.number) });
    const unknown = await ship(owner, body([{ originNumber: 'CO-2026-999999', volume: 1 }], { volume: 1 }));
    expect(unknown.json()).toMatchObject({ title: SHIPMENT_MSG.notHeld('CO-2026-999999') });

    const above = await ship(owner, body([{ originNumber: third.number, volume: 2 }], { volume: 2.001 }));
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual([SHIPMENT_MSG.productAboveInput(2, 2.001)]);

    const invalid = await ship(owner, {
      ...body([{ originNumber: 'CO-1', volume: 0 }, { originNumber: 'CO-1', volume: 1 }]),
      buyerName: 'X',
      buyerCountry: 'ZZ',
      buyerEmail: 'no',
      hsHeading: '9403',
      description: 'x'.repeat(151),
      netMassKg: -1,
      shippingDate: '2026-02-30',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual(
      expect.arrayContaining([
        SHIPMENT_MSG.buyerName,
        SHIPMENT_MSG.buyerCountry,
        SHIPMENT_MSG.buyerEmail,
        SHIPMENT_MSG.hsHeading,
        SHIPMENT_MSG.description,
        SHIPMENT_MSG.netMass,
        SHIPMENT_MSG.shippingDate,
        SHIPMENT_MSG.lineNumber,
        SHIPMENT_MSG.lineVolume,
      ]),
    );

    // none, or more origin certificates than one shipment takes
    expect((await ship(owner, body([]))).json()).toEqual(expect.arrayContaining([SHIPMENT_MSG.linesRequired]));
    const tooMany = Array.from({ length: SHIPMENT_MAX_LINES + 1 }, (_, i) => ({ originNumber: `CO-2026-${String(i + 1).padStart(6, '0')}`, volume: 0.001 }));
    expect((await ship(owner, body(tooMany, { volume: 0.001 }))).json()).toEqual([SHIPMENT_MSG.linesRequired]);

    expect((await ship(owner, body([{ originNumber: third.number, volume: 1 }], { volume: 1, shippingDate: day(-1) }))).json()).toEqual([SHIPMENT_MSG.shippingPast]);
    expect((await ship(owner, body([{ originNumber: third.number, volume: 1 }], { volume: 1, shippingDate: day(200) }))).json()).toEqual([SHIPMENT_MSG.shippingFar]);

    // a certificate that expires before the shipping date
    await t.db.update(properties).set({ validUntil: new Date(`${day(2)}T12:00:00-06:00`) }).where(eq(properties.id, secondFarm));
    const expiring = await ship(owner, body([{ originNumber: third.number, volume: 1 }], { volume: 1, shippingDate: day(3) }));
    expect(expiring.statusCode).toBe(409);
    expect(expiring.json()).toMatchObject({ title: SHIPMENT_MSG.expiresBefore(third.number, day(2)) });
    expect((await ship(owner, body([{ originNumber: third.number, volume: 1 }], { volume: 1, shippingDate: day(2) }))).statusCode).toBe(201);

    // nothing of those refusals was drawn
    expect((await holdings()).get(third.number)!.remaining).toBe(4);
  });

  it('refuses an origin certificate once its property’s certificate is suspended, or once it is annulled (409)', async () => {
    expect((await call(t, admin, 'POST', `/api/properties/${secondFarm}/certificate/suspend`, { payload: { reason: 'Visita de regencia rechazada' } })).statusCode).toBe(200);
    const suspended = await ship(owner, body([{ originNumber: third.number, volume: 1 }], { volume: 1, shippingDate: day(1) }));
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json()).toMatchObject({ title: SHIPMENT_MSG.notInForce(third.number, 'Suspendida') });
    // the shipment already made shows the suspension at once
    const [listed] = (await call(t, owner, 'GET', '/api/shipments/Filtered', { query: { param: 'holzimport', page: '1', visibleRecords: '1' } })).json<Shipment[]>();
    expect(listed!.lines.some((line) => line.certificateStatus === 'Suspendida')).toBe(true);

    expect((await call(t, admin, 'PUT', `/api/origin/${second.number}/annul`, { payload: { reason: 'Error en la especie declarada' } })).statusCode).toBe(200);
    const annulled = await ship(owner, body([{ originNumber: second.number, volume: 1 }], { volume: 1 }));
    expect(annulled.statusCode).toBe(409);
    expect(annulled.json()).toMatchObject({ title: SHIPMENT_MSG.annulled(second.number) });
    expect((await holdings()).has(second.number)).toBe(false);
  });

  it('twenty shipments at once from one origin certificate never draw more than it has', async () => {
    const left = (await holdings()).get(first.number)!.remaining;
    expect(left).toBe(11.75);
    const answers = await Promise.all(Array.from({ length: 20 }, () => ship(owner, body([{ originNumber: first.number, volume: 1 }], { volume: 1 }))));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(11);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
    expect((await holdings()).get(first.number)!.remaining).toBe(0.75);
    const created = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json<Shipment>().code);
    expect(new Set(created).size).toBe(11);
  });

  it('lists its client’s shipments, every one for an administrator, none to a regent or anonymous; one shipment for its client and the administrators only', async () => {
    const mine = await call(t, owner, 'GET', '/api/shipments', { query: { page: '1', visibleRecords: '5' } });
    expect(mine.statusCode).toBe(200);
    expect(Number(mine.headers[TOTAL_RECORDS_HEADER])).toBe(13);
    expect(mine.json<Shipment[]>()).toHaveLength(5);
    expect((await call(t, stranger, 'GET', '/api/shipments', { query: { page: '1', visibleRecords: '5' } })).headers[TOTAL_RECORDS_HEADER]).toBe('0');
    expect(Number((await call(t, admin, 'GET', '/api/shipments', { query: { page: '1', visibleRecords: '5' } })).headers[TOTAL_RECORDS_HEADER])).toBe(13);
    expect((await call(t, regent, 'GET', '/api/shipments', { query: { page: '1', visibleRecords: '5' } })).statusCode).toBe(403);
    expect((await call(t, undefined, 'GET', '/api/shipments', { query: { page: '1', visibleRecords: '5' } })).statusCode).toBe(401);
    expect((await call(t, regent, 'POST', '/api/shipments', { payload: body([{ originNumber: first.number, volume: 0.5 }], { volume: 0.5 }) })).statusCode).toBe(403);

    const id = mine.json<Shipment[]>()[0]!.id;
    expect((await call(t, owner, 'GET', `/api/shipments/${id}`)).statusCode).toBe(200);
    expect((await call(t, admin, 'GET', `/api/shipments/${id}`)).statusCode).toBe(200);
    const hidden = await call(t, stranger, 'GET', `/api/shipments/${id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ title: SHIPMENT_MSG.notFound });
    expect((await call(t, stranger, 'GET', `/api/shipments/${id}/dds.json`)).statusCode).toBe(404);
    expect((await call(t, undefined, 'GET', `/api/shipments/${id}/dds.json`)).statusCode).toBe(401);
  });

  it('writes the due diligence statement’s data as the Commission’s V3 schema names them: one producer per plot, by the 2026 GeoJSON rules', async () => {
    const shipment = earliest;
    expect(shipment.lines.map((line) => line.originNumber)).toEqual([first.number, second.number]);
    const response = await call(t, owner, 'GET', `/api/shipments/${shipment.id}/dds.json`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const dds = response.json<DdsStatement>();
    expect(dds).toMatchObject({
      operatorRole: 'OPERATOR',
      statement: {
        internalReferenceNumber: shipment.code,
        activityType: 'IMPORT',
        countryOfActivity: 'DE',
        geoLocationConfidential: true,
      },
    });
    const [commodity] = dds.statement.commodities;
    expect(commodity).toMatchObject({
      position: 1,
      hsHeading: '4407',
      descriptors: { descriptionOfGoods: 'Tablas de teca aserradas, secadas al horno', goodsMeasure: { netWeight: 8200.5, supplementaryUnit: 12, supplementaryUnitQualifier: 'MTQ' } },
      speciesInfo: [
        { scientificName: 'Tectona grandis', commonName: 'Teca' },
        { scientificName: 'Gmelina arborea', commonName: 'Melina' },
      ],
    });
    // both origin certificates were cut from the whole farm: one plot, one producer
    expect(commodity!.producers).toHaveLength(1);
    const [producer] = commodity!.producers;
    expect(producer).toMatchObject({ position: 1, country: 'CR' });
    const file = Buffer.from(producer!.geometryGeojson, 'base64').toString('utf8');
    expect(checkEuFile(file)).toEqual([]);
    const feature = JSON.parse(file).features[0];
    // truncated to 6 decimals as the EU reads them, never rounded
    expect(feature.geometry.coordinates[0][0]).toEqual([-84.071234, 9.931234]);
    expect(file).toContain('[-84.071234,9.931234]');
    expect(feature.properties).toMatchObject({ ProducerCountry: 'CR' });

    // the same statement as a SubmitDdsRequest body, valid against the Commission's XSD (release 8.2.1)
    const xml = await call(t, owner, 'GET', `/api/shipments/${shipment.id}/dds.xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.headers['content-disposition']).toBe(`attachment; filename="${shipment.code}-dds.xml"`);
    expect(await ddsSchemaErrors(xml.body)).toEqual([]);
    expect(xml.body).toContain(`<dds:geometryGeojson>${producer!.geometryGeojson}</dds:geometryGeojson>`);
    expect(xml.body).toContain('<eudrCommon:netWeight>8200.5</eudrCommon:netWeight>');
    // the check is real: a heading the schema does not allow, or an element out of its order, fails it
    expect(await ddsSchemaErrors(xml.body.replace('<dds:hsHeading>4407</dds:hsHeading>', '<dds:hsHeading>44O7</dds:hsHeading>'))).not.toEqual([]);
    expect(await ddsSchemaErrors(xml.body.replace(/<dds:comment>[^<]*<\/dds:comment>/, '').replace('<dds:activityType>', '<dds:comment>x</dds:comment><dds:activityType>'))).not.toEqual([]);
    expect((await call(t, stranger, 'GET', `/api/shipments/${shipment.id}/dds.xml`)).statusCode).toBe(404);

    // a buyer outside the EU gets the statement without a country of activity
    const us = await ship(owner, body([{ originNumber: first.number, volume: 0.75 }], { volume: 0.5, buyerCountry: 'US', buyerName: 'Lumber Yard Inc.' }));
    expect(us.statusCode).toBe(201);
    const outside = (await call(t, owner, 'GET', `/api/shipments/${us.json<Shipment>().id}/dds.json`)).json<DdsStatement>();
    expect(outside.statement).not.toHaveProperty('countryOfActivity');
    expect(us.json<Shipment>().buyerCountryName).toBe('Estados Unidos');
  });

  it('streams the due-diligence file: the statement as JSON and valid XML, the plots, each property’s certificate and each origin certificate as PDF, read back', async () => {
    // a visit of the regent to the farm, approved, with a photo taken where the wood was cut
    const [file] = await t.db.insert(storedFiles).values({ storageName: `foto-${Date.now()}`, originalName: 'lindero.jpg', contentType: 'image/jpeg', size: 10, kind: 'visitPhoto', uploadedBy: regent.id }).returning({ id: storedFiles.id });
    const visitStart = new Date(Date.now() - 10 * 86_400_000);
    const [visit] = await t.db
      .insert(appointments)
      .values({ propertyId: farmId, customerId: owner.id, certifierId: regent.id, bookedById: owner.id, startsAt: visitStart, endsAt: new Date(visitStart.getTime() + 3_600_000), status: 'Aprobada', reportType: 'Informe Ordinario', regentResultAt: new Date(visitStart.getTime() + 7_200_000), reviewedAt: new Date(visitStart.getTime() + 86_400_000), reviewedById: admin.id })
      .returning({ id: appointments.id });
    await t.db.insert(appointmentPhotos).values({ appointmentId: visit!.id, fileId: file!.id, uploadedById: regent.id, takenAt: visitStart, latitude: 9.9326, longitude: -84.0698, accuracyM: 5 });

    const response = await call(t, owner, 'GET', `/api/shipments/${earliest.id}/expediente.zip`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${earliest.code}-expediente.zip"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const code = earliest.code;
    expect(Object.keys(entries).sort()).toEqual(
      [
        `${code}-resumen.pdf`,
        `${code}-dds.json`,
        `${code}-dds.xml`,
        `${code}.geojson`,
        `certificados/certificado-${farmId}.pdf`,
        `certificados-de-origen/certificado-de-origen-${first.number}.pdf`,
        `certificados-de-origen/certificado-de-origen-${second.number}.pdf`,
      ].sort(),
    );
    // the summary, in Spanish and English: the load, its origin certificates, and the evidence behind the farm
    const summary = await readPdf(Buffer.from(entries[`${code}-resumen.pdf`]!));
    expect(summary.title).toBe(`Expediente de diligencia debida ${code} / Due diligence file ${code}`);
    const said = summary.text.replace(/\s+/g, ' ');
    for (const expected of [
      'Expediente de diligencia debida / Due diligence file',
      `Despacho ${code} / Shipment ${code}`,
      first.number,
      second.number,
      'Historial del certificado / Certificate history',
      'Vigente / Valid',
      'Límite aprobado / Approved boundary',
      'Versión 1',
      'Visitas del regente / Forestry regent’s visits',
      'Aprobada / Approved',
      'Informe Ordinario / Regular report',
      '9.932600, -84.069800 (± 5 m)',
    ]) {
      expect(said).toContain(expected);
    }
    // its QR code opens the shipment's page through a link of its own, listed among the client's links
    const qr = summary.codes.find((text) => text?.includes('/Despacho/'));
    expect(qr).toMatch(new RegExp(`/Despacho/${code}\\?compartido=[\\w-]{43}$`));
    const opened = await call(t, undefined, 'GET', `/api/shipments/${code}/status`, { query: { share: new URL(qr!).searchParams.get('compartido')! } });
    expect(opened.json<ShipmentPublic>()).toMatchObject({ code });
    expect((await call(t, owner, 'GET', `/api/shipments/${earliest.id}/shares`)).json()).toEqual([
      expect.objectContaining({ label: SHIPMENT_DOSSIER_LINK_LABEL(day()), active: true }),
    ]);

    // the same statement the shipment's screen downloads, its XML valid against the Commission's schema
    const statement = (await call(t, owner, 'GET', `/api/shipments/${earliest.id}/dds.json`)).json<DdsStatement>();
    expect(JSON.parse(strFromU8(entries[`${code}-dds.json`]!))).toEqual(statement);
    expect(await ddsSchemaErrors(strFromU8(entries[`${code}-dds.xml`]!))).toEqual([]);
    expect(checkEuFile(strFromU8(entries[`${code}.geojson`]!))).toEqual([]);
    const certificate = await readPdf(Buffer.from(entries[`certificados/certificado-${farmId}.pdf`]!));
    expect(certificate.title).toMatch(/^Certificado de Madera Legal N\.º /);
    expect(certificate.codes.some((qr) => qr?.endsWith(`/PerfilPropiedad/${farmId}`))).toBe(true);
    // each with its status now (the second was annulled since the shipment was recorded)
    for (const line of (await call(t, owner, 'GET', `/api/shipments/${earliest.id}`)).json<Shipment>().lines) {
      const pdf = await readPdf(Buffer.from(entries[`certificados-de-origen/certificado-de-origen-${line.originNumber}.pdf`]!));
      expect(pdf.title).toBe(`Certificado de origen ${line.originNumber}`);
      expect(pdf.text.replace(/\n/g, ' ')).toContain(`Estado: ${line.originStatus} · certificado de la propiedad: ${line.certificateStatus}`);
    }

    // in English for the buyer: the PDFs' names and words
    const english = unzipSync(new Uint8Array((await call(t, admin, 'GET', `/api/shipments/${earliest.id}/expediente.zip`, { query: { lang: 'en' } })).rawPayload));
    expect(Object.keys(english)).toEqual(expect.arrayContaining([`${code}-summary.pdf`, `certificates/certificate-${farmId}.pdf`, `certificates-of-origin/certificate-of-origin-${first.number}.pdf`]));
    expect((await readPdf(Buffer.from(english[`certificates-of-origin/certificate-of-origin-${first.number}.pdf`]!))).text.replace(/\n/g, ' ')).toContain('Status: Valid · property certificate: Valid');
    // an administrator's copy makes no link: its summary has no QR code
    expect((await readPdf(Buffer.from(english[`${code}-summary.pdf`]!))).codes.filter((text) => text?.includes('/Despacho/'))).toEqual([]);
    expect((await call(t, owner, 'GET', `/api/shipments/${earliest.id}/shares`)).json()).toHaveLength(1);

    // its client and the administrators only
    expect((await call(t, stranger, 'GET', `/api/shipments/${earliest.id}/expediente.zip`)).statusCode).toBe(404);
    expect((await call(t, regent, 'GET', `/api/shipments/${earliest.id}/expediente.zip`)).statusCode).toBe(403);
    expect((await call(t, undefined, 'GET', `/api/shipments/${earliest.id}/expediente.zip`)).statusCode).toBe(401);
  });

  it('records the statement’s reference and verification numbers the EU system returned: its client only, checked, a correction replacing them', async () => {
    const url = `/api/shipments/${earliest.id}/dds`;
    const recorded = await call(t, owner, 'PUT', url, { payload: { reference: ' 25frxvv3vos4q2 ', verification: 'krpwcd3t' } });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json<Shipment>()).toMatchObject({ id: earliest.id, ddsReference: '25FRXVV3VOS4Q2', ddsVerification: 'KRPWCD3T' });
    expect((await call(t, admin, 'GET', `/api/shipments/${earliest.id}`)).json<Shipment>()).toMatchObject({ ddsReference: '25FRXVV3VOS4Q2', ddsVerification: 'KRPWCD3T' });

    const wrong = await call(t, owner, 'PUT', url, { payload: { reference: '25FRXVV3VOS4Q2X', verification: 'KRP-WCD3T' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual([SHIPMENT_MSG.ddsReference, SHIPMENT_MSG.ddsVerification]);
    expect((await call(t, owner, 'PUT', url, { payload: { reference: '', verification: 'KRPWCD3T' } })).json()).toEqual([SHIPMENT_MSG.ddsReference]);

    // another client, an administrator, a regent, anonymous: the numbers stay as they were
    expect((await call(t, stranger, 'PUT', url, { payload: { reference: 'AAAA', verification: 'BBBB' } })).statusCode).toBe(404);
    expect((await call(t, admin, 'PUT', url, { payload: { reference: 'AAAA', verification: 'BBBB' } })).statusCode).toBe(403);
    expect((await call(t, regent, 'PUT', url, { payload: { reference: 'AAAA', verification: 'BBBB' } })).statusCode).toBe(403);
    expect((await call(t, undefined, 'PUT', url, { payload: { reference: 'AAAA', verification: 'BBBB' } })).statusCode).toBe(401);
    expect((await call(t, owner, 'GET', `/api/shipments/${earliest.id}`)).json<Shipment>()).toMatchObject({ ddsReference: '25FRXVV3VOS4Q2', ddsVerification: 'KRPWCD3T' });

    const corrected = await call(t, owner, 'PUT', url, { payload: { reference: '25FRXVV3VOS4Q3', verification: 'KRPWCD3U' } });
    expect(corrected.json<Shipment>()).toMatchObject({ ddsReference: '25FRXVV3VOS4Q3', ddsVerification: 'KRPWCD3U' });
  });

  it('shares a shipment with its buyer by a link its client makes: the page’s data without the buyer’s e-mail, the numbers and the file through it; a wrong, expired or revoked link opens nothing', async () => {
    const { code } = earliest;
    const shares = `/api/shipments/${earliest.id}/shares`;
    // only its client makes a link: another client does not learn it exists, an administrator or a regent may not, anonymous must sign in
    expect((await call(t, stranger, 'POST', shares, { payload: { days: 30 } })).statusCode).toBe(404);
    expect((await call(t, admin, 'POST', shares, { payload: { days: 30 } })).json()).toMatchObject({ status: 403, title: SHIPMENT_MSG.shareOwnerOnly });
    expect((await call(t, regent, 'POST', shares, { payload: { days: 30 } })).statusCode).toBe(403);
    expect((await call(t, undefined, 'POST', shares, { payload: { days: 30 } })).statusCode).toBe(401);
    expect((await call(t, owner, 'POST', shares, { payload: { days: 0 } })).statusCode).toBe(400);

    const made = await call(t, owner, 'POST', shares, { payload: { days: 30, label: 'Holzimport GmbH' } });
    expect(made.statusCode).toBe(201);
    const { url, id: shareId } = made.json<{ id: number; url: string; expiresAt: string }>();
    expect(url).toMatch(new RegExp(`/Despacho/${code}\\?compartido=[\\w-]{43}$`));
    const token = new URL(url).searchParams.get('compartido')!;
    expect(JSON.stringify(await t.db.select().from(shipmentShareLinks))).not.toContain(token);

    const status = (share: string, shipmentCode = code) => call(t, undefined, 'GET', `/api/shipments/${shipmentCode}/status`, { query: { share } });
    const seen = await status(token);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    const view = seen.json<ShipmentPublic>();
    expect(view).toMatchObject({
      code,
      exporterName: owner.name,
      buyerName: 'Holzimport GmbH',
      buyerCountry: 'DE',
      hsHeading: '4407',
      inputVolume: 14.5,
      // the second origin certificate was annulled: the page says the shipment is no longer wholly in force
      inForce: false,
      dossier: `/api/shipments/${code}/shared/expediente.zip?share=${token}`,
    });
    expect(view.lines.map((line) => [line.originNumber, line.originStatus, line.certificateStatus, line.originPage, line.propertyProfile])).toEqual([
      [first.number, 'Válido', 'Vigente', `/Origen/${first.number}`, `/PerfilPropiedad/${farmId}`],
      [second.number, 'Anulado', 'Vigente', `/Origen/${second.number}`, `/PerfilPropiedad/${farmId}`],
    ]);
    expect(seen.body).not.toContain('einkauf@holzimport.example.de');
    // a code in lower case is the same shipment; a wrong token, another shipment's code or none opens nothing
    expect((await status(token, code.toLowerCase())).statusCode).toBe(200);
    expect((await status(`${token.slice(0, -1)}x`)).json()).toMatchObject({ status: 404, title: SHIPMENT_MSG.shareClosed });
    const [other] = (await call(t, owner, 'GET', '/api/shipments', { query: { page: '1', visibleRecords: '1' } })).json<Shipment[]>();
    expect((await status(token, other!.code)).statusCode).toBe(404);
    expect((await call(t, undefined, 'GET', `/api/shipments/${code}/status`)).statusCode).toBe(400);
    expect((await status(token, 'DE-ABC')).statusCode).toBe(400);

    // the buyer records the statement's numbers through the link, checked as the client's are
    const dds = (share: string, payload: object) => call(t, undefined, 'PUT', `/api/shipments/${code}/shared/dds`, { query: { share }, payload });
    expect((await dds(token, { reference: '26DEHZ8K4Q2W7MX', verification: 'VX7QK2PD' })).json()).toEqual([SHIPMENT_MSG.ddsReference]);
    const recorded = await dds(token, { reference: '26dehz8k4q2w7m', verification: 'vx7qk2pd' });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json<ShipmentPublic>()).toMatchObject({ ddsReference: '26DEHZ8K4Q2W7M', ddsVerification: 'VX7QK2PD' });
    expect((await call(t, owner, 'GET', `/api/shipments/${earliest.id}`)).json<Shipment>()).toMatchObject({ ddsReference: '26DEHZ8K4Q2W7M', ddsVerification: 'VX7QK2PD' });

    // and downloads the due-diligence file through it
    const file = await call(t, undefined, 'GET', `/api/shipments/${code}/shared/expediente.zip`, { query: { share: token } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(file.rawPayload));
    expect(JSON.parse(strFromU8(entries[`${code}-dds.json`]!))).toMatchObject({ statement: { internalReferenceNumber: code } });

    // the client and the administrators list the links; nobody else
    const listed = (await call(t, owner, 'GET', shares)).json<Array<{ id: number }>>();
    // the newest first: this one, then the one the due-diligence file's QR code carries
    expect(listed).toHaveLength(2);
    expect(listed[0]).toEqual(expect.objectContaining({ id: shareId, label: 'Holzimport GmbH', active: true, revokedAt: null }));
    expect((await call(t, admin, 'GET', shares)).statusCode).toBe(200);
    expect((await call(t, stranger, 'GET', shares)).statusCode).toBe(404);
    expect((await call(t, regent, 'GET', shares)).statusCode).toBe(403);

    // expired: closed until it is live again
    await t.db.update(shipmentShareLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(shipmentShareLinks.id, shareId));
    expect((await status(token)).statusCode).toBe(404);
    expect((await dds(token, { reference: 'AAAA', verification: 'BBBB' })).statusCode).toBe(404);
    await t.db.update(shipmentShareLinks).set({ expiresAt: new Date(Date.now() + 86_400_000) }).where(eq(shipmentShareLinks.id, shareId));
    expect((await status(token)).statusCode).toBe(200);

    // revoked by an administrator at the client's request (recorded), never by another client
    expect((await call(t, stranger, 'DELETE', `${shares}/${shareId}`)).statusCode).toBe(404);
    expect((await call(t, admin, 'DELETE', `${shares}/${shareId}`)).statusCode).toBe(204);
    expect((await call(t, owner, 'DELETE', `${shares}/${shareId + 1000}`)).statusCode).toBe(404);
    expect((await status(token)).statusCode).toBe(404);
    expect((await call(t, undefined, 'GET', `/api/shipments/${code}/shared/expediente.zip`, { query: { share: token } })).statusCode).toBe(404);
    expect((await dds(token, { reference: 'AAAA', verification: 'BBBB' })).statusCode).toBe(404);
    const [revoked] = await t.db.select().from(shipmentShareLinks).where(eq(shipmentShareLinks.id, shareId));
    expect(revoked).toMatchObject({ revokedById: admin.id });
    expect((await call(t, owner, 'GET', `/api/shipments/${earliest.id}`)).json<Shipment>()).toMatchObject({ ddsReference: '26DEHZ8K4Q2W7M' });
  });

  it('writes to the buyer of every shipment with wood from a property whose certificate is suspended, in Spanish and English, once', async () => {
    const reason = 'Corta fuera del área autorizada';
    expect((await call(t, admin, 'POST', `/api/properties/${farmId}/certificate/suspend`, { payload: { reason } })).statusCode).toBe(200);
    await sendAllNotices(t.db);
    await sendAllNotices(t.db);
    const letters = await t.db.select().from(mailMessages).where(eq(mailMessages.kind, 'despacho'));
    const mine = letters.filter((letter) => letter.key.startsWith(`despacho.${earliest.id}.`));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ recipient: 'einkauf@holzimport.example.de', link: `/PerfilPropiedad/${farmId}` });
    expect(mine[0]!.subject).toBe(MAIL_TEXTS.shipment.subject(earliest.code, 'Suspendida', 'Suspended'));
    expect(mine[0]!.text).toContain(`Motivo: ${reason}`);
    expect(mine[0]!.text).toContain(`Reason: ${reason}`);
    expect(mine[0]!.text).toContain(`your shipment ${earliest.code}`);
    // every shipment of the farm's wood has its letter; none for a shipment of the other farm's only
    const shipped = await t.db.selectDistinct({ id: shipmentLines.shipmentId }).from(shipmentLines).innerJoin(originCertificates, eq(originCertificates.id, shipmentLines.originCertificateId)).where(eq(originCertificates.propertyId, farmId));
    expect(new Set(letters.filter((letter) => letter.key.endsWith(`.${mine[0]!.key.split('.')[2]}`)).map((letter) => Number(letter.key.split('.')[1])))).toEqual(new Set(shipped.map((row) => row.id)));
    expect((await call(t, admin, 'POST', `/api/properties/${farmId}/certificate/reinstate`, { payload: { reason: 'Revisión aclarada' } })).statusCode).toBe(200);
  });

  it('gives the plots as one EU GeoJSON file, and refuses a plot the 2026 rules refuse or a statement past the EU’s size', async () => {
    const shipment = earliest;
    const file = await call(t, owner, 'GET', `/api/shipments/${shipment.id}/geojson`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${shipment.code}.geojson"`);
    expect(checkEuFile(file.body)).toEqual([]);
    const collection = JSON.parse(file.body);
    expect(collection.features).toHaveLength(1);
    expect(collection.features[0].properties).toMatchObject({ ProducerCountry: 'CR', ProfileUrl: expect.stringMatching(new RegExp(`/PerfilPropiedad/${farmId}$`)) });
    expect((await call(t, stranger, 'GET', `/api/shipments/${shipment.id}/geojson`)).statusCode).toBe(404);

    // past the EU's size for one statement (25 MB; here a few bytes): refused, saying what to do
    const small = shipmentsRepository(t.db, { maxGeolocationBytes: 100 });
    await expect(small.geojson(shipment.id, { id: owner.id, email: owner.email, roles: ['Cliente'] }, '')).rejects.toMatchObject({
      statusCode: 409,
      message: SHIPMENT_MSG.geolocationTooLarge(100 / 2 ** 20),
    });

    // a boundary approved before the 2026 rules, whose two vertices differ when rounded to 6 decimals but coincide
    // once truncated as the EU reads them: the statement and the file are refused, naming the origin certificate
    const a = [-84.0712349, 9.9312341];
    const b = [-84.0712341, 9.9312349];
    expect(a.map((x) => x.toFixed(6))).not.toEqual(b.map((x) => x.toFixed(6)));
    const ring = [a, b, [-84.0684245, 9.9312345], [-84.0684245, 9.9340195], [-84.0712345, 9.9340195], a];
    await t.db.update(propertyBoundaries).set({ geometry: { type: 'Polygon', coordinates: [ring] } }).where(eq(propertyBoundaries.propertyId, farmId));
    const message = SHIPMENT_MSG.plotRefused(first.number, BOUNDARY_MSG.repeatedWhenTruncated([-84.071234, 9.931234]));
    for (const url of [`/api/shipments/${shipment.id}/geojson`, `/api/shipments/${shipment.id}/dds.json`, `/api/shipments/${shipment.id}/dds.xml`, `/api/shipments/${shipment.id}/expediente.zip`]) {
      const refused = await call(t, owner, 'GET', url);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ title: message });
    }
  });
});
