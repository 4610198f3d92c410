import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RENEWAL_MSG, type Renewal } from '@portal/shared-api';
import { formatColones, formatDateTime } from '@portal/shared-ui';
import { expectListFits, listPage, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { TEXTS } from '../texts';
import { RenewalsPage } from './renewals-page';

const T = TEXTS.renewals;

const waiting: Renewal = {
  id: 7,
  propertyId: 12,
  propertyName: 'Finca Los Guayacanes',
  ownerFullName: 'José Pablo Rojas Araya',
  amount: 150_000,
  periodMonths: 12,
  status: 'Solicitada',
  dateCreated: '2026-11-25T15:00:00.000Z',
  dateDecided: null,
  reason: null,
  paymentVoucher: { url: '/api/renewals/7/files/40', name: 'comprobante-anualidad.png' },
  certificateStatus: 'Vigente',
  validUntil: '2027-02-10T15:00:00.000Z',
  validUntilAfter: null,
};

const REASON = 'El comprobante es de otra propiedad del titular.';

describe('/Propiedades/Renovaciones (beyond the spec)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each renewal with its property, amount, voucher and status; Aceptar extends it and the list shows the outcome', async () => {
    const user = userEvent.setup({ delay: null });
    let decided = false;
    const { requests } = mockApi({
      'GET /api/renewals': () => listPage([decided ? { ...waiting, status: 'Aceptada', dateDecided: '2026-11-27T16:00:00.000Z', validUntilAfter: '2028-02-10T15:00:00.000Z' } : waiting]),
      'PUT /api/renewals/accept/7': () => ((decided = true), { body: waiting }),
    });
    renderScreen(<RenewalsPage />, '/Propiedades/Renovaciones');
    expect(screen.getByRole('heading', { name: T.title })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Finca Los Guayacanes' });
    expect(link).toHaveAttribute('href', '/Propiedades/LimiteAdmin/12');
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent(formatColones(150_000).replace(/\s/g, ' '));
    expect(within(row).getByRole('link', { name: `${T.voucher}: comprobante-anualidad.png` })).toBeInTheDocument();
    expectListFits(screen.getByRole('table'));

    await user.click(within(row).getByRole('button', { name: `${T.accept} Finca Los Guayacanes` }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `${T.accept} Finca Los Guayacanes` })).not.toBeInTheDocument());
    expect(screen.getByText('Aceptada')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => new URL(r.url).pathname)).toEqual(['/api/renewals/accept/7']);
  });

  it('asks for the reason before rejecting, keeps it through a refusal, and sends it', async () => {
    const user = userEvent.setup({ delay: null });
    let answer = { status: 409, body: { status: 409, title: RENEWAL_MSG.closed } } as { status?: number; body: unknown };
    const { requests } = mockApi({ 'GET /api/renewals': listPage([waiting]), 'PUT /api/renewals/reject/7': () => answer });
    renderScreen(<RenewalsPage />, '/Propiedades/Renovaciones');
    await user.click(await screen.findByRole('button', { name: `${T.reject} Finca Los Guayacanes` }));
    const dialog = await screen.findByRole('dialog', { name: T.rejectTitle('Finca Los Guayacanes') });
    const confirm = within(dialog).getByRole('button', { name: T.reject });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(T.reasonLabel), REASON);
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RENEWAL_MSG.closed);
    expect(within(dialog).getByLabelText(T.reasonLabel)).toHaveValue(REASON);

    answer = { body: { ...waiting, status: 'Rechazada', reason: REASON, dateDecided: '2026-11-27T16:00:00.000Z' } };
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(await puts[1]!.json()).toEqual({ reason: REASON });
  });

  it('says what became of a decided renewal', async () => {
    mockApi({
      'GET /api/renewals': listPage([
        { ...waiting, id: 8, status: 'Rechazada', reason: REASON, dateDecided: '2026-11-26T16:00:00.000Z' },
        { ...waiting, id: 9, propertyName: 'Finca El Roble', status: 'Aceptada', dateDecided: '2026-11-26T16:00:00.000Z', validUntilAfter: '2028-02-10T15:00:00.000Z' },
      ]),
    });
    renderScreen(<RenewalsPage />, '/Propiedades/Renovaciones');
    expect(await screen.findByRole('link', { name: 'Finca El Roble' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent(T.rejectedFor(REASON));
    expect(screen.queryAllByRole('button', { name: new RegExp(`^${T.accept}`) })).toHaveLength(0);
    expect(document.body).toHaveTextContent(T.acceptedUntil(formatDateTime('2028-02-10T15:00:00.000Z')));
  });
});
