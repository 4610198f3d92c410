import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared-api/client';
import { SHIPMENT_MSG, formatVolume, type BoundaryShare, type Shipment, type ShipmentHolding } from '@portal/shared-api';
import { signInAs } from '@portal/shared-auth/test-token';
import { LIST_TEXTS, SHARE_TEXTS, formatDateTime } from '@portal/shared-ui';
import { chooseOption, expectErrorSummary, listPage, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { TEXTS } from '../texts';
import { ShipmentFormPage } from './shipment-form-page';
import { ShipmentListPage } from './shipment-list-page';
import { ShipmentPage } from './shipment-page';

const T = TEXTS.shipments;
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

const holding = (overrides: Partial<ShipmentHolding> = {}): ShipmentHolding => ({
  originNumber: 'CO-2026-000001',
  propertyId: 31,
  propertyName: 'Finca El Roble',
  certificateStatus: 'Vigente',
  validUntil: '2027-06-30T06:00:00.000Z',
  species: [{ code: 'teca', scientificName: 'Tectona grandis', commonName: 'Teca', volume: 96.5 }],
  issuedAt: '2026-09-28T15:00:00.000Z',
  volume: 96.5,
  remaining: 51.5,
  receivedFrom: null,
  ...overrides,
});
const teak = holding();
const mixed = holding({
  originNumber: 'CO-2026-000005',
  species: [
    { code: 'teca', scientificName: 'Tectona grandis', commonName: 'Teca', volume: 72.5 },
    { code: 'melina', scientificName: 'Gmelina arborea', commonName: 'Melina', volume: 44.75 },
  ],
  issuedAt: '2026-11-17T15:00:00.000Z',
  volume: 117.25,
  remaining: 117.25,
});
const optionOf = (h: ShipmentHolding) => T.holding(h.originNumber, h.propertyName, h.species.map((s) => s.commonName).join(', '), formatVolume(h.remaining));

const shipment = (overrides: Partial<Shipment> = {}): Shipment => ({
  id: 4,
  code: 'DE-2026-000004',
  clientId: 12,
  clientName: 'Ana Mora',
  buyerName: 'Houthandel Van der Berg B.V.',
  buyerCountry: 'NL',
  buyerCountryName: 'Países Bajos',
  buyerEmail: 'inkoop@vanderberg-hout.nl',
  activity: 'EXPORT',
  hsHeading: '4403',
  hsDescription: 'Madera en bruto, incluso descortezada, desalburada o escuadrada',
  description: 'Trozas de teca y melina de plantación',
  netMassKg: 52_400,
  volume: 80,
  inputVolume: 80,
  shippingDate: '2026-12-14',
  ddsReference: null,
  ddsVerification: null,
  builtOn: [],
  createdAt: '2026-11-27T15:00:00.000Z',
  lines: [
    { originNumber: teak.originNumber, originStatus: 'Válido', propertyId: 31, propertyName: 'Finca El Roble', certificateStatus: 'Vigente', species: teak.species, volume: 30 },
    { originNumber: mixed.originNumber, originStatus: 'Válido', propertyId: 31, propertyName: 'Finca El Roble', certificateStatus: 'Vigente', species: mixed.species, volume: 50 },
  ],
  ddsJson: '/api/shipments/4/dds.json',
  ...overrides,
});

/** Fills the form as a client would, with the teak origin certificate on the first line. */
async function fillLoad(
  user: ReturnType<typeof setup>,
  load: { buyer: string; country: [name: string, typed: string]; email: string; description: string; mass: string; product: string; first: string },
) {
  await user.type(screen.getByLabelText(T.buyerName), load.buyer);
  await chooseOption(user, T.buyerCountry, load.country[0], document.body, load.country[1]);
  await user.type(screen.getByLabelText(T.buyerEmail), load.email);
  await chooseOption(user, T.hsHeading, '4403 · Madera en bruto, incluso descortezada, desalburada o escuadrada');
  await user.type(screen.getByLabelText(T.description), load.description);
  await user.type(screen.getByLabelText(T.netMass), load.mass);
  await user.type(screen.getByLabelText(T.productVolume), load.product);
  fireEvent.change(screen.getByLabelText(T.shippingDateLabel), { target: { value: '2026-12-14' } });
  await chooseOption(user, T.line(1), optionOf(teak));
  await user.type(screen.getByLabelText(T.lineVolume), load.first);
}

describe('/Despachos/Crear (beyond the spec): the client records a load from its origin certificates', () => {
  beforeEach(() => signInAs('Cliente'));
  afterEach(() => jest.restoreAllMocks());

  it('submitted empty, points to each missing field; filled, sends the load with its Idempotency-Key and opens the new shipment', async () => {
    const user = setup();
    const { requests } = mockApi({
      'GET /api/shipments/holdings': { body: [teak, mixed] },
      'POST /api/shipments': { status: 201, body: shipment() },
    });
    const { router } = renderScreen(<ShipmentFormPage />, '/Despachos/Crear');
    await screen.findByLabelText(T.buyerName);

    await user.click(screen.getByRole('button', { name: T.submit }));
    const links = await expectErrorSummary(user);
    expect(links).toEqual(
      expect.arrayContaining([`${T.buyerName}: ${SHIPMENT_MSG.buyerName}`, `${T.buyerCountry}: ${SHIPMENT_MSG.buyerCountry}`, `${T.hsHeading}: ${SHIPMENT_MSG.hsHeading}`, `${T.line(1)}: ${SHIPMENT_MSG.lineNumber}`]),
    );
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await fillLoad(user, { buyer: 'Houthandel Van der Berg B.V.', country: ['Países Bajos', 'países'], email: 'inkoop@vanderberg-hout.nl', description: 'Trozas de teca y melina de plantación', mass: '52400', product: '80', first: '30' });
    await user.click(screen.getByRole('button', { name: T.addLine }));
    // the certificate of the first line is not offered again, and there is nothing more to add
    expect(screen.queryByRole('button', { name: T.addLine })).not.toBeInTheDocument();
    await chooseOption(user, T.line(2), optionOf(mixed));
    await user.type(screen.getAllByLabelText(T.lineVolume)[1]!, '50,0');
    expect(screen.getByText(T.inputTotal(formatVolume(80)))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Despachos/4'));
    expect(router.state.location.state).toEqual({ flash: T.created('DE-2026-000004') });
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await post.json()).toEqual({
      buyerName: 'Houthandel Van der Berg B.V.',
      buyerCountry: 'NL',
      buyerEmail: 'inkoop@vanderberg-hout.nl',
      hsHeading: '4403',
      description: 'Trozas de teca y melina de plantación',
      netMassKg: 52400,
      volume: 80,
      shippingDate: '2026-12-14',
      lines: [
        { originNumber: teak.originNumber, volume: 30 },
        { originNumber: mixed.originNumber, volume: 50 },
      ],
    });
  });

  it('refuses a product above the wood taken beside its field, and shows the server’s refusal of what remains', async () => {
    const user = setup();
    mockApi({
      'GET /api/shipments/holdings': { body: [teak] },
      'POST /api/shipments': { status: 409, body: { status: 409, title: SHIPMENT_MSG.exceeds(teak.originNumber, 51.5, 60) } },
    });
    renderScreen(<ShipmentFormPage />, '/Despachos/Crear');
    await screen.findByLabelText(T.buyerName);
    await fillLoad(user, { buyer: 'Holzimport Hanse GmbH', country: ['Alemania', 'alem'], email: 'einkauf@holzimport-hanse.de', description: 'Trozas de teca', mass: '40000', product: '61', first: '60' });
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await expectErrorSummary(user)).toEqual([`${T.productVolume}: ${SHIPMENT_MSG.productAboveInput(60, 61)}`]);

    await user.clear(screen.getByLabelText(T.productVolume));
    await user.type(screen.getByLabelText(T.productVolume), '60');
    await user.click(screen.getByRole('button', { name: T.submit }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(SHIPMENT_MSG.exceeds(teak.originNumber, 51.5, 60));
  });

  it('without origin certificates to ship from, says so and leads to the certified properties', async () => {
    mockApi({ 'GET /api/shipments/holdings': { body: [] } });
    renderScreen(<ShipmentFormPage />, '/Despachos/Crear');
    expect(await screen.findByText(T.noHoldings)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.toProperties })).toHaveAttribute('href', '/Propiedades/MisPropiedadesAceptadas');
    expect(screen.queryByRole('button', { name: T.submit })).not.toBeInTheDocument();
  });
});

describe('/Despachos and /Despachos/{id} (beyond the spec)', () => {
  beforeEach(() => signInAs('Cliente'));
  afterEach(() => jest.restoreAllMocks());

  it('lists the shipments, each linked, with its EU numbers and whether every certificate behind it is in force', async () => {
    mockApi({
      'GET /api/shipments': listPage([shipment({ ddsReference: '26DEHZ8K4Q2W7M', ddsVerification: 'VX7QK2PD' }), shipment({ id: 5, code: 'DE-2026-000005', lines: [{ ...shipment().lines[0]!, certificateStatus: 'Suspendida' }] })]),
    });
    renderScreen(<ShipmentListPage />, '/Despachos');
    const link = await screen.findByRole('link', { name: 'DE-2026-000004' });
    expect(link).toHaveAttribute('href', '/Despachos/4');
    const first = link.closest('tr')!;
    expect(within(first).getByText('26DEHZ8K4Q2W7M')).toBeInTheDocument();
    expect(within(first).getByText(T.upToDate)).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'DE-2026-000005' }).closest('tr')!;
    expect(within(second).getByText(T.warning)).toBeInTheDocument();
    expect(within(second).getByText(T.ddsPending)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LIST_TEXTS.create(T.entity) })).toHaveAttribute('href', '/Despachos/Crear');
  });

  it('shows the shipment with its certificates now, downloads the statement and records its EU numbers', async () => {
    const user = setup();
    URL.createObjectURL = jest.fn(() => 'blob:declaracion');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const suspended = shipment({ lines: [shipment().lines[0]!, { ...shipment().lines[1]!, certificateStatus: 'Suspendida' }] });
    const { requests } = mockApi({
      'GET /api/shipments/4': { body: suspended },
      'GET /api/shipments/4/expediente.zip': { body: 'PK', headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="DE-2026-000004-expediente.zip"' } },
      'GET /api/shipments/4/dds.xml': { body: '<xml/>', headers: { 'content-type': 'application/xml', 'content-disposition': 'attachment; filename="DE-2026-000004-dds.xml"' } },
      'GET /api/shipments/4/geojson': { status: 409, body: { status: 409, title: SHIPMENT_MSG.plotRefused('CO-2026-000001', 'Dos vértices coinciden.') } },
      'PUT /api/shipments/4/dds': { body: { ...suspended, ddsReference: '26NLHZ8K4Q2W7M', ddsVerification: 'QX7QK2PD' } },
    });
    renderScreen(<ShipmentPage />, '/Despachos/:id', '/Despachos/4');
    expect(await screen.findByRole('heading', { level: 1, name: T.title('DE-2026-000004') })).toBeInTheDocument();
    expect(screen.getByText(T.notAllInForce)).toBeInTheDocument();
    expect(screen.getByText(T.buyerOf('Houthandel Van der Berg B.V.', 'Países Bajos'))).toBeInTheDocument();
    const table = screen.getByRole('table', { name: T.originsTitle });
    expect(within(table).getByRole('link', { name: 'CO-2026-000005' })).toHaveAttribute('href', '/Origen/CO-2026-000005');
    expect(within(table).getByText('Suspendida')).toBeInTheDocument();
    expect(within(table).getByText(formatVolume(50))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.downloadDossier }));
    await waitFor(() => expect(saved).toEqual(['DE-2026-000004-expediente.zip']));
    await user.click(screen.getByRole('button', { name: T.downloadXml }));
    await waitFor(() => expect(saved).toEqual(['DE-2026-000004-expediente.zip', 'DE-2026-000004-dds.xml']));
    await user.click(screen.getByRole('button', { name: T.downloadGeojson }));
    // spec §8: the status and the server's title
    expect(await screen.findByText(`409 - ${SHIPMENT_MSG.plotRefused('CO-2026-000001', 'Dos vértices coinciden.')}`)).toBeInTheDocument();

    expect(screen.getByText(T.numbersNone)).toBeInTheDocument();
    await user.type(screen.getByLabelText(T.reference), '26NLHZ8K4Q2W7M-X');
    await user.type(screen.getByLabelText(T.verification), 'QX7QK2PD');
    await user.click(screen.getByRole('button', { name: T.saveNumbers }));
    expect(await expectErrorSummary(user)).toEqual([`${T.reference}: ${SHIPMENT_MSG.ddsReference}`]);
    await user.clear(screen.getByLabelText(T.reference));
    await user.type(screen.getByLabelText(T.reference), '26nlhz8k4q2w7m');
    await user.click(screen.getByRole('button', { name: T.saveNumbers }));
    expect(await screen.findByText(T.numbersSaved)).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(await put.json()).toEqual({ reference: '26nlhz8k4q2w7m', verification: 'QX7QK2PD' });
    expect(screen.queryByText(T.numbersNone)).not.toBeInTheDocument();
    expect(screen.getByLabelText(T.reference)).toHaveValue('26NLHZ8K4Q2W7M');
  });

  it('makes a link for the buyer, shows it once to copy, lists it and revokes it', async () => {
    const user = setup();
    const url = 'http://localhost:8080/Despacho/DE-2026-000004?compartido=q9Zr0wS3xYbWc8uVv1pLk2mN4oJ5hG6fD7eC8aB9iTs';
    const live: BoundaryShare = { id: 7, label: 'Van der Berg', createdAt: '2026-11-29T15:00:00.000Z', expiresAt: '2026-12-29T15:00:00.000Z', revokedAt: null, active: true };
    let links: BoundaryShare[] = [];
    const { requests } = mockApi({
      'GET /api/shipments/4': { body: shipment() },
      'GET /api/shipments/4/shares': () => ({ body: links }),
      'POST /api/shipments/4/shares': () => {
        links = [live];
        return { status: 201, body: { id: 7, url, expiresAt: live.expiresAt } };
      },
      'DELETE /api/shipments/4/shares/7': () => {
        links = [{ ...live, active: false, revokedAt: '2026-11-29T16:00:00.000Z' }];
        return { status: 204 };
      },
    });
    renderScreen(<ShipmentPage />, '/Despachos/:id', '/Despachos/4');
    expect(await screen.findByText(T.sharesTitle)).toBeInTheDocument();
    expect(await screen.findByText(SHARE_TEXTS.noShares)).toBeInTheDocument();
    await user.type(screen.getByLabelText(SHARE_TEXTS.shareLabel), 'Van der Berg');
    await user.click(screen.getByRole('button', { name: SHARE_TEXTS.shareCreate }));
    expect(await screen.findByLabelText(SHARE_TEXTS.shareUrlLabel)).toHaveValue(url);
    const post = requests.find((request) => request.method === 'POST')!;
    expect(await post.json()).toEqual({ days: 30, label: 'Van der Berg' });
    expect(await screen.findByText(SHARE_TEXTS.shareActive(formatDateTime(live.expiresAt)))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: SHARE_TEXTS.shareRevokeOf('Van der Berg') }));
    expect(await screen.findByText(SHARE_TEXTS.shareRevoked(formatDateTime('2026-11-29T16:00:00.000Z')))).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });
});
