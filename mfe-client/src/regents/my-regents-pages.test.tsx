import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_KEYS, TOTAL_RECORDS_HEADER, type RegentItem, type SelfProfile } from '@portal/shared-api';
import { signInAs, testToken } from '@portal/shared-auth/test-token';
import { LIST_TEXTS } from '@portal/shared-ui';
import { expectListFits, findCard, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setScreenWidth } from '../../../tools/jest/screen-width';
import { TEXTS } from '../texts';
import { RegentRolePage } from './invite-pages';
import { MyRegentsPage } from './regents-pages';

const regent: RegentItem = { userId: 3, userFullName: 'Carlos Regente', userIdentifier: '109870654', phoneNumber: '8888-0000', email: 'carlos+regente@demo.cr' };

describe('/Usuarios/MisRegentes (spec §2)', () => {
  beforeEach(() => signInAs('Cliente'));

  it('lists the client’s regents, each with Propiedades to assign them', async () => {
    const { requests } = mockApi({ 'GET /api/users/MyRegents': { body: [regent], headers: { [TOTAL_RECORDS_HEADER]: '1' } } });
    renderScreen(<MyRegentsPage />, '/Usuarios/MisRegentes');
    const link = await screen.findByRole('link', { name: `${TEXTS.regents.properties}: Carlos Regente` });
    expect(link).toHaveAttribute('href', '/usuarios/Asignar/carlos%2Bregente%40demo.cr');
    const row = link.closest('tr')!;
    for (const text of ['109870654', '8888-0000', 'carlos+regente@demo.cr']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(link.closest('td')).toHaveClass('list-table__sticky');
    expectListFits(screen.getByRole('table'));
    expect(new URL(requests[0]!.url).searchParams.get('email')).toBeNull();
  });

  it('on a phone shows each regent as a card with Propiedades', async () => {
    setScreenWidth(375);
    mockApi({ 'GET /api/users/MyRegents': { body: [regent], headers: { [TOTAL_RECORDS_HEADER]: '1' } } });
    renderScreen(<MyRegentsPage />, '/Usuarios/MisRegentes');
    const card = await findCard('Carlos Regente');
    for (const text of ['109870654', '8888-0000', 'carlos+regente@demo.cr']) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `${TEXTS.regents.properties}: Carlos Regente` })).toBeInTheDocument();
  });

  it('says when the client has no regent yet', async () => {
    mockApi({ 'GET /api/users/MyRegents': { body: [], headers: { [TOTAL_RECORDS_HEADER]: '0' } } });
    renderScreen(<MyRegentsPage />, '/Usuarios/MisRegentes');
    expect(await screen.findByText(LIST_TEXTS.empty)).toBeInTheDocument();
  });
});

describe('/registro/RegenteCliente (spec §2)', () => {
  const T = TEXTS.regentRole;
  const me: SelfProfile = { email: 'ana@example.cr', phoneNumber: '8888-1234', userFullName: 'Ana Mora Solís', userIdentifier: '203450678' };

  it('shows the account’s data read-only and adds the regent role to it, keeping the client role in use', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('Cliente', ['Cliente'], 'Ana Mora Solís', 'ana@example.cr');
    const { requests } = mockApi({
      'GET /api/users/myself': { body: [me] },
      'POST /api/users/AddRegentRoleToCustomer': {
        body: { token: testToken({ sub: '3', role: ['Cliente', 'Regente'], email: 'ana@example.cr' }), expire: new Date(Date.now() + 3_600_000).toISOString(), roles: ['Cliente', 'Regente'], userName: 'Ana Mora Solís' },
      },
    });
    const { router } = renderScreen(<RegentRolePage />, '/registro/RegenteCliente');
    for (const text of ['ana@example.cr', '8888-1234', 'Ana Mora Solís', '203450678']) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ flash: T.done });
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.roles)!)).toEqual(['Cliente', 'Regente']);
    expect(localStorage.getItem(SESSION_KEYS.loggedRole)).toBe('Cliente');
  });

  it('shows the server’s refusal in the alert', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('Cliente');
    mockApi({
      'GET /api/users/myself': { body: [me] },
      'POST /api/users/AddRegentRoleToCustomer': { status: 409, body: { status: 409, title: 'La cuenta ya tiene el rol de regente' } },
    });
    renderScreen(<RegentRolePage />, '/registro/RegenteCliente');
    await user.click(await screen.findByRole('button', { name: T.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('409 - La cuenta ya tiene el rol de regente');
  });
});
