import { eq } from 'drizzle-orm';
import { MSG, ROLE_CLAIM, type SelfProfile } from '@portal/shared-api';
import { build } from '../../../test/build';
import { users } from '../../db/schema';
import { USER_CHECK_TTL_MS } from '../../plugins/auth';
import { bearer, clientRegistration, decodeClaims, tokenFor } from '../../../test/fixtures';

const myself = (t: ReturnType<typeof build>, email: string | undefined, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/users/myself',
    query: email === undefined ? {} : { email },
    headers: token ? bearer(token) : {},
  });

describe('GET /api/users/myself', () => {
  const t = build({ demo: true });

  it('gives a client their own profile as the first item of a list', async () => {
    const token = await tokenFor(t.app, 'cliente@demo.cr');
    const response = await myself(t, 'Cliente@Demo.cr', token);

    expect(response.statusCode).toBe(200);
    expect(response.json<SelfProfile[]>()).toEqual([
      {
        email: 'cliente@demo.cr',
        phoneNumber: '8701-2345',
        userFullName: 'José Pablo Rojas Araya',
        userIdentifier: '204560789',
      },
    ]);
  });

  it("refuses a client another person's email", async () => {
    const token = await tokenFor(t.app, 'cliente@demo.cr');
    const response = await myself(t, 'regente@demo.cr', token);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, title: MSG.forbidden });
  });

  it('lets an administrator read anyone', async () => {
    const token = await tokenFor(t.app, 'admin@demo.cr');
    const response = await myself(t, 'regente@demo.cr', token);

    expect(response.statusCode).toBe(200);
    expect(response.json<SelfProfile[]>()[0]!.userFullName).toBe('Carolina Jiménez Mora');
  });

  it('answers 401 without a token', async () => {
    const response = await myself(t, 'cliente@demo.cr');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, title: MSG.unauthorized });
  });

  it('answers 401 to an expired token', async () => {
    const claims = { sub: '2', email: 'cliente@demo.cr', name: 'José', [ROLE_CLAIM]: ['Cliente' as const] };
    const expired = t.app.jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 });

    expect((await myself(t, undefined, expired)).statusCode).toBe(401);
  });

  it('answers 401 to a well-signed token without an expiry, which would otherwise be valid forever', async () => {
    const claims = decodeClaims(await tokenFor(t.app, 'cliente@demo.cr'));
    const { exp: _exp, iat: _iat, ...forever } = claims;
    // the portal never signs such a token; someone holding the secret could
    const token = t.app.jwt.sign(forever as typeof claims);

    expect(decodeClaims(token).exp).toBeUndefined();
    expect((await myself(t, undefined, token)).statusCode).toBe(401);
  });

  it('answers 401 to a well-signed, unexpired token of an account that does not exist', async () => {
    const claims = decodeClaims(await tokenFor(t.app, 'cliente@demo.cr'));
    const ghost = t.app.jwt.sign({ ...claims, sub: '987654', email: 'nadie@correo.cr' });

    const response = await myself(t, undefined, ghost);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, title: MSG.unauthorized });
  });

  it('answers 401 within two seconds once the account is gone', async () => {
    const account = clientRegistration();
    expect((await t.app.inject({ method: 'POST', url: '/api/users/AddUser', payload: account })).statusCode).toBe(200);
    const token = await tokenFor(t.app, account.emailAddress, account.password);
    const { sub } = decodeClaims(token);
    expect((await myself(t, undefined, token)).statusCode).toBe(200);

    await t.db.delete(users).where(eq(users.id, Number(sub)));
    await new Promise((resolve) => setTimeout(resolve, USER_CHECK_TTL_MS + 100));

    expect((await myself(t, undefined, token)).statusCode).toBe(401);
  });

  it('answers 401 to a token whose claims were altered', async () => {
    const [header, payload, signature] = (await tokenFor(t.app, 'cliente@demo.cr')).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const promoted = Buffer.from(JSON.stringify({ ...claims, [ROLE_CLAIM]: ['Administrador'] })).toString('base64url');

    const response = await myself(t, 'admin@demo.cr', [header, promoted, signature].join('.'));

    expect(response.statusCode).toBe(401);
  });

  it("uses the caller's own email when none is given", async () => {
    const token = await tokenFor(t.app, 'contador@demo.cr');
    const response = await myself(t, undefined, token);
    expect(response.json<SelfProfile[]>()[0]!.email).toBe('contador@demo.cr');
  });
});
