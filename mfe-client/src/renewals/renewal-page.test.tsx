import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RENEWAL_MSG, UPLOAD_MSG, addMonths, type CertificateRenewals, type Renewal } from '@portal/shared-api';
import { signInAs } from '@portal/shared-auth/test-token';
import { formatColones, formatDateTime } from '@portal/shared-ui';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { TEXTS } from '../texts';
import { RenewalPage } from './renewal-page';

const T = TEXTS.renewal;
const plain = (text: string) => text.replace(/\s/g, ' ');
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

const offer: CertificateRenewals = {
  propertyId: 12,
  propertyName: 'Finca El Roble',
  certificateStatus: 'Vigente',
  validUntil: '2027-02-10T15:00:00.000Z',
  amount: 150_000,
  periodMonths: 12,
  renewable: true,
  notRenewableReason: null,
  renewals: [],
};

const asked: Renewal = {
  id: 7,
  propertyId: 12,
  propertyName: 'Finca El Roble',
  ownerFullName: 'Ana Mora',
  amount: 150_000,
  periodMonths: 12,
  status: 'Solicitada',
  dateCreated: '2026-11-27T15:00:00.000Z',
  dateDecided: null,
  reason: null,
  paymentVoucher: { url: '/api/renewals/7/files/40', name: 'anualidad.pdf' },
  certificateStatus: 'Vigente',
  validUntil: '2027-02-10T15:00:00.000Z',
  validUntilAfter: null,
};

describe('/Propiedades/Renovar/{id} (beyond the spec)', () => {
  beforeEach(() => signInAs('Cliente'));
  afterEach(() => jest.restoreAllMocks());

  it('shows what renewing costs and gives, asks for the voucher, sends it and shows the renewal in review', async () => {
    const user = setup();
    let sent = false;
    const { requests } = mockApi({
      'GET /api/renewals/property/12': () => ({ body: sent ? { ...offer, renewable: false, notRenewableReason: RENEWAL_MSG.waiting, renewals: [asked] } : offer }),
      'POST /api/renewals': () => ((sent = true), { body: asked }),
    });
    renderScreen(<RenewalPage />, '/Propiedades/Renovar/:id', '/Propiedades/Renovar/12');
    const amount = (await screen.findByText(T.facts.amount)).closest('tr')!;
    expect(within(amount).getByText(plain(formatColones(150_000)))).toBeInTheDocument();
    const until = addMonths(new Date(offer.validUntil!), 12).toISOString();
    expect(screen.getByText(T.periodUntil(12, formatDateTime(until)))).toBeInTheDocument();
    expect(screen.getByText('Vigente')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getAllByText(UPLOAD_MSG.fileRequired).length).toBeGreaterThan(0);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.upload(screen.getByLabelText(T.voucher), new File(['%PDF-1.4'], 'anualidad.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.sent)).toBeInTheDocument();
    const form = await requests.find((r) => r.method === 'POST')!.formData();
    expect(form.get('propertyId')).toBe('12');
    expect((form.get('paymentVoucher') as File).name).toBe('anualidad.pdf');
    // the form gives way to the renewal in review
    await waitFor(() => expect(screen.queryByRole('button', { name: T.submit })).not.toBeInTheDocument());
    expect(screen.getByText(T.waitingLine)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${T.voucher}: anualidad.pdf` })).toBeInTheDocument();
  });

  it('says why a certificate cannot be renewed, with no form, and lists the decided renewals', async () => {
    mockApi({
      'GET /api/renewals/property/12': {
        body: {
          ...offer,
          certificateStatus: 'Retirada',
          renewable: false,
          notRenewableReason: RENEWAL_MSG.notRenewable('Retirada'),
          renewals: [{ ...asked, status: 'Rechazada', reason: 'El comprobante no es legible.', dateDecided: '2026-11-28T15:00:00.000Z' }],
        },
      },
    });
    renderScreen(<RenewalPage />, '/Propiedades/Renovar/:id', '/Propiedades/Renovar/12');
    expect(await screen.findByText(RENEWAL_MSG.notRenewable('Retirada'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.submit })).not.toBeInTheDocument();
    expect(screen.getByText(T.rejectedLine(formatDateTime('2026-11-28T15:00:00.000Z'), 'El comprobante no es legible.'))).toBeInTheDocument();
  });

  it('tells the owner of a suspended certificate that it stays suspended', async () => {
    mockApi({ 'GET /api/renewals/property/12': { body: { ...offer, certificateStatus: 'Suspendida' } } });
    renderScreen(<RenewalPage />, '/Propiedades/Renovar/:id', '/Propiedades/Renovar/12');
    expect(await screen.findByText(T.suspended)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.submit })).toBeEnabled();
  });

  it('shows the server’s refusal of the voucher in the form', async () => {
    const user = setup();
    mockApi({
      'GET /api/renewals/property/12': { body: offer },
      'POST /api/renewals': { status: 409, body: { status: 409, title: RENEWAL_MSG.waiting } },
    });
    renderScreen(<RenewalPage />, '/Propiedades/Renovar/:id', '/Propiedades/Renovar/12');
    await user.upload(await screen.findByLabelText(T.voucher), new File(['%PDF-1.4'], 'anualidad.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(RENEWAL_MSG.waiting, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(T.sent)).not.toBeInTheDocument();
  });
});
