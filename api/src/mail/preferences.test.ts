import { eq } from 'drizzle-orm';
import { MAIL_KINDS, type MailPreferences } from '@portal/shared-api';
import { build } from '../../test/build';
import { bearer, enrolment, farm, insertEnrolments, tokenFor, userId } from '../../test/fixtures';
import { mailMessages, properties } from '../db/schema';
import { sendAllNotices } from '../notifications/worker';

describe('each person turns the kinds of e-mail they receive on or off (beyond the spec)', () => {
  const t = build({ demo: true });
  const get = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/users/mailpreferences', headers: bearer(token) })).json<MailPreferences>();
  const put = (token: string, off: unknown) => t.app.inject({ method: 'PUT', url: '/api/users/mailpreferences', headers: bearer(token), payload: { off } });
  const on = (preferences: MailPreferences) => preferences.kinds.map((k) => [k.kind, k.on]);

  it('lists the kinds of each role, all on at first', async () => {
    expect(on(await get(await tokenFor(t.app, 'cliente@demo.cr')))).toEqual([
      ['inscripcion', true],
      ['certificado', true],
      ['renovacion', true],
      ['visita', true],
    ]);
    expect(on(await get(await tokenFor(t.app, 'regente@demo.cr')))).toEqual([['visita', true]]);
    const admin = await get(await tokenFor(t.app, 'admin@demo.cr'));
    expect(admin.kinds).toEqual([{ kind: 'resumen', label: MAIL_KINDS.resumen, on: true }]);
    expect((await get(await tokenFor(t.app, 'contador@demo.cr'))).kinds).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/mailpreferences' })).statusCode).toBe(401);
  });

  it('queues nothing of a kind the person turned off, and queues it again once turned back on', async () => {
    const client = await tokenFor(t.app, 'cliente@demo.cr');
    const admin = await tokenFor(t.app, 'admin@demo.cr');
    const put1 = await put(client, ['certificado', 'resumen']);
    expect(put1.statusCode).toBe(200);
    // a kind of another role is not theirs to turn off: ignored
    expect(on(put1.json<MailPreferences>())).toEqual([
      ['inscripcion', true],
      ['certificado', false],
      ['renovacion', true],
      ['visita', true],
    ]);
    const [enrolled] = await insertEnrolments(t.db, [enrolment(await userId(t.db, 'cliente@demo.cr'), { properties: [farm({ fantasyName: 'Finca Sin Avisos' })] })]);
    const [property] = await t.db.select({ id: properties.id }).from(properties).where(eq(properties.enrolmentId, enrolled!));
    const change = (action: string) =>
      t.app.inject({ method: 'POST', url: `/api/properties/${property!.id}/certificate/${action}`, headers: bearer(admin), payload: { reason: 'Pago de la anualidad pendiente desde marzo.' } });
    const told = async () => {
      await sendAllNotices(t.db);
      return (await t.db.select({ key: mailMessages.key }).from(mailMessages).where(eq(mailMessages.link, `/PerfilPropiedad/${property!.id}`))).length;
    };

    expect((await change('suspend')).statusCode).toBe(200);
    expect(await told()).toBe(0);
    expect((await put(client, [])).statusCode).toBe(200);
    expect((await change('reinstate')).statusCode).toBe(200);
    expect(await told()).toBe(1);
  });

  it('refuses a kind that does not exist, in Spanish', async () => {
    const response = await put(await tokenFor(t.app, 'cliente@demo.cr'), ['boletin']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(['Ese tipo de correo no existe']);
    expect((await put(await tokenFor(t.app, 'cliente@demo.cr'), 'certificado')).statusCode).toBe(400);
  });
});
