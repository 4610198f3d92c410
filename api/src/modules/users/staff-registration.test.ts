import { MSG, type LoginResponse } from '@portal/shared-api';
import { eq } from 'drizzle-orm';
import { build } from '../../../test/build';
import { bearer, login, specialisedRegistration, tokenFor } from '../../../test/fixtures';
import { users } from '../../db/schema';

describe('regent, administrator and accountant registration', () => {
  const t = build({ demo: true });

  it('registers a regent on the open route, stored without a district', async () => {
    const registration = specialisedRegistration();
    const response = await t.app.inject({ method: 'POST', url: '/api/users/AddRegentUser', payload: registration });

    expect(response.statusCode).toBe(200);
    const logged = await login(t.app, registration.emailAddress, registration.password);
    expect(logged.json<LoginResponse>().roles).toEqual(['Regente']);
    const [stored] = await t.db.select().from(users).where(eq(users.id, response.json<{ id: number }>().id));
    expect(stored).toMatchObject({ identificationTypeId: 1, districtId: null });
  });

  it('asks for a capital first letter in the middle name', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/AddRegentUser',
      payload: specialisedRegistration({ middleName: 'alonso' }),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([MSG.firstUppercase]);
  });

  describe.each([
    ['/api/users/AddAdminUser', 'Administrador'],
    ['/api/users/AddAccountingUser', 'Contador'],
  ])('%s', (url, role) => {
    it('answers 401 to an anonymous caller', async () => {
      const response = await t.app.inject({ method: 'POST', url, payload: specialisedRegistration() });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 401, title: MSG.unauthorized });
    });

    it('answers 403 to a Cliente', async () => {
      const token = await tokenFor(t.app, 'cliente@demo.cr');
      const response = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload: specialisedRegistration() });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 403, title: MSG.forbidden });
    });

    it(`creates a ${role} for an Administrador`, async () => {
      const token = await tokenFor(t.app, 'admin@demo.cr');
      const registration = specialisedRegistration();
      const response = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload: registration });

      expect(response.statusCode).toBe(200);
      const logged = await login(t.app, registration.emailAddress, registration.password);
      expect(logged.json<LoginResponse>().roles).toEqual([role]);
    });
  });
});
