import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { APPOINTMENT_STATUS, MAX_VISIT_PHOTOS, UPLOAD_MSG, VISIT_MSG, type Appointment } from '@portal/shared-api';
import { build } from '../../../test/build';
import { SAMPLE, type FilePart } from '../../../test/multipart';
import { appointments, storedFiles } from '../../db/schema';
import { IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER } from '../../plugins/idempotency';
import { appointmentsOfProperty } from './profile-appointments';
import { assignRegent, booking, call, certifiedProperties, linkRegent, people, person, send, setVisitsLeft, type Person } from '../../../test/operations';

const report = (name = 'informe.pdf', text = 'Informe de la visita'): FilePart => ({ name, content: SAMPLE.pdf(text) });

describe('visit results: the regent records, the administrator reviews (PUT /api/appointments)', () => {
  const t = build();
  const { owner, stranger, regent, otherRegent, admin } = people(t, { owner: ['Cliente', 'Dueña'], stranger: ['Cliente', 'Ajena'], regent: ['Regente', 'Regente'], otherRegent: ['Regente', 'Otro Regente'], admin: ['Administrador', 'Admin'] });
  let farmId: number;

  beforeAll(async () => {
    [farmId] = await certifiedProperties(t, owner.id, 1);
    await setVisitsLeft(t, farmId!, 50);
    await linkRegent(t, owner.id, regent.id);
    await assignRegent(t, farmId!, regent.id);
  });

  /** A visit booked by the owner with the regent; in the past when `daysAgo` is given. */
  async function visit(daysAgo?: number): Promise<number> {
    const start = daysAgo === undefined ? new Date(Date.now() + 86_400_000) : new Date(Date.now() - daysAgo * 86_400_000);
    const response = await call(t, owner, 'POST', '/api/appointments', { payload: booking(farmId, regent.id, start) });
    expect(response.statusCode).toBe(200);
    return response.json<number>();
  }

  const put = (who: Person | undefined, fields: Record<string, string>, files: Record<string, FilePart | FilePart[]> = {}) =>
    send(t, who, 'PUT', '/api/appointments', fields, files);

  const registered = async (id: number, result: string = APPOINTMENT_STATUS.regentApproved) => {
    const response = await put(regent, { id: String(id), AppointmentStatus: result, notes: 'Linderos en orden' }, { MultipleReports: report() });
    expect(response.statusCode).toBe(200);
    return response.json<Appointment>();
  };

  const get = (who: Person | undefined, id: number) => call(t, who, 'GET', `/api/appointments/${id}`);
  const download = (who: Person | undefined, url: string) => call(t, who, 'GET', url);
  const onDisk = () => fs.promises.readdir(t.uploadsDir);

  describe('the regent', () => {
    it('records a result with reports; the visit shows it with its files', async () => {
      const id = await visit();
      const first = report('informe-visita.pdf', 'primero');
      const response = await put(
        regent,
        { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.regentApproved, notes: 'Linderos y trozas en orden' },
        { MultipleReports: [first, { name: 'anexo.docx', content: SAMPLE.docx() }, { name: 'tabla.xls', content: SAMPLE.xls() }] },
      );

      expect(response.statusCode).toBe(200);
      const body = response.json<Appointment>();
      expect(body).toMatchObject({
        id,
        appointmentStatus: APPOINTMENT_STATUS.regentApproved,
        reportStatus: 'Informe Ordinario',
        notes: 'Linderos y trozas en orden',
        canRegister: true,
        canReview: false,
        dateReported: expect.stringMatching(/^\d{4}-/),
        dateReviewed: null,
      });
      expect(body.multipleReports.map((f) => f.name)).toEqual(['informe-visita.pdf', 'anexo.docx', 'tabla.xls']);
      const file = await download(owner, body.multipleReports[0]!.url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload).toEqual(first.content);
      expect(file.headers['cache-control']).toBe('private, no-store');
    });

    it('keeps the report type chosen, and refuses an unknown one', async () => {
      const id = await visit();
      const remediation = await put(
        regent,
        { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.remediable, ReportStatus: 'Informe de Subsanacion' },
        { MultipleReports: report() },
      );
      expect(remediation.json<Appointment>()).toMatchObject({ appointmentStatus: 'Subsanable', reportStatus: 'Informe de Subsanacion' });

      const unknown = await put(regent, { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.remediable, ReportStatus: 'Otro' }, { MultipleReports: report() });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual([VISIT_MSG.reportTypeInvalid]);
    });

    it('must attach a report and choose a result (spec §5), and nothing stays on disk', async () => {
      const id = await visit();
      const before = await onDisk();

      const nothing = await put(regent, { id: String(id) });
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json()).toEqual([VISIT_MSG.reportMissing, VISIT_MSG.resultMissing]);

      const adminResult = await put(regent, { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.approved }, { MultipleReports: report() });
      expect(adminResult.json()).toEqual([VISIT_MSG.resultMissing]);

      const noReport = await put(regent, { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.regentRejected });
      expect(noReport.json()).toEqual([VISIT_MSG.reportMissing]);

      const picture = await put(
        regent,
        { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.regentRejected },
        { MultipleReports: { name: 'foto.png', content: SAMPLE.png() } },
      );
      expect(picture.json()).toEqual([UPLOAD_MSG.fileType('report')]);

      expect(await onDisk()).toEqual(before);
      const [stored] = await t.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id));
      expect(stored!.status).toBe(APPOINTMENT_STATUS.pending);
    });

    it("cannot record on another regent's visit, nor can a client (404/403/401)", async () => {
      const id = await visit();
      const fields = { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.regentApproved };
      const before = await onDisk();
      expect((await put(otherRegent, fields, { MultipleReports: report() })).statusCode).toBe(404);
      expect((await put(regent, { ...fields, id: '999999' }, { MultipleReports: report() })).statusCode).toBe(404);
      expect((await put(owner, fields, { MultipleReports: report() })).statusCode).toBe(403);
      expect((await put(undefined, fields, { MultipleReports: report() })).statusCode).toBe(401);
      expect(await onDisk()).toEqual(before);
    });

    it('replaces the payment voucher and removes the old file', async () => {
      const id = await visit();
      const firstVoucher = await put(
        regent,
        { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.regentApproved },
        { MultipleReports: report(), PaymentVoucher: { name: 'pago.jpg', content: SAMPLE.jpeg() } },
      );
      const oldUrl = firstVoucher.json<Appointment>().paymentVoucher!.url;
      expect((await download(owner, oldUrl)).statusCode).toBe(200);

      const second = await put(
        regent,
        { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.regentApproved },
        { MultipleReports: report(), PaymentVoucher: { name: 'pago-corregido.pdf', content: SAMPLE.pdf() } },
      );
      const body = second.json<Appointment>();
      expect(body.paymentVoucher!.name).toBe('pago-corregido.pdf');
      expect(body.multipleReports).toHaveLength(2);
      expect((await download(owner, oldUrl)).statusCode).toBe(404);
      const oldId = Number(oldUrl.split('/').pop());
      expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, oldId))).toEqual([]);
    });
  });

  describe("sent again by the regent's outbox after a lost answer (Idempotency-Key)", () => {
    const withKey = (who: Person, key: string, id: number, result: string = APPOINTMENT_STATUS.regentApproved) =>
      send(t, who, 'PUT', '/api/appointments', { id: String(id), AppointmentStatus: result, notes: 'Desde el campo' }, { MultipleReports: report('campo.pdf') }, {
        [IDEMPOTENCY_KEY_HEADER]: key,
      });

    it('records the result and its report once, and answers the repeat with the first answer', async () => {
      const id = await visit();
      const key = randomUUID();
      const before = (await onDisk()).length;
      const first = await withKey(regent, key, id);
      const again = await withKey(regent, key, id);
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.headers[REPLAYED_HEADER]).toBe('true');
      expect(again.json()).toEqual(first.json());
      const stored = (await get(regent, id)).json<Appointment>();
      expect(stored.multipleReports.map((f) => f.name)).toEqual(['campo.pdf']);
      expect((await onDisk()).length).toBe(before + 1);
      // without the key, the same form sent twice adds its report twice: what the outbox's key prevents
      await put(regent, { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.regentApproved }, { MultipleReports: report('otra-vez.pdf') });
      expect((await get(regent, id)).json<Appointment>().multipleReports).toHaveLength(2);
    });

    it('records one result when both sends arrive at once; the other is the replay or a 409 to retry', async () => {
      const id = await visit();
      const key = randomUUID();
      const answers = await Promise.all([withKey(regent, key, id), withKey(regent, key, id)]);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect([[200, 200], [200, 409]]).toContainEqual(statuses);
      expect((await get(regent, id)).json<Appointment>().multipleReports).toHaveLength(1);
    });

    it("tells the outbox of a conflict: a new result for a visit the administrator decided meanwhile is refused (409), the first one's repeat still answers it", async () => {
      const id = await visit();
      const key = randomUUID();
      expect((await withKey(regent, key, id)).statusCode).toBe(200);
      expect((await put(admin, { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.approved })).statusCode).toBe(200);
      const repeated = await withKey(regent, key, id);
      expect(repeated.statusCode).toBe(200);
      expect(repeated.headers[REPLAYED_HEADER]).toBe('true');
      const changed = await withKey(regent, randomUUID(), id, APPOINTMENT_STATUS.regentRejected);
      expect(changed.statusCode).toBe(409);
      expect(changed.json()).toEqual({ status: 409, title: VISIT_MSG.appointmentClosed });
    });

    it("is the regent's own: another regent's same key is not answered with it", async () => {
      const id = await visit();
      const key = randomUUID();
      expect((await withKey(regent, key, id)).statusCode).toBe(200);
      const other = await withKey(otherRegent, key, id);
      expect(other.headers[REPLAYED_HEADER]).toBeUndefined();
      expect(other.statusCode).toBe(404);
    });
  });

  describe('photos taken in the app, with when and where (beyond the spec)', () => {
    const SAN_CARLOS = { latitude: 10.352081, longitude: -84.48111, accuracy: 6.5 };
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const photo = (name: string): FilePart => ({ name, content: SAMPLE.jpeg() });
    /** A new visit's result with these photos and captures (JSON, or the text as sent). */
    const withPhotos = async (photos: FilePart[], captures: unknown) => {
      const visitId = await visit();
      const response = await put(
        regent,
        { id: String(visitId), AppointmentStatus: APPOINTMENT_STATUS.regentApproved, PhotoCaptures: typeof captures === 'string' ? captures : JSON.stringify(captures) },
        { MultipleReports: report(), Photos: photos },
      );
      return { visitId, response };
    };

    it('keeps each photo with its time, position and accuracy, in order, for the visit\'s people only', async () => {
      const first = photo('lindero-norte.jpg');
      const taken = [
        { takenAt: minutesAgo(40), ...SAN_CARLOS },
        // no GPS under the canopy: the time alone
        { takenAt: minutesAgo(35), latitude: null, longitude: null, accuracy: null },
      ];
      const { visitId, response } = await withPhotos([first, photo('troza.jpg')], taken);
      expect(response.statusCode).toBe(200);
      const photos = response.json<Appointment>().photos;
      expect(photos.map(({ name, latitude, longitude, accuracy }) => ({ name, latitude, longitude, accuracy }))).toEqual([
        { name: 'lindero-norte.jpg', ...SAN_CARLOS },
        { name: 'troza.jpg', latitude: null, longitude: null, accuracy: null },
      ]);
      expect(photos.map((p) => new Date(p.takenAt).getTime())).toEqual(taken.map((c) => new Date(c.takenAt).getTime()));
      // the administrator sees them on the visit, and opens the photo's bytes
      const asAdmin = (await get(admin, visitId)).json<Appointment>();
      expect(asAdmin.photos).toEqual(photos);
      const file = await download(admin, photos[0]!.url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload).toEqual(first.content);
      expect((await download(owner, photos[0]!.url)).statusCode).toBe(200);
      expect((await download(stranger, photos[0]!.url)).statusCode).toBe(404);
      expect((await download(otherRegent, photos[0]!.url)).statusCode).toBe(404);
    });

    it.each([
      ['no capture for a photo', [{ takenAt: minutesAgo(5), ...SAN_CARLOS }], 2],
      ['a capture that is not JSON', '{fotos', 1],
      ['a time in the future', [{ takenAt: new Date(Date.now() + 3_600_000).toISOString(), ...SAN_CARLOS }], 1],
      ['a latitude beyond 90', [{ takenAt: minutesAgo(5), ...SAN_CARLOS, latitude: 95 }], 1],
      ['a position without its accuracy', [{ takenAt: minutesAgo(5), ...SAN_CARLOS, accuracy: null }], 1],
      ['a negative accuracy', [{ takenAt: minutesAgo(5), ...SAN_CARLOS, accuracy: -1 }], 1],
    ])('refuses %s with the Spanish message, and keeps nothing', async (_, captures, count) => {
      const before = (await onDisk()).length;
      const photos = Array.from({ length: count }, (_, i) => photo(`foto-${i}.jpg`));
      const { visitId, response } = await withPhotos(photos, captures);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([VISIT_MSG.photoCaptureInvalid]);
      expect((await onDisk()).length).toBe(before);
      expect((await get(regent, visitId)).json<Appointment>()).toMatchObject({ multipleReports: [], photos: [] });
    });

    it(`refuses a photo that is not .jpg .jpeg or .png, and more than ${MAX_VISIT_PHOTOS} photos`, async () => {
      const gif = await withPhotos([{ name: 'foto.gif', content: Buffer.from('GIF89a') }], [{ takenAt: minutesAgo(5), ...SAN_CARLOS }]);
      expect(gif.response.statusCode).toBe(400);
      expect(gif.response.json()).toContain(UPLOAD_MSG.fileType('photo'));
      const many = Array.from({ length: MAX_VISIT_PHOTOS + 1 }, (_, i) => photo(`foto-${i}.jpg`));
      const tooMany = await withPhotos(many, many.map(() => ({ takenAt: minutesAgo(5), ...SAN_CARLOS })));
      expect(tooMany.response.statusCode).toBe(400);
      expect(tooMany.response.json()).toEqual([VISIT_MSG.tooManyPhotos]);
    });

    it("refuses photos on an administrator's review: they are the regent's evidence from the field", async () => {
      const id = await visit();
      await registered(id);
      const before = (await onDisk()).length;
      const review = await put(
        admin,
        { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.approved, PhotoCaptures: JSON.stringify([{ takenAt: minutesAgo(5), ...SAN_CARLOS }]) },
        { Photos: [photo('oficina.jpg')] },
      );
      expect(review.statusCode).toBe(400);
      expect(review.json()).toEqual([VISIT_MSG.photosRegentOnly]);
      expect((await onDisk()).length).toBe(before);
      expect((await get(admin, id)).json<Appointment>()).toMatchObject({ canReview: true, photos: [] });
    });

    it('keeps the photos once when the outbox repeats the visit with its key', async () => {
      const id = await visit();
      const key = randomUUID();
      const captures = JSON.stringify([{ takenAt: minutesAgo(10), ...SAN_CARLOS }]);
      const sendOnce = () =>
        send(t, regent, 'PUT', '/api/appointments', { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.regentApproved, PhotoCaptures: captures }, {
          MultipleReports: report(),
          Photos: [photo('campo.jpg')],
        }, { [IDEMPOTENCY_KEY_HEADER]: key });
      expect((await sendOnce()).statusCode).toBe(200);
      expect((await sendOnce()).headers[REPLAYED_HEADER]).toBe('true');
      expect((await get(regent, id)).json<Appointment>().photos).toHaveLength(1);
    });
  });

  describe('the administrator', () => {
    it('reviews a reported visit once; afterwards it is closed to both', async () => {
      const id = await visit();
      await registered(id);
      const asAdmin = await get(admin, id);
      expect(asAdmin.json<Appointment>()).toMatchObject({ canReview: true, canRegister: false });

      const reviewed = await put(admin, { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.approved, notes: 'Conforme' });
      expect(reviewed.statusCode).toBe(200);
      expect(reviewed.json<Appointment>()).toMatchObject({
        appointmentStatus: APPOINTMENT_STATUS.approved,
        adminNotes: 'Conforme',
        notes: 'Linderos en orden',
        canReview: false,
        dateReviewed: expect.stringMatching(/^\d{4}-/),
      });

      const again = await put(admin, { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.rejected });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ status: 409, title: VISIT_MSG.appointmentClosed });
      const late = await put(regent, { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.regentRejected }, { MultipleReports: report() });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ status: 409, title: VISIT_MSG.appointmentClosed });
      expect((await get(regent, id)).json<Appointment>()).toMatchObject({ appointmentStatus: 'Aprobada', canRegister: false });
    });

    it('cannot review a visit the regent has not reported', async () => {
      const id = await visit();
      const response = await put(admin, { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.approved });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ status: 409, title: VISIT_MSG.notReported });
    });

    it('must choose one of the administrator results', async () => {
      const id = await visit();
      await registered(id);
      for (const fields of [{}, { AppointmentStatus: APPOINTMENT_STATUS.regentApproved }, { AppointmentStatus: 'Expirada' }] as Array<Record<string, string>>) {
        const response = await put(admin, { id: String(id), ...fields });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual([VISIT_MSG.adminResultMissing]);
      }
      expect((await put(admin, { id: '999999', AppointmentStatus: APPOINTMENT_STATUS.rejected })).statusCode).toBe(404);
    });

    it('lets only one of two simultaneous reviews through', async () => {
      const id = await visit();
      await registered(id);
      const answers = await Promise.all([
        put(admin, { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.approved }),
        put(admin, { id: String(id), AppointmentStatus: APPOINTMENT_STATUS.rejected }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    });

    it('shows approved visits, and only those, on the public profile', async () => {
      const [lone] = await certifiedProperties(t, owner.id, 1);
      await assignRegent(t, lone!, regent.id);
      await setVisitsLeft(t, lone!, 3);
      const starts: string[] = [];
      for (const decision of [APPOINTMENT_STATUS.approved, APPOINTMENT_STATUS.rejected, APPOINTMENT_STATUS.remediable]) {
        const booked = await call(t, regent, 'POST', '/api/appointments', { payload: booking(lone!, regent.id, new Date(), 0) });
        expect(booked.statusCode).toBe(200);
        const id = booked.json<number>();
        starts.push((await registered(id)).appointmentStart);
        await put(admin, { id: String(id), AppointmentStatus: decision });
      }
      expect(new Set(starts).size).toBe(3);
      expect(await appointmentsOfProperty(t.db, lone!)).toEqual([
        { appointmentStart: starts[0], appointmentStatus: APPOINTMENT_STATUS.approved, reportStatus: 'Informe Ordinario' },
      ]);
    });
  });

  describe('reading visits and their files', () => {
    let id: number;
    let reportUrl: string;

    beforeAll(async () => {
      id = await visit();
      reportUrl = (await registered(id)).multipleReports[0]!.url;
    });

    it('shows a visit to its client, its regent and administrators, with what each may do', async () => {
      expect((await get(owner, id)).json<Appointment>()).toMatchObject({
        id,
        customerId: owner.id,
        certifierId: regent.id,
        customer: { userFullName: owner.name },
        certifier: { userFullName: regent.name },
        property: { id: farmId, province: 'San José', canton: 'San José', district: 'Carmen' },
        canRegister: false,
        canReview: false,
      });
      expect((await get(regent, id)).json<Appointment>().canRegister).toBe(true);
      expect((await get(admin, id)).json<Appointment>().canReview).toBe(true);
    });

    it('hides it from everybody else', async () => {
      expect((await get(stranger, id)).statusCode).toBe(404);
      expect((await get(otherRegent, id)).statusCode).toBe(404);
      expect((await get(undefined, id)).statusCode).toBe(401);
    });

    it('keeps reports private: owner, certifier and administrators only', async () => {
      for (const who of [owner, regent, admin]) expect((await download(who, reportUrl)).statusCode).toBe(200);
      expect((await download(stranger, reportUrl)).statusCode).toBe(404);
      expect((await download(otherRegent, reportUrl)).statusCode).toBe(404);
      expect((await download(undefined, reportUrl)).statusCode).toBe(401);
      // the file id only opens through the visit it belongs to
      const other = await visit();
      expect((await download(owner, reportUrl.replace(`/appointments/${id}/`, `/appointments/${other}/`))).statusCode).toBe(404);
    });
  });

  describe('lists', () => {
    it("gives each client and regent their own visits, whatever email is sent", async () => {
      const id = await visit();
      const mine = await call(t, owner, 'GET', '/api/appointments/appointments', { query: { email: stranger.email, visibleRecords: '50' } });
      expect(mine.json<Appointment[]>().map((a) => a.id)).toContain(id);
      const regents = await call(t, regent, 'GET', '/api/appointments/appointments', { query: { visibleRecords: '50' } });
      expect(regents.json<Appointment[]>().map((a) => a.id)).toContain(id);
      for (const who of [stranger, otherRegent]) {
        const response = await call(t, who, 'GET', '/api/appointments/appointments', { query: { email: owner.email } });
        expect(response.json()).toEqual([]);
        expect(response.headers.totalrecords).toBe('0');
      }
      expect((await call(t, admin, 'GET', '/api/appointments/appointments')).statusCode).toBe(403);
    });

    it('gives administrators the reported visits, newest report first', async () => {
      const pending = await visit();
      const older = await visit();
      const newer = await visit();
      await registered(older);
      await registered(newer);
      const response = await call(t, admin, 'GET', '/api/appointments/adminappointments', { query: { visibleRecords: '50' } });
      const listed = response.json<Appointment[]>().map((a) => a.id);
      expect(listed.indexOf(newer)).toBeLessThan(listed.indexOf(older));
      expect(listed).not.toContain(pending);
      expect((await call(t, regent, 'GET', '/api/appointments/adminappointments')).statusCode).toBe(403);
    });

    it('reads a visit as Expirada once its end has passed without a result, until the regent reports it', async () => {
      const past = await visit(3);
      const future = await visit();
      expect((await get(owner, past)).json<Appointment>().appointmentStatus).toBe(APPOINTMENT_STATUS.expired);
      expect((await get(owner, future)).json<Appointment>().appointmentStatus).toBe(APPOINTMENT_STATUS.pending);

      const expired = await call(t, regent, 'GET', '/api/appointments/expiredappointments', { query: { visibleRecords: '50' } });
      const listed = expired.json<Appointment[]>();
      expect(listed.map((a) => a.id)).toContain(past);
      expect(listed.map((a) => a.id)).not.toContain(future);
      expect(listed.every((a) => a.appointmentStatus === APPOINTMENT_STATUS.expired)).toBe(true);
      expect((await call(t, otherRegent, 'GET', '/api/appointments/expiredappointments', { query: { email: regent.email } })).json()).toEqual([]);
      expect((await call(t, owner, 'GET', '/api/appointments/expiredappointments')).statusCode).toBe(403);

      // a late report is still accepted; then it is no longer expired
      expect((await registered(past)).appointmentStatus).toBe(APPOINTMENT_STATUS.regentApproved);
      const after = await call(t, regent, 'GET', '/api/appointments/expiredappointments', { query: { visibleRecords: '50' } });
      expect(after.json<Appointment[]>().map((a) => a.id)).not.toContain(past);
    });

    it("lists a property's visits for its owner, an assigned regent and administrators only", async () => {
      const id = await visit();
      for (const who of [owner, regent, admin]) {
        const response = await call(t, who, 'GET', `/api/appointments/appointmentsbyproperty/${farmId}`, { query: { visibleRecords: '50' } });
        expect(response.statusCode).toBe(200);
        expect(response.json<Appointment[]>().map((a) => a.id)).toContain(id);
      }
      for (const who of [stranger, otherRegent]) {
        expect((await call(t, who, 'GET', `/api/appointments/appointmentsbyproperty/${farmId}`)).statusCode).toBe(404);
      }
      expect((await call(t, undefined, 'GET', `/api/appointments/appointmentsbyproperty/${farmId}`)).statusCode).toBe(401);
    });

    it("shows a second regent of the property only the visits they certify, as GET /appointments/{id} does", async () => {
      const id = await visit();
      const second = await person(t, 'Regente', 'Segundo Regente');
      await linkRegent(t, owner.id, second.id);
      await assignRegent(t, farmId!, second.id);
      const response = await call(t, second, 'GET', `/api/appointments/appointmentsbyproperty/${farmId}`, { query: { visibleRecords: '50' } });
      expect(response.statusCode).toBe(200);
      expect(response.json<Appointment[]>().map((a) => a.id)).not.toContain(id);
      expect((await get(second, id)).statusCode).toBe(404);
    });
  });
});
