import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MSG, TOTAL_RECORDS_HEADER, type AccountItem } from '@portal/shared-api';
import { signInAs } from '@portal/shared-auth/test-token';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { TEXTS } from '../texts';
import { AccountsPage } from './accounts-page';

const T = TEXTS.accounts;

const carolina: AccountItem = { id: 3, fullName: 'Carolina Jiménez Mora', email: 'regente@demo.cr', roles: ['Regente'], active: true, disabledAt: null };
const andrea: AccountItem = { id: 1, fullName: 'Andrea María Vargas Solano', email: 'admin@demo.cr', roles: ['Administrador'], active: true, disabledAt: null };

describe('/Usuarios/Administrar', () => {
  it('disables an account after confirming, shows it Desactivada, and enables it again', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    let state = carolina;
    const { requests } = mockApi({
      'GET /api/accounts': () => ({ body: [andrea, state], headers: { [TOTAL_RECORDS_HEADER]: '2' } }),
      'PUT /api/accounts/3/disable': () => {
        state = { ...carolina, active: false, disabledAt: '2026-11-23T15:30:00.000Z' };
        return { body: state };
      },
      'PUT /api/accounts/3/enable': () => {
        state = carolina;
        return { body: state };
      },
    });
    renderScreen(<AccountsPage />, '/Usuarios/Administrar');
    const disable = await screen.findByRole('button', { name: `${T.disable} Carolina Jiménez Mora` });

    // cancelling changes nothing
    await user.click(disable);
    const dialog = await screen.findByRole('dialog', { name: T.confirmDisable('Carolina Jiménez Mora') });
    expect(dialog).toHaveTextContent(T.disableDetail);
    await user.click(within(dialog).getByRole('button', { name: T.cancel }));
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.click(disable);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.disable }));
    expect(await screen.findByRole('status')).toHaveTextContent(T.done('Carolina Jiménez Mora', false));
    expect(await screen.findByText(T.inactive)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `${T.enable} Carolina Jiménez Mora` }));
    const again = await screen.findByRole('dialog', { name: T.confirmEnable('Carolina Jiménez Mora') });
    await user.click(within(again).getByRole('button', { name: T.enable }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(T.done('Carolina Jiménez Mora', true)));
    expect(requests.filter((r) => r.method === 'PUT').map((r) => new URL(r.url).pathname)).toEqual(['/api/accounts/3/disable', '/api/accounts/3/enable']);
  });

  it("shows the server's refusal (the last administrator, oneself) in the list's alert", async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    mockApi({
      'GET /api/accounts': { body: [andrea], headers: { [TOTAL_RECORDS_HEADER]: '1' } },
      'PUT /api/accounts/1/disable': { status: 409, body: { status: 409, title: ACCOUNT_MSG.self } },
    });
    renderScreen(<AccountsPage />, '/Usuarios/Administrar');
    await user.click(await screen.findByRole('button', { name: `${T.disable} Andrea María Vargas Solano` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.disable }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`409 - ${ACCOUNT_MSG.self}`);
    expect(screen.getAllByText(T.active).length).toBeGreaterThan(0);
  });

  it("offers no Desactivar on the administrator's own account", async () => {
    signInAs('Administrador'); // the test token's user is id 3
    const own: AccountItem = { ...carolina, roles: ['Administrador'], fullName: 'Ana Mora', email: 'ana@example.cr' };
    mockApi({ 'GET /api/accounts': { body: [andrea, own], headers: { [TOTAL_RECORDS_HEADER]: '2' } } });
    renderScreen(<AccountsPage />, '/Usuarios/Administrar');
    expect(await screen.findByRole('button', { name: `${T.disable} Andrea María Vargas Solano` })).toBeInTheDocument();
    expect(screen.getByText('ana@example.cr')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `${T.disable} Ana Mora` })).not.toBeInTheDocument();
  });
});
