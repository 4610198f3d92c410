import { screen, waitFor, within } from '@testing-library/react';
import { APPOINTMENT_STATUS, DEFAULT_REPORT_TYPE, REGENT_RESULTS, REPORT_TYPES, TOTAL_RECORDS_HEADER, UPLOAD_MSG, VISIT_MSG, type Appointment } from '@portal/shared-api';
import { FORM_TEXTS, LIST_TEXTS } from '@portal/shared-ui';
import { appointment as visit, expectErrorSummary, expectListFits, findCard, listHeaders, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setScreenWidth } from '../../../tools/jest/screen-width';
import { person, signInAsRegent } from '../testing';
import { TEXTS } from '../texts';
import { ExpiredVisitsPage, MyVisitsPage } from './visit-lists';
import { VisitPage } from './visit-page';

const [ORDINARY_REPORT, REMEDIATION_REPORT] = REPORT_TYPES;

const L = TEXTS.visits;
const V = TEXTS.visit;

const appointment = (overrides: Partial<Appointment> = {}): Appointment =>
  visit({
    property: { id: 31, sheetNumber: '2-123456-000', fantasyName: null, province: 'Alajuela', canton: 'San Carlos', district: 'Quesada', address: '1 km al norte de la plaza' },
    customer: { userFullName: 'Ana Mora Solís' },
    certifierId: 12,
    propertyId: 31,
    canRegister: true,
    ...overrides,
  });

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const puts = (requests: Request[]) => requests.filter((r) => r.method === 'PUT');

describe('/Citas/MisCitas Mis Visitas (spec §2)', () => {
  it('shows #, # Finca, Direccion, Propietario, Fecha, Notas and the real Estado, each row opening its visit', async () => {
    const { requests } = mockApi({
      'GET /api/appointments/appointments': {
        body: [appointment(), appointment({ id: 10, appointmentStatus: APPOINTMENT_STATUS.regentApproved, customer: { userFullName: 'Maderas del Norte S.A.' } })],
        headers: { [TOTAL_RECORDS_HEADER]: '2' },
      },
    });
    renderScreen(<MyVisitsPage />, '/Citas/MisCitas');
    expect(screen.getByRole('heading', { name: L.title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: L.openLabel(10) })).toHaveAttribute('href', '/Citas/10');
    expect(screen.getByRole('link', { name: L.openLabel(9) })).toHaveAttribute('href', '/Citas/9');
    // # and Direccion are in the row's expansion: the status and Abrir stay in view
    // below 1280 px the row shows these; from 1280 px every column the spec names
    expect(listHeaders(screen.getByRole('table')).narrow).toEqual(['# Finca', 'Propietario', 'Fecha', 'Notas', 'Estado', LIST_TEXTS.actions]);
    expect(listHeaders(screen.getByRole('table')).wide).toEqual(['#', '# Finca', 'Direccion', 'Propietario', 'Fecha', 'Notas', 'Estado', LIST_TEXTS.actions]);
    expectListFits(screen.getByRole('table'));
    const first = screen.getByRole('link', { name: L.openLabel(9) }).closest('tr')!;
    expect(within(first).getByRole('link', { name: L.openLabel(9) }).closest('td')).toHaveClass('list-table__sticky');
    expect(within(first).getByText(APPOINTMENT_STATUS.pending).closest('td')).toHaveClass('list-table__sticky');
    expect(first).toHaveTextContent('2-123456-000');
    expect(first).toHaveTextContent('Ana Mora Solís');
    expect(first).toHaveTextContent('Revisión de linderos');
    expect(first).toHaveTextContent('2026-11-03');
    expect(within(first).getByText(APPOINTMENT_STATUS.pending)).toBeInTheDocument();
    const second = screen.getByRole('link', { name: L.openLabel(10) }).closest('tr')!;
    expect(within(second).getByText(APPOINTMENT_STATUS.regentApproved)).toBeInTheDocument();
    const url = new URL(requests[0].url);
    expect(url.pathname).toBe('/api/appointments/appointments');
    expect(url.searchParams.get('page')).toBe('1');

    await person().click(within(first).getByRole('button', { name: 'Expandir fila' }));
    const expansion = first.nextElementSibling as HTMLElement;
    expect(expansion).toHaveTextContent('#9');
    expect(expansion).toHaveTextContent('Direccion1 km al norte de la plaza');
  });

  it('on a phone shows each visit as a card with its farm, status, fields and Abrir', async () => {
    setScreenWidth(375);
    mockApi({ 'GET /api/appointments/appointments': { body: [appointment()], headers: { [TOTAL_RECORDS_HEADER]: '1' } } });
    renderScreen(<MyVisitsPage />, '/Citas/MisCitas');
    const card = await findCard('2-123456-000');
    expect(within(card).getByText(APPOINTMENT_STATUS.pending)).toBeInTheDocument();
    for (const text of ['1 km al norte de la plaza', 'Ana Mora Solís', 'Revisión de linderos']) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: L.openLabel(9) })).toHaveAttribute('href', '/Citas/9');
  });
});

describe('/Citas/MisCitasExpiradas (spec §2, §4)', () => {
  it('asks for the expired visits and always shows Expirada', async () => {
    const { requests } = mockApi({
      'GET /api/appointments/expiredappointments': { body: [appointment({ appointmentStatus: APPOINTMENT_STATUS.pending })], headers: { [TOTAL_RECORDS_HEADER]: '1' } },
    });
    renderScreen(<ExpiredVisitsPage />, '/Citas/MisCitasExpiradas');
    const row = (await screen.findByRole('link', { name: L.openLabel(9) })).closest('tr')!;
    expect(within(row).getByText(APPOINTMENT_STATUS.expired)).toBeInTheDocument();
    expect(within(row).queryByText(APPOINTMENT_STATUS.pending)).not.toBeInTheDocument();
    expect(new URL(requests[0].url).pathname).toBe('/api/appointments/expiredappointments');
  });
});

// radios are found by their label: naming every element by role is slow under jsdom with antd's styles
describe('/Citas/{id} the regent’s visit form (spec §2, §4, §5, §8)', () => {
  beforeEach(() => signInAsRegent(12));

  const open = (a: Appointment = appointment(), put?: Parameters<typeof mockApi>[0][string]) => {
    const api = mockApi({ 'GET /api/appointments/9': { body: a }, ...(put ? { 'PUT /api/appointments': put } : {}) });
    const view = renderScreen(<VisitPage />, '/Citas/:id', '/Citas/9');
    return { ...api, ...view };
  };

  it('shows the property, the owner, the date and the notes; Informe Ordinario is chosen and no result is', async () => {
    open();
    expect(await screen.findByRole('heading', { name: V.title(9) })).toBeInTheDocument();
    expect(await screen.findByText('Ana Mora Solís')).toBeInTheDocument();
    expect(screen.getByText('2-123456-000')).toBeInTheDocument();
    expect(screen.getByText('1 km al norte de la plaza')).toBeInTheDocument();
    expect(screen.getByText('Quesada, San Carlos, Alajuela')).toBeInTheDocument();
    expect(screen.getByText(/^2026-11-03 /)).toBeInTheDocument();
    expect(screen.getByLabelText(DEFAULT_REPORT_TYPE)).toBeChecked();
    expect(screen.getByLabelText(REMEDIATION_REPORT)).not.toBeChecked();
    for (const result of REGENT_RESULTS) expect(screen.getByLabelText(result)).not.toBeChecked();
    expect(screen.getByLabelText(V.result)).toHaveAttribute('role', 'radiogroup');
    expect(screen.getByLabelText(V.notes)).toHaveValue('Revisión de linderos');
    expect(screen.getByLabelText(V.reports)).toHaveAttribute('accept', '.pdf,.doc,.docx,.xls,.xlsx');
    expect(screen.getByLabelText(V.reports)).toHaveAttribute('multiple');
  });

  it('says both errors when nothing is chosen, and each one alone, sending nothing', async () => {
    const user = person();
    const { requests } = open();
    const save = await screen.findByRole('button', { name: V.submit });
    await user.click(save);
    let alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(VISIT_MSG.reportMissing);
    expect(alert).toHaveTextContent(VISIT_MSG.resultMissing);

    await user.click(screen.getByLabelText(APPOINTMENT_STATUS.remediable));
    await user.click(save);
    await waitFor(() => expect(screen.getByRole('alert')).not.toHaveTextContent(VISIT_MSG.resultMissing));
    alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(VISIT_MSG.reportMissing);
    expect(puts(requests)).toHaveLength(0);
  });

  it('shows each error beside its field, and the summary links to both fields', async () => {
    const user = person();
    open();
    await user.click(await screen.findByRole('button', { name: V.submit }));
    expect(await expectErrorSummary(user)).toEqual([FORM_TEXTS.summaryLink(V.result, VISIT_MSG.resultMissing), FORM_TEXTS.summaryLink(V.reports, VISIT_MSG.reportMissing)]);
    expect(screen.getByRole('radiogroup', { name: V.result })).toHaveAccessibleDescription(VISIT_MSG.resultMissing);
    expect(screen.getByLabelText(V.reports)).toHaveAccessibleDescription(new RegExp(`^${VISIT_MSG.reportMissing}`));
    expect(screen.getAllByText(VISIT_MSG.resultMissing)).toHaveLength(1);
    expect(screen.getAllByText(VISIT_MSG.reportMissing)).toHaveLength(1);
  });

  it('asks for the result when only the report is attached', async () => {
    const user = person();
    const { requests } = open();
    await user.upload(await screen.findByLabelText(V.reports), pdf('informe.pdf'));
    await user.click(screen.getByRole('button', { name: V.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(VISIT_MSG.resultMissing);
    expect(alert).not.toHaveTextContent(VISIT_MSG.reportMissing);
    expect(puts(requests)).toHaveLength(0);
  });

  it('refuses a report that is not .pdf .doc .docx .xls or .xlsx', async () => {
    const user = person({ applyAccept: false });
    const { requests } = open();
    await user.upload(await screen.findByLabelText(V.reports), new File(['MZ'], 'informe.exe'));
    expect(await screen.findByText(UPLOAD_MSG.fileType('report'))).toBeInTheDocument();
    await user.click(screen.getByLabelText(APPOINTMENT_STATUS.regentApproved));
    await user.click(screen.getByRole('button', { name: V.submit }));
    expect(puts(requests)).toHaveLength(0);
  });

  it('sends id, result, notes, report type and every report file, then goes home with a notice', async () => {
    const user = person();
    const { requests, router } = open(appointment(), { body: { id: 9 } });
    // antd's upload replaces its hidden input after each choice: the input is looked up each time
    await user.upload(await screen.findByLabelText(V.reports), [pdf('informe.pdf'), new File(['xlsx'], 'mediciones.xlsx')]);
    await user.upload(screen.getByLabelText(V.reports), [pdf('fotos.pdf')]);
    await user.upload(screen.getByLabelText(V.reports), [pdf('borrador.pdf')]);
    const chosen = screen.getByRole('list', { name: FORM_TEXTS.chosenFiles(V.reports) });
    expect(within(chosen).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['informe.pdf', 'mediciones.xlsx', 'fotos.pdf', 'borrador.pdf']);
    await user.click(within(chosen).getByRole('button', { name: FORM_TEXTS.removeFile('borrador.pdf') }));
    expect(within(chosen).queryByText('borrador.pdf')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText(APPOINTMENT_STATUS.regentRejected));
    await user.click(screen.getByLabelText(REMEDIATION_REPORT));
    const notes = screen.getByLabelText(V.notes);
    await user.clear(notes);
    await user.type(notes, 'Faltan rótulos en la finca');
    await user.click(screen.getByRole('button', { name: V.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ flash: V.saved(9, APPOINTMENT_STATUS.regentRejected) });
    const form = await puts(requests)[0].formData();
    expect(form.get('id')).toBe('9');
    expect(form.get('AppointmentStatus')).toBe(APPOINTMENT_STATUS.regentRejected);
    expect(form.get('notes')).toBe('Faltan rótulos en la finca');
    expect(form.get('ReportStatus')).toBe(REMEDIATION_REPORT);
    expect(form.getAll('MultipleReports').map((f) => (f as File).name)).toEqual(['informe.pdf', 'mediciones.xlsx', 'fotos.pdf']);
  });

  it('sends the result with its Idempotency-Key, and the same key again when it is retried after no answer', async () => {
    const user = person();
    const outcomes: Array<'offline' | number> = ['offline', 200];
    const { requests, router } = open(appointment(), () => {
      if (outcomes.shift() === 'offline') throw new TypeError('Failed to fetch');
      return { body: { id: 9 } };
    });
    await user.upload(await screen.findByLabelText(V.reports), pdf('informe.pdf'));
    await user.click(screen.getByLabelText(APPOINTMENT_STATUS.regentApproved));
    await user.click(screen.getByRole('button', { name: V.submit }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Citas/9');
    await user.click(screen.getByRole('button', { name: V.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const keys = puts(requests).map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends the default report type when the regent does not change it', async () => {
    const user = person();
    const { requests, router } = open(appointment(), { body: {} });
    await user.upload(await screen.findByLabelText(V.reports), pdf('informe.pdf'));
    await user.click(screen.getByLabelText(APPOINTMENT_STATUS.regentApproved));
    await user.click(screen.getByRole('button', { name: V.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const form = await puts(requests)[0].formData();
    expect(form.get('ReportStatus')).toBe(ORDINARY_REPORT);
    expect(form.getAll('MultipleReports')).toHaveLength(1);
  });

  it('shows the error message when the visit cannot be saved, and stays', async () => {
    const user = person();
    const { router } = open(appointment(), { status: 409, body: { status: 409, title: VISIT_MSG.appointmentClosed } });
    await user.upload(await screen.findByLabelText(V.reports), pdf('informe.pdf'));
    await user.click(screen.getByLabelText(APPOINTMENT_STATUS.remediable));
    await user.click(screen.getByRole('button', { name: V.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`409 - ${VISIT_MSG.appointmentClosed}`);
    expect(router.state.location.pathname).toBe('/Citas/9');
  });

  it('shows the result read-only when the regent can no longer register it', async () => {
    open(
      appointment({
        appointmentStatus: APPOINTMENT_STATUS.approved,
        reportStatus: ORDINARY_REPORT,
        adminNotes: 'Informe completo',
        multipleReports: [{ url: '/api/appointments/9/files/1', name: 'informe.pdf' }],
        canRegister: false,
      }),
    );
    expect(await screen.findByText(V.readOnly)).toBeInTheDocument();
    expect(screen.getByText(APPOINTMENT_STATUS.approved)).toBeInTheDocument();
    expect(screen.getByText(ORDINARY_REPORT)).toBeInTheDocument();
    expect(screen.getByText(V.adminNotes, { selector: 'dt' }).closest('div')).toHaveTextContent('Informe completo');
    expect(screen.getByRole('link', { name: `${V.reports}: informe.pdf` })).toHaveAttribute('href', '/api/appointments/9/files/1');
    expect(screen.queryByRole('button', { name: V.submit })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
