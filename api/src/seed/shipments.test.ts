import { count } from 'drizzle-orm';
import type { DdsStatement, Shipment } from '@portal/shared-api';
import { build } from '../../test/build';
import { bearer, tokenFor } from '../../test/fixtures';
import { ddsSchemaErrors } from '../../test/dds-schema';
import { shipments } from '../db/schema';
import { seedDatabase } from '.';
import { DEMO_CLIENT_FARM } from './certifications';

describe('demo data of shipments', () => {
  const t = build({ demo: true });
  let token: string;

  beforeAll(async () => {
    await seedDatabase(t.db, { demo: true, files: t.files });
    await seedDatabase(t.db, { demo: true, files: t.files });
    token = await tokenFor(t.app, 'cliente@demo.cr');
  }, 60_000);

  const get = (url: string) => t.app.inject({ method: 'GET', url, query: { visibleRecords: '100' }, headers: bearer(token) });

  it('has the demo client’s two shipments to the EU from its farm’s origin certificates, one with its statement’s numbers, written once', async () => {
    expect(Number((await t.db.select({ n: count() }).from(shipments))[0]!.n)).toBe(2);
    const list = (await get('/api/shipments')).json<Shipment[]>();
    expect(list.map((shipment) => shipment.buyerCountry).sort()).toEqual(['DE', 'NL']);
    expect(list.filter((shipment) => shipment.ddsReference !== null)).toEqual([expect.objectContaining({ buyerCountry: 'DE', ddsReference: '26DEHZ8K4Q2W7M', ddsVerification: 'VX7QK2PD' })]);
    for (const shipment of list) {
      expect(shipment.lines.every((line) => line.propertyName === DEMO_CLIENT_FARM && line.certificateStatus === 'Vigente' && line.originStatus === 'Válido')).toBe(true);
      // the statement of each is whole: its XML valid against the Commission's schema
      const statement = (await get(`/api/shipments/${shipment.id}/dds.json`)).json<DdsStatement>();
      expect(statement.statement.commodities[0]!.producers.length).toBeGreaterThan(0);
      const xml = await get(`/api/shipments/${shipment.id}/dds.xml`);
      expect(xml.statusCode).toBe(200);
      expect(await ddsSchemaErrors(xml.body)).toEqual([]);
    }
    expect(list.find((shipment) => shipment.buyerCountry === 'NL')!.lines).toHaveLength(2);
  });
});
