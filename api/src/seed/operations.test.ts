import { count, eq } from 'drizzle-orm';
import { APPOINTMENT_STATUS, VISIT_REQUEST_STATUS, type Appointment, type RegentItem, type RegentProject, type VisitRequest } from '@portal/shared-api';
import { build } from '../../test/build';
import { bearer, tokenFor } from '../../test/fixtures';
import { appointments, extraVisitRequests, invitations, properties } from '../db/schema';
import { seedDatabase } from '.';
import { DEMO_CLIENT_FARM } from './certifications';

describe('demo data of the certification operations', () => {
  const t = build({ demo: true });
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    await seedDatabase(t.db, { demo: true, files: t.files });
    await seedDatabase(t.db, { demo: true, files: t.files });
    for (const role of ['admin', 'cliente', 'regente']) tokens[role] = await tokenFor(t.app, `${role}@demo.cr`);
  }, 60_000);

  const get = (role: string, url: string) => t.app.inject({ method: 'GET', url, query: { visibleRecords: '100' }, headers: bearer(tokens[role]!) });
  const total = async (table: typeof appointments | typeof extraVisitRequests | typeof invitations) =>
    Number((await t.db.select({ n: count() }).from(table))[0]!.n);

  it('is written once, however often the seed runs', async () => {
    expect(await total(appointments)).toBe(7);
    expect(await total(extraVisitRequests)).toBe(3);
    expect(await total(invitations)).toBe(1);
  });

  it('links the demo regent to the demo client and assigns the farm', async () => {
    const regents = (await get('cliente', '/api/users/MyRegents')).json<RegentItem[]>();
    expect(regents.map((r) => r.email)).toEqual(['regente@demo.cr']);
    const projects = (await get('regente', '/api/projects')).json<RegentProject[]>();
    expect(projects).toHaveLength(1);
    const [farm] = await t.db.select().from(properties).where(eq(properties.id, projects[0]!.propertyID));
    expect(farm!.fantasyName).toBe(DEMO_CLIENT_FARM);
    // 3 enrolled + 6 bought − 7 booked
    expect(farm!.visitationAmount).toBe(2);
  });

  it('has a visit in every state, one expired and two awaiting review with a PDF report', async () => {
    const visits = (await get('regente', '/api/appointments/appointments')).json<Appointment[]>();
    expect(visits.map((v) => v.appointmentStatus).sort()).toEqual(
      [
        APPOINTMENT_STATUS.approved,
        APPOINTMENT_STATUS.regentApproved,
        APPOINTMENT_STATUS.regentRejected,
        APPOINTMENT_STATUS.expired,
        APPOINTMENT_STATUS.pending,
        APPOINTMENT_STATUS.rejected,
        APPOINTMENT_STATUS.remediable,
      ].sort(),
    );
    expect((await get('regente', '/api/appointments/expiredappointments')).json<Appointment[]>()).toHaveLength(1);

    const reported = (await get('admin', '/api/appointments/adminappointments')).json<Appointment[]>();
    expect(reported).toHaveLength(5);
    const awaiting = reported.filter((v) => v.canReview);
    expect(awaiting.map((v) => [v.appointmentStatus, v.reportStatus])).toEqual([
      [APPOINTMENT_STATUS.regentRejected, 'Informe Ordinario'],
      [APPOINTMENT_STATUS.regentApproved, 'Informe de Subsanacion'],
    ]);
    const file = await get('cliente', awaiting[1]!.multipleReports[0]!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('has two purchases waiting for the administrator, with their images', async () => {
    const requests = (await get('admin', '/api/extravisitations')).json<VisitRequest[]>();
    expect(requests.map((r) => r.status)).toEqual([VISIT_REQUEST_STATUS.requested, VISIT_REQUEST_STATUS.requested, VISIT_REQUEST_STATUS.accepted]);
    const image = await get('admin', requests[0]!.paymentVoucher!.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });
});
