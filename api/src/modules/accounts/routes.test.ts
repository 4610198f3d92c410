import { eq } from 'drizzle-orm';
import { ACCOUNT_MSG, MSG, TOTAL_RECORDS_HEADER, type AccountItem } from '@portal/shared-api';
import { accountChanges } from '../../db/schema';
import { build } from '../../../test/build';
import { bearer, clientRegistration, decodeClaims, login, specialisedRegistration, tokenFor } from '../../../test/fixtures';

describe('/api/accounts (Usuarios)', () => {
  const t = build({ demo: true });
  let admin: string;

  beforeAll(async () => {
    admin = await tokenFor(t.app, 'admin@demo.cr');
  });

  const change = (id: number, action: 'disable' | 'enable', token = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/accounts/${id}/${action}`, headers: bearer(token) });
  const myself = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/myself', headers: bearer(token) });

  async function newClient() {
    const account = clientRegistration();
    const created = await t.app.inject({ method: 'POST', url: '/api/users/AddUser', payload: account });
    return { ...account, id: created.json<{ id: number }>().id };
  }

  it('lists every account by name with roles and state, searchable, for administrators only', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/accounts', query: { page: '1', visibleRecords: '50' }, headers: bearer(admin) });
    expect(all.statusCode).toBe(200);
    expect(Number(all.headers[TOTAL_RECORDS_HEADER])).toBeGreaterThanOrEqual(4);
    expect(all.json<AccountItem[]>()).toContainEqual(
      expect.objectContaining({ email: 'regente@demo.cr', fullName: 'Carolina Jiménez Mora', roles: ['Regente'], active: true, disabledAt: null }),
    );

    const found = await t.app.inject({ method: 'GET', url: '/api/accounts/Filtered', query: { param: 'jimenez' }, headers: bearer(admin) });
    expect(found.json<AccountItem[]>().map((a) => a.email)).toEqual(['regente@demo.cr']);

    const client = await tokenFor(t.app, 'cliente@demo.cr');
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(client) })).statusCode).toBe(403);
    expect((await change(1, 'disable', client)).statusCode).toBe(403);
  });

  it('disables an account: no login, its tokens refused at once; enabling gives access back; each change recorded', async () => {
    const person = await newClient();
    const token = await tokenFor(t.app, person.emailAddress, person.password);
    expect((await myself(token)).statusCode).toBe(200);

    const disabled = await change(person.id, 'disable');
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json<AccountItem>()).toMatchObject({ id: person.id, active: false });

    const refused = await login(t.app, person.emailAddress, person.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ status: 401, title: ACCOUNT_MSG.disabled });
    // a wrong password learns nothing about the account
    expect((await login(t.app, person.emailAddress, 'otra-clave-123')).json()).toEqual({ status: 401, title: MSG.loginFailed });

    expect((await myself(token)).statusCode).toBe(401);

    expect((await change(person.id, 'disable')).json()).toEqual({ status: 409, title: ACCOUNT_MSG.alreadyDisabled });
    expect((await change(person.id, 'enable')).json<AccountItem>()).toMatchObject({ active: true, disabledAt: null });
    expect((await login(t.app, person.emailAddress, person.password)).statusCode).toBe(200);
    expect((await change(person.id, 'enable')).json()).toEqual({ status: 409, title: ACCOUNT_MSG.alreadyActive });

    const adminId = Number(decodeClaims(admin).sub);
    const history = await t.db.select().from(accountChanges).where(eq(accountChanges.userId, person.id));
    expect(history.map((h) => [h.action, h.changedBy])).toEqual([
      ['Desactivada', adminId],
      ['Activada', adminId],
    ]);
    expect(history.every((h) => h.at instanceof Date || typeof h.at === 'string')).toBe(true);
  });

  it('refuses to disable oneself, and an unknown account', async () => {
    const adminId = Number(decodeClaims(admin).sub);
    expect((await change(adminId, 'disable')).json()).toEqual({ status: 409, title: ACCOUNT_MSG.self });
    expect((await change(987_654, 'disable')).statusCode).toBe(404);
  });

  it('never leaves the portal without an active administrator: two administrators disabling each other at once, one wins', async () => {
    const second = specialisedRegistration();
    const created = await t.app.inject({ method: 'POST', url: '/api/users/AddAdminUser', headers: bearer(admin), payload: second });
    expect(created.statusCode).toBe(200);
    const secondToken = await tokenFor(t.app, second.emailAddress, second.password);
    const firstId = Number(decodeClaims(admin).sub);
    const secondId = Number(decodeClaims(secondToken).sub);

    const answers = await Promise.all([change(secondId, 'disable', admin), change(firstId, 'disable', secondToken)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({ status: 409, title: ACCOUNT_MSG.lastAdministrator });

    // back as it was, for whoever won
    const winner = answers[0]!.statusCode === 200 ? admin : secondToken;
    const loserId = answers[0]!.statusCode === 200 ? secondId : firstId;
    expect((await change(loserId, 'enable', winner)).statusCode).toBe(200);
  });
});
