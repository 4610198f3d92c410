import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDENTIFICATION_TYPES, MSG } from '@portal/shared-api';
import { FORM_TEXTS, LOCATION_LABELS } from '@portal/shared-ui';
import { chooseOption, expectErrorSummary, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { RegistrationPage } from './registration-page';
import { TEXTS } from '../texts';
import { sampleRegistration } from '@portal/shared-api/testing';

const T = TEXTS.registration;

const lookups = {
  'GET /api/users/identificationtypes': { body: IDENTIFICATION_TYPES },
  'GET /api/provinces': { body: [{ id: 1, name: 'San José' }, { id: 3, name: 'Cartago' }] },
  'GET /api/cantons/province/1': { body: [{ id: 101, name: 'San José' }, { id: 102, name: 'Escazú' }] },
  'GET /api/cantons/province/3': { body: [{ id: 301, name: 'Cartago' }, { id: 302, name: 'Paraíso' }] },
  'GET /api/districts/canton/101': { body: [{ id: 10101, name: 'Carmen' }, { id: 10102, name: 'Merced' }] },
};

const choose = chooseOption;

const selected = (label: string) => screen.getByLabelText<HTMLSelectElement>(label).selectedOptions[0]?.textContent;

describe('/Registro (spec §3 "User registration", §5)', () => {
  it('shows the spec messages for the empty form and sends nothing', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const { requests } = mockApi(lookups);
    renderScreen(<RegistrationPage />);
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getAllByText(MSG.required).length).toBeGreaterThanOrEqual(9);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('on an empty submit, moves the focus to a summary that links every invalid field, in order', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    mockApi(lookups);
    renderScreen(<RegistrationPage />);
    await user.click(screen.getByRole('button', { name: T.submit }));
    const links = await expectErrorSummary(user);
    // canton and district cannot be chosen before the province: the province's link stands for them
    expect(links).toEqual(
      [T.firstName, T.lastName, T.identificationType, T.identifier, T.phoneNumber, LOCATION_LABELS.province, T.address, T.email, T.password].map((label) =>
        FORM_TEXTS.summaryLink(label, MSG.required),
      ),
    );
  });

  it('asks for a capital first letter in the first name and a valid email', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    mockApi(lookups);
    renderScreen(<RegistrationPage />);
    await user.type(screen.getByLabelText(T.firstName), 'ana');
    await user.type(screen.getByLabelText(T.email), 'ana@correo');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getByText(MSG.firstUppercase)).toBeInTheDocument();
    expect(screen.getByText(MSG.emailInvalid)).toBeInTheDocument();
  });

  it('masks the identifier by type and shows the legal name only for a cédula jurídica', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    mockApi(lookups);
    renderScreen(<RegistrationPage />);
    expect(screen.queryByLabelText(T.legalName)).not.toBeInTheDocument();
    await choose(user, T.identificationType, 'Cédula Jurídica');
    await user.type(screen.getByLabelText(T.identifier), '3101123456');
    expect(screen.getByLabelText(T.identifier)).toHaveValue('3-101-123456');
    expect(screen.getByLabelText(T.legalName)).toBeInTheDocument();
    await choose(user, T.identificationType, 'Cédula Física');
    expect(screen.getByLabelText(T.identifier)).toHaveValue('');
    expect(screen.queryByLabelText(T.legalName)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(T.phoneNumber), '88881234');
    expect(screen.getByLabelText(T.phoneNumber)).toHaveValue('8888-1234');
  });

  it('cascades province → canton → district and clears canton and district when the province changes', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    mockApi(lookups);
    renderScreen(<RegistrationPage />);
    expect(screen.getByLabelText(LOCATION_LABELS.canton)).toBeDisabled();
    await choose(user, LOCATION_LABELS.province, 'San José');
    await choose(user, LOCATION_LABELS.canton, 'San José');
    expect(selected(LOCATION_LABELS.canton)).toContain('San José');
    await choose(user, LOCATION_LABELS.district, 'Merced');
    expect(selected(LOCATION_LABELS.district)).toContain('Merced');

    await choose(user, LOCATION_LABELS.province, 'Cartago');
    expect(selected(LOCATION_LABELS.canton)).not.toContain('San José');
    expect(selected(LOCATION_LABELS.district)).not.toContain('Merced');
    expect(screen.getByLabelText(LOCATION_LABELS.district)).toBeDisabled();
    expect(await within(screen.getByLabelText(LOCATION_LABELS.canton)).findByRole('option', { name: 'Paraíso' })).toBeInTheDocument();
  });

  it('sends the registration payload and goes home; a duplicate email shows the server message', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    let answer: { status: number; body: unknown } = { status: 400, body: [MSG.duplicateEmail] };
    const { requests } = mockApi({ ...lookups, 'POST /api/users/AddUser': () => answer });
    const { router } = renderScreen(<RegistrationPage />);
    await user.type(screen.getByLabelText(T.firstName), 'Ana');
    await user.type(screen.getByLabelText(T.lastName), 'Mora');
    await choose(user, T.identificationType, 'Cédula Física');
    await user.type(screen.getByLabelText(T.identifier), '112345678');
    await user.type(screen.getByLabelText(T.phoneNumber), '88881234');
    await choose(user, LOCATION_LABELS.province, 'San José');
    await choose(user, LOCATION_LABELS.canton, 'San José');
    await choose(user, LOCATION_LABELS.district, 'Carmen');
    await user.type(screen.getByLabelText(T.address), 'Avenida 2, casa 10');
    await user.type(screen.getByLabelText(T.email), 'ana@example.cr');
    await user.type(screen.getByLabelText(T.password), 'Segura123!');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.duplicateEmail);
    // the server's answer about the email is shown beside it
    expect(screen.getByLabelText(T.email)).toHaveAccessibleDescription(MSG.duplicateEmail);

    answer = { status: 200, body: { id: 7 } };
    await user.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const posts = requests.filter((r) => r.method === 'POST');
    expect(await posts[1].json()).toEqual(sampleRegistration({ address: 'Avenida 2, casa 10' }));
  });
});
