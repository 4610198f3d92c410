import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import shpWrite from '@mapbox/shp-write';
import { BOUNDARY_API_MSG, BOUNDARY_STATUS, MSG, TOTAL_RECORDS_HEADER, type BoundaryReviewItem, type BoundaryShare, PORTFOLIO_NAMES_MAX, portfolioMapIds, type PortfolioMap, type PropertyBoundary, type PropertyProfile, type SharedBoundary } from '@portal/shared-api';
import { BOUNDARY_MSG, boundaryOutline, checkEuFile, fromWgs84 } from '@portal/shared-api/geo';
import { build } from '../../../../test/build';
import { FARM } from '../../../../test/fixtures';
import { boundaryShareLinks, propertyBoundaries } from '../../../db/schema';
import { assignRegent, call, certifiedProperties, person, send, type Person } from '../../../../test/operations';

/** About 9.5 ha (the fixture's enrolled area) in Carmen, San José: a quadrilateral with 7 decimals. */
const polygon = (ring = FARM) => ({ type: 'Polygon', coordinates: [ring] });
const kml = (ring = FARM) => `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Placemark>
  <Polygon><outerBoundaryIs><LinearRing><coordinates>${ring.map((p) => p.join(',')).join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon>
  </Placemark></kml>`;

describe('property boundaries (/api/properties/{id}/boundary) and the EU file', () => {
  const t = build();
  let owner: Person;
  let stranger: Person;
  let regent: Person;
  let otherRegent: Person;
  let admin: Person;
  let farmId: number;
  let otherFarm: number;

  beforeAll(async () => {
    owner = await person(t, 'Cliente', 'Dueña');
    stranger = await person(t, 'Cliente', 'Extraño');
    regent = await person(t, 'Regente', 'Regente');
    otherRegent = await person(t, 'Regente', 'Otro Regente');
    admin = await person(t, 'Administrador', 'Admin');
    [farmId, otherFarm] = await certifiedProperties(t, owner.id, 2);
    await assignRegent(t, farmId!, regent.id);
    await assignRegent(t, otherFarm!, regent.id);
  });

  const propose = (who: Person | undefined, id: number, body: unknown) => call(t, who, 'POST', `/api/properties/${id}/boundary`, { payload: body });
  const boundaryOf = async (who: Person, id = farmId) => {
    const response = await call(t, who, 'GET', `/api/properties/${id}/boundary`);
    expect(response.statusCode).toBe(200);
    return response.json<PropertyBoundary>();
  };
  const decide = (who: Person, version: number, decision: string, note?: string, id = farmId) =>
    call(t, who, 'PUT', `/api/properties/${id}/boundary/${version}`, { payload: { decision, note } });
  const euFile = (who: Person | undefined, id = farmId) => call(t, who, 'GET', `/api/properties/${id}/geojson`);

  it('refuses a proposal from anyone but an assigned regent or an administrator', async () => {
    const body = { geometry: polygon(), method: 'coordenadas' };
    expect((await propose(undefined, farmId, body)).statusCode).toBe(401);
    expect((await propose(owner, farmId, body)).statusCode).toBe(403);
    expect((await propose(otherRegent, farmId, body)).statusCode).toBe(404);
    expect((await propose(regent, 999_999, body)).statusCode).toBe(404);
    for (const who of [undefined, stranger, otherRegent]) {
      expect((await call(t, who, 'GET', `/api/properties/${farmId}/boundary`)).statusCode).toBe(who ? 404 : 401);
    }
  });

  it('answers each broken rule with its Spanish message, and nothing is saved', async () => {
    const bowTie = [[-84.07, 9.93], [-84.06, 9.94], [-84.06, 9.93], [-84.07, 9.94], [-84.07, 9.93]];
    const holed = { type: 'Polygon', coordinates: [FARM, [[-84.0705, 9.932], [-84.0695, 9.932], [-84.0695, 9.933], [-84.0705, 9.932]]] };
    const cases: Array<[unknown, string]> = [
      [{ type: 'LineString', coordinates: FARM }, BOUNDARY_MSG.line],
      [holed, BOUNDARY_MSG.holes],
      // two corner vertices that differ when rounded to 6 decimals and are one once truncated, as the EU reads them
      [polygon([[-84.071, 9.93], [-84.0700006, 9.93], [-84.07, 9.9300006], [-84.07, 9.94], [-84.071, 9.94], [-84.071, 9.93]]), BOUNDARY_MSG.repeatedWhenTruncated([-84.07, 9.93])],
      [polygon(bowTie), 'El polígono se cruza a sí mismo cerca de 9.935000, -84.065000.'],
      [polygon(FARM.map(([lon, lat]) => [lat!, lon!])), BOUNDARY_MSG.swappedAxes],
      [{ type: 'Point', coordinates: [-84.0712345, 9.9312345] }, BOUNDARY_MSG.pointTooLarge(9.5)],
      [polygon(FARM.slice(0, 4)), BOUNDARY_MSG.notClosed(FARM[3]!)],
      [{ type: 'Point', coordinates: [2.35, 48.85] }, BOUNDARY_MSG.outsideCostaRica([2.35, 48.85])],
      [{ type: 'GeometryCollection', geometries: [] }, BOUNDARY_MSG.typeNotAllowed('GeometryCollection')],
      ['no', BOUNDARY_MSG.notGeometry],
    ];
    for (const [geometry, message] of cases) {
      const response = await propose(regent, farmId, { geometry, method: 'coordenadas' });
      expect({ geometry, status: response.statusCode }).toEqual({ geometry, status: 400 });
      expect(response.json()).toEqual([message]);
    }
    const badMethod = await propose(regent, farmId, { geometry: polygon(), method: 'dron' });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json()).toContain(BOUNDARY_API_MSG.methodInvalid);
    expect(await t.db.select().from(propertyBoundaries).where(eq(propertyBoundaries.propertyId, farmId))).toEqual([]);
  });

  it('takes a regent\'s proposal, shows it under review, and an administrator approves it once', async () => {
    const response = await propose(regent, farmId, { geometry: polygon(), method: 'gps', accuracyMetres: 4.2 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ version: 1 });
    const before = await boundaryOf(owner);
    expect(before.approved).toBeNull();
    expect(before.pending).toMatchObject({
      version: 1, status: BOUNDARY_STATUS.proposed, method: 'gps', accuracyMetres: 4.2, vertices: 5, proposedBy: regent.name,
      geometry: polygon(),
    });
    // drawn by the server, as the screens show it without projecting it themselves
    const outline = boundaryOutline({ type: 'Polygon', coordinates: [FARM] });
    expect(before.pending!.outline).toEqual({ viewBox: outline.viewBox, paths: outline.paths, point: null, sideMetres: outline.sideMetres });
    expect(before.pending!.outline.paths[0]).toMatch(/^M[\d. L]+Z$/);
    expect(before.pending!.areaHectares).toBeGreaterThan(9.3);
    expect(before.pending!.areaHectares).toBeLessThan(9.8);
    expect(before).toMatchObject({ canPropose: false, canDecide: false, canPublish: true, public: false, enrolledHectares: 9.5 });
    expect(await boundaryOf(regent)).toMatchObject({ canPropose: true, canDecide: false, canPublish: false });

    // no EU file while nothing is approved
    expect((await euFile(owner)).statusCode).toBe(409);
    expect((await decide(regent, 1, 'Aprobar')).statusCode).toBe(403);
    expect((await decide(admin, 1, 'Aprobar')).statusCode).toBe(204);
    const conflict = await decide(admin, 1, 'Devolver', 'Tarde');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ status: 409, title: BOUNDARY_API_MSG.notPending });
    expect((await decide(admin, 7, 'Aprobar')).statusCode).toBe(404);

    const after = await boundaryOf(admin);
    expect(after.pending).toBeNull();
    expect(after.approved).toMatchObject({ version: 1, status: BOUNDARY_STATUS.approved, decidedBy: admin.name });
    expect(after.canDecide).toBe(true);
  });

  it('replaces a version under review by a newer one, and a return needs a note', async () => {
    expect((await propose(regent, farmId, { geometry: polygon(), method: 'coordenadas' })).json()).toEqual({ version: 2 });
    expect((await propose(admin, farmId, { geometry: polygon(), method: 'coordenadas', crs: 'crtm05' })).json()).toEqual({ version: 3 });
    const missingNote = await decide(admin, 3, 'Devolver', '  ');
    expect(missingNote.statusCode).toBe(400);
    expect(missingNote.json()).toEqual([BOUNDARY_API_MSG.noteRequired]);
    expect((await decide(admin, 2, 'Aprobar')).statusCode).toBe(409);
    expect((await decide(admin, 3, 'Devolver', 'El lindero norte sigue la quebrada, no el camino.')).statusCode).toBe(204);
    const { history, approved, pending } = await boundaryOf(owner);
    expect(history.map((v) => [v.version, v.status])).toEqual([
      [3, BOUNDARY_STATUS.returned], [2, BOUNDARY_STATUS.superseded], [1, BOUNDARY_STATUS.approved],
    ]);
    expect(history[0]!.note).toBe('El lindero norte sigue la quebrada, no el camino.');
    expect(approved!.version).toBe(1);
    expect(pending).toBeNull();
  });

  it('gives the EU file to the record\'s people only, until the owner publishes the boundary', async () => {
    const file = await euFile(owner);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(checkEuFile(file.body)).toEqual([]);
    const feature = file.json().features[0];
    expect(feature.properties).toMatchObject({ ProducerCountry: 'CR', CertificateId: String(farmId), CertificateStatus: 'Vigente' });
    expect(feature.properties.ProductionPlace).toMatch(/^Finca Prueba .*, Carmen, San José$/);
    expect(feature.properties.ProfileUrl).toMatch(new RegExp(`/PerfilPropiedad/${farmId}$`));
    expect(file.body).toContain('[-84.0712345,9.9312345]');
    for (const who of [regent, admin]) expect((await euFile(who)).statusCode).toBe(200);
    for (const who of [undefined, stranger, otherRegent]) expect((await euFile(who)).statusCode).toBe(404);

    // the public profile: an approximate place while the boundary is private
    const profile = async () => (await call(t, undefined, 'GET', `/api/properties/Profile/${farmId}`)).json<PropertyProfile>().boundary;
    expect(await profile()).toEqual({ exact: false, type: 'Polygon', areaHectares: null, centroid: [-84.07, 9.93], outline: null, euFile: null });
    const visibility = (who: Person, value: boolean) => call(t, who, 'PUT', `/api/properties/${farmId}/boundary/visibility`, { payload: { public: value } });
    expect((await visibility(stranger, true)).statusCode).toBe(404);
    expect((await visibility(regent, true)).statusCode).toBe(403);
    expect((await visibility(owner, true)).statusCode).toBe(204);
    expect((await euFile(undefined)).statusCode).toBe(200);
    const published = await profile();
    expect(published).toMatchObject({ exact: true, type: 'Polygon', euFile: `/api/properties/${farmId}/geojson`, outline: { viewBox: '0 0 100 100' } });
    expect(published!.outline!.paths).toHaveLength(1);
    expect(published!.outline!.paths[0]).toMatch(/^M[\d. L]+Z$/);
    expect(published!.areaHectares).toBeCloseTo(9.5, 0);
    expect(published!.centroid[0]).toBeCloseTo(-84.0698295, 6);
    expect((await euFile(stranger)).statusCode).toBe(200);
    // the record itself stays private
    expect((await call(t, stranger, 'GET', `/api/properties/${farmId}/boundary`)).statusCode).toBe(404);
    expect((await visibility(owner, false)).statusCode).toBe(204);
    expect((await euFile(undefined)).statusCode).toBe(404);
    const badToken = await t.app.inject({ method: 'GET', url: `/api/properties/${farmId}/geojson`, headers: { authorization: 'Bearer nope' } });
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json()).toEqual({ status: 401, title: MSG.unauthorized });
  });

  it('opens a private boundary\'s EU file to a buyer with a share link, until it expires or is revoked', async () => {
    const shares = `/api/properties/${farmId}/boundary/shares`;
    const tooLong = await call(t, owner, 'POST', shares, { payload: { days: 400 } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual([BOUNDARY_API_MSG.shareDaysInvalid]);
    const made = await call(t, owner, 'POST', shares, { payload: { days: 7, label: 'Importadora Holzhandel GmbH' } });
    expect(made.statusCode).toBe(201);
    const { id, url } = made.json<{ id: number; url: string; expiresAt: string }>();
    // the link opens the public profile, which draws the private boundary for whoever holds it
    const link = new URL(url);
    expect(link.pathname).toBe(`/PerfilPropiedad/${farmId}`);
    const token = link.searchParams.get('compartido')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    const euPath = `/api/properties/${farmId}/geojson`;
    const sharedPath = `/api/properties/${farmId}/boundary/shared`;
    // private boundary: the link alone opens it, to anyone
    expect((await euFile(undefined)).statusCode).toBe(404);
    const shown = await call(t, undefined, 'GET', sharedPath, { query: { share: token } });
    expect(shown.statusCode).toBe(200);
    const { boundary, expiresAt } = shown.json<SharedBoundary>();
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(boundary).toMatchObject({ exact: true, type: 'Polygon', outline: { viewBox: '0 0 100 100' } });
    expect(boundary.euFile).toBe(`${euPath}?share=${token}`);
    const opened = await call(t, undefined, 'GET', euPath, { query: { share: token } });
    expect(opened.statusCode).toBe(200);
    expect(checkEuFile(opened.body)).toEqual([]);
    // without the token, the profile still shows only the approximate place
    expect((await call(t, undefined, 'GET', `/api/properties/Profile/${farmId}`)).json<PropertyProfile>().boundary).toMatchObject({ exact: false, outline: null });
    const closed = async (query: Record<string, string>, path = sharedPath) => {
      const response = await call(t, undefined, 'GET', path, { query });
      return { status: response.statusCode, body: response.json() };
    };
    expect(await closed({ share: `${token.slice(0, -1)}x` })).toEqual({ status: 404, body: { status: 404, title: BOUNDARY_API_MSG.shareClosed } });
    expect((await closed({})).status).toBe(400);
    // the token is kept only as its SHA-256
    expect(JSON.stringify(await t.db.select().from(boundaryShareLinks))).not.toContain(token);
    for (const [name, query] of [['wrong', { share: `${token.slice(0, -1)}x` }], ['empty', { share: '' }]] as const) {
      expect({ name, status: (await call(t, undefined, 'GET', euPath, { query })).statusCode }).toEqual({ name, status: 404 });
    }
    // another property's address with this token opens nothing
    expect((await call(t, undefined, 'GET', `/api/properties/${otherFarm}/geojson`, { query: { share: token } })).statusCode).toBe(404);
    expect((await closed({ share: token }, `/api/properties/${otherFarm}/boundary/shared`)).status).toBe(404);
    const listed = (await call(t, owner, 'GET', shares)).json<BoundaryShare[]>();
    expect(listed).toEqual([expect.objectContaining({ id, label: 'Importadora Holzhandel GmbH', active: true, revokedAt: null })]);
    expect((await call(t, stranger, 'GET', shares)).statusCode).toBe(404);

    // expired
    await t.db.update(boundaryShareLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(boundaryShareLinks.id, id));
    expect((await call(t, undefined, 'GET', euPath, { query: { share: token } })).statusCode).toBe(404);
    expect(await closed({ share: token })).toEqual({ status: 404, body: { status: 404, title: BOUNDARY_API_MSG.shareClosed } });
    await t.db.update(boundaryShareLinks).set({ expiresAt: new Date(Date.now() + 86_400_000) }).where(eq(boundaryShareLinks.id, id));
    expect((await call(t, undefined, 'GET', euPath, { query: { share: token } })).statusCode).toBe(200);
    expect((await closed({ share: token })).status).toBe(200);
    // revoked
    expect((await call(t, owner, 'DELETE', `${shares}/${id}`)).statusCode).toBe(204);
    expect((await call(t, undefined, 'GET', euPath, { query: { share: token } })).statusCode).toBe(404);
    expect((await closed({ share: token })).status).toBe(404);
    expect((await call(t, owner, 'GET', shares)).json<BoundaryShare[]>()[0]).toMatchObject({ active: false, revokedAt: expect.any(String) });
    expect((await call(t, owner, 'DELETE', `${shares}/999999`)).statusCode).toBe(404);
  });

  it('leaves share links to the owner alone: nobody else creates one; an administrator sees them and revokes one, recorded as who did', async () => {
    const shares = `/api/properties/${otherFarm}/boundary/shares`;
    const create = (who: Person | undefined) => call(t, who, 'POST', shares, { payload: { days: 30, label: 'Comprador' } });
    // creating: the owner only, every other role 403 with why (anonymous: 401)
    for (const [who, status, title] of [
      [admin, 403, BOUNDARY_API_MSG.shareOwnerOnly],
      [stranger, 403, BOUNDARY_API_MSG.shareOwnerOnly],
      [regent, 403, undefined],
      [otherRegent, 403, undefined],
    ] as const) {
      const refused = await create(who);
      expect({ who: who.name, status: refused.statusCode }).toEqual({ who: who.name, status });
      if (title) expect(refused.json()).toEqual({ status: 403, title });
    }
    expect((await create(undefined)).statusCode).toBe(401);
    expect(await t.db.select().from(boundaryShareLinks).where(eq(boundaryShareLinks.propertyId, otherFarm))).toEqual([]);
    const made = await create(owner);
    expect(made.statusCode).toBe(201);
    const { id } = made.json<{ id: number }>();
    const second = (await create(owner)).json<{ id: number }>().id;

    // seeing them: the owner and the administrators; anyone else is told the record does not exist (or has no role for it)
    expect((await call(t, owner, 'GET', shares)).json<BoundaryShare[]>().map((s) => s.id)).toEqual([second, id]);
    expect((await call(t, admin, 'GET', shares)).json<BoundaryShare[]>().map((s) => s.id)).toEqual([second, id]);
    expect((await call(t, stranger, 'GET', shares)).statusCode).toBe(404);
    expect((await call(t, regent, 'GET', shares)).statusCode).toBe(403);
    expect((await call(t, undefined, 'GET', shares)).statusCode).toBe(401);

    // revoking: the owner, or an administrator when the owner asks; nobody else
    for (const who of [stranger, regent]) {
      const refused = await call(t, who, 'DELETE', `${shares}/${id}`);
      expect({ who: who.name, status: refused.statusCode }).toEqual({ who: who.name, status: 403 });
    }
    expect((await call(t, stranger, 'DELETE', `${shares}/${id}`)).json()).toEqual({ status: 403, title: BOUNDARY_API_MSG.shareRevokeNotAllowed });
    expect((await call(t, undefined, 'DELETE', `${shares}/${id}`)).statusCode).toBe(401);
    expect((await call(t, admin, 'DELETE', `${shares}/${id}`)).statusCode).toBe(204);
    expect((await call(t, owner, 'DELETE', `${shares}/${second}`)).statusCode).toBe(204);
    const revokers = await t.db
      .select({ id: boundaryShareLinks.id, by: boundaryShareLinks.revokedById })
      .from(boundaryShareLinks)
      .where(eq(boundaryShareLinks.propertyId, otherFarm))
      .orderBy(boundaryShareLinks.id);
    expect(revokers).toEqual([
      { id, by: admin.id },
      { id: second, by: owner.id },
    ]);
    // revoking again changes nothing, not even who did it
    expect((await call(t, owner, 'DELETE', `${shares}/${id}`)).statusCode).toBe(204);
    expect((await t.db.select({ by: boundaryShareLinks.revokedById }).from(boundaryShareLinks).where(eq(boundaryShareLinks.id, id)))[0]!.by).toBe(admin.id);
  });

  it('exports several properties in one EU file, only those the caller may, and the portfolio\'s published ones', async () => {
    // the first farm's boundary is approved (earlier tests); a second one gets its own, published
    const [second] = await certifiedProperties(t, owner.id, 1);
    const shifted = FARM.map(([lon, lat]) => [lon! + 0.01, lat!]);
    await propose(admin, second!, { geometry: polygon(shifted), method: 'archivo' });
    expect((await decide(admin, 1, 'Aprobar', undefined, second)).statusCode).toBe(204);
    expect((await call(t, owner, 'PUT', `/api/properties/${second}/boundary/visibility`, { payload: { public: true } })).statusCode).toBe(204);
    const file = (who: Person | undefined, ids: string) => call(t, who, 'GET', '/api/properties/geojson', { query: { ids } });
    const idsOf = (body: string) => JSON.parse(body).features.map((f: { properties: { CertificateId: string } }) => Number(f.properties.CertificateId));

    const mine = await file(owner, `${farmId},${second},${otherFarm}`);
    expect(mine.statusCode).toBe(200);
    expect(checkEuFile(mine.body)).toEqual([]);
    // otherFarm has no approved boundary: left out
    expect(idsOf(mine.body)).toEqual([farmId, second]);
    expect(idsOf((await file(stranger, `${farmId},${second}`)).body)).toEqual([second]);
    expect(idsOf((await file(undefined, `${second}`)).body)).toEqual([second]);
    const none = await file(stranger, `${farmId}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ status: 404, title: BOUNDARY_API_MSG.noneExportable });
    for (const bad of ['', 'a,b', '1,,2', '0', '99999999999', Array.from({ length: 1001 }, (_, i) => i + 1).join(',')]) {
      const response = await file(owner, bad);
      expect({ bad: bad.slice(0, 20), status: response.statusCode }).toEqual({ bad: bad.slice(0, 20), status: 400 });
      expect(response.json()).toEqual([BOUNDARY_API_MSG.idsInvalid]);
    }

    const portfolio = await call(t, undefined, 'GET', '/api/properties/portfolio.geojson', { query: { param: '' } });
    expect(portfolio.statusCode).toBe(200);
    expect(portfolio.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(checkEuFile(portfolio.body)).toEqual([]);
    expect(idsOf(portfolio.body)).toEqual([second]);
  });

  const exactOf = (map: PortfolioMap, id: number) => map.exact[portfolioMapIds(map).indexOf(id)];

  it('marks the portfolio\'s map: exact where the boundary is published, rounded to 0.01° where not, with the same filters', async () => {
    const map = async (query: Record<string, string>) => {
      const response = await call(t, undefined, 'GET', '/api/properties/portfolio.map', { query });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      return response.json<PortfolioMap>();
    };
    const all = await map({ param: '' });
    // by columns of one length, in the order of the ids, written as steps
    const ids = portfolioMapIds(all);
    for (const column of [all.lon, all.lat, all.exact]) expect(column).toHaveLength(ids.length);
    expect(all.idSteps.every((step) => step >= 1)).toBe(true);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const at = (id: number) => {
      const i = ids.indexOf(id);
      return i < 0 ? undefined : [all.lon[i], all.lat[i], all.exact[i]];
    };
    // the private farm: only an approximate marker, the published second one its centroid to about a metre
    expect(at(farmId)).toEqual([-84.07, 9.93, 0]);
    const published = ids[all.exact.indexOf(1)]!;
    expect(at(published)![0]).toBeCloseTo(-84.0598295, 5);
    expect(at(published)![1]).toBeCloseTo(9.932627, 5);
    expect(JSON.stringify(at(published))).toMatch(/^\[-84\.\d{1,5},9\.\d{1,5},1\]$/);
    // otherFarm is certified but has no approved boundary: counted, not marked
    expect(at(otherFarm)).toBeUndefined();
    expect(all.total).toBeGreaterThanOrEqual(ids.length + 1);
    // no names: the map asks for those of the markers it shows
    expect(JSON.stringify(all)).not.toContain('Finca Prueba');
    const names = await call(t, undefined, 'GET', '/api/properties/portfolio.names', { query: { ids: `${published},${farmId},99999999,${otherFarm},${farmId}` } });
    expect(names.statusCode).toBe(200);
    expect(names.json()).toEqual(
      [farmId, published, otherFarm].sort((a, b) => a - b).map((id) => ({ id, name: expect.stringMatching(/^.+ \(Finca Prueba .+\)$/) })),
    );
    for (const bad of ['', 'a', '0', '1,,2', Array.from({ length: PORTFOLIO_NAMES_MAX + 1 }, (_, i) => i + 1).join(',')]) {
      const refused = await call(t, undefined, 'GET', '/api/properties/portfolio.names', { query: { ids: bad } });
      expect({ bad: bad.slice(0, 10), status: refused.statusCode, body: refused.json() }).toEqual({ bad: bad.slice(0, 10), status: 400, body: [BOUNDARY_API_MSG.namesInvalid] });
    }
    // the list's search and filters narrow the map alike
    expect(portfolioMapIds(await map({ param: '', provinceId: '1' }))).toContain(farmId);
    expect(portfolioMapIds(await map({ param: '', provinceId: '2' }))).not.toContain(farmId);
    expect((await map({ param: 'nadie-se-llama-asi' }))).toEqual({ total: 0, lon: [], lat: [], idSteps: [], exact: [] });
    // compressed once, named by an ETag: a browser that has this version gets a 304
    const plain = await call(t, undefined, 'GET', '/api/properties/portfolio.map', { query: { param: '' } });
    for (const encoding of ['gzip', 'br'] as const) {
      const packed = await t.app.inject({ method: 'GET', url: '/api/properties/portfolio.map?param=', headers: { 'accept-encoding': encoding } });
      expect(packed.headers['content-encoding']).toBe(encoding);
      const unpacked = encoding === 'gzip' ? gunzipSync(packed.rawPayload) : brotliDecompressSync(packed.rawPayload);
      expect(unpacked.toString()).toBe(plain.body);
    }
    const tag = plain.headers.etag as string;
    expect(tag).toMatch(/^"\d+-[\w-]{16}"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/properties/portfolio.map?param=', headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherFilter = await call(t, undefined, 'GET', '/api/properties/portfolio.map', { query: { param: '', provinceId: '1' } });
    expect(otherFilter.headers.etag).not.toBe(tag);
    const bad = await call(t, undefined, 'GET', '/api/properties/portfolio.map', { query: { param: '', provinceId: '99' } });
    expect(bad.statusCode).toBe(400);
    // a change of visibility shows at once: the cached map follows the portfolio's version
    expect((await call(t, owner, 'PUT', `/api/properties/${farmId}/boundary/visibility`, { payload: { public: true } })).statusCode).toBe(204);
    expect(exactOf(await map({ param: '' }), farmId)).toBe(1);
    expect((await call(t, undefined, 'GET', '/api/properties/portfolio.map', { query: { param: '' } })).headers.etag).not.toBe(tag);
    expect((await call(t, owner, 'PUT', `/api/properties/${farmId}/boundary/visibility`, { payload: { public: false } })).statusCode).toBe(204);
    expect(exactOf(await map({ param: '' }), farmId)).toBe(0);
  });

  it('names the maps\' online tiles only where the portal is told to', async () => {
    const response = await call(t, undefined, 'GET', '/api/basemap');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tilesUrl: null, attribution: null });
  });

  it('lists the boundaries under review for administrators, oldest first, searchable', async () => {
    const [a, b] = await certifiedProperties(t, stranger.id, 2);
    await propose(admin, a!, { geometry: polygon(), method: 'coordenadas' });
    await propose(admin, b!, { geometry: polygon(), method: 'gps' });
    const queue = await call(t, admin, 'GET', '/api/properties/boundaries', { query: { page: '1', visibleRecords: '50' } });
    expect(queue.statusCode).toBe(200);
    const rows = queue.json<BoundaryReviewItem[]>();
    expect(queue.headers[TOTAL_RECORDS_HEADER]).toBe(String(rows.length));
    const ours = rows.filter((r) => r.propertyId === a || r.propertyId === b);
    expect(ours.map((r) => [r.propertyId, r.method, r.version])).toEqual([[a, 'coordenadas', 1], [b, 'gps', 1]]);
    expect(ours[0]).toMatchObject({ district: 'Carmen', canton: 'San José', type: 'Polygon', proposedBy: admin.name });
    expect(rows.every((r, i) => i === 0 || r.proposedAt >= rows[i - 1]!.proposedAt)).toBe(true);
    const name = ours[1]!.propertyName!;
    const found = await call(t, admin, 'GET', '/api/properties/boundaries/Filtered', { query: { page: '1', visibleRecords: '50', param: name } });
    expect(found.json<BoundaryReviewItem[]>().map((r) => r.propertyId)).toEqual([b]);
    expect((await call(t, regent, 'GET', '/api/properties/boundaries', { query: { page: '1', visibleRecords: '10' } })).statusCode).toBe(403);
    expect((await call(t, undefined, 'GET', '/api/properties/boundaries', { query: { page: '1', visibleRecords: '10' } })).statusCode).toBe(401);
  });

  it('keeps one version under review and one decision when calls race', async () => {
    const [third] = await certifiedProperties(t, owner.id, 1);
    await assignRegent(t, third!, regent.id);
    const proposals = await Promise.all([1, 2, 3].map(() => propose(regent, third!, { geometry: polygon(), method: 'coordenadas' })));
    expect(proposals.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(proposals.map((r) => r.json().version).sort()).toEqual([1, 2, 3]);
    const { history, pending } = await boundaryOf(admin, third);
    expect(history.filter((v) => v.status === BOUNDARY_STATUS.proposed)).toHaveLength(1);
    const decisions = await Promise.all([decide(admin, pending!.version, 'Aprobar', undefined, third), decide(admin, pending!.version, 'Devolver', 'No', third)]);
    expect(decisions.map((r) => r.statusCode).sort()).toEqual([204, 409]);
  });

  describe('from a file', () => {
    const upload = (name: string, content: string | Buffer | Uint8Array, query = '') =>
      send(t, regent, 'POST', `/api/properties/${otherFarm}/boundary/file${query}`, {}, { file: { name, content: Buffer.from(content) } });

    it('imports a KML, a GeoJSON in CRTM05 and a zipped shapefile', async () => {
      const fromKml = await upload('finca.kml', kml());
      expect(fromKml.statusCode).toBe(201);
      const metres = FARM.map((p) => fromWgs84(p, 'crtm05').map((v) => Math.round(v * 1000) / 1000));
      expect((await upload('plano.geojson', JSON.stringify(polygon(metres)), '?crs=crtm05')).statusCode).toBe(201);
      const zip = await shpWrite.zip({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [FARM] } }] }, { outputType: 'uint8array', compression: 'DEFLATE' });
      expect((await upload('finca.zip', zip as Uint8Array)).statusCode).toBe(201);
      const { pending, history } = await boundaryOf(regent, otherFarm);
      expect(history.map((v) => [v.version, v.method, v.crs, v.sourceName])).toEqual([
        [3, 'archivo', 'wgs84', 'finca.zip'], [2, 'archivo', 'crtm05', 'plano.geojson'], [1, 'archivo', 'wgs84', 'finca.kml'],
      ]);
      // the CRTM05 plan came back to the same WGS84 vertices, to the centimetre
      const back = history[1]!.geometry.coordinates as number[][][];
      back[0]!.forEach(([lon, lat], i) => {
        expect(Math.abs(lon! - FARM[i]![0]!)).toBeLessThan(1e-7);
        expect(Math.abs(lat! - FARM[i]![1]!)).toBeLessThan(1e-7);
      });
      expect(pending!.version).toBe(3);
    });

    it('answers every bad file with a 400 or 413 and a Spanish message, never a 5xx', async () => {
      const many = { type: 'Polygon', coordinates: [Array.from({ length: 1_000_000 }, (_, i) => [-84.07 + i * 1e-9, 9.93])] };
      const cases: Array<[string, string | Buffer, number, string]> = [
        ['roto.geojson', '{"type": "Polygon", "coordinates": [[[', 400, BOUNDARY_MSG.fileUnreadable('GeoJSON')],
        ['tipos.geojson', JSON.stringify({ type: 'Polygon', coordinates: 'muchos' }), 400, BOUNDARY_MSG.notGeometry],
        ['linea.geojson', JSON.stringify({ type: 'LineString', coordinates: FARM }), 400, BOUNDARY_MSG.line],
        ['hueco.kml', kml().replace('</outerBoundaryIs>', `</outerBoundaryIs><innerBoundaryIs><LinearRing><coordinates>-84.0705,9.932 -84.0695,9.932 -84.0695,9.933 -84.0705,9.932</coordinates></LinearRing></innerBoundaryIs>`), 400, BOUNDARY_MSG.holes],
        ['invertido.geojson', JSON.stringify(polygon(FARM.map(([lon, lat]) => [lat!, lon!]))), 400, BOUNDARY_MSG.swappedAxes],
        ['enorme.geojson', JSON.stringify(many), 400, BOUNDARY_MSG.tooManyVertices],
        ['grande.geojson', Buffer.alloc(25 * 1024 * 1024 + 10, 0x20), 413, BOUNDARY_MSG.fileTooLarge],
        ['falso.zip', 'PK esto no es un shapefile', 400, BOUNDARY_MSG.shapefileMissing],
        ['roto.kml', '<kml><Placemark>', 400, BOUNDARY_MSG.fileUnreadable('KML')],
        ['finca.docx', 'hola', 400, BOUNDARY_MSG.fileType],
      ];
      for (const [name, content, status, message] of cases) {
        const response = await upload(name, content);
        expect({ name, status: response.statusCode }).toEqual({ name, status });
        expect(response.json()).toEqual(status === 400 ? [message] : { status, title: message });
      }
      const notMultipart = await call(t, regent, 'POST', `/api/properties/${otherFarm}/boundary/file`, { payload: { file: 'x' } });
      expect(notMultipart.statusCode).toBe(415);
    });

    it('refuses a JSON body beyond the vertex limit with a 413', async () => {
      const huge = { type: 'Polygon', coordinates: [Array.from({ length: 1_000_000 }, () => [-84.0712345, 9.9312345])] };
      const response = await propose(regent, otherFarm, { geometry: huge, method: 'coordenadas' });
      expect(response.statusCode).toBe(413);
      expect(response.json().status).toBe(413);
    });
  });
});

describe('EU files beyond the EU\'s size limit', () => {
  // a limit of 1 500 bytes stands for the EU's 25 MB: six plots of about 400 bytes need two files or more
  const PART = 1_500;
  const t = build({ app: { euFilePartBytes: PART } });

  it('come as a ZIP of EU files, each a whole file within the limit; a selection that fits comes as one GeoJSON', async () => {
    const owner = await person(t, 'Cliente', 'Dueña');
    const admin = await person(t, 'Administrador', 'Admin');
    const farms = await certifiedProperties(t, owner.id, 6);
    for (const [i, id] of farms.entries()) {
      const ring = FARM.map(([lon, lat]) => [lon! + 0.01 * i, lat!]);
      expect((await call(t, admin, 'POST', `/api/properties/${id}/boundary`, { payload: { geometry: polygon(ring), method: 'archivo' } })).statusCode).toBe(201);
      expect((await call(t, admin, 'PUT', `/api/properties/${id}/boundary/1`, { payload: { decision: 'Aprobar' } })).statusCode).toBe(204);
      expect((await call(t, owner, 'PUT', `/api/properties/${id}/boundary/visibility`, { payload: { public: true } })).statusCode).toBe(204);
    }
    const unzipped = (body: Buffer) => Object.entries(unzipSync(new Uint8Array(body))).map(([name, bytes]) => ({ name, text: strFromU8(bytes), bytes: bytes.byteLength }));
    const idsIn = (files: Array<{ text: string }>) => files.flatMap((file) => JSON.parse(file.text).features.map((f: { properties: { CertificateId: string } }) => Number(f.properties.CertificateId)));

    for (const [url, name] of [['/api/properties/portfolio.geojson?param=', 'proveedores-certificados'], [`/api/properties/geojson?ids=${farms.join(',')}`, 'propiedades']] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${owner.token}` } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}.zip"`);
      const files = unzipped(response.rawPayload);
      expect(files.length).toBeGreaterThanOrEqual(2);
      expect(files.map((file) => file.name)).toEqual(files.map((_, i) => `${name}-parte-${i + 1}.geojson`));
      for (const file of files) {
        expect(file.bytes).toBeLessThanOrEqual(PART);
        expect(checkEuFile(file.text)).toEqual([]);
      }
      expect(idsIn(files).sort((a, b) => a - b)).toEqual([...farms].sort((a, b) => a - b));
    }
    // two plots fit in one file
    const small = await call(t, owner, 'GET', '/api/properties/geojson', { query: { ids: farms.slice(0, 2).join(',') } });
    expect(small.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(checkEuFile(small.body)).toEqual([]);
    expect(idsIn([{ text: small.body }])).toEqual(farms.slice(0, 2));
  });
});

