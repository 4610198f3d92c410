import { eq } from 'drizzle-orm';
import { MSG, ROLE_CLAIM, TOTAL_RECORDS_HEADER, VISIT_MSG, type LoginResponse, type RegentItem } from '@portal/shared-api';
import { build } from '../../../../test/build';
import { bearer, clientRegistration, decodeClaims, login, uniqueEmail } from '../../../../test/fixtures';
import { customerRegents, invitations } from '../../../db/schema';
import { call, people, person } from '../../../../test/operations';

describe('regents of a client (/api/users)', () => {
  const t = build();
  const { client, other, regent, admin } = people(t, { client: ['Cliente', 'Clienta'], other: ['Cliente', 'Otro'], regent: ['Regente', 'Ramiro'], admin: ['Administrador', 'Admin'] });

  describe('GET GetRegents', () => {
    it('lists every regent, searchable by name, email or identification, ignoring case and accents', async () => {
      const sonia = await person(t, 'Regente', 'Sonia Núñez');
      const all = await call(t, client, 'GET', '/api/users/GetRegents', { query: { page: '1', visibleRecords: '100' } });
      expect(all.statusCode).toBe(200);
      const emails = all.json<RegentItem[]>().map((r) => r.email);
      expect(emails).toEqual(expect.arrayContaining([regent.email, sonia.email]));
      expect(emails).not.toContain(client.email);
      expect(Number(all.headers[TOTAL_RECORDS_HEADER])).toBe(emails.length);

      const found = await call(t, client, 'GET', '/api/users/GetRegents/Filtered', { query: { param: 'SONIA núñez' } });
      expect(found.json<RegentItem[]>()).toEqual([
        { userId: sonia.id, userFullName: sonia.name, userIdentifier: expect.any(String), phoneNumber: '8845-1122', email: sonia.email },
      ]);
      const byParam = await call(t, client, 'GET', '/api/users/GetRegents', { query: { param: sonia.email } });
      expect(byParam.json<RegentItem[]>().map((r) => r.userId)).toEqual([sonia.id]);
    });

    it('pages with totalrecords', async () => {
      const first = await call(t, client, 'GET', '/api/users/GetRegents', { query: { page: '1', visibleRecords: '1' } });
      expect(first.json<RegentItem[]>()).toHaveLength(1);
      expect(Number(first.headers[TOTAL_RECORDS_HEADER])).toBeGreaterThanOrEqual(2);
      // spec §7 spells the paging Page and VisibleRecords
      const spelled = await call(t, client, 'GET', '/api/users/GetRegents', { query: { Page: '2', VisibleRecords: '1' } });
      expect(spelled.json<RegentItem[]>()).toHaveLength(1);
      expect(spelled.json<RegentItem[]>()[0]!.userId).not.toBe(first.json<RegentItem[]>()[0]!.userId);
    });

    it.each([
      ['anonymous', undefined, 401],
      ['a regent', 'regent', 403],
      ['an administrator', 'admin', 403],
    ] as const)('refuses %s', async (_who, key, status) => {
      const who = key === 'regent' ? regent : key === 'admin' ? admin : undefined;
      expect((await call(t, who, 'GET', '/api/users/GetRegents')).statusCode).toBe(status);
    });
  });

  describe('POST AddRegentToCustomer and GET MyRegents', () => {
    it("links the regent to the caller whatever customer is named, and only the caller's list shows it", async () => {
      const added = await call(t, client, 'POST', '/api/users/AddRegentToCustomer', {
        query: { regent: regent.email.toUpperCase(), customer: other.email },
      });
      expect(added.statusCode).toBe(200);
      expect(added.json<RegentItem>()).toMatchObject({ userId: regent.id, email: regent.email });

      const mine = await call(t, client, 'GET', '/api/users/MyRegents', { query: { Page: '1', VisibleRecords: '100', email: other.email } });
      expect(mine.json<RegentItem[]>().map((r) => r.userId)).toEqual([regent.id]);
      const theirs = await call(t, other, 'GET', '/api/users/MyRegents', { query: { email: client.email } });
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json()).toEqual([]);
      expect(theirs.headers[TOTAL_RECORDS_HEADER]).toBe('0');
    });

    it('answers 409 with the Spanish text when the regent is already linked', async () => {
      const again = await call(t, client, 'POST', '/api/users/AddRegentToCustomer', { query: { regent: regent.email } });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ status: 409, title: VISIT_MSG.regentAlreadyAdded });
      const links = await t.db.select().from(customerRegents).where(eq(customerRegents.customerId, client.id));
      expect(links).toHaveLength(1);
    });

    it('answers 404 for an email that is not a regent', async () => {
      for (const email of ['nadie@correo.cr', other.email]) {
        const response = await call(t, client, 'POST', '/api/users/AddRegentToCustomer', { query: { regent: email } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ status: 404, title: VISIT_MSG.regentNotFound });
      }
    });

    it('answers 400 without a valid regent email', async () => {
      const response = await call(t, client, 'POST', '/api/users/AddRegentToCustomer', { query: { regent: 'no-es-correo' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([MSG.emailInvalid]);
    });

    it('is for clients only', async () => {
      expect((await call(t, undefined, 'POST', '/api/users/AddRegentToCustomer', { query: { regent: regent.email } })).statusCode).toBe(401);
      expect((await call(t, regent, 'POST', '/api/users/AddRegentToCustomer', { query: { regent: regent.email } })).statusCode).toBe(403);
      expect((await call(t, regent, 'GET', '/api/users/MyRegents')).statusCode).toBe(403);
    });
  });

  describe('POST inviteuser', () => {
    it('stores the invitation of the caller', async () => {
      const email = uniqueEmail('invitada');
      const response = await call(t, client, 'POST', '/api/users/inviteuser', { payload: { Name: 'Laura Mora', Email: email } });
      expect(response.statusCode).toBe(200);
      const { id } = response.json<{ id: number }>();
      const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, id));
      expect(stored).toMatchObject({ customerId: client.id, name: 'Laura Mora', email });
    });

    it("refuses the caller's own email with the spec's message", async () => {
      const response = await call(t, client, 'POST', '/api/users/inviteuser', { payload: { Name: 'Yo', Email: client.email.toUpperCase() } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([VISIT_MSG.inviteOwnEmail]);
    });

    it('validates name and email with the spec messages', async () => {
      const empty = await call(t, client, 'POST', '/api/users/inviteuser', { payload: { Name: ' ', Email: '' } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual([VISIT_MSG.inviteNameEmpty, VISIT_MSG.inviteEmailEmpty]);
      const malformed = await call(t, client, 'POST', '/api/users/inviteuser', { payload: { Name: 'Laura', Email: 'laura@' } });
      expect(malformed.json()).toEqual([VISIT_MSG.inviteEmailFormat]);
    });

    it('is for clients only', async () => {
      const payload = { Name: 'Laura', Email: uniqueEmail() };
      expect((await call(t, undefined, 'POST', '/api/users/inviteuser', { payload })).statusCode).toBe(401);
      expect((await call(t, admin, 'POST', '/api/users/inviteuser', { payload })).statusCode).toBe(403);
    });
  });
});

describe('POST /api/users/AddRegentRoleToCustomer', () => {
  const t = build();

  it('gives a client the regent role and a fresh login with both roles, once', async () => {
    const registration = clientRegistration({ emailAddress: uniqueEmail('doble.rol') });
    expect((await t.app.inject({ method: 'POST', url: '/api/users/AddUser', payload: registration })).statusCode).toBe(200);
    const { token } = (await login(t.app, registration.emailAddress, registration.password)).json<LoginResponse>();

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/AddRegentRoleToCustomer',
      query: { email: 'otra@correo.cr' },
      headers: bearer(token),
    });

    expect(response.statusCode).toBe(200);
    const fresh = response.json<LoginResponse>();
    expect(fresh.roles).toEqual(['Regente', 'Cliente']);
    expect(fresh.userName).toBe('María Fernanda Campos Ulate');
    expect(decodeClaims(fresh.token)[ROLE_CLAIM]).toEqual(['Regente', 'Cliente']);
    // the new token opens regent routes; the account is listed among the regents
    const projects = await t.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(fresh.token) });
    expect(projects.statusCode).toBe(200);
    expect((await login(t.app, registration.emailAddress, registration.password)).json<LoginResponse>().roles).toEqual(['Regente', 'Cliente']);

    const again = await t.app.inject({ method: 'POST', url: '/api/users/AddRegentRoleToCustomer', headers: bearer(fresh.token) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 409, title: VISIT_MSG.alreadyRegent });
  });

  it('is for clients only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/users/AddRegentRoleToCustomer' })).statusCode).toBe(401);
    for (const role of ['Regente', 'Administrador', 'Contador'] as const) {
      const refused = await call(t, await person(t, role), 'POST', '/api/users/AddRegentRoleToCustomer');
      expect(refused.statusCode).toBe(403);
    }
  });
});
