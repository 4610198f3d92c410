import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENROLMENT_MSG, TOTAL_RECORDS_HEADER, type EnrolmentRow } from '@portal/shared-api';
import { enrolmentDetail, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { TEXTS } from '../texts';
import { AdminDisplayPage } from './admin-display-page';
import { EnrolmentListPage } from './enrolment-list-page';

const T = TEXTS.enrolments;

describe('admin enrolment lists (spec §2)', () => {
  it('titles the list Inscripciones, shows the spec columns and downloads the voucher on the paid list', async () => {
    const row: EnrolmentRow = {
      id: 9,
      fullName: 'Maderas del Norte S.A.',
      categoryName: 'Aserraderos',
      email: 'ventas@maderasnorte.cr',
      phoneNumber: '2460-9999',
      dateSolicited: '2026-10-10T15:00:00.000Z',
      status: 'Pagada',
      isCategoryGroup: false,
      modality: 'Individual',
      duration: 42,
      paymentVoucher: '/api/inscriptions/9/files/20',
    };
    const { requests } = mockApi({ 'GET /api/inscriptions/adminindexpayed': { body: [row], headers: { [TOTAL_RECORDS_HEADER]: '1' } } });
    renderScreen(<EnrolmentListPage list="adminindexpayed" />, '/Inscripcion/AdminIndexPayed');
    expect(screen.getByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `${T.view} 9` })).toHaveAttribute('href', '/Inscripcion/AdminDisplay/9');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', T.name, T.category, T.email, T.phone, T.date, T.status, T.modality, T.days, T.voucher]);
    expect(screen.getByRole('link', { name: T.download })).toHaveAttribute('href', '/api/inscriptions/9/files/20');
    expect(new URL(requests[0].url).pathname).toBe('/api/inscriptions/adminindexpayed');
  });
});

describe('/Inscripcion/AdminDisplay/{id} (spec §2, §4)', () => {
  it('offers only the actions of the state; sending for payment carries notes, the new price and the version, then home', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = mockApi({
      'GET /api/inscriptions/display/7': { body: enrolmentDetail({ actions: ['sendforpay', 'remediate', 'reject'], version: 2, notes: 'Falta la cédula por detrás' }) },
      'PUT /api/inscriptions/sendforpay/7': { body: {} },
    });
    const { router } = renderScreen(<AdminDisplayPage />, '/Inscripcion/AdminDisplay/:id', '/Inscripcion/AdminDisplay/7');
    expect(await screen.findByRole('button', { name: T.labels.sendforpay })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.labels.remediate })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.labels.reject })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.labels.accept })).not.toBeInTheDocument();

    // the notes of an earlier action stay in the history, not in the new action
    expect(screen.getByLabelText(T.notes)).toHaveValue('');
    await user.type(screen.getByLabelText(T.notes), 'Documentos completos');
    const price = screen.getByLabelText(T.price);
    await user.clear(price);
    await user.type(price, '120000');
    await user.click(screen.getByRole('button', { name: T.labels.sendforpay }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Presentada → Pagar');
    await user.click(within(dialog).getByRole('button', { name: T.labels.sendforpay }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ flash: T.done(7, 'Pagar') });
    expect(await requests.find((r) => r.method === 'PUT')!.json()).toEqual({ notes: 'Documentos completos', price: 120000, version: 2 });
  });

  it('shows the conflict when another administrator acted first', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/inscriptions/display/7': { body: enrolmentDetail({ status: 'Pagada', actions: ['accept', 'reject'] }) },
      'PUT /api/inscriptions/accept/7': { status: 409, body: { status: 409, title: ENROLMENT_MSG.concurrentChange } },
    });
    renderScreen(<AdminDisplayPage />, '/Inscripcion/AdminDisplay/:id', '/Inscripcion/AdminDisplay/7');
    await user.click(await screen.findByRole('button', { name: T.labels.accept }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.labels.accept }));
    expect(await screen.findByText(`409 - ${ENROLMENT_MSG.concurrentChange}`)).toBeInTheDocument();
  });

  it('says when the state allows no action', async () => {
    mockApi({ 'GET /api/inscriptions/display/7': { body: enrolmentDetail({ status: 'Aceptada', actions: [] }) } });
    renderScreen(<AdminDisplayPage />, '/Inscripcion/AdminDisplay/:id', '/Inscripcion/AdminDisplay/7');
    expect(await screen.findByText(T.noActions)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.labels.reject })).not.toBeInTheDocument();
  });
});
