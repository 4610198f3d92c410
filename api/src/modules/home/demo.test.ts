import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  CLIENT_NEXT_STEP,
  ENROLMENT_STATUS,
  HOME_LIMITS,
  RENEWAL_STATUS,
  VISIT_REQUEST_STATUS,
  type AccountantHome,
  type AdminHome,
  type ClientHome,
  type EnrolmentStatus,
  type RegentHome,
} from '@portal/shared-api';
import { build } from '../../../test/build';
import { bearer, tokenFor } from '../../../test/fixtures';
import { appointments, certificateRenewals, conversations, enrolmentTransitions, enrolments, extraVisitRequests, properties, propertyAssignments, users } from '../../db/schema';
import { seedDatabase } from '../../seed';
import { DEMO_CONVERSATIONS } from '../../seed/chat';
import { DEMO_PENDING_ENROLMENTS } from '../../seed/enrolments';

const OWNER = 'maderas.caribe@demo.cr';

/** YYYY-MM of an instant on the Costa Rican calendar. */
const costaRicaMonth = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Costa_Rica', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at).slice(0, 7);
const monthBefore = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
};

describe('the homes count the demo data', () => {
  const t = build({ demo: true });
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    await seedDatabase(t.db, { demo: true, files: t.files });
    for (const email of ['admin@demo.cr', 'cliente@demo.cr', 'regente@demo.cr', 'contador@demo.cr', OWNER]) {
      tokens[email] = await tokenFor(t.app, email);
      ids[email] = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    }
  }, 60_000);

  const home = async <T>(url: string, email: string): Promise<T> => {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(tokens[email]!) });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  it('gives the administrator the enrolments in each state, the visits and purchases to decide and the unanswered clients', async () => {
    const body = await home<AdminHome>('/api/home/admin', 'admin@demo.cr');

    const stored = await t.db.select({ status: enrolments.status }).from(enrolments);
    const expected = Object.fromEntries(ENROLMENT_STATUS.map((status) => [status, stored.filter((row) => row.status === status).length]));
    expect(body.enrolments).toEqual(expected);
    // the demo seed's own definitions agree for every state it writes
    for (const status of ENROLMENT_STATUS.filter((s) => s !== 'Aceptada')) {
      expect(body.enrolments[status]).toBe(DEMO_PENDING_ENROLMENTS.filter((e) => e.status === status).length);
    }
    expect(body.enrolments.Presentada).toBeGreaterThan(0);

    const visits = await t.db.select({ reported: appointments.regentResultAt, reviewed: appointments.reviewedAt }).from(appointments);
    expect(body.visitsToReview).toBe(visits.filter((v) => v.reported !== null && v.reviewed === null).length);
    expect(body.visitsToReview).toBe(2);

    const requests = await t.db.select({ status: extraVisitRequests.status }).from(extraVisitRequests);
    expect(body.extraVisitRequests).toBe(requests.filter((r) => r.status === VISIT_REQUEST_STATUS.requested).length);
    expect(body.extraVisitRequests).toBe(2);
    // the demo's one boundary waiting for review (api/src/seed/boundaries.ts)
    expect(body.boundariesToReview).toBe(1);

    // the demo client's active conversation ends with the administration's answer
    const unanswered = DEMO_CONVERSATIONS.filter((c) => c.endedAgo === undefined && c.messages.at(-1)?.from === 'client');
    expect(body.conversations).toEqual({ waiting: unanswered.length, latest: [] });
  });

  it("gives the client each of their own enrolments with its next step, those waiting for the client first, and the certified properties' visits", async () => {
    const client = ids['cliente@demo.cr']!;
    const body = await home<ClientHome>('/api/home/client', 'cliente@demo.cr');

    const own = await t.db.select({ id: enrolments.id, status: enrolments.status }).from(enrolments).where(eq(enrolments.customerId, client));
    expect(body.enrolments.total).toBe(own.length);
    expect(own.length).toBeLessThanOrEqual(HOME_LIMITS.enrolments);
    expect(body.enrolments.items.map((e) => e.id).sort((a, b) => a - b)).toEqual(own.map((e) => e.id).sort((a, b) => a - b));
    for (const item of body.enrolments.items) {
      expect(item.status).toBe(own.find((e) => e.id === item.id)!.status);
    }
    const steps = Object.fromEntries(body.enrolments.items.map((e) => [e.status, e.nextStep]));
    expect(steps).toMatchObject({ Subsanar: 'uploadRemediation', Pagar: 'uploadVoucher', Presentada: 'awaitReview', Pagada: 'awaitPaymentCheck' });
    const clientActs = (status: EnrolmentStatus) => ['Subsanar', 'Pagar'].includes(status);
    const acting = own.filter((e) => clientActs(e.status)).length;
    expect(acting).toBeGreaterThan(0);
    expect(body.enrolments.items.slice(0, acting).every((e) => clientActs(e.status))).toBe(true);
    expect(body.enrolments.items.slice(acting).some((e) => clientActs(e.status))).toBe(false);
    expect(body.enrolments.items.every((e) => e.nextStep === CLIENT_NEXT_STEP[e.status])).toBe(true);

    const certified = await t.db
      .select({ id: properties.id, visits: properties.visitationAmount })
      .from(properties)
      .where(and(eq(properties.customerId, client), isNotNull(properties.certifiedAt)));
    expect(body.certified.properties).toBe(certified.length);
    expect(body.certified.visitsLeft).toBe(certified.reduce((sum, p) => sum + p.visits, 0));
    expect(body.certified.items.map((p) => [p.id, p.visitsLeft]).sort()).toEqual(certified.map((p) => [p.id, p.visits]).sort());
  });

  it("shows another client only that client's enrolments", async () => {
    const body = await home<ClientHome>('/api/home/client', OWNER);
    const theirs = await t.db.select({ id: enrolments.id }).from(enrolments).where(eq(enrolments.customerId, ids[OWNER]!));
    expect(theirs.length).toBeGreaterThan(0);
    expect(body.enrolments.items.map((e) => e.id).sort((a, b) => a - b)).toEqual(theirs.map((e) => e.id).sort((a, b) => a - b));
    const demoClients = await home<ClientHome>('/api/home/client', 'cliente@demo.cr');
    const overlap = body.enrolments.items.filter((e) => demoClients.enrolments.items.some((d) => d.id === e.id));
    expect(overlap).toEqual([]);
  });

  it('gives the regent the visits waiting for a report, the projects and the last reports filed', async () => {
    const regent = ids['regente@demo.cr']!;
    const body = await home<RegentHome>('/api/home/regent', 'regente@demo.cr');
    const now = Date.now();

    const visits = await t.db.select().from(appointments).where(eq(appointments.certifierId, regent));
    const open = visits.filter((v) => v.regentResultAt === null);
    expect(body.visitsToReport).toBe(open.filter((v) => v.startsAt.getTime() <= now).length);
    expect(body.expiredVisits).toBe(open.filter((v) => v.endsAt.getTime() < now && v.endsAt > v.startsAt).length);
    expect(body.upcomingVisits).toBe(open.filter((v) => v.startsAt.getTime() > now).length);
    expect([body.visitsToReport, body.expiredVisits, body.upcomingVisits]).toEqual([1, 1, 1]);

    const assigned = await t.db
      .select({ id: properties.id })
      .from(propertyAssignments)
      .innerJoin(properties, eq(properties.id, propertyAssignments.propertyId))
      .where(and(eq(propertyAssignments.regentId, regent), isNotNull(properties.certifiedAt)));
    expect(body.projects).toBe(assigned.length);
    expect(body.projects).toBe(1);

    const reported = visits
      .filter((v) => v.regentResultAt !== null)
      .sort((a, b) => b.regentResultAt!.getTime() - a.regentResultAt!.getTime())
      .slice(0, HOME_LIMITS.reports);
    expect(body.latestReports.map((r) => [r.appointmentId, r.filedAt, r.reportType, r.status])).toEqual(
      reported.map((v) => [v.id, v.regentResultAt!.toISOString(), v.reportType, v.status]),
    );
    expect(body.latestReports[0]!.property).toBe('Finca El Roble');
  });

  it('gives the accountant the payments of this month and the previous one, and the same rows as CSV', async () => {
    const body = await home<AccountantHome>('/api/home/accountant', 'contador@demo.cr');
    const current = costaRicaMonth(new Date());
    const months = [current, monthBefore(current)];
    expect(body.months.map((m) => m.month)).toEqual(months);

    const paid = (
      await t.db
        .select({ id: enrolments.id, at: enrolmentTransitions.at, price: enrolments.price, status: enrolments.status })
        .from(enrolmentTransitions)
        .innerJoin(enrolments, eq(enrolments.id, enrolmentTransitions.enrolmentId))
        .where(and(eq(enrolmentTransitions.toStatus, 'Pagada'), inArray(enrolments.status, ['Pagada', 'Aceptada'])))
    ).filter((row) => months.includes(costaRicaMonth(row.at)));
    const bought = (
      await t.db
        .select({ id: extraVisitRequests.id, at: extraVisitRequests.decidedAt, total: extraVisitRequests.totalAmount })
        .from(extraVisitRequests)
        .where(eq(extraVisitRequests.status, VISIT_REQUEST_STATUS.accepted))
    ).filter((row) => months.includes(costaRicaMonth(row.at!)));
    expect(paid.length).toBeGreaterThan(0);
    const renewed = (
      await t.db
        .select({ at: certificateRenewals.decidedAt, amount: certificateRenewals.amount })
        .from(certificateRenewals)
        .where(eq(certificateRenewals.status, RENEWAL_STATUS.accepted))
    ).filter((row) => months.includes(costaRicaMonth(row.at!)));

    for (const [i, month] of months.entries()) {
      const mine = paid.filter((row) => costaRicaMonth(row.at) === month);
      const extra = bought.filter((row) => costaRicaMonth(row.at!) === month);
      const enrolmentAmount = mine.reduce((sum, row) => sum + row.price, 0);
      const extraAmount = extra.reduce((sum, row) => sum + row.total, 0);
      const renewals = renewed.filter((row) => costaRicaMonth(row.at!) === month);
      const renewalAmount = renewals.reduce((sum, row) => sum + row.amount, 0);
      expect(body.months[i]).toEqual({
        month,
        enrolments: { count: mine.length, amount: enrolmentAmount },
        extraVisits: { count: extra.length, amount: extraAmount },
        renewals: { count: renewals.length, amount: renewalAmount },
        total: enrolmentAmount + extraAmount + renewalAmount,
      });
    }
    const newestFirst = [...paid.map((row) => ({ reference: `INS-${row.id}`, at: row.at })), ...bought.map((row) => ({ reference: `VE-${row.id}`, at: row.at! }))].sort(
      // at the same instant, the higher number first
      (a, b) => b.at.getTime() - a.at.getTime() || b.reference.localeCompare(a.reference, 'en', { numeric: true }),
    );
    const references = newestFirst.map((row) => row.reference);
    expect(body.latest.map((row) => row.reference)).toEqual(references.slice(0, HOME_LIMITS.payments));

    const csv = await t.app.inject({ method: 'GET', url: '/api/home/accountant/payments.csv', headers: bearer(tokens['contador@demo.cr']!) });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('pagos-recibidos.csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(references.length + 1);
    expect(lines.slice(1).map((line) => line.split(';')[3]).sort()).toEqual(references.sort());
  });

  describe('as the work is done', () => {
    const send = (email: string, method: 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(tokens[email]!), ...(payload ? { payload } : {}) });

    it("lists a client's conversation while the client's message is the last one", async () => {
      const [active] = await t.db
        .select({ id: conversations.id, subject: conversations.subject })
        .from(conversations)
        .where(and(eq(conversations.customerId, ids['cliente@demo.cr']!), isNull(conversations.endedAt)));
      const written = await send('cliente@demo.cr', 'POST', '/api/messages/ReplyThread', { conversationId: active!.id, message: '¿Me confirman la visita?' });
      expect(written.statusCode).toBe(200);

      const waiting = await home<AdminHome>('/api/home/admin', 'admin@demo.cr');
      expect(waiting.conversations.waiting).toBe(1);
      expect(waiting.conversations.latest).toEqual([
        { id: active!.id, customerName: 'José Pablo Rojas Araya', subject: active!.subject, lastMessageAt: written.json<{ dateCreated: string }>().dateCreated },
      ]);

      expect((await send('admin@demo.cr', 'POST', '/api/messages/ReplyThread', { conversationId: active!.id, message: 'Sí, el jueves.' })).statusCode).toBe(200);
      expect((await home<AdminHome>('/api/home/admin', 'admin@demo.cr')).conversations).toEqual({ waiting: 0, latest: [] });
    });

    it("moves an accepted purchase from the administrator's queue to the accountant's payments of this month", async () => {
      const before = await home<AdminHome>('/api/home/admin', 'admin@demo.cr');
      const accountantBefore = await home<AccountantHome>('/api/home/accountant', 'contador@demo.cr');
      const [request] = await t.db
        .select({ id: extraVisitRequests.id, total: extraVisitRequests.totalAmount, visits: extraVisitRequests.visitationAmount })
        .from(extraVisitRequests)
        .where(eq(extraVisitRequests.status, VISIT_REQUEST_STATUS.requested))
        .limit(1);
      expect((await send('admin@demo.cr', 'PUT', `/api/extravisitations/accept/${request!.id}`)).statusCode).toBe(200);

      expect((await home<AdminHome>('/api/home/admin', 'admin@demo.cr')).extraVisitRequests).toBe(before.extraVisitRequests - 1);
      const after = await home<AccountantHome>('/api/home/accountant', 'contador@demo.cr');
      const [current, previous] = after.months;
      expect(current!.extraVisits).toEqual({
        count: accountantBefore.months[0]!.extraVisits.count + 1,
        amount: accountantBefore.months[0]!.extraVisits.amount + request!.total,
      });
      expect(current!.total).toBe(accountantBefore.months[0]!.total + request!.total);
      expect(current!.enrolments).toEqual(accountantBefore.months[0]!.enrolments);
      expect(previous).toEqual(accountantBefore.months[1]);
      expect(after.latest[0]).toMatchObject({ kind: 'Visitas extra', reference: `VE-${request!.id}`, payer: 'José Pablo Rojas Araya', amount: request!.total });
      expect(after.latest[0]!.detail).toMatch(new RegExp(`^${request!.visits} visitas? para Finca`));

      const csv = await t.app.inject({ method: 'GET', url: '/api/home/accountant/payments.csv', headers: bearer(tokens['contador@demo.cr']!) });
      const [, first] = csv.body.split('\r\n');
      expect(first!.split(';').slice(2, 5)).toEqual(['Visitas extra', `VE-${request!.id}`, 'José Pablo Rojas Araya']);
    });
  });
});
