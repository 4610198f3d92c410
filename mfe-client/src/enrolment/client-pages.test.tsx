import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_MSG } from '@portal/shared-api';
import { ENROLMENT_TEXTS, LIST_TEXTS, formatColones } from '@portal/shared-ui';
import { enrolmentDetail, enrolmentRow, expectListFits, findCard, listHeaders, listPage, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setScreenWidth } from '../../../tools/jest/screen-width';
import { TEXTS } from '../texts';
import { ClientDisplayPage } from './client-display-page';
import { ClientIndexPage } from './client-index-page';

const D = TEXTS.display;
const L = TEXTS.list;

describe('/Inscripcion/ClientIndex (spec §2)', () => {
  const row = enrolmentRow();

  it('lists the client’s enrolments with the spec columns, each to its detail', async () => {
    mockApi({ 'GET /api/inscriptions/clientindex': listPage([row]) });
    renderScreen(<ClientIndexPage />, '/Inscripcion/ClientIndex');
    expect(await screen.findByRole('link', { name: `${L.view} 7` })).toHaveAttribute('href', '/Inscripcion/ClientDisplay/7');
    // below 1280 px the row shows these; from 1280 px every column the spec names
    expect(listHeaders(screen.getByRole('table')).narrow).toEqual([L.name, L.category, L.date, L.modality, L.status, LIST_TEXTS.actions]);
    expect(listHeaders(screen.getByRole('table')).wide).toEqual([L.name, L.category, L.date, L.modality, L.days, L.status, LIST_TEXTS.actions]);
    expectListFits(screen.getByRole('table'));
    expect(screen.getByText('Subsanar').closest('td')).toHaveClass('list-table__sticky');
    expect(screen.getByRole('link', { name: `${L.view} 7` }).closest('td')).toHaveClass('list-table__sticky');
    expect(screen.getByRole('link', { name: LIST_TEXTS.create(L.entity) })).toHaveClass('plain-button--primary');
    const tableRow = screen.getByText('Subsanar').closest('tr')!;
    await userEvent.setup({ delay: null }).click(within(tableRow).getByRole('button', { name: 'Expandir fila' }));
    expect(within(tableRow.nextElementSibling as HTMLElement).getByText('19')).toBeInTheDocument();
  });

  it('on a phone shows each enrolment as a card with its status and Ver, and Crear Inscripción across the screen', async () => {
    setScreenWidth(375);
    mockApi({ 'GET /api/inscriptions/clientindex': listPage([row]) });
    renderScreen(<ClientIndexPage />, '/Inscripcion/ClientIndex');
    const card = await findCard('Ana Mora Solís');
    expect(within(card).getByText('Subsanar')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `${L.view} 7` })).toHaveAttribute('href', '/Inscripcion/ClientDisplay/7');
    expect(within(card).getByText('Depósitos de madera')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LIST_TEXTS.create(L.entity) })).toHaveClass('plain-button--primary', 'paged-list__create');
  });
});

describe('/Inscripcion/ClientDisplay/{id} (spec §2, §4)', () => {
  it('in Pagar, uploads the payment voucher (.pdf .jpg .jpeg) and goes home', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { requests } = mockApi({
      'GET /api/inscriptions/display/7': { body: enrolmentDetail({ status: 'Pagar', price: 145_000, actions: ['pay'], version: 4 }) },
      'PUT /api/inscriptions/pay/7': { body: {} },
    });
    const { router } = renderScreen(<ClientDisplayPage />, '/Inscripcion/ClientDisplay/:id', '/Inscripcion/ClientDisplay/7');
    expect(await screen.findByText(D.payHint(formatColones(145_000)).replace(/\s/g, ' '))).toBeInTheDocument();
    const input = screen.getByLabelText(D.paymentVoucher);
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg');
    await user.upload(input, new File(['x'], 'comprobante.png', { type: 'image/png' }));
    expect(await screen.findByText(UPLOAD_MSG.fileType('enrolmentVoucher'))).toBeInTheDocument();
    // antd's upload replaces its hidden input after each choice
    await user.upload(screen.getByLabelText(D.paymentVoucher), new File(['%PDF'], 'comprobante.pdf', { type: 'application/pdf' }));
    await user.type(screen.getByLabelText(D.notes), 'Transferencia 123');
    await user.click(screen.getByRole('button', { name: D.send }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const form = await requests.find((r) => r.method === 'PUT')!.formData();
    expect((form.get('paymentVoucher') as File).name).toBe('comprobante.pdf');
    expect(form.get('notes')).toBe('Transferencia 123');
    expect(form.get('version')).toBe('4');
  });

  it('in Subsanar, asks for the remediation file and shows the administration’s notes', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/inscriptions/display/7': { body: enrolmentDetail({ status: 'Subsanar', notes: 'Falta el plano de la finca', actions: ['remediateback'] }) },
      'PUT /api/inscriptions/remediateback/7': { status: 409, body: { status: 409, title: 'La inscripción está en estado Subsanada y no admite esa acción' } },
    });
    renderScreen(<ClientDisplayPage />, '/Inscripcion/ClientDisplay/:id', '/Inscripcion/ClientDisplay/7');
    expect(await screen.findByText(D.remediateHint)).toBeInTheDocument();
    expect(screen.getAllByText('Falta el plano de la finca').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: D.send }));
    expect(screen.getByText(UPLOAD_MSG.fileRequired)).toBeInTheDocument();
    await user.upload(screen.getByLabelText(D.remediationFile), new File(['%PDF'], 'plano.pdf'));
    await user.click(screen.getByRole('button', { name: D.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent('409 - La inscripción está en estado Subsanada y no admite esa acción');
  });

  it('offers no upload in other states, and shows the detail and its history', async () => {
    mockApi({ 'GET /api/inscriptions/display/7': { body: enrolmentDetail() } });
    renderScreen(<ClientDisplayPage />, '/Inscripcion/ClientDisplay/:id', '/Inscripcion/ClientDisplay/7');
    expect(await screen.findByText('2-123456-000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: D.send })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${ENROLMENT_TEXTS.swornDeclaration}: declaracion.pdf` })).toBeInTheDocument();
    expect(screen.getByText(ENROLMENT_TEXTS.history)).toBeInTheDocument();
  });
});
