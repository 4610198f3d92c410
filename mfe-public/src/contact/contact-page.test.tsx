import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@portal/shared-api';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { TEXTS } from '../texts';
import { ContactPage } from './contact-page';

const T = TEXTS.contact;
const setup = () => userEvent.setup({ delay: null });

async function fill(user: ReturnType<typeof setup>, values: Partial<Record<'name' | 'phone' | 'email' | 'subject' | 'message', string>>) {
  for (const [field, value] of Object.entries(values)) await user.type(screen.getByLabelText(T[field as keyof typeof values]), value);
}

describe('/Contactanos (spec §2, §5)', () => {
  it('requires name, phone, email and message, not the subject, and sends nothing', async () => {
    const user = setup();
    const { requests } = mockApi({});
    renderScreen(<ContactPage />);
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getAllByText(MSG.required)).toHaveLength(4);
    expect(requests).toHaveLength(0);
  });

  it('asks for a valid email with the contact form message', async () => {
    const user = setup();
    mockApi({});
    renderScreen(<ContactPage />);
    await fill(user, { name: 'Ana', phone: '88887777', email: 'ana@', message: 'Hola' });
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getByText(MSG.contactEmailInvalid)).toBeInTheDocument();
  });

  it('sends the contact, says so and clears the form', async () => {
    const user = setup();
    const { requests } = mockApi({ 'POST /api/contactus': { status: 201, body: { id: 4 } } });
    renderScreen(<ContactPage />);
    await fill(user, { name: 'Ana Mora', phone: '88887777', email: 'ana@example.cr', subject: 'Inscripción', message: '¿Cuándo abre la inscripción?' });
    expect(screen.getByLabelText(T.phone)).toHaveValue('8888-7777');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.sent)).toBeInTheDocument();
    expect(await requests[0].json()).toEqual({
      name: 'Ana Mora',
      phone: '8888-7777',
      email: 'ana@example.cr',
      subject: 'Inscripción',
      message: '¿Cuándo abre la inscripción?',
    });
    await waitFor(() => expect(screen.getByLabelText(T.name)).toHaveValue(''));
    expect(screen.getByLabelText(T.message)).toHaveValue('');
  });

  it('shows the server messages as a list and keeps what was typed', async () => {
    const user = setup();
    mockApi({ 'POST /api/contactus': { status: 400, body: [MSG.contactEmailInvalid, MSG.phoneFormat] } });
    renderScreen(<ContactPage />);
    await fill(user, { name: 'Ana', phone: '88887777', email: 'ana@example.cr', message: 'Hola' });
    await user.click(screen.getByRole('button', { name: T.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MSG.contactEmailInvalid);
    expect(alert).toHaveTextContent(MSG.phoneFormat);
    expect(screen.getByLabelText(T.name)).toHaveValue('Ana');
    expect(screen.queryByText(T.sent)).not.toBeInTheDocument();
  });
});
