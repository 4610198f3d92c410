import { eq } from 'drizzle-orm';
import { APPOINTMENT_STATUS, type Appointment, type PropertyProfile } from '@portal/shared-api';
import { build } from '../../../../test/build';
import { bearer, tokenFor } from '../../../../test/fixtures';
import { multipart } from '../../../../test/multipart';
import { properties } from '../../../db/schema';
import { seedDatabase } from '../../../seed';
import { DEMO_CLIENT_FARM } from '../../../seed/certifications';

describe('visits on the public property profile (demo farm)', () => {
  const t = build({ demo: true });
  let admin = '';
  let farmId = 0;

  beforeAll(async () => {
    await seedDatabase(t.db, { demo: true, files: t.files });
    admin = await tokenFor(t.app, 'admin@demo.cr');
    const [farm] = await t.db.select({ id: properties.id }).from(properties).where(eq(properties.fantasyName, DEMO_CLIENT_FARM));
    farmId = farm!.id;
  }, 60_000);

  /** Every visit of the farm as the administrator reads it. */
  const allVisits = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/appointments/appointmentsbyproperty/${farmId}`,
      query: { visibleRecords: '100' },
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    return response.json<Appointment[]>();
  };

  /** What the profile must list, worked out from the administrator's view: reviewed and approved, newest first. */
  const expectedFrom = (visits: Appointment[]) =>
    visits
      .filter((v) => v.appointmentStatus === APPOINTMENT_STATUS.approved && v.dateReviewed !== null)
      .sort((a, b) => Date.parse(b.appointmentStart) - Date.parse(a.appointmentStart))
      .map((v) => ({ appointmentStart: v.appointmentStart, appointmentStatus: v.appointmentStatus, reportStatus: v.reportStatus }));

  const profile = async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties/Profile/${farmId}` });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('lists exactly the visits an administrator approved, with date and result only', async () => {
    const visits = await allVisits();
    expect(visits.length).toBeGreaterThan(1);
    const expected = expectedFrom(visits);
    expect(expected.length).toBeGreaterThan(0);

    const response = await profile();
    const listed = response.json<PropertyProfile>().appointments;
    expect(listed).toEqual(expected);
    for (const item of listed) expect(Object.keys(item).sort()).toEqual(['appointmentStart', 'appointmentStatus', 'reportStatus']);
    // nothing private of any visit reaches the public answer
    for (const visit of visits) {
      if (visit.notes) expect(response.body).not.toContain(visit.notes);
      if (visit.adminNotes) expect(response.body).not.toContain(visit.adminNotes);
      for (const file of visit.multipleReports) expect(response.body).not.toContain(file.url);
    }
    expect(response.body).not.toContain('/api/appointments/');
  });

  it('lists a visit as soon as an administrator approves it, newest first', async () => {
    const awaiting = (await allVisits()).find((v) => v.canReview && v.appointmentStatus === APPOINTMENT_STATUS.regentApproved);
    expect(awaiting).toBeDefined();
    const before = (await profile()).json<PropertyProfile>().appointments;
    expect(before.map((a) => a.appointmentStart)).not.toContain(awaiting!.appointmentStart);

    const body = multipart({ id: String(awaiting!.id), AppointmentStatus: APPOINTMENT_STATUS.approved, notes: 'Revisión conforme, sin observaciones.' });
    const review = await t.app.inject({ method: 'PUT', url: '/api/appointments', payload: body.payload, headers: { ...body.headers, ...bearer(admin) } });
    expect(review.statusCode).toBe(200);

    const response = await profile();
    const after = response.json<PropertyProfile>().appointments;
    expect(after).toEqual(expectedFrom(await allVisits()));
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((a) => Date.parse(a.appointmentStart))).toEqual([...after.map((a) => Date.parse(a.appointmentStart))].sort((a, b) => b - a));
    expect(response.body).not.toContain('Revisión conforme');
  });

  it('is not part of the machine-readable status', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties/Profile/${farmId}/status` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('appointments');
  });
});
