import { count } from 'drizzle-orm';
import type { DdsStatement, OriginTransfer, Shipment, ShipmentHolding } from '@portal/shared-api';
import { build } from '../../test/build';
import { bearer, tokenFor } from '../../test/fixtures';
import { ddsSchemaErrors } from '../../test/dds-schema';
import { originTransfers, shipments } from '../db/schema';
import { seedDatabase } from '.';
import { DEMO_CLIENT_FARM } from './certifications';
import { DEMO_SAWMILL_EMAIL } from './demo-accounts';
import { DEMO_SAWMILL } from './shipments';

describe('demo data of shipments', () => {
  const t = build({ demo: true });
  let token: string;
  let sawmillToken: string;

  beforeAll(async () => {
    await seedDatabase(t.db, { demo: true, files: t.files });
    await seedDatabase(t.db, { demo: true, files: t.files });
    token = await tokenFor(t.app, 'cliente@demo.cr');
    sawmillToken = await tokenFor(t.app, DEMO_SAWMILL_EMAIL);
  }, 60_000);

  const get = (url: string, as = token) => t.app.inject({ method: 'GET', url, query: { visibleRecords: '100' }, headers: bearer(as) });

  it('has the demo client’s two shipments to the EU from its farm’s origin certificates, one with its statement’s numbers, written once', async () => {
    expect(Number((await t.db.select({ n: count() }).from(shipments))[0]!.n)).toBe(4);
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

  it('has the chain from the farm to a sawmill’s buyers: two accepted transfers and one pending, and the sawmill’s two shipments, the later one building on the earlier statements', async () => {
    expect(Number((await t.db.select({ n: count() }).from(originTransfers))[0]!.n)).toBe(3);
    const transfers = (await get('/api/shipments/transfers', sawmillToken)).json<OriginTransfer[]>();
    expect(transfers.map((row) => [row.status, row.volume, row.incoming, row.receiverPropertyName, row.propertyName])).toEqual([
      ['Pendiente', 5, true, DEMO_SAWMILL, DEMO_CLIENT_FARM],
      ['Aceptada', 15, true, DEMO_SAWMILL, DEMO_CLIENT_FARM],
      ['Aceptada', 64.25, true, DEMO_SAWMILL, DEMO_CLIENT_FARM],
    ]);
    // the melina is all shipped; of the teak, what the second shipment did not take
    const held = (await get('/api/shipments/holdings', sawmillToken)).json<ShipmentHolding[]>();
    expect(held).toEqual([]);
    const list = (await get('/api/shipments', sawmillToken)).json<Shipment[]>();
    expect(list.map((shipment) => [shipment.buyerCountry, shipment.hsHeading, shipment.ddsReference])).toEqual([
      ['NL', '4407', null],
      ['FR', '4407', '26FRWQ5N8K3T1B'],
    ]);
    const [later, earlier] = list;
    // its melina was in the sawmill's statement to France, its teak in the farm's own statement to Germany
    const farms = (await get('/api/shipments')).json<Shipment[]>().find((shipment) => shipment.buyerCountry === 'DE')!;
    expect(later!.builtOn).toEqual([
      { code: earlier!.code, reference: '26FRWQ5N8K3T1B', verification: 'M4RT8QXC' },
      { code: farms.code, reference: '26DEHZ8K4Q2W7M', verification: 'VX7QK2PD' },
    ]);
    expect(earlier!.builtOn).toEqual([]);
    const xml = await get(`/api/shipments/${later!.id}/dds.xml`, sawmillToken);
    expect(xml.body).toContain('26FRWQ5N8K3T1B</eudrCommon:groupedDeclaration>');
    expect(xml.body).toContain('26DEHZ8K4Q2W7M</eudrCommon:groupedDeclaration>');
    expect(await ddsSchemaErrors(xml.body)).toEqual([]);
  });
});
