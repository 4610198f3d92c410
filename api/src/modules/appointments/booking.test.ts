import { count, eq, like } from 'drizzle-orm';
import { APPOINTMENT_STATUS, MSG, VISIT_MSG, type Appointment } from '@portal/shared-api';
import { build } from '../../../test/build';
import { appointments, mailMessages, properties } from '../../db/schema';
import { sendAllNotices } from '../../notifications/worker';
import { enrolment, farm, insertEnrolments } from '../../../test/fixtures';
import { assignRegent, booking, call, certifiedProperties, linkRegent, people, person, setVisitsLeft, visitsLeft, type Person } from '../../../test/operations';

describe('POST /api/appointments (spec §6 visit creation)', () => {
  const t = build();
  const { owner, stranger, regent, unlinked, strangersRegent, admin } = people(t, { owner: ['Cliente', 'Dueño'], stranger: ['Cliente', 'Ajeno'], regent: ['Regente', 'Regente'], unlinked: ['Regente', 'Sin Vínculo'], strangersRegent: ['Regente', 'Regente Ajeno'], admin: ['Administrador', 'Admin'] });
  let farmId: number;
  let disabled: number;
  let strangers: number;

  beforeAll(async () => {
    [farmId, disabled] = await certifiedProperties(t, owner.id, 2);
    await t.db.update(properties).set({ enabled: false }).where(eq(properties.id, disabled!));
    [strangers] = await certifiedProperties(t, stranger.id, 1);
    await linkRegent(t, owner.id, regent.id);
    await linkRegent(t, stranger.id, strangersRegent.id);
    await assignRegent(t, farmId!, regent.id);
    await assignRegent(t, strangers!, strangersRegent.id);
  });

  beforeEach(() => setVisitsLeft(t, farmId, 5));

  const book = (who: Person | undefined, payload: object) => call(t, who, 'POST', '/api/appointments', { payload });
  const total = async () => Number((await t.db.select({ n: count() }).from(appointments))[0]!.n);

  it("books a client's visit with one of their regents, for the property's owner, and counts it", async () => {
    const response = await book(owner, { ...booking(farmId, regent.id), CustomerId: stranger.id, Title: 'Visita anual' });

    expect(response.statusCode).toBe(200);
    const id = response.json<number>();
    expect(typeof id).toBe('number');
    const [stored] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(stored).toMatchObject({
      propertyId: farmId,
      customerId: owner.id,
      certifierId: regent.id,
      bookedById: owner.id,
      status: APPOINTMENT_STATUS.pending,
      notes: 'Revisar linderos y el inventario de trozas',
      title: 'Visita anual',
      regentResultAt: null,
    });
    expect(await visitsLeft(t, farmId)).toBe(4);
    // the regent is told it was assigned to them; the client who booked it needs no message
    await sendAllNotices(t.db);
    const mails = await t.db.select().from(mailMessages).where(like(mailMessages.key, `visita.${id}.%`));
    expect(mails.map((m) => [m.key, m.recipient, m.kind, m.link])).toEqual([[`visita.${id}.regente`, regent.email, 'visita', '/Citas/MisCitas']]);
    expect(mails[0]!.subject).toMatch(new RegExp(`^Le asignaron la visita N\\.º ${id} \\(`));
    expect(mails[0]!.text).toContain('Notas: Revisar linderos y el inventario de trozas');
  });

  it('lets a regent register a visit done on an assigned property, as its certifier, start = end = now', async () => {
    const now = new Date();
    const response = await book(regent, { ...booking(farmId, regent.id, now, 0), CustomerId: regent.id });

    expect(response.statusCode).toBe(200);
    const [stored] = await t.db.select().from(appointments).where(eq(appointments.id, response.json<number>()));
    expect(stored).toMatchObject({ customerId: owner.id, certifierId: regent.id, bookedById: regent.id });
    expect(stored!.startsAt.getTime()).toBe(stored!.endsAt.getTime());
    expect(await visitsLeft(t, farmId)).toBe(4);
    // the owner is told their regent scheduled it
    await sendAllNotices(t.db);
    const mails = await t.db.select().from(mailMessages).where(like(mailMessages.key, `visita.${stored!.id}.%`));
    expect(mails.map((m) => [m.key, m.recipient, m.link])).toEqual([[`visita.${stored!.id}.cliente`, owner.email, `/Propiedades/CitasPropiedad/${farmId}`]]);
    // a visit done waits for its report: never Expirada, even once its time has passed
    await new Promise((resolve) => setTimeout(resolve, 5));
    const shown = await call(t, regent, 'GET', `/api/appointments/${response.json<number>()}`);
    expect(shown.json<Appointment>().appointmentStatus).toBe(APPOINTMENT_STATUS.pending);
    const expired = await call(t, regent, 'GET', '/api/appointments/expiredappointments', { query: { visibleRecords: '100' } });
    expect(expired.json<Appointment[]>().map((a) => a.id)).not.toContain(response.json<number>());
  });

  it.each([
    ['a regent who is not theirs', 'client-unlinked'],
    ["another client's regent", 'client-strangers-regent'],
    ['another regent as certifier', 'regent-other-certifier'],
  ])('refuses a certifier who is %s', async (_case, key) => {
    const before = await total();
    const response =
      key === 'client-unlinked'
        ? await book(owner, booking(farmId, unlinked.id))
        : key === 'client-strangers-regent'
          ? await book(owner, booking(farmId, strangersRegent.id))
          : await book(regent, booking(farmId, unlinked.id));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([VISIT_MSG.regentNotYours]);
    expect(await total()).toBe(before);
    expect(await visitsLeft(t, farmId)).toBe(5);
  });

  it("refuses a client another's property, a disabled one, one not certified and one that does not exist", async () => {
    const [reviewEnrolment] = await insertEnrolments(t.db, [enrolment(owner.id, { status: 'Pagada', dateApproved: undefined, properties: [farm()] })]);
    const [underReview] = await t.db.select({ id: properties.id }).from(properties).where(eq(properties.enrolmentId, reviewEnrolment!));
    for (const propertyId of [strangers!, disabled!, underReview!.id, 999_999, 2_147_483_648]) {
      const response = await book(owner, booking(propertyId, regent.id));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([VISIT_MSG.propertyNotYours]);
    }
    expect(await visitsLeft(t, strangers!)).toBe(2);
  });

  it('refuses a regent a property not assigned to them, whatever they send', async () => {
    for (const who of [unlinked, strangersRegent]) {
      const response = await book(who, { ...booking(farmId, who.id), CustomerId: owner.id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([VISIT_MSG.notAssigned]);
    }
    expect(await visitsLeft(t, farmId)).toBe(5);
  });

  it('refuses a booking when no visits are left, and counts the last one', async () => {
    await setVisitsLeft(t, farmId, 1);
    expect((await book(owner, booking(farmId, regent.id))).statusCode).toBe(200);
    expect(await visitsLeft(t, farmId)).toBe(0);

    const before = await total();
    await sendAllNotices(t.db);
    const mailsBefore = await t.db.select({ n: count() }).from(mailMessages);
    const refused = await book(owner, booking(farmId, regent.id));
    expect(refused.statusCode).toBe(409);
    // a refused booking records nothing to tell, so nothing is queued
    expect(await sendAllNotices(t.db)).toBe(0);
    expect(await t.db.select({ n: count() }).from(mailMessages)).toEqual(mailsBefore);
    expect(refused.json()).toEqual({ status: 409, title: VISIT_MSG.noVisitsLeft });
    expect(await total()).toBe(before);
    expect(await visitsLeft(t, farmId)).toBe(0);
  });

  it('gives the last visit to only one of two bookings at once', async () => {
    await setVisitsLeft(t, farmId, 1);
    const answers = await Promise.all([book(owner, booking(farmId, regent.id)), book(regent, booking(farmId, regent.id))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await visitsLeft(t, farmId)).toBe(0);
  });

  it('validates the payload with Spanish messages', async () => {
    const empty = await book(owner, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(expect.arrayContaining([MSG.required, VISIT_MSG.regentMissing, VISIT_MSG.propertyMissing]));

    const start = new Date(Date.now() + 86_400_000);
    const backwards = await book(owner, { ...booking(farmId, regent.id, start), AppointmentEnd: new Date(start.getTime() - 60_000).toISOString() });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual([VISIT_MSG.endBeforeStart]);
    expect(await visitsLeft(t, farmId)).toBe(5);
  });

  it('is for clients and regents only', async () => {
    expect((await book(undefined, booking(farmId, regent.id))).statusCode).toBe(401);
    expect((await book(admin, booking(farmId, regent.id))).statusCode).toBe(403);
    expect((await book(await person(t, 'Contador'), booking(farmId, regent.id))).statusCode).toBe(403);
  });
});
