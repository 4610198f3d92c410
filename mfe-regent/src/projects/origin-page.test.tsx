import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORIGIN_MSG, formatVolume, type OriginCertificate, type OriginLedger } from '@portal/shared-api';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared-api/client';
import { ORIGIN_TEXTS } from '@portal/shared-ui';
import { chooseOption, listPage, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { person, signInAsRegent } from '../testing';
import { TEXTS } from '../texts';
import { OriginPage } from './origin-page';

const T = TEXTS.origin;

const ledger = (overrides: Partial<OriginLedger> = {}): OriginLedger => ({
  propertyId: 31,
  propertyName: 'Finca El Roble',
  certificateStatus: 'Vigente',
  validUntil: '2027-09-12T15:00:00.000Z',
  canIssue: true,
  boundaryVersion: 2,
  periods: [{ id: 4, startsAt: '2026-09-12T15:00:00.000Z', endsAt: '2027-09-12T15:00:00.000Z', current: true, authorised: 320, issued: 308, annulled: 30, remaining: 12, count: 5 }],
  ...overrides,
});

const issued = (overrides: Partial<OriginCertificate> = {}): OriginCertificate => ({
  number: 'CO-2026-000006',
  status: 'Válido',
  propertyId: 31,
  propertyName: 'Finca El Roble',
  periodId: 4,
  regentId: 3,
  regentName: 'Luis Brenes',
  productForm: 'troza',
  species: [{ code: 'teca', scientificName: 'Tectona grandis', commonName: 'Teca', volume: 2.5 }],
  volume: 2.5,
  harvestFrom: '2026-11-20',
  harvestTo: '2026-11-25',
  boundaryVersion: 2,
  harvestAreaHectares: null,
  buyerName: null,
  destination: null,
  vehiclePlate: 'C-123456',
  issuedAt: '2026-11-28T15:00:00.000Z',
  annulledAt: null,
  annulReason: null,
  page: '/Origen/CO-2026-000006',
  pdf: '/api/origin/CO-2026-000006/pdf',
  ...overrides,
});

const render = () => renderScreen(<OriginPage />, '/DashboardRegent/Origen/:id', '/DashboardRegent/Origen/31');

/** Fills the form with one load of teak, as the regent would. */
async function fillLoad(user: ReturnType<typeof person>, volume: string) {
  await chooseOption(user, T.species, 'Teca (Tectona grandis)');
  await user.type(screen.getByLabelText(T.volume), volume);
  await user.click(screen.getByRole('radio', { name: 'Troza (madera en rollo)' }));
  fireEvent.change(screen.getByLabelText(T.harvestFrom), { target: { value: '2026-11-20' } });
  fireEvent.change(screen.getByLabelText(T.harvestTo), { target: { value: '2026-11-25' } });
  await user.type(screen.getByLabelText(T.vehiclePlate), 'C-123456');
}

describe('/DashboardRegent/Origen/{id}: the regent issues origin certificates from the certificate’s volume', () => {
  it('shows the period’s figures, issues a load with its Idempotency-Key, and offers its page and PDF', async () => {
    const user = person();
    signInAsRegent(12);
    let ledgerCalls = 0;
    const { requests } = mockApi({
      'GET /api/origin/ledger/31': () => ({ body: ledgerCalls++ === 0 ? ledger() : ledger({ periods: [{ ...ledger().periods[0]!, issued: 310.5, remaining: 9.5, count: 6 }] }) }),
      'GET /api/origin/property/31': listPage([]),
      'GET /api/users/licence': { body: { licenceNumber: null } },
      'POST /api/origin': { status: 201, body: issued() },
    });
    render();
    expect(await screen.findByRole('heading', { name: `${T.title} · Finca El Roble` })).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: ORIGIN_TEXTS.ledgerTitle });
    expect(figures).toHaveTextContent(`${ORIGIN_TEXTS.authorised}${formatVolume(320)}`);
    expect(figures).toHaveTextContent(`${ORIGIN_TEXTS.remaining}${formatVolume(12)}`);
    expect(screen.getByText(T.boundary(2))).toBeInTheDocument();

    await fillLoad(user, '2,5');
    expect(screen.getByText(T.total(formatVolume(2.5)))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.submit }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(T.confirmContent);
    await user.click(within(dialog).getByRole('button', { name: T.confirm }));

    const status = await screen.findByText(T.issued('CO-2026-000006'));
    expect(status.closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.openPage })).toHaveAttribute('href', '/Origen/CO-2026-000006');
    expect(screen.getByRole('link', { name: T.downloadPdf })).toHaveAttribute('href', '/api/origin/CO-2026-000006/pdf');
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await post.json()).toEqual({
      propertyId: 31,
      species: [{ code: 'teca', scientificName: 'Tectona grandis', commonName: 'Teca', volume: 2.5 }],
      productForm: 'troza',
      harvestFrom: '2026-11-20',
      harvestTo: '2026-11-25',
      buyerName: null,
      destination: null,
      vehiclePlate: 'C-123456',
    });
    // the ledger follows
    await waitFor(() => expect(screen.getByRole('region', { name: ORIGIN_TEXTS.ledgerTitle })).toHaveTextContent(`${ORIGIN_TEXTS.remaining}${formatVolume(9.5)}`));
    // the confirmation stays until the regent closes it
    await user.click(within(status.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByText(T.issued('CO-2026-000006'))).not.toBeInTheDocument();
  });

  it('names the part of the boundary the wood came from, from a file; a point or a part outside the boundary is refused beside the field', async () => {
    const user = person();
    signInAsRegent(12);
    let answer: { status: number; body: unknown } = { status: 400, body: [ORIGIN_MSG.harvestAreaOutside] };
    const { requests } = mockApi({
      'GET /api/origin/ledger/31': { body: ledger() },
      'GET /api/origin/property/31': listPage([]),
      'GET /api/users/licence': { body: { licenceNumber: null } },
      'POST /api/origin': () => answer,
    });
    render();
    await screen.findByRole('heading', { name: `${T.title} · Finca El Roble` });
    const field = () => screen.getByLabelText(T.harvestArea);
    // a point is not a part
    const point = { type: 'Point', coordinates: [-84.41, 10.337] };
    await user.upload(field(), new File([JSON.stringify(point)], 'punto.geojson', { type: 'application/geo+json' }));
    expect(await screen.findByText(T.harvestAreaUnread(T.harvestAreaPolygon))).toBeInTheDocument();
    // a KML polygon of about 2,4 ha
    const ring = '-84.4135,10.3367 -84.4121,10.3367 -84.4121,10.33809 -84.4135,10.33809 -84.4135,10.3367';
    const kml = `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>${ring}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></kml>`;
    await user.upload(field(), new File([kml], 'lote-3.kml', { type: 'application/vnd.google-earth.kml+xml' }));
    const chosen = await screen.findByText(/^Parte elegida: lote-3\.kml · [\d,]+ ha$/);
    expect(Number(chosen.textContent!.match(/([\d,]+) ha$/)![1]!.replace(',', '.'))).toBeCloseTo(2.4, 0);

    await fillLoad(user, '2,5');
    await user.click(screen.getByRole('button', { name: T.submit }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.confirm }));
    // the server's refusal beside the part
    expect(await screen.findAllByText(ORIGIN_MSG.harvestAreaOutside)).not.toHaveLength(0);
    const body = (await requests.find((request) => request.method === 'POST')!.json()) as { harvestArea: { type: string; coordinates: number[][][] } };
    expect(body.harvestArea.type).toBe('Polygon');
    expect(body.harvestArea.coordinates[0]).toHaveLength(5);

    // without the part, the whole boundary
    await user.click(screen.getByRole('button', { name: T.harvestAreaRemove }));
    expect(field()).toBeInTheDocument();
    answer = { status: 201, body: issued() };
    await user.click(screen.getByRole('button', { name: T.submit }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.confirm }));
    expect(await screen.findByText(T.issued('CO-2026-000006'))).toBeInTheDocument();
    expect(await requests.filter((request) => request.method === 'POST')[1]!.json()).not.toHaveProperty('harvestArea');
  });

  it('checks the volume beside its field before sending, and shows the server’s refusal naming what remains', async () => {
    const user = person();
    signInAsRegent(12);
    const { requests } = mockApi({
      'GET /api/origin/ledger/31': { body: ledger() },
      'GET /api/origin/property/31': listPage([]),
      'POST /api/origin': { status: 409, body: { status: 409, title: ORIGIN_MSG.exceeds(12, 50) } },
    });
    render();
    await screen.findByRole('heading', { name: `${T.title} · Finca El Roble` });
    await fillLoad(user, '1,2345');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findAllByText(ORIGIN_MSG.volume)).not.toHaveLength(0);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText(T.volume));
    await user.type(screen.getByLabelText(T.volume), '50');
    await user.click(screen.getByRole('button', { name: T.submit }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.confirm }));
    expect(await screen.findByText(/Quedan 12,000 m³ del volumen certificado: no alcanza para 50,000 m³\./)).toBeInTheDocument();
  });

  it('says why no origin certificate can be issued: a suspended certificate, no approved boundary', async () => {
    signInAsRegent(12);
    mockApi({
      'GET /api/origin/ledger/31': { body: ledger({ canIssue: false, certificateStatus: 'Suspendida' }) },
      'GET /api/origin/property/31': listPage([issued({ status: 'Anulado', annulReason: 'Carga declarada dos veces' })]),
    });
    render();
    expect(await screen.findByText(T.cannotIssue.status)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.submit })).not.toBeInTheDocument();
    // the list: the number opens its page, the PDF downloads
    const link = await screen.findByRole('link', { name: 'CO-2026-000006' });
    expect(link).toHaveAttribute('href', '/Origen/CO-2026-000006');
    expect(screen.getByRole('link', { name: ORIGIN_TEXTS.pdfOf('CO-2026-000006') })).toHaveAttribute('href', '/api/origin/CO-2026-000006/pdf');
  });

  it('keeps the regent’s licence number, printed on what they issue next', async () => {
    const user = person();
    signInAsRegent(12);
    const { requests } = mockApi({
      'GET /api/origin/ledger/31': { body: ledger() },
      'GET /api/origin/property/31': listPage([]),
      'GET /api/users/licence': { body: { licenceNumber: null } },
      'PUT /api/users/licence': { body: { licenceNumber: 'CIAgro 4517' } },
    });
    render();
    await user.click(await screen.findByText(`${T.licenceTitle}:`));
    await user.type(screen.getByLabelText(T.licence), 'CIAgro 4517');
    await user.click(screen.getByRole('button', { name: T.licenceSave }));
    expect(await screen.findByText(T.licenceSaved)).toBeInTheDocument();
    expect(await requests.find((request) => request.method === 'PUT')!.json()).toEqual({ licenceNumber: 'CIAgro 4517' });
  });
});
