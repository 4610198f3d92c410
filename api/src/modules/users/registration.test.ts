import { MSG } from '@portal/shared-api';
import { build } from '../../../test/build';
import { clientRegistration, login, postRaw, uniqueEmail } from '../../../test/fixtures';

const addUser = (t: ReturnType<typeof build>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/users/AddUser', payload: payload as object });

describe('POST /api/users/AddUser', () => {
  const t = build();

  it('refuses a second account with the same email in another case', async () => {
    const registration = clientRegistration({ emailAddress: uniqueEmail('repetida') });
    expect((await addUser(t, registration)).statusCode).toBe(200);

    const again = await addUser(t, clientRegistration({ emailAddress: registration.emailAddress.toUpperCase() }));

    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual([MSG.duplicateEmail]);
  });

  it('answers the contract messages for missing and malformed fields', async () => {
    const response = await addUser(t, {
      ...clientRegistration(),
      firstName: 'maría',
      lastName: '',
      emailAddress: 'correo-invalido',
      identifier: '012345678',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.arrayContaining([MSG.firstUppercase, MSG.required, MSG.emailInvalid, MSG.personalIdFormat]),
    );
  });

  it('requires the legal name of a business (identification type 2)', async () => {
    const response = await addUser(t, clientRegistration({ identificationTypeId: 2, identifier: '3-101-123456' }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([MSG.required]);

    const withLegalName = await addUser(
      t,
      clientRegistration({ identificationTypeId: 2, identifier: '3-101-123456', legalName: 'Maderas del Valle S.A.' }),
    );
    expect(withLegalName.statusCode).toBe(200);
  });

  it('refuses a district that does not exist', async () => {
    const response = await addUser(t, clientRegistration({ districtId: 99999 }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([MSG.districtInvalid]);
  });

  it('answers a list, not a crash, for a body that is not an object', async () => {
    const response = await postRaw(t.app, '/api/users/AddUser', 'application/json', '[]');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([MSG.invalidRequest]);
  });

  it('keeps only one account when the same email registers twice at once', async () => {
    const emailAddress = uniqueEmail('simultanea');
    const answers = await Promise.all([
      addUser(t, clientRegistration({ emailAddress })),
      addUser(t, clientRegistration({ emailAddress: emailAddress.toUpperCase() })),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)!.json()).toEqual([MSG.duplicateEmail]);
    expect((await login(t.app, emailAddress, 'Segura2024!')).statusCode).toBe(200);
  });
});
