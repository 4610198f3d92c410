import { and, asc, eq } from 'drizzle-orm';
import { PAYMENTS_CSV, RENEWAL_STATUS, VISIT_REQUEST_STATUS, type AccountantHome, type EnrolmentStatus } from '@portal/shared-api';
import { build } from '../../../test/build';
import { bearer, createOwner, enrolment, farm, insertEnrolments } from '../../../test/fixtures';
import { certificateRenewals, enrolmentTransitions, enrolments, extraVisitRequests, properties } from '../../db/schema';
import { person } from '../../../test/operations';
import { paymentsRepository, reportedMonths } from './payments';

describe('the months of the accountant', () => {
  it('are the Costa Rican month of the instant and the one before (UTC−6)', () => {
    expect(reportedMonths(new Date('2026-01-01T05:59:59.999Z'))).toEqual(['2025-12', '2025-11']);
    expect(reportedMonths(new Date('2026-01-01T06:00:00.000Z'))).toEqual(['2026-01', '2025-12']);
    expect(reportedMonths(new Date('2026-03-31T23:00:00.000Z'))).toEqual(['2026-03', '2026-02']);
  });
});

describe('payments received', () => {
  const t = build();
  let owner: number;

  beforeAll(async () => {
    owner = await createOwner(t.db, 'pagos');
  });

  /** An enrolment in `status` whose Pagada transition (when it has one) happened `paidAt`, at `price`. */
  async function paidEnrolment(status: EnrolmentStatus, paidAt: Date | undefined, price: number, overrides: Parameters<typeof enrolment>[1] = {}) {
    const [id] = await insertEnrolments(t.db, [
      enrolment(owner, { status, dateSolicited: new Date('2025-10-01T15:00:00Z'), dateApproved: status === 'Aceptada' ? new Date() : undefined, ...overrides }),
    ]);
    await t.db.update(enrolments).set({ price }).where(eq(enrolments.id, id!));
    if (paidAt) await t.db.update(enrolmentTransitions).set({ at: paidAt }).where(and(eq(enrolmentTransitions.enrolmentId, id!), eq(enrolmentTransitions.toStatus, 'Pagada')));
    return id!;
  }

  async function purchase(propertyId: number, status: string, decidedAt: Date | null, visits: number, cost: number) {
    const [row] = await t.db
      .insert(extraVisitRequests)
      .values({ propertyId, customerId: owner, visitationAmount: visits, visitationCost: cost, totalAmount: visits * cost, status, decidedAt, createdAt: new Date('2026-01-15T15:00:00Z') })
      .returning({ id: extraVisitRequests.id });
    return row!.id;
  }

  async function renewal(propertyId: number, status: string, decidedAt: Date | null, amount: number) {
    const [row] = await t.db
      .insert(certificateRenewals)
      .values({
        propertyId,
        customerId: owner,
        amount,
        periodMonths: 12,
        status,
        decidedAt,
        reason: status === RENEWAL_STATUS.rejected ? 'El comprobante no es legible.' : null,
        validUntilAfter: status === RENEWAL_STATUS.accepted ? new Date('2027-03-04T12:00:00Z') : null,
        createdAt: new Date('2026-01-15T15:00:00Z'),
      })
      .returning({ id: certificateRenewals.id });
    return row!.id;
  }

  it('counts enrolments from the moment they became Pagada while Pagada or Aceptada, and purchases and renewals from their acceptance, by Costa Rican month', async () => {
    const now = new Date('2026-03-10T18:00:00Z');
    await paidEnrolment('Pagada', new Date('2026-02-01T05:59:59.999Z'), 111_111); // 31 January in Costa Rica
    const february = await paidEnrolment('Pagada', new Date('2026-02-01T06:00:00.000Z'), 125_000);
    const march = await paidEnrolment('Aceptada', new Date('2026-03-09T17:00:00Z'), 250_000.5);
    await paidEnrolment('Pagada', new Date('2026-04-01T06:00:00Z'), 99_999); // next month
    const rejected = await paidEnrolment('Pagada', new Date('2026-03-05T17:00:00Z'), 77_777);
    await t.db.update(enrolments).set({ status: 'Rechazada' }).where(eq(enrolments.id, rejected));
    await paidEnrolment('Pagar', undefined, 55_555);

    const [property] = await t.db.select({ id: properties.id }).from(properties).where(eq(properties.enrolmentId, march)).orderBy(asc(properties.id));
    const accepted = await purchase(property!.id, VISIT_REQUEST_STATUS.accepted, new Date('2026-03-02T12:00:00Z'), 2, 45_000);
    const acceptedBefore = await purchase(property!.id, VISIT_REQUEST_STATUS.accepted, new Date('2026-02-28T12:00:00Z'), 1, 45_000.25);
    await purchase(property!.id, VISIT_REQUEST_STATUS.rejected, new Date('2026-03-03T12:00:00Z'), 3, 45_000);
    await purchase(property!.id, VISIT_REQUEST_STATUS.requested, null, 4, 45_000);
    // a certificate's renewal counts once accepted, for its amount
    const renewed = await renewal(property!.id, RENEWAL_STATUS.accepted, new Date('2026-03-04T12:00:00Z'), 150_000);
    await renewal(property!.id, RENEWAL_STATUS.rejected, new Date('2026-03-05T12:00:00Z'), 150_000);
    await renewal(property!.id, RENEWAL_STATUS.requested, null, 150_000);

    const home = await paymentsRepository(t.db).home(now);
    expect(home.months).toEqual([
      { month: '2026-03', enrolments: { count: 1, amount: 250_000.5 }, extraVisits: { count: 1, amount: 90_000 }, renewals: { count: 1, amount: 150_000 }, total: 490_000.5 },
      { month: '2026-02', enrolments: { count: 1, amount: 125_000 }, extraVisits: { count: 1, amount: 45_000.25 }, renewals: { count: 0, amount: 0 }, total: 170_000.25 },
    ]);
    expect(home.latest.map((row) => row.reference)).toEqual([`INS-${march}`, `REN-${renewed}`, `VE-${accepted}`, `VE-${acceptedBefore}`, `INS-${february}`]);
    expect(home.latest[1]).toMatchObject({ kind: 'Renovación', paidAt: '2026-03-04T12:00:00.000Z', detail: 'Renovación del certificado de Finca Prueba', amount: 150_000 });
    expect(home.latest[0]).toMatchObject({ kind: 'Inscripción', paidAt: '2026-03-09T17:00:00.000Z', payer: 'Ana Prueba Mora', identification: '109870654', amount: 250_000.5 });
    expect(home.latest[0]!.detail).toMatch(/^Categoría 01\.01\.01\.01\.01 /);
    expect(home.latest[2]).toMatchObject({ kind: 'Visitas extra', paidAt: '2026-03-02T12:00:00.000Z', detail: '2 visitas para Finca Prueba', amount: 90_000 });
  });

  it('exports the rows as CSV for spreadsheets in Spanish, with formulas neutralised', async () => {
    const accountant = await person(t, 'Contador', 'Marta');
    const formula = await paidEnrolment('Pagada', new Date(), 125_000.5, { fullName: '=SUMA(1;2) Pérez', properties: [farm()] });
    const company = await paidEnrolment('Pagada', new Date(Date.now() - 1000), 80_000, {
      identificationTypeId: 2,
      legalName: 'Maderas "La Cruz" S.A.',
      businessIdentification: '3-101-123456',
    });

    const response = await t.app.inject({ method: 'GET', url: '/api/home/accountant/payments.csv', headers: bearer(accountant.token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${PAYMENTS_CSV.fileName}"; filename*=UTF-8''${PAYMENTS_CSV.fileName}`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Fecha de pago;Mes;Tipo;Referencia;Pagador;Identificación;Detalle;Monto (CRC)');
    const row = (reference: string) => lines.find((line) => line.includes(`;${reference};`));
    expect(row(`INS-${formula}`)).toMatch(/^\d{4}-\d{2}-\d{2};\d{4}-\d{2};Inscripción;INS-\d+;"'=SUMA\(1;2\) Pérez";109870654;Categoría [^;]+;125000,5$/);
    expect(row(`INS-${company}`)).toContain(';"Maderas ""La Cruz"" S.A.";3-101-123456;');

    const home = (await t.app.inject({ method: 'GET', url: '/api/home/accountant', headers: bearer(accountant.token) })).json<AccountantHome>();
    expect(home.latest.slice(0, 2).map((r) => r.reference)).toEqual([`INS-${formula}`, `INS-${company}`]);
  });
});
