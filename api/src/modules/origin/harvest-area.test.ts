import { serviceDay } from '@portal/shared-api';
import { eq } from 'drizzle-orm';
import { ORIGIN_MSG, type OriginCertificate, type OriginPublic } from '@portal/shared-api';
import { build } from '../../../test/build';
import { FARM } from '../../../test/fixtures';
import { readPdf } from '../../../test/pdf';
import { assignRegent, call, certifiedProperties, person, type Person } from '../../../test/operations';
import { originCertificates, properties } from '../../db/schema';

/** About 9.5 ha in Carmen, San José (the approved boundary). */
/** Its south-west quarter, sharing two of its edges: about 2.4 ha. */
const QUARTER = [[-84.0712345, 9.9312345], [-84.0698295, 9.9312345], [-84.0698295, 9.932627], [-84.0712345, 9.932627], [-84.0712345, 9.9312345]];
/** A plot that runs 100 m past the boundary's east edge. */
const ACROSS = [[-84.0695, 9.9315], [-84.0675, 9.9315], [-84.0675, 9.9325], [-84.0695, 9.9325], [-84.0695, 9.9315]];
/** A ring that crosses itself (a bow tie) inside the boundary. */
const BOW_TIE = [[-84.071, 9.9315], [-84.069, 9.9335], [-84.069, 9.9315], [-84.071, 9.9335], [-84.071, 9.9315]];

const day = (days = 0) =>
  serviceDay(new Date(), -days);

const body = (propertyId: number, harvestArea?: unknown) => ({
  propertyId,
  species: [{ code: 'teca', scientificName: 'Tectona grandis', commonName: 'Teca', volume: 2.5 }],
  productForm: 'troza',
  harvestFrom: day(3),
  harvestTo: day(1),
  ...(harvestArea === undefined ? {} : { harvestArea }),
});

describe('the part of the boundary an origin certificate’s wood was cut from', () => {
  const t = build();
  let owner: Person;
  let regent: Person;
  let admin: Person;
  let farmId: number;
  let pointFarm: number;

  beforeAll(async () => {
    owner = await person(t, 'Cliente', 'Dueña');
    regent = await person(t, 'Regente', 'Regente');
    admin = await person(t, 'Administrador', 'Admin');
    [farmId, pointFarm] = await certifiedProperties(t, owner.id, 2);
    // a farm of 2 ha may be a point
    await t.db.update(properties).set({ area: 2, certificationArea: 2 }).where(eq(properties.id, pointFarm!));
    for (const [id, geometry] of [
      [farmId!, { type: 'Polygon', coordinates: [FARM] }],
      [pointFarm!, { type: 'Point', coordinates: [-84.07, 9.932] }],
    ] as const) {
      await assignRegent(t, id, regent.id);
      expect((await call(t, regent, 'POST', `/api/properties/${id}/boundary`, { payload: { geometry, method: 'gps' } })).statusCode).toBe(201);
      expect((await call(t, admin, 'PUT', `/api/properties/${id}/boundary/1`, { payload: { decision: 'Aprobar' } })).statusCode).toBe(204);
    }
  });

  const issue = (payload: object) => call(t, regent, 'POST', '/api/origin', { payload });
  const publicOf = async (number: string) => (await call(t, undefined, 'GET', `/api/origin/${number}`)).json<OriginPublic>();

  it('keeps a part within the approved boundary, with its area; the public page draws it only once the boundary is public', async () => {
    const issued = await issue(body(farmId, { type: 'Polygon', coordinates: [QUARTER] }));
    expect(issued.statusCode).toBe(201);
    const certificate = issued.json<OriginCertificate>();
    expect(certificate.harvestAreaHectares).toBeGreaterThan(2.3);
    expect(certificate.harvestAreaHectares).toBeLessThan(2.5);
    const [row] = await t.db.select({ area: originCertificates.harvestArea }).from(originCertificates).where(eq(originCertificates.number, certificate.number));
    expect(row!.area).toEqual({ type: 'Polygon', coordinates: [QUARTER] });

    // a private boundary: the area, never the shape
    expect((await publicOf(certificate.number)).harvestArea).toEqual({ hectares: certificate.harvestAreaHectares, paths: null });
    expect((await call(t, owner, 'PUT', `/api/properties/${farmId}/boundary/visibility`, { payload: { public: true } })).statusCode).toBe(204);
    const published = await publicOf(certificate.number);
    expect(published.boundary.outline!.paths).toHaveLength(1);
    const [part] = published.harvestArea!.paths!;
    // drawn in the boundary's box: the quarter's corners are the boundary's south-west corner and its centre
    const corners = part!.slice(1, -1).split('L').map((pair) => pair.split(' ').map(Number));
    const [boundaryCorner] = published.boundary.outline!.paths[0]!.slice(1, -1).split('L').map((pair) => pair.split(' ').map(Number));
    expect(corners[0]).toEqual(boundaryCorner);
    expect(corners[2]![0]).toBeCloseTo(50, 0);
    expect(corners[2]![1]).toBeCloseTo(50, 0);

    // its PDF names the part, read back
    const pdf = await readPdf((await t.app.inject({ method: 'GET', url: `/api/origin/${certificate.number}/pdf` })).rawPayload);
    const hectares = new Intl.NumberFormat('es-CR', { maximumFractionDigits: 2 }).format(certificate.harvestAreaHectares!);
    expect(pdf.text.replace(/\n/g, ' ')).toContain(`Versión aprobada 1, una parte de ${hectares} ha`);

    // a name the standard fonts cannot write prints without its accents, never as a failed PDF
    const foreign = (await issue({ ...body(farmId), buyerName: 'Nguyễn Văn A 🌳', species: [{ scientificName: 'Tectona grandis', commonName: 'Teca 🌳', volume: 1 }] })).json<OriginCertificate>();
    const printed = await t.app.inject({ method: 'GET', url: `/api/origin/${foreign.number}/pdf` });
    expect(printed.statusCode).toBe(200);
    expect((await readPdf(printed.rawPayload)).text).toContain('Tectona grandis (Teca ?)');

    // without a part: the whole boundary
    const whole = (await issue(body(farmId))).json<OriginCertificate>();
    expect(whole.harvestAreaHectares).toBeNull();
    expect((await publicOf(whole.number)).harvestArea).toBeNull();
  });

  it('refuses a part outside the boundary, a part that is not a polygon, a broken one, and a part of a point', async () => {
    const refusal = async (payload: object) => {
      const response = await issue(payload);
      return { status: response.statusCode, body: response.json() };
    };
    expect(await refusal(body(farmId, { type: 'Polygon', coordinates: [ACROSS] }))).toEqual({ status: 400, body: [ORIGIN_MSG.harvestAreaOutside] });
    expect(await refusal(body(farmId, { type: 'Point', coordinates: [-84.07, 9.932] }))).toEqual({ status: 400, body: [ORIGIN_MSG.harvestAreaPolygon] });
    const crossed = await refusal(body(farmId, { type: 'Polygon', coordinates: [BOW_TIE] }));
    expect(crossed.status).toBe(400);
    expect(crossed.body[0]).toMatch(/^La parte del límite no sirve: /);
    expect((await refusal(body(farmId, 'un polígono'))).status).toBe(400);
    expect(await refusal(body(pointFarm, { type: 'Polygon', coordinates: [QUARTER] }))).toEqual({ status: 400, body: [ORIGIN_MSG.harvestAreaPointBoundary] });
    // nothing was issued by a refusal
    const issued = await t.db.select({ id: originCertificates.id }).from(originCertificates).where(eq(originCertificates.propertyId, pointFarm));
    expect(issued).toHaveLength(0);
  });
});
