import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@portal/shared-api';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared-api/client';
import { FORM_TEXTS } from '@portal/shared-ui';
import { expectErrorSummary, renderScreen } from '@portal/shared-ui/testing';
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

  it('on an empty submit, moves the focus to a summary that links the four required fields', async () => {
    const user = setup();
    mockApi({});
    renderScreen(<ContactPage />);
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await expectErrorSummary(user)).toEqual([T.name, T.phone, T.email, T.message].map((label) => FORM_TEXTS.summaryLink(label, MSG.required)));
  });

  it('sends one Idempotency-Key per submission: the same when it is retried after no answer, a new one for the next', async () => {
    const user = setup();
    const outcomes: Array<'offline' | 201> = ['offline', 201, 201];
    const { requests } = mockApi({
      'POST /api/contactus': () => {
        if (outcomes.shift() === 'offline') throw new TypeError('Failed to fetch');
        return { status: 201, body: { id: 4 } };
      },
    });
    renderScreen(<ContactPage />);
    const message = { name: 'Ana Mora', phone: '88887777', email: 'ana@example.cr', message: '¿Cuándo abre la inscripción?' };
    await fill(user, message);
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByRole('alert', { name: FORM_TEXTS.summaryProblemTitle })).toBeInTheDocument();
    // the person tries again: the same submission
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.sent)).toBeInTheDocument();
    // and writes another message
    await waitFor(() => expect(screen.getByLabelText(T.name)).toHaveValue(''));
    await fill(user, { ...message, message: 'Otra consulta' });
    await user.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(requests).toHaveLength(3));
    const keys = requests.map((r) => r.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
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
