import { eq, like } from 'drizzle-orm';
import { MAIL_TEXTS, MSG, WATCH_CSV, WATCH_MSG, type WatchList } from '@portal/shared-api';
import { build } from '../../../test/build';
import { call, certifiedProperties, people } from '../../../test/operations';
import { mailMessages, properties, watchers } from '../../db/schema';
import { sendAllNotices } from '../../notifications/worker';
import { unsubscribePath } from '../../domain/watch-links';
import { CONFIRM_EVERY_MS } from './repository';
import { WATCH_REQUESTS_PER_MINUTE } from './routes';

const REASON = 'Se comprobó corta fuera del plan de manejo aprobado.';

describe('the watch list by e-mail (/api/watchlist, beyond the spec)', () => {
  const t = build();
  const cast = people(t, { owner: ['Cliente', 'Titular'], admin: ['Administrador', 'Admin'] });

  let caller = 0;
  /** A request from a browser of its own: the limit per client is tested apart. */
  const ask = (email: unknown, certificates: unknown, remoteAddress = `10.0.${Math.floor(++caller / 250)}.${caller % 250}`) =>
    t.app.inject({ method: 'POST', url: '/api/watchlist', payload: { email, certificates }, remoteAddress });
  const mailsTo = async (email: string) => {
    await sendAllNotices(t.db);
    return t.db.select().from(mailMessages).where(eq(mailMessages.recipient, email)).orderBy(mailMessages.id);
  };
  const tokenOf = async (email: string) => (await t.db.select({ token: watchers.token }).from(watchers).where(eq(watchers.email, email)))[0]?.token;
  const list = async (token: string) => (await t.app.inject({ method: 'GET', url: `/api/watchlist/${token}` })).json<WatchList>();
  const change = (propertyId: number, action: string, reason = REASON) =>
    call(t, action === 'withdraw' ? cast.admin : cast.admin, 'POST', `/api/properties/${propertyId}/certificate/${action}`, { payload: { reason } });
  let sequence = 0;
  const address = () => `comprador${++sequence}.${Date.now()}@importadora.eu`;

  it('asks for confirmation first, then sends one e-mail per status change of each watched certificate', async () => {
    const [first, second] = await certifiedProperties(t, cast.owner.id, 2);
    const [{ sheetNumber }] = await t.db.select({ sheetNumber: properties.sheetNumber }).from(properties).where(eq(properties.id, second!));
    const email = address();
    const asked = await ask(email.toUpperCase(), [String(first), ` ${sheetNumber} `]);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: WATCH_MSG.sent });
    const token = (await tokenOf(email))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // the confirmation, with the watcher's page and a one-click unsubscribe
    const [confirmation] = await mailsTo(email);
    expect(confirmation).toMatchObject({ kind: 'vigilancia', subject: MAIL_TEXTS.watch.confirm.subject, link: `/Alertas/${token}`, unsubscribe: unsubscribePath(token), userId: null });
    expect(confirmation!.text).toContain(MAIL_TEXTS.watch.confirm.body(2));

    // nothing is sent before the confirmation
    expect((await change(first!, 'suspend')).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
    expect((await list(token)).certificates.map((c) => [c.propertyId, c.status, c.confirmed])).toEqual([
      [first, 'Suspendida', false],
      [second, 'Vigente', false],
    ]);

    const confirmed = await t.app.inject({ method: 'POST', url: `/api/watchlist/${token}/confirm` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<WatchList>().certificates.every((c) => c.confirmed)).toBe(true);

    expect((await change(first!, 'reinstate', 'Se verificó la corrección en una visita extra.')).statusCode).toBe(200);
    expect((await change(second!, 'withdraw')).statusCode).toBe(200);
    const alerts = (await mailsTo(email)).slice(1);
    expect(alerts.map((m) => m.subject)).toEqual([expect.stringMatching(new RegExp(`^Alerta: certificado N\\.º ${first} \\(.+\\) vigente$`)), expect.stringMatching(new RegExp(`^Alerta: certificado N\\.º ${second} \\(.+\\) retirado$`))]);
    expect(alerts[1]!.text).toContain(MAIL_TEXTS.certificate.reason(REASON));
    expect(alerts[1]).toMatchObject({ link: `/Alertas/${token}`, unsubscribe: unsubscribePath(token) });
    // the owner is told as before, and separately
    await sendAllNotices(t.db);
    expect((await t.db.select().from(mailMessages).where(like(mailMessages.key, `certificado.${second}.%`))).length).toBe(1);
  });

  it('writes the e-mails of a watcher who asked in English in English, and in the language of the last request', async () => {
    const [farm] = await certifiedProperties(t, cast.owner.id, 1);
    const email = address();
    const asked = await t.app.inject({ method: 'POST', url: '/api/watchlist', payload: { email, certificates: [String(farm)] }, headers: { 'accept-language': 'en-GB,en;q=0.9' }, remoteAddress: '10.9.0.1' });
    expect(asked.statusCode).toBe(202);
    const token = (await tokenOf(email))!;
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.subject).toBe('Confirm your certificate alerts');
    expect(confirmation!.text).toContain('each time the status of a legal timber certificate changes');
    expect(confirmation!.text).toContain('Madera Legal Certification');
    expect(confirmation!.text).not.toContain('Alguien');
    // the watcher's page opens in English too, whatever the browser that follows the link
    expect(confirmation).toMatchObject({ link: `/Alertas/${token}?lang=en`, unsubscribe: unsubscribePath(token) });
    await t.app.inject({ method: 'POST', url: `/api/watchlist/${token}/confirm` });

    expect((await change(farm!, 'suspend')).statusCode).toBe(200);
    const [, alert] = await mailsTo(email);
    expect(alert!.subject).toMatch(new RegExp(`^Alert: certificate No\\. ${farm} \\(.+\\) suspended$`));
    expect(alert!.text).toContain(`Reason: ${REASON}`);
    expect(alert!.text).toContain('The certificate is suspended: it is not valid until it is reinstated.');
    expect(alert!.text).toContain('You receive this message because you watch this certificate.');
    expect(alert!.link).toBe(`/Alertas/${token}?lang=en`);

    // the same address asking again from a Spanish page: its e-mails are in Spanish from then on
    const [other] = await certifiedProperties(t, cast.owner.id, 1);
    await t.app.inject({ method: 'POST', url: '/api/watchlist?lang=es', payload: { email, certificates: [String(other)] }, headers: { 'accept-language': 'en' }, remoteAddress: '10.9.0.2' });
    expect((await t.db.select({ language: watchers.language }).from(watchers).where(eq(watchers.email, email)))[0]?.language).toBe('es');
    expect((await change(farm!, 'reinstate', 'Se verificó la corrección en una visita extra.')).statusCode).toBe(200);
    expect((await mailsTo(email)).at(-1)!.subject).toMatch(new RegExp(`^Alerta: certificado N\\.º ${farm} \\(.+\\) vigente$`));
  });

  it('says which numbers name no certificate, checks the address, and sends one confirmation every few minutes', async () => {
    const [propertyId] = await certifiedProperties(t, cast.owner.id, 1);
    const email = address();
    const unknown = await ask(email, [String(propertyId), '99999999', '9-999999-999']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual([WATCH_MSG.notFound(['99999999', '9-999999-999'])]);
    expect(await tokenOf(email)).toBeUndefined();
    for (const [bad, certificates, message] of [
      ['no es un correo', [String(propertyId)], MSG.contactEmailInvalid],
      [email, [], WATCH_MSG.certificatesMissing],
      [email, ['  '], WATCH_MSG.certificatesMissing],
      [email, 'uno', WATCH_MSG.certificatesMissing],
      [email, Array.from({ length: 201 }, (_, i) => String(i + 1)), WATCH_MSG.tooMany],
    ] as const) {
      const refused = await ask(bad, certificates);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual([message]);
    }
    expect((await ask(email, [String(propertyId)])).statusCode).toBe(202);
    expect((await ask(email, [String(propertyId)])).statusCode).toBe(202);
    expect(await mailsTo(email)).toHaveLength(1);
    // later, another confirmation is sent for what still waits
    await t.db.update(watchers).set({ askedAt: new Date(Date.now() - CONFIRM_EVERY_MS - 1000) }).where(eq(watchers.email, email));
    expect((await ask(email, [String(propertyId)])).statusCode).toBe(202);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('removes one certificate, exports the list as CSV, and cancels every alert in one click', async () => {
    const [kept, dropped] = await certifiedProperties(t, cast.owner.id, 2);
    const email = address();
    await ask(email, [String(kept), String(dropped)]);
    const token = (await tokenOf(email))!;
    await t.app.inject({ method: 'POST', url: `/api/watchlist/${token}/confirm` });

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/watchlist/${token}/certificates/${dropped}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<WatchList>().certificates.map((c) => c.propertyId)).toEqual([kept]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/watchlist/${token}/certificates/${dropped}` })).statusCode).toBe(404);

    const csv = await t.app.inject({ method: 'GET', url: `/api/watchlist/${token}/certificates.csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(WATCH_CSV.headers.join(';'));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${kept};.*;Vigente;.*;Sí;http://[^;]+/PerfilPropiedad/${kept}$`));

    // what a mail reader's unsubscribe button posts
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: unsubscribePath(token),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({ message: WATCH_MSG.unsubscribed });
    expect((await t.app.inject({ method: 'GET', url: `/api/watchlist/${token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: unsubscribePath(token) })).statusCode).toBe(404);
    // and nothing more is sent
    expect((await change(kept!, 'suspend')).statusCode).toBe(200);
    expect((await mailsTo(email)).filter((m) => m.key.startsWith('vigilancia.') && !m.key.includes('confirmar'))).toEqual([]);
  });

  it('takes a few requests a minute from one client, then answers 429', async () => {
    const [propertyId] = await certifiedProperties(t, cast.owner.id, 1);
    const answers = [];
    for (let i = 0; i <= WATCH_REQUESTS_PER_MINUTE; i++) answers.push((await ask(address(), [String(propertyId)], '192.0.2.7')).statusCode);
    expect(answers.slice(0, WATCH_REQUESTS_PER_MINUTE).every((code) => code === 202)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('answers 404 for a token that is not one, whatever its shape', async () => {
    for (const token of ['x', 'A'.repeat(43), '../../etc/passwd', 'A'.repeat(64)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/watchlist/${encodeURIComponent(token)}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().title).toBe(WATCH_MSG.unknown);
    }
  });
});
