import { serviceDay } from '@portal/shared-api';
import { and, desc, eq } from 'drizzle-orm';
import {
  MAIL_TEXTS,
  ORIGIN_MSG,
  formatVolume,
  TOTAL_RECORDS_HEADER,
  type OriginCertificate,
  type OriginLedger,
  type OriginPublic,
  type OriginSpeciesMonth,
  type OriginStatusFacts,
  type PropertyProfile,
} from '@portal/shared-api';
import { readPdf } from '../../../test/pdf';
import { build } from '../../../test/build';
import { FARM } from '../../../test/fixtures';
import { assignRegent, call, certifiedProperties, person, type Person } from '../../../test/operations';
import { mailMessages, originCertificates, watchers, watches } from '../../db/schema';
import { sendAllNotices } from '../../notifications/worker';
import { validOriginNumbers } from './repository';

/** About 9.5 ha in Carmen, San José. */

/** The Costa Rican calendar day `days` before today. */
const day = (days = 0) =>
  serviceDay(new Date(), -days);

const teak = (volume: number) => ({ code: 'teca', scientificName: 'Tectona grandis', commonName: 'Teca', volume });
const melina = (volume: number) => ({ code: 'melina', scientificName: 'Gmelina arborea', commonName: 'Melina', volume });

const issueBody = (propertyId: number, overrides: Record<string, unknown> = {}) => ({
  propertyId,
  species: [teak(12.5), melina(7.25)],
  productForm: 'troza',
  harvestFrom: day(5),
  harvestTo: day(1),
  buyerName: 'Aserradero El Roble S.A.',
  destination: 'Siquirres, Limón',
  vehiclePlate: 'C-123456',
  ...overrides,
});


describe('origin certificates (/api/origin), drawn from the certificate’s volume', () => {
  const t = build();
  let owner: Person;
  let stranger: Person;
  let regent: Person;
  let otherRegent: Person;
  let admin: Person;
  let farmId: number;
  let bareFarm: number;

  beforeAll(async () => {
    owner = await person(t, 'Cliente', 'Dueña');
    stranger = await person(t, 'Cliente', 'Extraño');
    regent = await person(t, 'Regente', 'Regente');
    otherRegent = await person(t, 'Regente', 'Otro Regente');
    admin = await person(t, 'Administrador', 'Admin');
    // the fixture's farm: volume 50 m³, approved 10 days ago
    [farmId, bareFarm] = await certifiedProperties(t, owner.id, 2);
    await assignRegent(t, farmId!, regent.id);
    await assignRegent(t, bareFarm!, regent.id);
    const proposed = await call(t, regent, 'POST', `/api/properties/${farmId}/boundary`, { payload: { geometry: { type: 'Polygon', coordinates: [FARM] }, method: 'gps' } });
    expect(proposed.statusCode).toBe(201);
    expect((await call(t, admin, 'PUT', `/api/properties/${farmId}/boundary/1`, { payload: { decision: 'Aprobar' } })).statusCode).toBe(204);
  });

  const issue = (who: Person | undefined, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/origin', payload: body as object, headers: { ...headers, ...(who ? { authorization: `Bearer ${who.token}` } : {}) } });
  const ledger = async (who: Person = owner, id = farmId) => {
    const response = await call(t, who, 'GET', `/api/origin/ledger/${id}`);
    expect(response.statusCode).toBe(200);
    return response.json<OriginLedger>();
  };
  const current = async (who: Person = owner) => (await ledger(who)).periods.find((period) => period.current)!;

  it('issues one numbered CO-YYYY-NNNNNN from the period’s volume, and the ledger follows', async () => {
    const before = await ledger(regent);
    expect(before.canIssue).toBe(true);
    expect(before.boundaryVersion).toBe(1);
    expect(before.periods).toHaveLength(1);
    expect(before.periods[0]).toMatchObject({ current: true, authorised: 50, issued: 0, annulled: 0, remaining: 50, count: 0 });

    const response = await issue(regent, issueBody(farmId));
    expect(response.statusCode).toBe(201);
    const created = response.json<OriginCertificate>();
    expect(created.number).toMatch(new RegExp(`^CO-${day().slice(0, 4)}-\\d{6}$`));
    expect(created).toMatchObject({
      status: 'Válido',
      propertyId: farmId,
      volume: 19.75,
      productForm: 'troza',
      boundaryVersion: 1,
      regentName: regent.name,
      page: `/Origen/${created.number}`,
      pdf: `/api/origin/${created.number}/pdf`,
    });
    expect(created.species).toEqual([
      { code: 'teca', scientificName: 'Tectona grandis', commonName: 'Teca', volume: 12.5 },
      { code: 'melina', scientificName: 'Gmelina arborea', commonName: 'Melina', volume: 7.25 },
    ]);
    expect(await current()).toMatchObject({ authorised: 50, issued: 19.75, remaining: 30.25, count: 1 });
    // the public profile says what the certificate covers and what remains, at once
    expect((await call(t, undefined, 'GET', `/api/properties/Profile/${farmId}`)).json<PropertyProfile>().certifiedVolume).toEqual({ authorised: 50, remaining: 30.25 });

    // a species written by hand is checked for both names
    const written = await issue(regent, issueBody(farmId, { species: [{ scientificName: 'Cordia alliodora', commonName: 'Laurel', volume: 0.125 }] }));
    expect(written.statusCode).toBe(201);
    expect(written.json<OriginCertificate>().species[0]).toMatchObject({ code: null, volume: 0.125 });
    // numbers are never reused: the next one follows
    const [, second] = [created.number, written.json<OriginCertificate>().number].map((n) => Number(n.slice(-6)));
    expect(second).toBe(Number(created.number.slice(-6)) + 1);
  });

  it('answers bad input with its Spanish message and issues nothing', async () => {
    const count = async () => (await t.db.select({ id: originCertificates.id }).from(originCertificates)).length;
    const before = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ species: [] }, ORIGIN_MSG.speciesRequired],
      [{ species: [teak(0)] }, ORIGIN_MSG.volume],
      [{ species: [teak(1.2345)] }, ORIGIN_MSG.volume],
      [{ species: [teak(-3)] }, ORIGIN_MSG.volume],
      [{ species: [{ scientificName: 'teca', commonName: 'Teca', volume: 1 }] }, ORIGIN_MSG.scientificName],
      [{ species: [{ scientificName: 'Tectona grandis', commonName: '', volume: 1 }] }, ORIGIN_MSG.commonName],
      [{ species: [{ code: 'teca', scientificName: 'Gmelina arborea', commonName: 'Teca', volume: 1 }] }, ORIGIN_MSG.speciesMismatch],
      [{ species: [teak(1), teak(2)] }, ORIGIN_MSG.speciesRepeated],
      [{ productForm: 'tablas' }, ORIGIN_MSG.productForm],
      [{ harvestFrom: '2026-02-30' }, ORIGIN_MSG.harvestDates],
      [{ harvestFrom: day(1), harvestTo: day(3) }, ORIGIN_MSG.harvestOrder],
      [{ vehiclePlate: 'C 12;34' }, ORIGIN_MSG.vehiclePlate],
      [{ harvestFrom: day(0), harvestTo: day(-2) }, ORIGIN_MSG.harvestFuture],
    ];
    for (const [overrides, message] of cases) {
      const response = await issue(regent, issueBody(farmId, overrides));
      expect({ overrides, status: response.statusCode }).toEqual({ overrides, status: 400 });
      expect(response.json()).toContain(message);
    }
    // before the certificate was issued: outside its validity
    const early = await issue(regent, issueBody(farmId, { harvestFrom: day(30), harvestTo: day(20) }));
    expect(early.statusCode).toBe(400);
    expect(early.json<string[]>()[0]).toMatch(/^Las fechas de corta deben caer dentro de la vigencia del certificado \(del \d{4}-\d{2}-\d{2} al \d{4}-\d{2}-\d{2}\)\.$/);
    expect(await count()).toBe(before);
  });

  it('lets only the assigned regent issue, and only the property’s people read its ledger', async () => {
    expect((await issue(undefined, issueBody(farmId))).statusCode).toBe(401);
    expect((await issue(owner, issueBody(farmId))).statusCode).toBe(403);
    expect((await issue(admin, issueBody(farmId))).statusCode).toBe(403);
    const other = await issue(otherRegent, issueBody(farmId));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ title: ORIGIN_MSG.notAssigned });
    for (const who of [stranger, otherRegent]) {
      expect((await call(t, who, 'GET', `/api/origin/ledger/${farmId}`)).statusCode).toBe(404);
      expect((await call(t, who, 'GET', `/api/origin/property/${farmId}`)).statusCode).toBe(404);
      expect((await call(t, who, 'GET', `/api/origin/property/${farmId}/csv`)).statusCode).toBe(404);
    }
    expect((await call(t, undefined, 'GET', `/api/origin/ledger/${farmId}`)).statusCode).toBe(401);
    expect((await call(t, owner, 'GET', '/api/origin')).statusCode).toBe(403);
    expect((await ledger(admin)).propertyId).toBe(farmId);
    expect((await ledger(owner)).canIssue).toBe(false);
  });

  it('refuses a property without an approved boundary', async () => {
    const response = await issue(regent, issueBody(bareFarm));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ title: ORIGIN_MSG.noBoundary });
    expect((await ledger(regent, bareFarm)).canIssue).toBe(false);
  });

  it('never passes the authorised volume, and names what remains', async () => {
    const { remaining } = await current();
    const response = await issue(regent, issueBody(farmId, { species: [teak(remaining + 0.001)] }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ title: ORIGIN_MSG.exceeds(remaining, remaining + 0.001) });
    expect(response.json<{ title: string }>().title).toMatch(new RegExp(`^Quedan ${formatVolume(remaining)} del volumen certificado`));
  });

  it('lets an administrator change the authorised volume with a reason, never below what was issued, in the public history', async () => {
    const { issued } = await current();
    const change = (who: Person, body: unknown) => call(t, who, 'PUT', `/api/properties/${farmId}/certificate/volume`, { payload: body });
    expect((await change(owner, { volume: 80, reason: 'Nuevo inventario forestal' })).statusCode).toBe(403);
    const bad = await change(admin, { volume: 80.0001, reason: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(expect.arrayContaining([ORIGIN_MSG.volumeAuthorised, ORIGIN_MSG.volumeReason]));
    const below = await change(admin, { volume: issued - 1, reason: 'Inventario revisado a la baja' });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({ title: ORIGIN_MSG.volumeBelowIssued(issued) });

    const changed = await change(admin, { volume: 80, reason: 'Inventario forestal de 2026 aprobado' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ before: 50, authorised: 80, issued });
    expect(await current()).toMatchObject({ authorised: 80 });
    const profile = (await call(t, undefined, 'GET', `/api/properties/Profile/${farmId}`)).json<PropertyProfile>();
    expect(profile.certificate.history.at(-1)).toMatchObject({
      status: 'Vigente',
      reason: ORIGIN_MSG.volumeChanged(50, 80, 'Inventario forestal de 2026 aprobado'),
    });
  });

  it('serves twenty regents racing for the last cubic metres one at a time: the sum never passes the limit', async () => {
    const { issued } = await current();
    // exactly 7 m³ left
    expect((await call(t, admin, 'PUT', `/api/properties/${farmId}/certificate/volume`, { payload: { volume: issued + 7, reason: 'Quedan siete metros cúbicos' } })).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => issue(regent, issueBody(farmId, { species: [teak(1)] }))));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(7);
    expect(statuses.filter((status) => status === 409)).toHaveLength(13);
    for (const loser of answers.filter((answer) => answer.statusCode === 409)) {
      expect(loser.json()).toMatchObject({ title: ORIGIN_MSG.exceeds(0, 1) });
    }
    expect(await current()).toMatchObject({ issued: issued + 7, remaining: 0 });
    expect((await ledger(regent)).canIssue).toBe(false);
  });

  it('repeats an issue sent again with the same Idempotency-Key (the outbox) and issues once', async () => {
    expect((await call(t, admin, 'PUT', `/api/properties/${farmId}/certificate/volume`, { payload: { volume: (await current()).issued + 10, reason: 'Diez metros cúbicos más' } })).statusCode).toBe(200);
    const key = 'origen-5b0f0c1e-8d1f-4a57-9b7e-3c2d1a0f9e88';
    const first = await issue(regent, issueBody(farmId, { species: [melina(2)] }), { 'idempotency-key': key });
    const again = await issue(regent, issueBody(farmId, { species: [melina(2)] }), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<OriginCertificate>().number).toBe(first.json<OriginCertificate>().number);
    expect(await current()).toMatchObject({ remaining: 8 });
  });

  it('lets an administrator annul one with a reason: its volume returns and it stays visible as Anulado', async () => {
    const list = await call(t, owner, 'GET', `/api/origin/property/${farmId}`, { query: { page: '1', visibleRecords: '50' } });
    expect(list.statusCode).toBe(200);
    const rows = list.json<OriginCertificate[]>();
    expect(Number(list.headers[TOTAL_RECORDS_HEADER])).toBe(rows.length);
    const target = rows.find((row) => row.volume === 19.75)!;
    const before = await current();

    expect((await call(t, regent, 'PUT', `/api/origin/${target.number}/annul`, { payload: { reason: 'Error en la especie declarada' } })).statusCode).toBe(403);
    expect((await call(t, admin, 'PUT', `/api/origin/${target.number}/annul`, { payload: { reason: 'corto' } })).json()).toEqual([ORIGIN_MSG.annulReason]);
    const annulled = await call(t, admin, 'PUT', `/api/origin/${target.number}/annul`, { payload: { reason: 'Error en la especie declarada' } });
    expect(annulled.statusCode).toBe(200);
    expect(annulled.json()).toMatchObject({ status: 'Anulado', annulReason: 'Error en la especie declarada' });
    const again = await call(t, admin, 'PUT', `/api/origin/${target.number}/annul`, { payload: { reason: 'Error en la especie declarada' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ title: ORIGIN_MSG.alreadyAnnulled });
    expect((await call(t, admin, 'PUT', '/api/origin/CO-2026-999999/annul', { payload: { reason: 'Error en la especie declarada' } })).statusCode).toBe(404);

    expect(await current()).toMatchObject({ issued: before.issued - 19.75, annulled: 19.75, remaining: before.remaining + 19.75 });
    const page = (await call(t, undefined, 'GET', `/api/origin/${target.number}`)).json<OriginPublic>();
    expect(page).toMatchObject({ status: 'Anulado', valid: false, annulReason: 'Error en la especie declarada' });

    // search and CSV of the property's list
    const searched = await call(t, owner, 'GET', `/api/origin/property/${farmId}/Filtered`, { query: { param: 'cordia' } });
    expect(searched.json<OriginCertificate[]>().map((row) => row.species[0]!.scientificName)).toEqual(['Cordia alliodora']);
    const csv = await call(t, regent, 'GET', `/api/origin/property/${farmId}/csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(target.number);
    expect(csv.body).toContain('Tectona grandis (Teca): 12,5');
    expect(csv.body).toContain('Error en la especie declarada');
  });

  it('shows the property certificate’s suspension at once on every origin certificate, and issues none while it lasts', async () => {
    const [valid] = (await call(t, owner, 'GET', `/api/origin/property/${farmId}/Filtered`, { query: { param: 'melina' } })).json<OriginCertificate[]>().filter((row) => row.status === 'Válido');
    const status = async () => (await call(t, undefined, 'GET', `/api/origin/${valid!.number}/status`, { query: { lang: 'en' } })).json<OriginStatusFacts>();
    expect(await status()).toMatchObject({ status: 'Válido', valid: true, certificateStatus: 'Vigente', labels: { language: 'en', status: 'Valid', certificateStatus: 'Valid' } });

    // a buyer abroad watches the certificate (confirmed)
    const [watcher] = await t.db.insert(watchers).values({ email: 'compras@importer.example.de', token: 'token-de-prueba-origen-0123456789abcdef', language: 'en' }).returning({ id: watchers.id });
    await t.db.insert(watches).values({ watcherId: watcher!.id, propertyId: farmId, confirmedAt: new Date(Date.now() - 60_000) });
    expect((await call(t, admin, 'POST', `/api/properties/${farmId}/certificate/suspend`, { payload: { reason: 'Visita de regencia rechazada' } })).statusCode).toBe(200);
    // the owner's letter and the watcher's name the origin certificates drawn from the certificate
    await sendAllNotices(t.db);
    // newest first, as the letters name them (on PostgreSQL the racing issues above finished in any order)
    const validNumbers = (
      await t.db
        .select({ number: originCertificates.number })
        .from(originCertificates)
        .where(and(eq(originCertificates.propertyId, farmId), eq(originCertificates.status, 'Válido')))
        .orderBy(desc(originCertificates.issuedAt), desc(originCertificates.id))
    ).map((row) => row.number);
    const [owners] = await t.db.select({ text: mailMessages.text }).from(mailMessages).where(and(eq(mailMessages.kind, 'certificado'), eq(mailMessages.recipient, owner.email)));
    const [watchersMail] = await t.db.select({ text: mailMessages.text }).from(mailMessages).where(eq(mailMessages.recipient, 'compras@importer.example.de'));
    expect(validNumbers).toHaveLength(9);
    const newestFirst = validNumbers;
    expect(owners!.text).toContain(MAIL_TEXTS.watch.origin(newestFirst, 0));
    expect(watchersMail!.text).toContain(`Certificates of origin issued from this certificate, whose pages show the change: ${newestFirst.join(', ')}.`);
    // a long list names the newest and counts the rest
    expect(await validOriginNumbers(t.db, farmId, 3)).toEqual({ numbers: newestFirst.slice(0, 3), more: 6 });
    expect(await status()).toMatchObject({ status: 'Válido', valid: false, certificateStatus: 'Suspendida', labels: { certificateStatus: 'Suspended' } });
    const page = (await call(t, undefined, 'GET', `/api/origin/${valid!.number}`)).json<OriginPublic>();
    expect(page).toMatchObject({ valid: false, property: { certificateStatus: 'Suspendida', id: farmId } });
    const refused = await issue(regent, issueBody(farmId, { species: [teak(1)] }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ title: ORIGIN_MSG.notInForce('Suspendida') });

    expect((await call(t, admin, 'POST', `/api/properties/${farmId}/certificate/reinstate`, { payload: { reason: 'Subsanado en la visita siguiente' } })).statusCode).toBe(200);
    expect(await status()).toMatchObject({ valid: true, certificateStatus: 'Vigente' });
  });

  it('answers the public page’s data, and 404 for a number that does not exist', async () => {
    const [row] = (await call(t, admin, 'GET', '/api/origin', { query: { status: 'Válido', species: 'teca' } })).json<OriginCertificate[]>();
    const page = await call(t, undefined, 'GET', `/api/origin/${row!.number}`);
    expect(page.statusCode).toBe(200);
    expect(page.json<OriginPublic>()).toMatchObject({
      number: row!.number,
      status: 'Válido',
      valid: true,
      property: { id: farmId, district: 'Carmen', canton: 'San José', province: 'San José', profile: `/PerfilPropiedad/${farmId}` },
      regent: { name: regent.name, licenceNumber: null },
      // the owner keeps the boundary private: only the approximate place
      boundary: { exact: false, version: 1, outline: null, centroid: [-84.07, 9.93] },
    });
    // the destination and the plate a checkpoint compares, never who buys (numbers follow each other)
    expect(row!.buyerName).toBe('Aserradero El Roble S.A.');
    expect(page.json<OriginPublic>()).toMatchObject({ destination: 'Siquirres, Limón', vehiclePlate: 'C-123456' });
    expect(page.json()).not.toHaveProperty('buyerName');
    expect(page.body).not.toContain('Aserradero El Roble');
    for (const number of ['CO-2026-999999', 'nada', '1']) {
      const missing = await call(t, undefined, 'GET', `/api/origin/${number}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ title: ORIGIN_MSG.notFound });
      expect((await call(t, undefined, 'GET', `/api/origin/${number}/status`)).statusCode).toBe(404);
    }
  });

  it('prints a one-page PDF with the number, species, volumes and status, and the QR of its page', async () => {
    const [row] = (await call(t, admin, 'GET', '/api/origin/Filtered', { query: { param: 'cordia' } })).json<OriginCertificate[]>();
    const response = await t.app.inject({ method: 'GET', url: `/api/origin/${row!.number}/pdf`, headers: { host: 'madera.example.cr' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="certificado-de-origen-${row!.number}.pdf"`);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.title).toBe(`Certificado de origen ${row!.number}`);
    const text = pdf.text.replace(/\n/g, ' ');
    for (const expected of [`N.º ${row!.number}`, 'Estado: Válido · certificado de la propiedad: Vigente', 'Cordia alliodora (Laurel)', '0,125 m³', regent.name, 'Troza (madera en rollo)']) {
      expect(text).toContain(expected);
    }
    expect(pdf.codes).toEqual([`http://madera.example.cr/Origen/${row!.number}`]);
    const english = await readPdf((await t.app.inject({ method: 'GET', url: `/api/origin/${row!.number}/pdf?lang=en` })).rawPayload);
    expect(english.text.replace(/\n/g, ' ')).toContain('Status: Valid · property certificate: Valid');
  });

  it('gives the administrators every origin certificate by filter, and the volume per species and month', async () => {
    const annulled = await call(t, admin, 'GET', '/api/origin', { query: { status: 'Anulado' } });
    expect(annulled.json<OriginCertificate[]>().map((row) => row.status)).toEqual(['Anulado']);
    const byRegent = await call(t, admin, 'GET', '/api/origin', { query: { regentId: String(otherRegent.id) } });
    expect(byRegent.headers[TOTAL_RECORDS_HEADER]).toBe('0');
    const months = (await call(t, admin, 'GET', '/api/origin/species-months')).json<OriginSpeciesMonth[]>();
    const teakRows = months.filter((row) => row.scientificName === 'Tectona grandis');
    expect(teakRows).toEqual([{ month: day().slice(0, 7), scientificName: 'Tectona grandis', commonName: 'Teca', volume: 7, count: 7 }]);
    expect((await call(t, admin, 'GET', '/api/origin', { query: { from: 'ayer' } })).statusCode).toBe(400);
    // a day the calendar does not have, in every list of the filters: a Spanish 400, never a 500
    for (const [url, query] of [['/api/origin', { from: '2024-13-01' }], ['/api/origin/species-months', { to: '2024-00-10' }], ['/api/origin/csv', { from: '2024-02-30' }]] as const) {
      const response = await call(t, admin, 'GET', url, { query });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 400, body: ['Escriba la fecha como AAAA-MM-DD (un día que exista).'] });
    }
    const all = await call(t, admin, 'GET', '/api/origin/csv');
    expect(all.statusCode).toBe(200);
    const rows = await t.db.select({ id: originCertificates.id }).from(originCertificates).where(eq(originCertificates.propertyId, farmId));
    expect(all.body.trim().split('\r\n')).toHaveLength(rows.length + 1);
  });
  it('keeps the regent’s licence number, printed on each origin certificate issued after', async () => {
    const licence = (who: Person | undefined, licenceNumber: unknown) => call(t, who, 'PUT', '/api/users/licence', { payload: { licenceNumber } });
    expect((await licence(owner, 'CIAgro 4517')).statusCode).toBe(403);
    expect((await licence(undefined, 'CIAgro 4517')).statusCode).toBe(401);
    const bad = await licence(regent, 'CIAgro <4517>');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([ORIGIN_MSG.licence]);
    expect((await licence(regent, ' CIAgro 4517 ')).json()).toEqual({ licenceNumber: 'CIAgro 4517' });
    expect((await call(t, regent, 'GET', '/api/users/licence')).json()).toEqual({ licenceNumber: 'CIAgro 4517' });
    const issued = (await issue(regent, issueBody(farmId, { species: [teak(0.5)] }))).json<OriginCertificate>();
    expect((await call(t, undefined, 'GET', `/api/origin/${issued.number}`)).json<OriginPublic>().regent.licenceNumber).toBe('CIAgro 4517');
    // removed: the ones issued keep theirs
    expect((await licence(regent, '')).json()).toEqual({ licenceNumber: null });
    expect((await call(t, undefined, 'GET', `/api/origin/${issued.number}`)).json<OriginPublic>().regent.licenceNumber).toBe('CIAgro 4517');
    expect((await call(t, admin, 'PUT', `/api/origin/${issued.number}/annul`, { payload: { reason: 'Prueba del número de colegiado' } })).statusCode).toBe(200);
  });
});
