import { asc, count, eq } from 'drizzle-orm';
import { PORTFOLIO_STATUS, PROFILE_STATUS, TOTAL_RECORDS_HEADER, type InscriptionProfile, type PortfolioRow, type PropertyProfile, CERTIFICATE_MSG } from '@portal/shared-api';
import { build } from '../../test/build';
import { login } from '../../test/fixtures';
import { enrolmentTransitions, enrolments, properties, users } from '../db/schema';
import { DEMO_CERTIFICATE_CHANGES, DEMO_CLIENT_FARM, seedDemoCertifications } from './certifications';
import { DEMO_CLIENT_EMAIL } from './demo-accounts';
import { DEMO_PASSWORD, seedDatabase } from '.';

describe('demo certifications', () => {
  const t = build({ demo: true });
  const total = async (table: typeof enrolments | typeof properties | typeof enrolmentTransitions) =>
    Number((await t.db.select({ n: count() }).from(table))[0]!.n);

  it('are seeded once, however often the demo seed runs', async () => {
    await seedDatabase(t.db, { demo: true });
    await seedDemoCertifications(t.db);
    const enrolled = await total(enrolments);
    expect(enrolled).toBeGreaterThanOrEqual(8);
    expect(enrolled).toBeLessThanOrEqual(12);
    const rows = await t.db.select({ status: enrolments.status, n: count() }).from(enrolments).groupBy(enrolments.status);
    expect(rows).toEqual([{ status: 'Aceptada', n: enrolled }]);
    const perEnrolment = await t.db.select({ n: count() }).from(properties).groupBy(properties.enrolmentId);
    expect(perEnrolment.every(({ n }) => n >= 1 && n <= 3)).toBe(true);
  });

  it('put every property in the portfolio, across provinces and both modalities', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/properties/portfolio', query: { visibleRecords: '100', status: PORTFOLIO_STATUS.all } });
    const rows = response.json<PortfolioRow[]>();
    expect(Number(response.headers[TOTAL_RECORDS_HEADER])).toBe(await total(properties));
    expect(new Set(rows.map((row) => row.province)).size).toBe(7);
    expect(new Set(rows.map((row) => row.inscriptionType))).toEqual(new Set(['Individual', 'Grupal']));
  });

  it("let the demo client's farm be found in the portfolio, and its profile read Activa", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/properties/portfolio', query: { param: 'el roble' } });
    const [farm] = response.json<PortfolioRow[]>();
    expect(farm).toMatchObject({ fantasyName: DEMO_CLIENT_FARM, name: 'José Pablo Rojas Araya', province: 'Alajuela' });
    const [owner] = await t.db
      .select({ email: users.email })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.customerId))
      .where(eq(enrolments.id, farm!.inscriptionId));
    expect(owner!.email).toBe(DEMO_CLIENT_EMAIL);
    const profile = await t.app.inject({ method: 'GET', url: `/api/properties/InscriptionProfile/${farm!.inscriptionId}` });
    expect(profile.json<InscriptionProfile>().inscriptionStatus).toBe(PROFILE_STATUS.active);
  });

  it('include exactly one certificate that has expired', async () => {
    const ids = await t.db.select({ id: enrolments.id }).from(enrolments);
    const statuses = await Promise.all(
      ids.map(async ({ id }) => (await t.app.inject({ method: 'GET', url: `/api/properties/InscriptionProfile/${id}` })).json<InscriptionProfile>()),
    );
    expect(statuses.filter((p) => p.inscriptionStatus === PROFILE_STATUS.inactive)).toHaveLength(1);
  });

  it('include a certificate in each state a buyer meets: suspended and withdrawn with their public reasons, and expired', async () => {
    const statuses = async (status: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/properties/portfolio', query: { status } })).json<PortfolioRow[]>().map((row) => row.fantasyName);
    expect(await statuses('Suspendida')).toEqual(['Finca Aguas Claras']);
    expect(await statuses('Retirada')).toEqual(['Finca Monte Romo']);
    expect(await statuses('Vencida')).toEqual(['Finca Los Ángeles']);
    const [withdrawn] = await t.db.select({ id: properties.id }).from(properties).where(eq(properties.fantasyName, 'Finca Monte Romo'));
    const profile = (await t.app.inject({ method: 'GET', url: `/api/properties/Profile/${withdrawn!.id}` })).json<PropertyProfile>();
    expect(profile.certificate.history.map((event) => [event.status, event.reason])).toEqual([
      ['Vigente', CERTIFICATE_MSG.issued],
      ['Retirada', DEMO_CERTIFICATE_CHANGES[1]!.reason],
    ]);
    // seeding again changes nothing
    await seedDemoCertifications(t.db);
    expect(await statuses('Retirada')).toEqual(['Finca Monte Romo']);
  });

  it('record the transitions from Presentada to Aceptada, in time order', async () => {
    const [first] = await t.db.select({ id: enrolments.id, approved: enrolments.dateApproved }).from(enrolments).limit(1);
    const steps = await t.db
      .select({ from: enrolmentTransitions.fromStatus, to: enrolmentTransitions.toStatus, at: enrolmentTransitions.at })
      .from(enrolmentTransitions)
      .where(eq(enrolmentTransitions.enrolmentId, first!.id))
      .orderBy(asc(enrolmentTransitions.at));
    expect(steps.map((s) => [s.from, s.to])).toEqual([
      [null, 'Presentada'],
      ['Presentada', 'Pagar'],
      ['Pagar', 'Pagada'],
      ['Pagada', 'Aceptada'],
    ]);
    expect(steps[3]!.at.getTime()).toBe(first!.approved!.getTime());
    expect(await total(enrolmentTransitions)).toBeGreaterThanOrEqual(4 * (await total(enrolments)));
  });

  it('give the owners accounts a person can log in with', async () => {
    const response = await login(t.app, 'coopehojancha@demo.cr', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
  });
});

describe('demo certifications without the demo accounts', () => {
  const t = build();

  it('are not seeded (a real deployment has no demo client)', async () => {
    await seedDemoCertifications(t.db);
    await seedDatabase(t.db, { demo: false });
    expect(Number((await t.db.select({ n: count() }).from(enrolments))[0]!.n)).toBe(0);
    expect(Number((await t.db.select({ n: count() }).from(users))[0]!.n)).toBe(0);
  });
});
