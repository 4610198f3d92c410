import { and, eq, like } from 'drizzle-orm';
import {
  CERTIFICATE_MSG,
  CERTIFICATE_VALIDITY_MONTHS,
  MAIL_TEXTS,
  RENEWAL_MSG,
  RENEWAL_STATUS,
  TOTAL_RECORDS_HEADER,
  formatDateTimeIn,
  type CertificateRenewals,
  type Renewal,
} from '@portal/shared-api';
import { build } from '../../../test/build';
import { SAMPLE, type FilePart } from '../../../test/multipart';
import { call, certifiedProperties, people, send, type Person } from '../../../test/operations';
import { certificateEvents, certificateRenewals, mailMessages, mailPreferences, properties } from '../../db/schema';
import { sendAllNotices } from '../../notifications/worker';
import { queueDailySummary } from '../../notifications/daily-summary';
import { queueRenewalReminders } from '../../notifications/renewal-reminders';
import { addMonths } from '@portal/shared-api';

const DAY = 24 * 60 * 60 * 1000;
const REJECTION = 'El comprobante no corresponde al monto de la anualidad.';

describe('renewal of a certificate (/api/renewals, beyond the spec)', () => {
  const t = build();
  const cast = people(t, {
    owner: ['Cliente', 'Titular'],
    stranger: ['Cliente', 'Ajeno'],
    regent: ['Regente', 'Regente'],
    admin: ['Administrador', 'Admin'],
    second: ['Administrador', 'Segunda'],
  });

  const voucher = (file: FilePart = { name: 'comprobante-anualidad.pdf', content: SAMPLE.pdf('Pago de la anualidad') }) => ({ paymentVoucher: file });
  const ask = (who: Person | undefined, propertyId: number, file?: FilePart) => send(t, who, 'POST', '/api/renewals', { propertyId: String(propertyId) }, voucher(file));
  const ofProperty = (who: Person | undefined, propertyId: number) => call(t, who, 'GET', `/api/renewals/property/${propertyId}`);
  const accept = (who: Person | undefined, id: number) => call(t, who, 'PUT', `/api/renewals/accept/${id}`);
  const reject = (who: Person | undefined, id: number, reason: unknown = REJECTION) => call(t, who, 'PUT', `/api/renewals/reject/${id}`, { payload: { reason } });
  const lifecycle = (who: Person, propertyId: number, action: string, reason = 'Falta el pago de la anualidad de este año.') =>
    call(t, who, 'POST', `/api/properties/${propertyId}/certificate/${action}`, { payload: { reason } });
  const property = async (id: number) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0]!;
  const history = (id: number) => t.db.select().from(certificateEvents).where(eq(certificateEvents.propertyId, id)).orderBy(certificateEvents.at, certificateEvents.id);
  const mailsOf = async (prefix: string) => {
    await sendAllNotices(t.db);
    return t.db.select().from(mailMessages).where(like(mailMessages.key, `${prefix}%`)).orderBy(mailMessages.id);
  };

  /** A certified property of the owner, fresh for each test, valid until `validUntil` when given. */
  async function certified(validUntil?: Date): Promise<number> {
    const [id] = await certifiedProperties(t, cast.owner.id, 1);
    if (validUntil) await t.db.update(properties).set({ validUntil }).where(eq(properties.id, id!));
    return id!;
  }

  async function asked(propertyId: number): Promise<Renewal> {
    const response = await ask(cast.owner, propertyId);
    expect(response.statusCode).toBe(200);
    return response.json<Renewal>();
  }

  it('shows the owner what renewing costs, takes the voucher, and waits for one decision: accepted, the validity grows by the period', async () => {
    const propertyId = await certified();
    const before = await property(propertyId);
    const offer = (await ofProperty(cast.owner, propertyId)).json<CertificateRenewals>();
    expect(offer).toMatchObject({
      propertyId,
      certificateStatus: 'Vigente',
      validUntil: before.validUntil!.toISOString(),
      amount: before.anualityCost,
      periodMonths: CERTIFICATE_VALIDITY_MONTHS,
      renewable: true,
      notRenewableReason: null,
      renewals: [],
    });

    const renewal = await asked(propertyId);
    expect(renewal).toEqual({
      id: expect.any(Number),
      propertyId,
      propertyName: before.fantasyName,
      ownerFullName: before.ownerName,
      amount: before.anualityCost,
      periodMonths: CERTIFICATE_VALIDITY_MONTHS,
      status: RENEWAL_STATUS.requested,
      dateCreated: expect.stringMatching(/^\d{4}-/),
      dateDecided: null,
      reason: null,
      paymentVoucher: { url: `/api/renewals/${renewal.id}/files/${renewal.paymentVoucher!.url.split('/').pop()}`, name: 'comprobante-anualidad.pdf' },
      certificateStatus: 'Vigente',
      validUntil: before.validUntil!.toISOString(),
      validUntilAfter: null,
    });
    // one waits at a time
    const waiting = (await ofProperty(cast.owner, propertyId)).json<CertificateRenewals>();
    expect(waiting).toMatchObject({ renewable: false, notRenewableReason: RENEWAL_MSG.waiting, renewals: [{ id: renewal.id, status: 'Solicitada' }] });
    const twice = await ask(cast.owner, propertyId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().title).toBe(RENEWAL_MSG.waiting);

    const accepted = await accept(cast.admin, renewal.id);
    expect(accepted.statusCode).toBe(200);
    const until = addMonths(before.validUntil!, CERTIFICATE_VALIDITY_MONTHS);
    expect(accepted.json<Renewal>()).toMatchObject({ status: 'Aceptada', validUntil: until.toISOString(), validUntilAfter: until.toISOString(), dateDecided: expect.any(String) });
    const after = await property(propertyId);
    expect(after).toMatchObject({ validUntil: until, certificateStatus: 'Vigente', certificateStatusAt: before.certificateStatusAt });
    const events = await history(propertyId);
    expect(events.map((e) => [e.status, e.reason, e.actorId])).toEqual([
      ['Vigente', CERTIFICATE_MSG.issued, null],
      ['Vigente', RENEWAL_MSG.renewed(formatDateTimeIn(until)), cast.admin.id],
    ]);
    expect(events[1]!.validUntil).toEqual(until);
    // the public profile carries the new date and the row
    const profile = (await t.app.inject({ method: 'GET', url: `/api/properties/Profile/${propertyId}` })).json();
    expect(profile.validUntil).toBe(until.toISOString());
    expect(profile.certificate.history.at(-1)).toMatchObject({ status: 'Vigente', reason: RENEWAL_MSG.renewed(formatDateTimeIn(until)) });
    // the owner is told, once
    const [mail] = await mailsOf(`renovacion.${renewal.id}.`);
    expect(mail).toMatchObject({
      kind: 'renovacion',
      recipient: cast.owner.email,
      subject: MAIL_TEXTS.renewal.accepted.subject(propertyId, before.fantasyName!),
      link: `/Propiedades/Renovar/${propertyId}`,
    });
    expect(mail!.text).toContain(formatDateTimeIn(until));
    // decided once
    for (const again of [await accept(cast.admin, renewal.id), await reject(cast.admin, renewal.id)]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().title).toBe(RENEWAL_MSG.closed);
    }
    expect(await history(propertyId)).toHaveLength(2);
    // and the owner may renew again
    expect((await ofProperty(cast.owner, propertyId)).json<CertificateRenewals>().renewable).toBe(true);
  });

  it('is rejected with a reason the owner is told; the validity stays, and the owner may ask again', async () => {
    const propertyId = await certified();
    const before = await property(propertyId);
    const renewal = await asked(propertyId);
    for (const reason of [null, 42, '', '   corto   ', 'x'.repeat(301)]) {
      const refused = await reject(cast.admin, renewal.id, reason);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual([RENEWAL_MSG.reasonRequired]);
    }
    const rejected = await reject(cast.admin, renewal.id);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<Renewal>()).toMatchObject({ status: 'Rechazada', reason: REJECTION, validUntilAfter: null });
    expect((await property(propertyId)).validUntil).toEqual(before.validUntil);
    expect(await history(propertyId)).toHaveLength(1);
    const [mail] = await mailsOf(`renovacion.${renewal.id}.`);
    expect(mail!.subject).toBe(MAIL_TEXTS.renewal.rejected.subject(propertyId, before.fantasyName!));
    expect(mail!.text).toContain(MAIL_TEXTS.renewal.rejected.reason(REJECTION));
    expect((await accept(cast.admin, renewal.id)).statusCode).toBe(409);
    expect((await ask(cast.owner, propertyId)).statusCode).toBe(200);
  });

  it('renews a suspended certificate, which stays suspended; never a withdrawn or expired one', async () => {
    const suspendedId = await certified();
    expect((await lifecycle(cast.admin, suspendedId, 'suspend')).statusCode).toBe(200);
    const renewal = await asked(suspendedId);
    expect((await accept(cast.admin, renewal.id)).json<Renewal>()).toMatchObject({ status: 'Aceptada', certificateStatus: 'Suspendida' });
    expect((await history(suspendedId)).map((e) => e.status)).toEqual(['Vigente', 'Suspendida', 'Suspendida']);

    const withdrawnId = await certified();
    expect((await lifecycle(cast.owner, withdrawnId, 'withdraw', 'Vendí la finca y ya no la administro.')).statusCode).toBe(200);
    const refused = await ask(cast.owner, withdrawnId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().title).toBe(RENEWAL_MSG.notRenewable('Retirada'));
    expect((await ofProperty(cast.owner, withdrawnId)).json<CertificateRenewals>()).toMatchObject({ renewable: false, notRenewableReason: RENEWAL_MSG.notRenewable('Retirada') });

    const expiredId = await certified(new Date(Date.now() - DAY));
    const late = await ask(cast.owner, expiredId);
    expect(late.statusCode).toBe(409);
    expect(late.json().title).toBe(RENEWAL_MSG.notRenewable('Vencida'));
  });

  it('refuses to accept a renewal whose certificate was withdrawn while it waited', async () => {
    const propertyId = await certified();
    const renewal = await asked(propertyId);
    expect((await lifecycle(cast.admin, propertyId, 'withdraw', 'Se comprobó corta ilegal en la propiedad.')).statusCode).toBe(200);
    const refused = await accept(cast.admin, renewal.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().title).toBe(RENEWAL_MSG.notRenewable('Retirada'));
    // it may still be rejected, with a reason
    expect((await reject(cast.admin, renewal.id, 'El certificado fue retirado: no se puede renovar.')).statusCode).toBe(200);
  });

  it('brings back a certificate that expired while its renewal waited, with the expiry in its history', async () => {
    const soon = new Date(Date.now() + 60_000);
    const propertyId = await certified(soon);
    const renewal = await asked(propertyId);
    // the validity passes before the administrator decides
    const passed = new Date(Date.now() - DAY);
    await t.db.update(properties).set({ validUntil: passed }).where(eq(properties.id, propertyId));
    const accepted = await accept(cast.admin, renewal.id);
    expect(accepted.statusCode).toBe(200);
    const until = addMonths(passed, CERTIFICATE_VALIDITY_MONTHS);
    expect(accepted.json<Renewal>()).toMatchObject({ certificateStatus: 'Vigente', validUntil: until.toISOString() });
    expect((await history(propertyId)).map((e) => e.status)).toEqual(['Vigente', 'Vencida', 'Vigente']);
    expect((await property(propertyId)).certificateStatus).toBe('Vigente');
    // the owner hears of the renewal, not of an expiry it undid in the same moment
    expect(await mailsOf(`certificado.${propertyId}.`)).toEqual([]);
    expect(await mailsOf(`renovacion.${renewal.id}.decision`)).toHaveLength(1);
  });

  it('keeps to the owner and the administration: the token decides, never a parameter', async () => {
    const propertyId = await certified();
    const notYours = await ask(cast.stranger, propertyId);
    expect(notYours.statusCode).toBe(400);
    expect(notYours.json()).toEqual([RENEWAL_MSG.notYours]);
    expect((await ask(cast.admin, propertyId)).statusCode).toBe(403);
    expect((await ask(undefined, propertyId)).statusCode).toBe(401);
    expect((await ofProperty(cast.stranger, propertyId)).statusCode).toBe(404);
    expect((await ofProperty(cast.regent, propertyId)).statusCode).toBe(403);
    expect((await ofProperty(cast.admin, propertyId)).statusCode).toBe(200);

    const renewal = await asked(propertyId);
    expect((await accept(cast.owner, renewal.id)).statusCode).toBe(403);
    expect((await reject(cast.regent, renewal.id)).statusCode).toBe(403);
    expect((await call(t, cast.owner, 'GET', '/api/renewals')).statusCode).toBe(403);
    expect((await accept(cast.admin, 999_999)).statusCode).toBe(404);

    const url = renewal.paymentVoucher!.url;
    expect((await call(t, cast.stranger, 'GET', url)).statusCode).toBe(404);
    for (const who of [cast.owner, cast.admin]) {
      const file = await call(t, who, 'GET', url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('checks the voucher: present, of an allowed type, with content of its type', async () => {
    const propertyId = await certified();
    const none = await send(t, cast.owner, 'POST', '/api/renewals', { propertyId: String(propertyId) });
    expect(none.statusCode).toBe(400);
    const exe = await ask(cast.owner, propertyId, { name: 'comprobante.exe', content: SAMPLE.exe() });
    expect(exe.statusCode).toBeGreaterThanOrEqual(400);
    expect(exe.statusCode).toBeLessThan(500);
    const disguised = await ask(cast.owner, propertyId, { name: 'comprobante.pdf', content: SAMPLE.exe() });
    expect(disguised.statusCode).toBeGreaterThanOrEqual(400);
    expect(disguised.statusCode).toBeLessThan(500);
    const missingProperty = await send(t, cast.owner, 'POST', '/api/renewals', {}, voucher());
    expect(missingProperty.statusCode).toBe(400);
    expect(missingProperty.json()).toEqual([RENEWAL_MSG.propertyMissing]);
    expect(await t.db.select().from(certificateRenewals).where(eq(certificateRenewals.propertyId, propertyId))).toEqual([]);
  });

  it('holds when two administrators decide at once, and when the owner asks twice at once', async () => {
    const propertyId = await certified();
    const [first, second] = await Promise.all([ask(cast.owner, propertyId), ask(cast.owner, propertyId)]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const renewal = (first!.statusCode === 200 ? first! : second!).json<Renewal>();
    const decisions = await Promise.all([accept(cast.admin, renewal.id), accept(cast.second, renewal.id), reject(cast.second, renewal.id)]);
    expect(decisions.map((d) => d.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await history(propertyId);
    expect(rows.length).toBeLessThanOrEqual(2);
    const accepted = decisions.find((d) => d.statusCode === 200)!.json<Renewal>();
    expect(rows).toHaveLength(accepted.status === 'Aceptada' ? 2 : 1);
  });

  it('lists the renewals for the administration, those waiting first, and counts them on its home and in its summary', async () => {
    const decidedId = await certified();
    const decided = await asked(decidedId);
    await reject(cast.admin, decided.id);
    const waitingId = await certified();
    const waiting = await asked(waitingId);
    const list = await call(t, cast.admin, 'GET', '/api/renewals', { query: { Page: '1', VisibleRecords: '100' } });
    expect(list.statusCode).toBe(200);
    const rows = list.json<Renewal[]>();
    const firstDecided = rows.findIndex((r) => r.status !== 'Solicitada');
    expect(rows.slice(0, firstDecided).every((r) => r.status === 'Solicitada')).toBe(true);
    expect(rows.slice(firstDecided).every((r) => r.status !== 'Solicitada')).toBe(true);
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([decided.id, waiting.id]));
    expect(Number(list.headers[TOTAL_RECORDS_HEADER.toLowerCase()])).toBe(rows.length);

    const waitingCount = rows.filter((r) => r.status === 'Solicitada').length;
    const home = (await call(t, cast.admin, 'GET', '/api/home/admin')).json();
    expect(home.renewalsToReview).toBe(waitingCount);
    await queueDailySummary(t.db, new Date('2030-01-02T13:00:00Z'));
    const [summary] = await mailsOf(`resumen.2030-01-02.${cast.admin.id}`);
    expect(summary!.text).toContain(`- ${MAIL_TEXTS.summary.lines.renewals}: ${waitingCount}`);
  });

  describe('reminders before the validity ends', () => {
    const reminders = (propertyId: number) => mailsOf(`renovacion.${propertyId}.2`);

    it('tells the owner 60, 30 and 7 days before, once each, only the nearest threshold reached', async () => {
      const now = new Date();
      const propertyId = await certified(new Date(now.getTime() + 45 * DAY));
      const end = (await property(propertyId)).validUntil!;
      await queueRenewalReminders(t.db, now);
      await queueRenewalReminders(t.db, now);
      let mails = await reminders(propertyId);
      expect(mails.map((m) => m.key)).toEqual([`renovacion.${propertyId}.${end.toISOString().slice(0, 10)}.60`]);
      expect(mails[0]).toMatchObject({ kind: 'renovacion', recipient: cast.owner.email, link: `/Propiedades/Renovar/${propertyId}` });
      expect(mails[0]!.subject).toBe(MAIL_TEXTS.renewal.reminder.subject(propertyId, (await property(propertyId)).fantasyName!, 45));
      expect(mails[0]!.text).toContain(formatDateTimeIn(end));

      // 20 days later: 25 left, the 30-day one; then 5 left, the 7-day one
      await queueRenewalReminders(t.db, new Date(now.getTime() + 20 * DAY));
      await queueRenewalReminders(t.db, new Date(now.getTime() + 40 * DAY));
      await queueRenewalReminders(t.db, new Date(now.getTime() + 41 * DAY));
      mails = await reminders(propertyId);
      expect(mails.map((m) => m.key.split('.').pop())).toEqual(['60', '30', '7']);
      // past the end, nothing more
      await queueRenewalReminders(t.db, new Date(now.getTime() + 46 * DAY));
      expect(await reminders(propertyId)).toHaveLength(3);
    });

    it('says nothing while a renewal waits, nor of a withdrawn certificate, nor to an owner who turned them off', async () => {
      const now = new Date();
      const inTwenty = new Date(now.getTime() + 20 * DAY);
      const waitingId = await certified(inTwenty);
      await asked(waitingId);
      const withdrawnId = await certified(inTwenty);
      await lifecycle(cast.owner, withdrawnId, 'withdraw', 'Vendí la finca y ya no la administro.');
      const suspendedId = await certified(inTwenty);
      await lifecycle(cast.admin, suspendedId, 'suspend');
      await queueRenewalReminders(t.db, now);
      expect(await reminders(waitingId)).toEqual([]);
      expect(await reminders(withdrawnId)).toEqual([]);
      const [suspended] = await reminders(suspendedId);
      expect(suspended!.text).toContain(MAIL_TEXTS.renewal.reminder.suspended);

      const quietId = await certified(inTwenty);
      await t.db.insert(mailPreferences).values({ userId: cast.owner.id, kind: 'renovacion' });
      await queueRenewalReminders(t.db, now);
      expect(await reminders(quietId)).toEqual([]);
      await t.db.delete(mailPreferences).where(and(eq(mailPreferences.userId, cast.owner.id), eq(mailPreferences.kind, 'renovacion')));
    });
  });
});
