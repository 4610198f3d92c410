import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, SESSION_KEYS } from '@portal/shared-api';
import { testToken } from '@portal/shared-auth/test-token';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { LoginPage } from './login-page';
import { TEXTS } from '../texts';

const T = TEXTS.login;

describe('/Login (spec §2, §5, §8)', () => {
  it('shows the required message under each empty field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = mockApi({});
    renderScreen(<LoginPage />);
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getAllByText(MSG.required)).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });

  it('asks for a valid email', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({});
    renderScreen(<LoginPage />);
    await user.type(screen.getByLabelText(T.email), 'ana@');
    await user.type(screen.getByLabelText(T.password), 'x');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getByText(MSG.emailInvalid)).toBeInTheDocument();
  });

  it('shows the server refusal in the alert list', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'POST /api/users/login': { status: 401, body: { status: 401, title: MSG.loginFailed } } });
    renderScreen(<LoginPage />);
    await user.type(screen.getByLabelText(T.email), 'ana@example.cr');
    await user.type(screen.getByLabelText(T.password), 'incorrecta');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`401 - ${MSG.loginFailed}`);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('stores the session as the spec lists it and goes home', async () => {
    const user = userEvent.setup({ delay: null });
    const token = testToken({ role: ['Cliente', 'Regente'] });
    const expire = new Date(Date.now() + 3_600_000).toISOString();
    const { requests } = mockApi({
      'POST /api/users/login': { body: { token, expire, roles: ['Cliente', 'Regente'], userName: 'Ana Mora' } },
    });
    const { router } = renderScreen(<LoginPage />);
    await user.type(screen.getByLabelText(T.email), 'ana@example.cr');
    await user.type(screen.getByLabelText(T.password), 'Segura123!');
    await user.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await requests[0].json()).toEqual({ email: 'ana@example.cr', password: 'Segura123!' });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe(token);
    expect(localStorage.getItem(SESSION_KEYS.expiry)).toBe(expire);
    expect(localStorage.getItem(SESSION_KEYS.loggedRole)).toBe('Cliente');
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.roles)!)).toEqual(['Cliente', 'Regente']);
    expect(localStorage.getItem(SESSION_KEYS.email)).toBe('ana@example.cr');
    expect(localStorage.getItem(SESSION_KEYS.name)).toBe('Ana Mora');
  });

  it('Cancelar goes home', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({});
    const { router } = renderScreen(<LoginPage />);
    await user.click(screen.getByRole('button', { name: T.cancel }));
    expect(router.state.location.pathname).toBe('/');
  });
});
