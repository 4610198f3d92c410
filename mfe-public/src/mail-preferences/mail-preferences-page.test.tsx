import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MailPreferences } from '@portal/shared-api';
import { signInAs } from '@portal/shared-auth/test-token';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { TEXTS } from '../texts';
import { MailPreferencesPage } from './mail-preferences-page';

const T = TEXTS.mailPreferences;

const clientKinds: MailPreferences = {
  kinds: [
    { kind: 'inscripcion', label: 'Inscripción', on: true },
    { kind: 'certificado', label: 'Certificado', on: false },
    { kind: 'visita', label: 'Visita', on: true },
  ],
};

describe('/AvisosPorCorreo (beyond the spec)', () => {
  afterEach(() => jest.restoreAllMocks());

  it("checks the kinds the person receives, sends the unchecked ones as turned off and goes home with a message", async () => {
    const user = userEvent.setup();
    signInAs('Cliente');
    const { requests } = mockApi({
      'GET /api/users/mailpreferences': { body: clientKinds },
      'PUT /api/users/mailpreferences': { body: clientKinds },
    });
    const { router } = renderScreen(<MailPreferencesPage />, '/AvisosPorCorreo');
    const enrolment = await screen.findByRole('checkbox', { name: 'Inscripción' });
    expect(enrolment).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Certificado' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Visita' })).toHaveAccessibleDescription(T.hints.visita);
    expect(screen.queryByRole('checkbox', { name: 'Resumen diario' })).not.toBeInTheDocument();

    await user.click(enrolment);
    await user.click(screen.getByRole('checkbox', { name: 'Certificado' }));
    await user.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ flash: T.saved });
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(await put.json()).toEqual({ off: ['inscripcion'] });
  });

  it('tells a person whose role receives no e-mail so, with nothing to check', async () => {
    signInAs('Contador', ['Contador']);
    mockApi({ 'GET /api/users/mailpreferences': { body: { kinds: [] } } });
    renderScreen(<MailPreferencesPage />, '/AvisosPorCorreo');
    expect(await screen.findByText(T.none)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows why the preferences could not be read', async () => {
    signInAs('Cliente');
    mockApi({ 'GET /api/users/mailpreferences': { status: 500, body: { status: 500, title: 'Error', detail: 'Falló la base de datos' } } });
    renderScreen(<MailPreferencesPage />, '/AvisosPorCorreo');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
