import { eq } from 'drizzle-orm';
import { CERTIFICATE_MSG } from '@portal/shared-api';
import { certificateEvents, properties } from '../../../db/schema';
import { expireCertificates, scheduleExpiry } from '../../certificates';
import { build } from '../../../../test/build';
import { bearer, daysAgo, enrolment, farm, insertEnrolments, newClient, tokenFor, userId } from '../../../../test/fixtures';

const REASON = 'Visita de seguimiento rechazada: corta fuera del plan de manejo.';

describe('a certificate’s lifecycle: suspend, reinstate, withdraw, expire (beyond the spec)', () => {
  const t = build({ demo: true });
  let admin: string;
  let owner: string;
  let otherClient: string;
  let regent: string;
  let propertyId: number;

  const change = (id: number, action: string, token: string | undefined, reason: unknown = REASON) =>
    t.app.inject({ method: 'POST', url: `/api/properties/${id}/certificate/${action}`, headers: token ? bearer(token) : {}, payload: { reason } });
  const profile = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/properties/Profile/${id}` })).json();

  /** A certified property of the demo client, fresh for each test. */
  async function certified(overrides: Parameters<typeof enrolment>[1] = {}): Promise<number> {
    const [enrolmentId] = await insertEnrolments(t.db, [enrolment(await userId(t.db, 'cliente@demo.cr'), { properties: [farm()], ...overrides })]);
    const [row] = await t.db.select({ id: properties.id }).from(properties).where(eq(properties.enrolmentId, enrolmentId!));
    return row!.id;
  }

  beforeAll(async () => {
    admin = await tokenFor(t.app, 'admin@demo.cr');
    owner = await tokenFor(t.app, 'cliente@demo.cr');
    regent = await tokenFor(t.app, 'regente@demo.cr');
    otherClient = (await newClient(t.app, t.db)).token;
  });

  beforeEach(async () => {
    propertyId = await certified();
  });

  it('is issued Vigente on acceptance, with its first history row, and shows as Activa', async () => {
    const shown = await profile(propertyId);
    expect(shown.inscriptionStatus).toBe('Activa');
    expect(shown.certificate.status).toBe('Vigente');
    expect(shown.certificate.history).toEqual([{ status: 'Vigente', reason: CERTIFICATE_MSG.issued, at: shown.dateApproved, validUntil: shown.validUntil }]);
  });

  it('is suspended and reinstated by an administrator with public reasons; what the machine forbids is a 409', async () => {
    const suspended = await change(propertyId, 'suspend', admin);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().status).toBe('Suspendida');
    let shown = await profile(propertyId);
    expect(shown.inscriptionStatus).toBe('Inactiva');
    expect(shown.certificate).toMatchObject({ status: 'Suspendida', since: suspended.json().at });
    expect(shown.certificate.history.map((e: { status: string; reason: string }) => [e.status, e.reason])).toEqual([
      ['Vigente', CERTIFICATE_MSG.issued],
      ['Suspendida', REASON],
    ]);
    // the machine-readable status carries it too
    const status = (await t.app.inject({ method: 'GET', url: `/api/properties/Profile/${propertyId}/status` })).json();
    expect(status).toMatchObject({ status: 'Inactiva', certificate: { status: 'Suspendida' } });

    const again = await change(propertyId, 'suspend', admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().title).toBe(CERTIFICATE_MSG.notAllowed('Suspendida', 'suspend'));

    expect((await change(propertyId, 'reinstate', admin, 'Se verificó el plan corregido en la visita extra.')).statusCode).toBe(200);
    shown = await profile(propertyId);
    expect(shown.inscriptionStatus).toBe('Activa');
    expect(shown.certificate.history.map((e: { status: string }) => e.status)).toEqual(['Vigente', 'Suspendida', 'Vigente']);
    expect((await change(propertyId, 'reinstate', admin)).statusCode).toBe(409);
  });

  it('is withdrawn for good, by an administrator or by its owner; nothing leaves Retirada', async () => {
    expect((await change(propertyId, 'withdraw', owner, 'El titular vendió la finca y pide retirar el certificado.')).statusCode).toBe(200);
    for (const action of ['suspend', 'reinstate', 'withdraw']) {
      const refused = await change(propertyId, action, admin);
      expect({ action, status: refused.statusCode }).toEqual({ action, status: 409 });
    }
    const shown = await profile(propertyId);
    expect(shown.certificate.status).toBe('Retirada');
    // never hidden: the profile is still there
    expect(shown.inscriptionStatus).toBe('Inactiva');
  });

  it('checks who asks from the token: an owner only withdraws their own; other roles and strangers are refused', async () => {
    expect((await change(propertyId, 'suspend', owner)).statusCode).toBe(403);
    expect((await change(propertyId, 'withdraw', otherClient)).statusCode).toBe(404);
    expect((await change(propertyId, 'suspend', regent)).statusCode).toBe(403);
    expect((await change(propertyId, 'suspend', undefined)).statusCode).toBe(401);
    expect((await change(999_999, 'suspend', admin)).statusCode).toBe(404);
    const short = await change(propertyId, 'suspend', admin, 'corto');
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain(CERTIFICATE_MSG.reasonRequired);
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/Profile/${propertyId}` })).json().certificate.status).toBe('Vigente');
  });

  it('lets one of two administrators acting at once suspend it; the other gets a 409 and one history row is written', async () => {
    const answers = await Promise.all([change(propertyId, 'suspend', admin), change(propertyId, 'suspend', admin)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db.select().from(certificateEvents).where(eq(certificateEvents.propertyId, propertyId));
    expect(rows.map((row) => row.status)).toEqual(['Vigente', 'Suspendida']);
  });

  it('reads Vencida once its validity passed, and the expiry job writes it down once', async () => {
    const expiredAt = daysAgo(1);
    await t.db.update(properties).set({ validUntil: expiredAt }).where(eq(properties.id, propertyId));
    const before = await profile(propertyId);
    expect(before.inscriptionStatus).toBe('Inactiva');
    expect(before.certificate).toMatchObject({ status: 'Vencida', since: expiredAt.toISOString() });
    expect(before.certificate.history.at(-1)).toMatchObject({ status: 'Vencida', reason: CERTIFICATE_MSG.expired });
    // suspending what has expired is refused
    expect((await change(propertyId, 'suspend', admin)).statusCode).toBe(409);

    expect(await expireCertificates(t.db)).toBeGreaterThanOrEqual(1);
    expect(await expireCertificates(t.db)).toBe(0);
    const rows = await t.db.select().from(certificateEvents).where(eq(certificateEvents.propertyId, propertyId));
    expect(rows.map((row) => row.status)).toEqual(['Vigente', 'Vencida']);
    expect((await profile(propertyId)).certificate.history).toEqual(before.certificate.history);
  });

  it('issues an enrolment accepted longer ago than the validity as expired at once', async () => {
    const old = await certified({ dateApproved: daysAgo(400), dateSolicited: daysAgo(430) });
    const shown = await profile(old);
    expect(shown.certificate.status).toBe('Vencida');
    const rows = await t.db.select().from(certificateEvents).where(eq(certificateEvents.propertyId, old));
    expect(rows.map((row) => row.status)).toEqual(['Vigente', 'Vencida']);
  });

  it('is expired by the job the server schedules, which runs at start and stops with the server', async () => {
    await t.db.update(properties).set({ validUntil: daysAgo(2) }).where(eq(properties.id, propertyId));
    const logged: object[] = [];
    const stop = scheduleExpiry(t.db, { info: (data) => logged.push(data), error: (data) => logged.push(data) }, 60_000);
    try {
      for (let i = 0; i < 50 && logged.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await stop();
    }
    expect(logged).toEqual([{ expired: expect.any(Number) }]);
    const [row] = await t.db.select({ status: properties.certificateStatus }).from(properties).where(eq(properties.id, propertyId));
    expect(row!.status).toBe('Vencida');
  });

  it('wakes the job at the moment a validity ends, not at its next round: the portfolio drops it from Vigente then', async () => {
    // a validity that ends in 1.5 s, while the job's rounds are a minute apart
    const endsAt = new Date(Date.now() + 1500);
    await t.db.update(properties).set({ validUntil: endsAt }).where(eq(properties.id, propertyId));
    const inForce = async () =>
      ((await t.app.inject({ method: 'GET', url: `/api/properties/portfolio?visibleRecords=100&page=1` })).json() as { id: number }[]).some((row) => row.id === propertyId);
    const logged: object[] = [];
    const stop = scheduleExpiry(t.db, { info: (data) => logged.push(data), error: (data) => logged.push(data) }, 60_000);
    try {
      expect(await inForce()).toBe(true);
      for (let i = 0; i < 100 && logged.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await stop();
    }
    expect(logged).toEqual([{ expired: 1 }]);
    const events = await t.db.select().from(certificateEvents).where(eq(certificateEvents.propertyId, propertyId));
    expect(events.map((row) => [row.status, row.at.toISOString()])).toEqual([
      ['Vigente', expect.any(String)],
      ['Vencida', endsAt.toISOString()],
    ]);
    expect(await inForce()).toBe(false);
  });
});
