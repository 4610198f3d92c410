import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared-api/client';
import { TRANSFER_MSG, formatVolume, type OriginTransfer, type ShipmentHolding, type TransferReceiver } from '@portal/shared-api';
import { signInAs } from '@portal/shared-auth/test-token';
import { chooseOption, expectErrorSummary, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { TEXTS } from '../texts';
import { holdingLabel } from './shipment-status';
import { TransfersPage } from './transfers-page';

const T = TEXTS.transfers;
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

const teak = [{ code: 'teca', scientificName: 'Tectona grandis', commonName: 'Teca', volume: 30 }];
const transfer = (overrides: Partial<OriginTransfer> = {}): OriginTransfer => ({
  id: 7,
  originNumber: 'CO-2026-000011',
  originStatus: 'Válido',
  propertyName: 'Finca Los Almendros',
  species: teak,
  senderId: 21,
  senderName: 'Rafael Quesada Solís',
  receiverId: 12,
  receiverName: 'Laura Jiménez Arce',
  receiverPropertyId: 44,
  receiverPropertyName: 'Aserradero La Garza',
  volume: 12.5,
  reference: 'Factura 001-4432',
  status: 'Pendiente',
  createdAt: '2026-11-27T15:00:00.000Z',
  decidedAt: null,
  decidedByName: null,
  incoming: true,
  ...overrides,
});
const holding: ShipmentHolding = {
  originNumber: 'CO-2026-000003',
  propertyId: 31,
  propertyName: 'Finca El Roble',
  certificateStatus: 'Vigente',
  validUntil: '2027-06-30T06:00:00.000Z',
  species: teak,
  issuedAt: '2026-09-28T15:00:00.000Z',
  volume: 30,
  remaining: 18,
  receivedFrom: null,
};
const depot: TransferReceiver = { propertyId: 52, name: 'Depósito El Cruce · Maderas del Sur S.A.', category: 'Depósitos de madera' };

describe('/Despachos/Transferencias (beyond the spec): origin certificates handed to certified sawmills and depots', () => {
  beforeEach(() => signInAs('Cliente'));
  afterEach(() => jest.restoreAllMocks());

  it('the receiver accepts a pending transfer after confirming, and the lists are read again', async () => {
    const user = setup();
    let accepted = false;
    const { requests } = mockApi({
      'GET /api/shipments/transfers': () => ({ body: [transfer(accepted ? { status: 'Aceptada', decidedAt: '2026-11-28T15:00:00.000Z' } : {})] }),
      'GET /api/shipments/holdings': { body: [] },
      'GET /api/shipments/transfers/receivers': { body: [depot] },
      'POST /api/shipments/transfers/7/accept': () => {
        accepted = true;
        return { body: transfer({ status: 'Aceptada' }) };
      },
    });
    renderScreen(<TransfersPage />, '/Despachos/Transferencias');
    const incoming = within((await screen.findByRole('heading', { name: T.incomingTitle })).closest('section')!);
    expect(incoming.getByText('Rafael Quesada Solís')).toBeInTheDocument();
    expect(incoming.getAllByText(formatVolume(12.5)).length).toBeGreaterThan(0);
    // nothing to transfer: the form says why instead of offering an empty choice
    expect(screen.getByText(T.noHoldings)).toBeInTheDocument();

    await user.click(incoming.getByRole('button', { name: T.accept }));
    expect(await screen.findByText(T.confirmAccept(formatVolume(12.5), 'CO-2026-000011'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.yes }));
    expect(await screen.findByText(T.done.accept)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(T.incomingNone)).toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'POST').map((request) => new URL(request.url).pathname)).toEqual(['/api/shipments/transfers/7/accept']);
    const history = within(screen.getByRole('heading', { name: T.historyTitle }).closest('section')!);
    expect(history.getByText('Aceptada')).toBeInTheDocument();
  });

  it('the sender transfers volume to a depot: the form names what is missing, sends with its Idempotency-Key, and shows the server’s refusal', async () => {
    const user = setup();
    let answer = { status: 409, body: { status: 409, title: TRANSFER_MSG.exceeds(holding.originNumber, 18, 20) } } as { status: number; body: unknown };
    const { requests } = mockApi({
      'GET /api/shipments/transfers': { body: [] },
      'GET /api/shipments/holdings': { body: [holding] },
      'GET /api/shipments/transfers/receivers': { body: [depot] },
      'POST /api/shipments/transfers': () => answer,
    });
    renderScreen(<TransfersPage />, '/Despachos/Transferencias');
    await screen.findByRole('heading', { name: T.sendTitle });
    expect(screen.getByText(T.historyNone)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.submit }));
    const links = await expectErrorSummary(user);
    expect(links).toEqual(expect.arrayContaining([`${T.receiver}: ${TRANSFER_MSG.receiver}`, `${T.volume}: ${TRANSFER_MSG.volume}`]));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await chooseOption(user, T.origin, holdingLabel(holding));
    await chooseOption(user, T.receiver, `${depot.name} (${depot.category})`);
    await user.type(screen.getByLabelText(T.volume), '20');
    await user.type(screen.getByLabelText(T.reference), 'Guía 88120');
    await user.click(screen.getByRole('button', { name: T.submit }));
    // the error summary names it as the spec writes a server's refusal: its status, then its words
    expect(await screen.findByText(`409 - ${TRANSFER_MSG.exceeds(holding.originNumber, 18, 20)}`)).toBeInTheDocument();

    answer = { status: 201, body: transfer({ incoming: false, receiverPropertyName: 'Depósito El Cruce', originNumber: holding.originNumber, volume: 18 }) };
    await user.clear(screen.getByLabelText(T.volume));
    await user.type(screen.getByLabelText(T.volume), '18');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.sent(holding.originNumber, 'Depósito El Cruce'))).toBeInTheDocument();
    // the form starts again empty, for the next load
    await waitFor(() => expect(screen.getByLabelText(T.volume)).toHaveValue(''));
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await posts[1]!.json()).toEqual({ originNumber: holding.originNumber, receiverPropertyId: 52, volume: 18, reference: 'Guía 88120' });
  });
});
