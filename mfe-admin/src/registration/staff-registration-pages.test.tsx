import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@portal/shared-api';
import { REGISTRATION_TEXTS as T } from '@portal/shared-ui';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { AccountantRegistrationPage, AdminRegistrationPage } from './staff-registration-pages';

async function register(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(T.firstName), 'Laura');
  await user.type(screen.getByLabelText(T.lastName), 'Quesada');
  await user.type(screen.getByLabelText(T.identifier), '112340567');
  await user.type(screen.getByLabelText(T.phoneNumber), '22223333');
  await user.type(screen.getByLabelText(T.email), 'laura@example.cr');
  await user.type(screen.getByLabelText(T.password), 'Segura123!');
  await user.click(screen.getByRole('button', { name: T.submit }));
}

describe.each([
  ['/registro/Administrador', AdminRegistrationPage, T.adminTitle, '/api/users/AddAdminUser'],
  ['/registro/Contador', AccountantRegistrationPage, T.accountantTitle, '/api/users/AddAccountingUser'],
])('%s (spec §2, §3)', (path, Page, title, endpoint) => {
  it('registers the person with districtId and identificationTypeId 1 and goes home', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = mockApi({ [`POST ${endpoint}`]: { body: { id: 8 } } });
    const { router } = renderScreen(<Page />, path);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.login })).not.toBeInTheDocument();
    await register(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ flash: T.staffSuccess });
    expect(await requests[0].json()).toMatchObject({
      firstName: 'Laura',
      lastName: 'Quesada',
      identifier: '112340567',
      phoneNumber: '2222-3333',
      emailAddress: 'laura@example.cr',
      identificationTypeId: 1,
      districtId: 1,
    });
  });

  it('checks the spec §5 rules before sending: required fields, capital first letters, a valid email', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = mockApi({});
    renderScreen(<Page />, path);
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect((await screen.findAllByText(MSG.required)).length).toBeGreaterThanOrEqual(3);
    await user.type(screen.getByLabelText(T.firstName), 'laura');
    await user.type(screen.getByLabelText(T.middleName), 'maría');
    await user.type(screen.getByLabelText(T.email), 'laura@');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findAllByText(MSG.firstUppercase)).toHaveLength(2);
    expect(screen.getByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('lists the server’s messages when it refuses the registration', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ [`POST ${endpoint}`]: { status: 400, body: [MSG.duplicateEmail] } });
    const { router } = renderScreen(<Page />, path);
    await register(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.duplicateEmail);
    expect(router.state.location.pathname).toBe(path);
  });
});
