import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@portal/shared-api';
import { call, http } from '@portal/shared-api/client';
import { mockApi } from '../../../tools/jest/mock-api';
import { expectErrorSummary, renderScreen } from '../testing';
import { PortalForm } from './portal-form';
import { TextField } from './text-field';
import { FORM_TEXTS } from './texts';

interface Values {
  name?: string;
  secret?: string;
}

function Plain() {
  const validate = (values: Values) => Object.fromEntries((['name', 'secret'] as const).filter((key) => !values[key]).map((key) => [key, MSG.required]));
  const send = async (values: Values) => {
    await call(() => http.post('things', { json: values }));
  };
  return (
    <PortalForm<Values> label="Formulario" onSubmit={send} validate={validate} serverFields={{ [MSG.emailInvalid]: 'name' }} submitLabel="Enviar" cancelLabel="Cancelar" onCancel={() => undefined}>
      <TextField name="name" label="Nombre" required hint="Como en la cédula" />
      <TextField name="secret" label="Clave" type="password" required />
    </PortalForm>
  );
}

const setup = () => userEvent.setup({ delay: null });

describe('TextField in PortalForm', () => {
  it('links every invalid field from the error summary, which takes the focus, and sends nothing', async () => {
    const user = setup();
    const { requests } = mockApi({});
    renderScreen(<Plain />);
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Como en la cédula');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await expectErrorSummary(user)).toEqual([`Nombre: ${MSG.required}`, `Clave: ${MSG.required}`]);
    expect(requests).toHaveLength(0);
  });

  it("shows the server's answer on the field it names, the button busy while it is sent", async () => {
    const user = setup();
    let answer: () => void = () => undefined;
    mockApi({ 'POST /api/things': () => new Promise((resolve) => (answer = () => resolve({ status: 400, body: [MSG.emailInvalid] }))) });
    renderScreen(<Plain />);
    await user.type(screen.getByLabelText('Nombre'), 'ana@');
    await user.type(screen.getByLabelText('Clave'), 'x');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await expectErrorSummary(user)).toEqual([`Nombre: ${MSG.emailInvalid}`]);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('shows and hides what was typed in a password', async () => {
    const user = setup();
    mockApi({});
    renderScreen(<Plain />);
    const secret = screen.getByLabelText('Clave');
    await user.type(secret, 'Segura123!');
    expect(secret).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: FORM_TEXTS.showPasswordLabel('Clave') }));
    expect(secret).toHaveAttribute('type', 'text');
    expect(secret).toHaveValue('Segura123!');
    await user.click(screen.getByRole('button', { name: FORM_TEXTS.hidePasswordLabel('Clave') }));
    expect(secret).toHaveAttribute('type', 'password');
  });
});
