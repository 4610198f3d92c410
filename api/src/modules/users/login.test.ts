import { MSG, ROLE_CLAIM, type LoginResponse } from '@portal/shared-api';
import { build } from '../../../test/build';
import { DEMO_PASSWORD, clientRegistration, decodeClaims, login, uniqueEmail } from '../../../test/fixtures';

describe('POST /api/users/login', () => {
  const t = build({ demo: true });

  it('lets a newly registered client log in with a Cliente token that expires in the future', async () => {
    const registration = clientRegistration({ emailAddress: uniqueEmail('Nueva.Clienta') });
    const created = await t.app.inject({ method: 'POST', url: '/api/users/AddUser', payload: registration });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ id: expect.any(Number) });

    const response = await login(t.app, registration.emailAddress.toUpperCase(), registration.password);

    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.roles).toEqual(['Cliente']);
    expect(body.userName).toBe('María Fernanda Campos Ulate');
    expect(Date.parse(body.expire)).toBeGreaterThan(Date.now());
    const claims = decodeClaims(body.token);
    expect(claims[ROLE_CLAIM]).toContain('Cliente');
    expect(claims.email).toBe(registration.emailAddress.toLowerCase());
    expect(claims.sub).toBe(String(created.json<{ id: number }>().id));
    expect(claims.exp * 1000).toBe(Date.parse(body.expire));
  });

  it('issues tokens valid for the configured 8 hours by default', async () => {
    const response = await login(t.app, 'admin@demo.cr', DEMO_PASSWORD);
    const hours = (Date.parse(response.json<LoginResponse>().expire) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
  });

  it('answers 401 with the Spanish message for a wrong password', async () => {
    const response = await login(t.app, 'cliente@demo.cr', 'otra-clave');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, title: MSG.loginFailed });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const response = await login(t.app, 'nadie@demo.cr', DEMO_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, title: MSG.loginFailed });
  });

  it('validates the payload with the contract messages', async () => {
    const response = await login(t.app, 'no-es-correo', '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expect.arrayContaining([MSG.emailInvalid, MSG.required]));
  });
});

describe('login rate limit', () => {
  const t = build({ demo: true, env: { LOGIN_MAX_ATTEMPTS: '3' } });

  it('answers 429 with the Spanish title after the allowed attempts for one email', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(t.app, 'Regente@demo.cr', 'incorrecta')).statusCode).toBe(401);
    }
    const blocked = await login(t.app, 'regente@demo.cr', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ status: 429, title: MSG.tooManyAttempts });

    // another email from the same address is counted separately
    expect((await login(t.app, 'contador@demo.cr', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
