import { count, eq, isNotNull } from 'drizzle-orm';
import { BOUNDARY_STATUS, type PropertyBoundary } from '@portal/shared-api';
import { checkBoundary, checkEuFile } from '@portal/shared-api/geo';
import { build } from '../../test/build';
import { bearer, tokenFor } from '../../test/fixtures';
import { properties, propertyBoundaries } from '../db/schema';
import { seedDatabase } from '.';

describe('demo boundaries', () => {
  const t = build({ demo: true });
  let admin: string;

  beforeAll(async () => {
    await seedDatabase(t.db, { demo: true, files: t.files });
    await seedDatabase(t.db, { demo: true, files: t.files });
    admin = await tokenFor(t.app, 'admin@demo.cr');
  }, 60_000);

  it('are written once, however often the seed runs, for all certified properties but one', async () => {
    const [certified] = await t.db.select({ n: count() }).from(properties).where(isNotNull(properties.certifiedAt));
    const rows = await t.db.select().from(propertyBoundaries);
    expect(Number(certified!.n)).toBe(17);
    expect(rows).toHaveLength(16);
  });

  it('mix points (4 ha or less), polygons and a MultiPolygon, each passing the rules, with areas near the enrolled ones', async () => {
    const rows = await t.db
      .select({ boundary: propertyBoundaries, enrolled: properties.certificationArea, area: properties.area })
      .from(propertyBoundaries)
      .innerJoin(properties, eq(properties.id, propertyBoundaries.propertyId))
      .then((list) => list.map((r) => ({ ...r.boundary, enrolled: r.enrolled ?? r.area! })));
    const types = rows.map((r) => r.geometryType);
    expect(types.filter((type) => type === 'Point')).toHaveLength(3);
    expect(types.filter((type) => type === 'MultiPolygon')).toHaveLength(1);
    for (const row of rows) {
      const check = checkBoundary(row.geometry);
      expect({ property: row.propertyId, errors: check.errors }).toEqual({ property: row.propertyId, errors: [] });
      expect(Math.abs(check.summary!.areaHectares - row.areaHectares)).toBeLessThan(0.001);
      if (row.geometryType === 'Point') expect(row.enrolled).toBeLessThanOrEqual(4);
      else if (row.status !== BOUNDARY_STATUS.returned) expect(Math.abs(row.areaHectares - row.enrolled) / row.enrolled).toBeLessThan(0.1);
    }
    expect(rows.map((r) => r.status).sort()).toEqual(
      [...Array(14).fill(BOUNDARY_STATUS.approved), BOUNDARY_STATUS.returned, BOUNDARY_STATUS.proposed].sort(),
    );
  });

  it('export as valid EU files, publicly for the published ones', async () => {
    const rows = await t.db.select({ propertyId: propertyBoundaries.propertyId, status: propertyBoundaries.status }).from(propertyBoundaries);
    let published = 0;
    for (const { propertyId, status } of rows.filter((r) => r.status === BOUNDARY_STATUS.approved)) {
      const file = await t.app.inject({ method: 'GET', url: `/api/properties/${propertyId}/geojson`, headers: bearer(admin) });
      expect({ propertyId, status, code: file.statusCode }).toEqual({ propertyId, status, code: 200 });
      expect(checkEuFile(file.body)).toEqual([]);
      const anonymous = await t.app.inject({ method: 'GET', url: `/api/properties/${propertyId}/geojson` });
      if (anonymous.statusCode === 200) published += 1;
      else expect(anonymous.statusCode).toBe(404);
    }
    expect(published).toBe(11);
    const returned = rows.find((r) => r.status === BOUNDARY_STATUS.returned)!;
    const view = (await t.app.inject({ method: 'GET', url: `/api/properties/${returned.propertyId}/boundary`, headers: bearer(admin) })).json<PropertyBoundary>();
    expect(view.approved).toBeNull();
    expect(view.history[0]!.note).toMatch(/lindero sur/);
  });
});
