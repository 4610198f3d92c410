import { APPOINTMENT_STATUS, TOTAL_RECORDS_HEADER, VISIT_MSG, type CertificationData, type RegentProject, type Report } from '@portal/shared-api';
import { build } from '../../../test/build';
import { SAMPLE } from '../../../test/multipart';
import { daysAgo } from '../../../test/fixtures';
import { assignRegent, booking, call, certifiedProperties, linkRegent, people, send, setVisitsLeft, type Person } from '../../../test/operations';

describe('the regent dashboard (/api/projects)', () => {
  const t = build();
  const { owner, regent, otherRegent, client, admin } = people(t, {
    owner: ['Cliente', 'Dueño'],
    regent: ['Regente', 'Regente'],
    otherRegent: ['Regente', 'Otra'],
    client: ['Cliente', 'Cliente'],
    admin: ['Administrador', 'Admin'],
  });
  let farmId: number;
  let expiredFarm: number;
  let unassigned: number;

  beforeAll(async () => {
    [farmId, unassigned] = await certifiedProperties(t, owner.id, 2);
    // a certificate approved more than a year ago is no longer in force
    [expiredFarm] = await certifiedProperties(t, owner.id, 1, { dateSolicited: daysAgo(420), dateApproved: daysAgo(400) });
    await linkRegent(t, owner.id, regent.id);
    await assignRegent(t, farmId!, regent.id);
    await assignRegent(t, expiredFarm!, regent.id);
    await assignRegent(t, unassigned!, otherRegent.id);
    await setVisitsLeft(t, farmId!, 10);
  });

  const get = (who: Person | undefined, path: string, propertyId?: number) =>
    call(t, who, 'GET', `/api/projects${path}`, { query: propertyId === undefined ? {} : { propertyId: String(propertyId), email: otherRegent.email } });

  /** A visit the regent books and reports, with one PDF. */
  async function reportedVisit(who: Person, notes: string) {
    const booked = await call(t, who, 'POST', '/api/appointments', { payload: { ...booking(farmId, regent.id), Description: 'Visita de control' } });
    expect(booked.statusCode).toBe(200);
    const id = booked.json<number>();
    const response = await send(
      t,
      regent,
      'PUT',
      '/api/appointments',
      { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.regentApproved, notes },
      { MultipleReports: { name: `informe-${id}.pdf`, content: SAMPLE.pdf(notes) } },
    );
    expect(response.statusCode).toBe(200);
    return id;
  }

  it("lists the regent's assigned properties as projects", async () => {
    const response = await get(regent, '');
    expect(response.statusCode).toBe(200);
    expect(response.headers[TOTAL_RECORDS_HEADER]).toBe('2');
    expect(response.json<RegentProject[]>()).toEqual([
      {
        propertyID: farmId,
        sheetNumber: expect.any(String),
        province: 'San José',
        canton: 'San José',
        district: 'Carmen',
        address: 'Camino vecinal, 1 km al norte de la escuela',
        customer: 'Ana Prueba Mora',
      },
      expect.objectContaining({ propertyID: expiredFarm }),
    ]);
    expect((await get(otherRegent, '')).json<RegentProject[]>().map((p) => p.propertyID)).toEqual([unassigned]);
  });

  it('counts the visits done and tells whether the certificate is in force', async () => {
    const before = (await get(regent, '/CertData', farmId)).json<CertificationData>();
    await reportedVisit(owner, 'Primera visita');
    await call(t, owner, 'POST', '/api/appointments', { payload: booking(farmId, regent.id) });

    const after = await get(regent, '/CertData', farmId);
    expect(after.statusCode).toBe(200);
    expect(after.json<CertificationData>()).toEqual({
      approved: true,
      inscriptionId: before.inscriptionId,
      visitationAmount: before.visitationAmount - 2,
      visitsDone: before.visitsDone + 1,
    });
    expect((await get(regent, '/VisitsDone', farmId)).json()).toBe(before.visitsDone + 1);
    expect((await get(regent, '/CertData', expiredFarm)).json<CertificationData>().approved).toBe(false);
  });

  it('says the certificate is not in force once an administrator suspends it, and in force again once reinstated', async () => {
    const [farm] = await certifiedProperties(t, owner.id, 1);
    await assignRegent(t, farm!, regent.id);
    const approved = async () => (await get(regent, '/CertData', farm)).json<CertificationData>().approved;
    const change = (action: string) => call(t, admin, 'POST', `/api/properties/${farm}/certificate/${action}`, { payload: { reason: 'Pago de la anualidad pendiente desde marzo.' } });
    expect(await approved()).toBe(true);
    expect((await change('suspend')).statusCode).toBe(200);
    expect(await approved()).toBe(false);
    expect((await change('reinstate')).statusCode).toBe(200);
    expect(await approved()).toBe(true);
    expect((await change('withdraw')).statusCode).toBe(200);
    expect(await approved()).toBe(false);
  });

  it('tells who holds the property and in which category', async () => {
    const response = await get(regent, '/Information', farmId);
    expect(response.json()).toEqual({
      identificationType: expect.any(String),
      identification: '109870654',
      customerName: 'Ana Prueba Mora',
      category: expect.any(String),
    });
  });

  it("lists the regent's reports for the property with their files", async () => {
    const id = await reportedVisit(regent, 'Segunda visita');
    const reports = (await get(regent, '/Reports', farmId)).json<Report[]>();
    expect(reports[0]).toEqual({
      id,
      dateCreated: expect.stringMatching(/^\d{4}-/),
      description: 'Visita de control',
      notes: 'Segunda visita',
      multipleReports: [{ url: expect.stringMatching(new RegExp(`^/api/appointments/${id}/files/\\d+$`)), name: `informe-${id}.pdf` }],
      status: 'Informe Ordinario',
    });
    expect((await call(t, regent, 'GET', reports[0]!.multipleReports[0]!.url)).statusCode).toBe(200);
  });

  it.each(['/CertData', '/VisitsDone', '/Information', '/Reports'])('answers 404 on %s for a property not assigned to the caller', async (path) => {
    for (const propertyId of [unassigned!, 999999]) {
      const response = await get(regent, path, propertyId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, title: VISIT_MSG.notAssigned });
    }
    expect((await get(otherRegent, path, farmId)).statusCode).toBe(404);
  });

  it('needs a property id, and is for regents only', async () => {
    expect((await get(regent, '/CertData')).statusCode).toBe(400);
    expect((await get(client, '')).statusCode).toBe(403);
    expect((await get(client, '/Reports', farmId)).statusCode).toBe(403);
    expect((await get(undefined, '/Information', farmId)).statusCode).toBe(401);
  });
});
