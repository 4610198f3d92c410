import { eq } from 'drizzle-orm';
import { CERTIFICATE_MEANING, MAIL_STATUS, MAIL_TEXTS, TOTAL_RECORDS_HEADER, type MailItem } from '@portal/shared-api';
import { build } from '../../test/build';
import { bearer, daysAgo, enrolment, farm, insertEnrolments, tokenFor, userId } from '../../test/fixtures';
import { mailMessages, properties } from '../db/schema';
import { expireCertificates } from '../modules/certificates';
import { sendAllNotices } from './worker';

describe('e-mails to the portal’s people for what they must act on, and "Correos enviados"', () => {
  const t = build({ demo: true });
  let admin: string;
  let client: string;
  let clientId: number;

  beforeAll(async () => {
    admin = await tokenFor(t.app, 'admin@demo.cr');
    client = await tokenFor(t.app, 'cliente@demo.cr');
    clientId = await userId(t.db, 'cliente@demo.cr');
  });

  const mailsTo = async (key: string) => {
    await sendAllNotices(t.db);
    return t.db.select().from(mailMessages).where(eq(mailMessages.key, key));
  };
  const act = (step: string, id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/inscriptions/${step}/${id}`, headers: bearer(admin), payload });

  it('tells the owner when an enrolment moves to Pagar, with the price, and when it is sent to remedy, with the notes', async () => {
    const [payable, remedied] = await insertEnrolments(t.db, [
      enrolment(clientId, { status: 'Presentada', properties: [farm({ fantasyName: 'Finca Correo Pago' })] }),
      enrolment(clientId, { status: 'Presentada', properties: [farm({ fantasyName: 'Finca Correo Subsanar' })] }),
    ]);
    expect((await act('sendforpay', payable!, { price: 250_000 })).statusCode).toBe(200);
    expect((await act('remediate', remedied!, { notes: 'Falta la declaración jurada firmada.' })).statusCode).toBe(200);

    const [pay] = await mailsTo(`inscripcion.${payable}.v2`);
    expect(pay).toMatchObject({
      kind: 'inscripcion',
      recipient: 'cliente@demo.cr',
      userId: clientId,
      subject: MAIL_TEXTS.inscription.Pagar.subject(payable!),
      status: MAIL_STATUS.pending,
      link: '/Inscripcion/ClientIndex',
    });
    expect(pay!.text).toContain('₡250');
    const [remedy] = await mailsTo(`inscripcion.${remedied}.v2`);
    expect(remedy!.subject).toBe(MAIL_TEXTS.inscription.Subsanar.subject(remedied!));
    expect(remedy!.text).toContain(MAIL_TEXTS.inscription.notes('Falta la declaración jurada firmada.'));
  });

  it('tells nothing for a refused step: the transaction that failed queued nothing', async () => {
    const [accepted] = await insertEnrolments(t.db, [enrolment(clientId, { properties: [farm({ fantasyName: 'Finca Correo Ya Aceptada' })] })]);
    await sendAllNotices(t.db);
    const before = await t.db.select({ id: mailMessages.id }).from(mailMessages);
    expect((await act('reject', accepted!, { notes: 'No procede.' })).statusCode).toBe(409);
    expect(await sendAllNotices(t.db)).toBe(0);
    expect(await t.db.select({ id: mailMessages.id }).from(mailMessages)).toEqual(before);
  });

  it('tells the owner of a certificate suspended, reinstated or expired, with the public reason', async () => {
    const [enrolled] = await insertEnrolments(t.db, [enrolment(clientId, { properties: [farm({ fantasyName: 'Finca Correo Certificado' })] })]);
    const [property] = await t.db.select({ id: properties.id }).from(properties).where(eq(properties.enrolmentId, enrolled!));
    const reason = 'Pago de la anualidad pendiente desde marzo.';
    const suspended = await t.app.inject({ method: 'POST', url: `/api/properties/${property!.id}/certificate/suspend`, headers: bearer(admin), payload: { reason } });
    expect(suspended.statusCode).toBe(200);
    await t.db.update(properties).set({ validUntil: daysAgo(1) }).where(eq(properties.id, property!.id));
    await expireCertificates(t.db);
    await sendAllNotices(t.db);

    const mails = (await t.db.select().from(mailMessages).where(eq(mailMessages.kind, 'certificado'))).filter((m) => m.link === `/PerfilPropiedad/${property!.id}`);
    expect(mails.map((m) => m.subject)).toEqual([
      MAIL_TEXTS.certificate.subject(property!.id, 'Finca Correo Certificado', 'Suspendida'),
      MAIL_TEXTS.certificate.subject(property!.id, 'Finca Correo Certificado', 'Vencida'),
    ]);
    expect(mails[0]!.text).toContain(MAIL_TEXTS.certificate.reason(reason));
    expect(mails[0]!.text).toContain(CERTIFICATE_MEANING.Suspendida);
    expect(mails.every((m) => m.recipient === 'cliente@demo.cr')).toBe(true);
  });

  it('lists every message for administrators only, newest first, searched by recipient, subject or text', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/mail?page=1&visibleRecords=100', headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    const rows = list.json<MailItem[]>();
    expect(Number(list.headers[TOTAL_RECORDS_HEADER])).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => b - a));
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      kind: 'certificado',
      recipient: 'cliente@demo.cr',
      subject: expect.stringContaining('Vencido'),
      text: expect.stringContaining('Hola'),
      link: expect.stringMatching(/^\/PerfilPropiedad\/\d+$/),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      status: MAIL_STATUS.pending,
      attempts: 0,
      sentAt: null,
      lastResponse: null,
    });
    const searched = await t.app.inject({ method: 'GET', url: '/api/mail/Filtered?page=1&visibleRecords=100&param=declaracion jurada', headers: bearer(admin) });
    expect(searched.json<MailItem[]>().map((row) => row.subject)).toEqual([expect.stringContaining('necesita correcciones')]);
    expect((await t.app.inject({ method: 'GET', url: '/api/mail', headers: bearer(client) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/mail' })).statusCode).toBe(401);
  });
});
