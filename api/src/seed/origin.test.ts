import { count } from 'drizzle-orm';
import type { OriginCertificate, OriginLedger, OriginPublic } from '@portal/shared-api';
import { build } from '../../test/build';
import { bearer, tokenFor } from '../../test/fixtures';
import { originCertificates } from '../db/schema';
import { seedDatabase } from '.';
import { DEMO_CLIENT_FARM } from './certifications';
import { DEMO_REGENT_LICENCE } from './origin';

describe('demo data of origin certificates', () => {
  const t = build({ demo: true });
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    await seedDatabase(t.db, { demo: true, files: t.files });
    await seedDatabase(t.db, { demo: true, files: t.files });
    for (const role of ['cliente', 'regente']) tokens[role] = await tokenFor(t.app, `${role}@demo.cr`);
  }, 60_000);

  const get = (role: string, url: string) => t.app.inject({ method: 'GET', url, query: { visibleRecords: '100' }, headers: bearer(tokens[role]!) });

  it('has the demo regent’s teak and melina loads on the demo farm, one annulled, the farm near its limit, written once', async () => {
    expect(Number((await t.db.select({ n: count() }).from(originCertificates))[0]!.n)).toBe(5);
    const [project] = (await get('regente', '/api/projects')).json<Array<{ propertyID: number }>>();
    const ledger = (await get('cliente', `/api/origin/ledger/${project!.propertyID}`)).json<OriginLedger>();
    expect(ledger.propertyName).toBe(DEMO_CLIENT_FARM);
    expect(ledger.periods).toHaveLength(1);
    expect(ledger.periods[0]).toMatchObject({ current: true, authorised: 320, issued: 308, annulled: 30, remaining: 12, count: 5 });
    expect((await get('regente', `/api/origin/ledger/${project!.propertyID}`)).json<OriginLedger>().canIssue).toBe(true);

    const list = (await get('cliente', `/api/origin/property/${project!.propertyID}`)).json<OriginCertificate[]>();
    expect(list.map((row) => row.status).filter((status) => status === 'Anulado')).toHaveLength(1);
    expect(new Set(list.flatMap((row) => row.species.map((line) => line.commonName)))).toEqual(new Set(['Teca', 'Melina']));
    // the newest load came from the western half of the boundary (a part of it), the others from the whole
    const parts = list.map((row) => row.harvestAreaHectares);
    expect(parts.filter((hectares) => hectares !== null)).toHaveLength(1);
    expect(parts[0]).toBeGreaterThan(5);
    const page = (await t.app.inject({ method: 'GET', url: `/api/origin/${list[0]!.number}` })).json<OriginPublic>();
    expect(page).toMatchObject({ valid: true, regent: { name: 'Carolina Jiménez Mora', licenceNumber: DEMO_REGENT_LICENCE } });
  });
});
