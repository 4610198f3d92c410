import { and, eq } from 'drizzle-orm';
import { BOUNDARY_STATUS, TOTAL_RECORDS_HEADER, type BoundaryRuleProblem } from '@portal/shared-api';
import { BOUNDARY_MSG } from '@portal/shared-api/geo';
import { build } from '../../../../test/build';
import { FARM } from '../../../../test/fixtures';
import { propertyBoundaries } from '../../../db/schema';
import { call, certifiedProperties, person, type Person } from '../../../../test/operations';

/** About 9.5 ha in Carmen, San José, with 7 decimals: what the EU takes. */
/** The same farm with its south-east corner cut by two vertices that are one once truncated to 6 decimals. */
const CUT_CORNER = [[-84.0712345, 9.9312345], [-84.0684256, 9.931234], [-84.068425, 9.9312346], [-84.0684245, 9.9340195], [-84.0712345, 9.9340195], [-84.0712345, 9.9312345]];

describe('approved boundaries the EU rules of 2026 would refuse (/api/properties/boundaries/eu-rules)', () => {
  const t = build();
  let owner: Person;
  let regent: Person;
  let admin: Person;
  let sound: number;
  let broken: number;

  const list = (who: Person | undefined, param?: string) =>
    call(t, who, 'GET', `/api/properties/boundaries/eu-rules${param === undefined ? '' : '/Filtered'}`, {
      query: { page: '1', visibleRecords: '50', ...(param === undefined ? {} : { param }) },
    });

  beforeAll(async () => {
    owner = await person(t, 'Cliente', 'Dueña');
    regent = await person(t, 'Regente', 'Regente');
    admin = await person(t, 'Administrador', 'Admin');
    [sound, broken] = await certifiedProperties(t, owner.id, 2);
    for (const id of [sound!, broken!]) {
      const proposed = await call(t, admin, 'POST', `/api/properties/${id}/boundary`, { payload: { geometry: { type: 'Polygon', coordinates: [FARM] }, method: 'coordenadas' } });
      expect(proposed.statusCode).toBe(201);
      expect((await call(t, admin, 'PUT', `/api/properties/${id}/boundary/1`, { payload: { decision: 'Aprobar' } })).statusCode).toBe(204);
    }
    // approved before the portal checked truncation: what an older approval may hold
    await t.db
      .update(propertyBoundaries)
      .set({ geometry: { type: 'Polygon', coordinates: [CUT_CORNER] } })
      .where(and(eq(propertyBoundaries.propertyId, broken!), eq(propertyBoundaries.status, BOUNDARY_STATUS.approved)));
  });

  it('lists for the administrator each approved boundary the rules would refuse, with why, and only those', async () => {
    const response = await list(admin);
    expect(response.statusCode).toBe(200);
    const rows = response.json<BoundaryRuleProblem[]>();
    expect(response.headers[TOTAL_RECORDS_HEADER]).toBe('1');
    expect(rows).toEqual([
      {
        propertyId: broken,
        propertyName: expect.stringMatching(/^Finca Prueba/),
        owner: expect.any(String),
        district: 'Carmen',
        canton: 'San José',
        version: 1,
        approvedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        problems: [BOUNDARY_MSG.repeatedWhenTruncated([-84.068425, 9.931234])],
      },
    ]);
    // the same geometry is refused as a proposal today, with the same reason
    const again = await call(t, admin, 'POST', `/api/properties/${sound}/boundary`, { payload: { geometry: { type: 'Polygon', coordinates: [CUT_CORNER] }, method: 'coordenadas' } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(rows[0]!.problems);
  });

  it('searches by the property and is the administrator\'s alone', async () => {
    const name = (await list(admin)).json<BoundaryRuleProblem[]>()[0]!.propertyName!;
    expect((await list(admin, name)).json<BoundaryRuleProblem[]>().map((row) => row.propertyId)).toEqual([broken]);
    expect((await list(admin, 'ninguna finca se llama así')).json()).toEqual([]);
    expect((await list(owner)).statusCode).toBe(403);
    expect((await list(regent)).statusCode).toBe(403);
    expect((await list(undefined)).statusCode).toBe(401);
  });

  it('leaves the list once a boundary that meets the rules is approved in its place', async () => {
    expect((await call(t, admin, 'POST', `/api/properties/${broken}/boundary`, { payload: { geometry: { type: 'Polygon', coordinates: [FARM] }, method: 'coordenadas' } })).statusCode).toBe(201);
    expect((await call(t, admin, 'PUT', `/api/properties/${broken}/boundary/2`, { payload: { decision: 'Aprobar' } })).statusCode).toBe(204);
    expect((await list(admin)).json()).toEqual([]);
  });
});
