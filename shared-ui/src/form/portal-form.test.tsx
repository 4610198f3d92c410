import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, UPLOAD_MSG } from '@portal/shared-api';
import { IDEMPOTENCY_KEY_HEADER, call, http } from '@portal/shared-api/client';
import { mockApi } from '../../../tools/jest/mock-api';
import { chooseOption, expectErrorSummary, renderScreen } from '../testing';
import { CheckboxField } from './checkbox-field';
import { ChoiceField } from './choice-field';
import { FileField } from './file-field';
import { LOCATION_LABELS, LocationCascade } from './location-cascade';
import { MoneyField } from './money-field';
import { PortalForm, type Submission } from './portal-form';
import { TextField } from './text-field';
import { FORM_TEXTS } from './texts';

interface Values {
  name?: string;
  secret?: string;
  notes?: string;
  kind?: string;
  accepted?: boolean;
  active?: boolean;
  amount?: number;
  provinceId?: number;
  cantonId?: number;
  districtId?: number;
  photo?: File;
  reports?: File[];
}

const REQUIRED: ReadonlyArray<keyof Values> = ['name', 'secret', 'notes', 'kind', 'accepted', 'active', 'amount', 'provinceId', 'cantonId', 'districtId'];

const lookups = {
  'GET /api/provinces': { body: [{ id: 1, name: 'San José' }] },
  'GET /api/cantons/province/1': { body: [{ id: 101, name: 'Escazú' }] },
};

/** A form with every kind of field the portal has; sending posts the name to /api/things. */
function EveryField({ serverFields, required = REQUIRED, files = true }: { serverFields?: Record<string, string>; required?: ReadonlyArray<keyof Values>; files?: boolean }) {
  const validate = (values: Values) => Object.fromEntries(required.filter((key) => !values[key]).map((key) => [key, MSG.required]));
  const send = async (values: Values, { idempotencyKey }: Submission) => {
    await call(() => http.post('things', { json: { name: values.name }, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }));
  };
  return (
    <PortalForm<Values> label="Formulario" onSubmit={send} validate={validate} serverFields={serverFields} submitLabel="Guardar" cancelLabel="Cancelar" onCancel={() => undefined}>
      <TextField name="name" label="Nombre" required />
      <TextField name="secret" label="Clave" type="password" required />
      <TextField name="notes" label="Notas" multiline required />
      <ChoiceField name="kind" label="Tipo" options={['Uno', 'Dos']} required />
      <CheckboxField name="accepted" label="Acepto las condiciones" required />
      <CheckboxField name="active" label="Activo" asSwitch required />
      <MoneyField name="amount" label="Monto" required />
      <LocationCascade />
      <FileField name="photo" label="Foto" kind="image" required={files} />
      <FileField name="reports" label="Informes" kind="report" multiple required={files} />
    </PortalForm>
  );
}

const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

describe('PortalForm: the error summary of a failed submission (GOV.UK pattern)', () => {
  it('links every invalid field of every kind, in order, each input described by its one message', async () => {
    const user = setup();
    const { requests } = mockApi(lookups);
    renderScreen(<EveryField />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const links = await expectErrorSummary(user);
    expect(links).toEqual([
      FORM_TEXTS.summaryLink('Nombre', MSG.required),
      FORM_TEXTS.summaryLink('Clave', MSG.required),
      FORM_TEXTS.summaryLink('Notas', MSG.required),
      FORM_TEXTS.summaryLink('Tipo', MSG.required),
      FORM_TEXTS.summaryLink('Acepto las condiciones', MSG.required),
      FORM_TEXTS.summaryLink('Activo', MSG.required),
      FORM_TEXTS.summaryLink('Monto', MSG.required),
      // canton and district cannot be chosen before the province: their errors wait for it
      FORM_TEXTS.summaryLink(LOCATION_LABELS.province, MSG.required),
      FORM_TEXTS.summaryLink('Foto', UPLOAD_MSG.fileRequired),
      FORM_TEXTS.summaryLink('Informes', UPLOAD_MSG.fileRequired),
    ]);
    expect(screen.getByRole('radiogroup', { name: 'Tipo' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(LOCATION_LABELS.canton)).toBeDisabled();
    expect(screen.getByLabelText(LOCATION_LABELS.canton)).not.toHaveAttribute('aria-invalid');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows a server answer on its field when it names one, and any other as a plain line', async () => {
    const user = setup();
    mockApi({ ...lookups, 'POST /api/things': { status: 400, body: [MSG.duplicateEmail, 'Otro problema'] } });
    renderScreen(<EveryField serverFields={{ [MSG.duplicateEmail]: 'name' }} required={['name']} files={false} />);
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const summary = await screen.findByRole('alert', { name: FORM_TEXTS.summaryTitle });
    expect(within(summary).getByRole('link')).toHaveTextContent(FORM_TEXTS.summaryLink('Nombre', MSG.duplicateEmail));
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([FORM_TEXTS.summaryLink('Nombre', MSG.duplicateEmail), 'Otro problema']);
    await waitFor(() => expect(summary).toHaveFocus());
    const name = screen.getByLabelText('Nombre');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)).toHaveTextContent(MSG.duplicateEmail);
  });

  it('shows the error of a place not chosen yet on the first level left to choose', async () => {
    const user = setup();
    mockApi(lookups);
    renderScreen(<EveryField required={['districtId']} files={false} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectErrorSummary(user)).toEqual([FORM_TEXTS.summaryLink(LOCATION_LABELS.province, MSG.required)]);
    await chooseOption(user, LOCATION_LABELS.province, 'San José');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await expectErrorSummary(user)).toEqual([FORM_TEXTS.summaryLink(LOCATION_LABELS.canton, MSG.required)]);
    expect(screen.getByLabelText(LOCATION_LABELS.province)).not.toHaveAttribute('aria-invalid');
  });
});

describe('PortalForm: one submission at a time, each with its Idempotency-Key', () => {
  function Single() {
    return (
      <PortalForm<{ name?: string }>
        label="Formulario"
        onSubmit={async (values, { idempotencyKey }) => {
          await call(() => http.post('things', { json: values, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }));
        }}
        validate={(values) => (values.name ? {} : { name: MSG.required })}
        submitLabel="Guardar"
      >
        <TextField name="name" label="Nombre" required />
      </PortalForm>
    );
  }

  it('disables the button while the request runs; a second click sends nothing', async () => {
    const user = setup();
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { requests } = mockApi({ 'POST /api/things': () => new Promise((resolve) => (answer = resolve)) });
    renderScreen(<Single />);
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    const save = screen.getByRole('button', { name: 'Guardar' });
    await user.click(save);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(save).toBeDisabled();
    await user.click(save);
    await user.type(screen.getByLabelText('Nombre'), '{Enter}');
    answer({ status: 201, body: { id: 1 } });
    await waitFor(() => expect(save).toBeEnabled());
    expect(requests).toHaveLength(1);
  });

  it('reuses the key when the very same submission is retried after no answer, and takes a new one otherwise', async () => {
    const user = setup();
    const outcomes: Array<'offline' | number> = ['offline', 201, 400, 201];
    const { requests } = mockApi({
      'POST /api/things': () => {
        const outcome = outcomes.shift();
        if (outcome === 'offline') throw new TypeError('Failed to fetch');
        return { status: outcome, body: outcome === 400 ? ['Rechazado'] : { id: 1 } };
      },
    });
    renderScreen(<Single />);
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    const save = screen.getByRole('button', { name: 'Guardar' });
    const sent = async (count: number) => {
      await user.click(save);
      await waitFor(() => expect(requests).toHaveLength(count));
      await waitFor(() => expect(save).toBeEnabled());
    };
    await sent(1);
    expect(await screen.findByRole('alert', { name: FORM_TEXTS.summaryProblemTitle })).toHaveTextContent('Error de conexión');
    await sent(2);
    await user.type(screen.getByLabelText('Nombre'), 'Mora');
    await sent(3);
    await sent(4);
    const keys = requests.map((r) => r.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys.every((key) => /^[0-9a-f-]{36}$/.test(key ?? ''))).toBe(true);
    // the retry after no answer is the same submission; the next ones are new, even after a refusal
    expect(keys[1]).toBe(keys[0]);
    expect(new Set([keys[1], keys[2], keys[3]]).size).toBe(3);
  });
});

describe('FileField and MoneyField', () => {
  it('says what it takes before a file is chosen, in Spanish, and lists the chosen file with Quitar', async () => {
    const user = setup();
    mockApi(lookups);
    renderScreen(<EveryField />);
    const photo = screen.getByLabelText('Foto');
    expect(photo).toHaveAttribute('type', 'file');
    expect(photo).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    const item = photo.closest<HTMLElement>('.plain-field')!;
    expect(within(item).getByRole('button', { name: new RegExp(`^${FORM_TEXTS.chooseFile}\\b.*\\bFoto$`) })).toBeInTheDocument();
    expect(item).toHaveTextContent(FORM_TEXTS.fileRules(['.jpg', '.jpeg', '.png'], false));
    expect(FORM_TEXTS.fileRules(['.jpg', '.jpeg', '.png'], false)).toBe('Un archivo .jpg, .jpeg o .png, de hasta 10 MB.');
    await user.upload(photo, new File(['x'], 'frente.png', { type: 'image/png' }));
    const chosen = within(item).getByRole('list', { name: FORM_TEXTS.chosenFiles('Foto') });
    expect(chosen).toHaveTextContent('frente.png');
    await user.click(within(chosen).getByRole('button', { name: FORM_TEXTS.removeFile('frente.png') }));
    expect(within(item).queryByText('frente.png')).not.toBeInTheDocument();
    expect(within(item).getByText(UPLOAD_MSG.fileRequired)).toBeInTheDocument();
  });

  it('groups colones as they are typed, with ₡ before them', async () => {
    const user = setup();
    mockApi(lookups);
    renderScreen(<EveryField />);
    const amount = screen.getByLabelText('Monto');
    await user.type(amount, '847000');
    expect(amount).toHaveValue(new Intl.NumberFormat('es-CR').format(847_000));
    expect(amount.closest('.plain-money')).toHaveTextContent('₡');
    // a digit typed in the middle stays where it was typed, and the caret after it, as the groups move
    const grouped = (n: number) => new Intl.NumberFormat('es-CR').format(n);
    await user.type(amount, '1', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(amount).toHaveValue(grouped(8_147_000));
    expect((amount as HTMLInputElement).selectionStart).toBe(grouped(8_147_000).indexOf('1') + 1);
    // céntimos after the decimal comma; emptied, the amount is empty rather than 0
    await user.clear(amount);
    await user.type(amount, '1500,5');
    expect(amount).toHaveValue(`${grouped(1500)},5`);
    await user.clear(amount);
    expect(amount).toHaveValue('');
  });
});
