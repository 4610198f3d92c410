import type { Role } from '@portal/shared-api';
import { build } from '../../../test/build';
import { bearer, tokenFor } from '../../../test/fixtures';
import { DEMO_ACCOUNTS } from '../../seed';

/** Each home and who may open it. */
const HOMES: Array<[url: string, role: Role]> = [
  ['/api/home/admin', 'Administrador'],
  ['/api/home/client', 'Cliente'],
  ['/api/home/regent', 'Regente'],
  ['/api/home/accountant', 'Contador'],
  ['/api/home/accountant/payments.csv', 'Contador'],
];

describe('/api/home: one home per role', () => {
  const t = build({ demo: true });
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    for (const account of DEMO_ACCOUNTS) tokens[account.role] = await tokenFor(t.app, account.email);
  });

  it.each(HOMES)('%s answers its role, 403 to every other role and 401 without a session', async (url, role) => {
    const own = await t.app.inject({ method: 'GET', url, headers: bearer(tokens[role]) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    for (const other of DEMO_ACCOUNTS.filter((account) => account.role !== role)) {
      const refused = await t.app.inject({ method: 'GET', url, headers: bearer(tokens[other.role]) });
      expect({ role: other.role, status: refused.statusCode }).toEqual({ role: other.role, status: 403 });
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer('not-a-token') })).statusCode).toBe(401);
  });

  it('answers empty queues on a database without demo data', async () => {
    const admin = (await t.app.inject({ method: 'GET', url: '/api/home/admin', headers: bearer(tokens.Administrador) })).json();
    expect(admin).toEqual({
      enrolments: { Presentada: 0, Subsanar: 0, Subsanada: 0, Pagar: 0, Pagada: 0, Aceptada: 0, Rechazada: 0 },
      visitsToReview: 0,
      extraVisitRequests: 0,
      renewalsToReview: 0,
      boundariesToReview: 0,
      conversations: { waiting: 0, latest: [] },
      lastBackup: null,
    });
    const client = (await t.app.inject({ method: 'GET', url: '/api/home/client', headers: bearer(tokens.Cliente) })).json();
    expect(client).toEqual({ enrolments: { total: 0, items: [] }, certified: { properties: 0, visitsLeft: 0, items: [] } });
    const regent = (await t.app.inject({ method: 'GET', url: '/api/home/regent', headers: bearer(tokens.Regente) })).json();
    expect(regent).toEqual({ visitsToReport: 0, expiredVisits: 0, upcomingVisits: 0, projects: 0, latestReports: [] });
    const accountant = (await t.app.inject({ method: 'GET', url: '/api/home/accountant', headers: bearer(tokens.Contador) })).json();
    expect(accountant.latest).toEqual([]);
    expect(accountant.months).toHaveLength(2);
    for (const month of accountant.months) expect(month).toMatchObject({ enrolments: { count: 0, amount: 0 }, extraVisits: { count: 0, amount: 0 }, total: 0 });
  });

  it('documents every home in the OpenAPI document, with its bearer requirement', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, { get?: { security?: unknown } }> }>().paths;
    for (const [url] of HOMES) expect({ url, security: paths[url]?.get?.security }).toEqual({ url, security: [{ bearerAuth: [] }] });
  });
});
