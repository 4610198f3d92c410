import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatVolume, type OriginCertificate, type OriginSpeciesMonth } from '@portal/shared-api';
import { expectListFits, listPage, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { TEXTS } from '../texts';
import { OriginListPage } from './origin-list-page';

const T = TEXTS.origin;

const certificate = (overrides: Partial<OriginCertificate> = {}): OriginCertificate => ({
  number: 'CO-2026-000004',
  status: 'Válido',
  propertyId: 31,
  propertyName: 'Finca El Roble',
  periodId: 4,
  regentId: 3,
  regentName: 'Luis Brenes Mora',
  productForm: 'troza',
  species: [{ code: 'teca', scientificName: 'Tectona grandis', commonName: 'Teca', volume: 24.5 }],
  volume: 24.5,
  harvestFrom: '2026-11-02',
  harvestTo: '2026-11-06',
  boundaryVersion: 2,
  harvestAreaHectares: null,
  buyerName: 'Aserradero Los Pinos',
  destination: 'Ciudad Quesada',
  vehiclePlate: 'C-123456',
  issuedAt: '2026-11-07T15:00:00.000Z',
  annulledAt: null,
  annulReason: null,
  page: '/Origen/CO-2026-000004',
  pdf: '/api/origin/CO-2026-000004/pdf',
  ...overrides,
});

const other = certificate({ number: 'CO-2026-000005', propertyId: 40, propertyName: 'Finca La Ceiba', regentId: 8, regentName: 'Ana Quesada Vargas' });
const months: OriginSpeciesMonth[] = [{ month: '2026-11', scientificName: 'Tectona grandis', commonName: 'Teca', volume: 49, count: 2 }];

const queryOf = (requests: Request[], path: string) =>
  requests
    .filter((r) => new URL(r.url).pathname === path)
    .map((r) => Object.fromEntries(new URL(r.url).searchParams))
    .at(-1);

describe('/CertificadosOrigen (beyond the spec)', () => {
  it('filters by the property or the regent of a row from its name, says so above the list, and removes the filter', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = mockApi({
      'GET /api/origin': (request: Request) => listPage(new URL(request.url).searchParams.get('propertyId') === '31' ? [certificate()] : [certificate(), other]),
      'GET /api/origin/species-months': { body: months },
    });
    renderScreen(<OriginListPage />, '/CertificadosOrigen');
    const byProperty = await screen.findByRole('link', { name: T.byProperty('Finca El Roble') });
    expect(byProperty).toHaveAttribute('href', '/CertificadosOrigen?propiedad=31');
    expect(screen.getByRole('link', { name: T.byRegent('Ana Quesada Vargas') })).toHaveAttribute('href', '/CertificadosOrigen?regente=8');
    expectListFits(byProperty.closest('table')!);
    // the volume per species and month of the same filter
    const monthsTable = (await screen.findByRole('columnheader', { name: T.month })).closest('table')!;
    expect(monthsTable).toHaveTextContent(`2026-11Teca (Tectona grandis)${formatVolume(49)}2`);

    await user.click(byProperty);
    const chosen = await screen.findByRole('list', { name: T.chosenFilters });
    expect(chosen).toHaveTextContent(`${T.propertyFilter}: Finca El Roble`);
    await waitFor(() => expect(queryOf(requests, '/api/origin')).toMatchObject({ propertyId: '31' }));
    await waitFor(() => expect(queryOf(requests, '/api/origin/species-months')).toEqual({ propertyId: '31' }));
    expect(screen.queryByText('CO-2026-000005')).not.toBeInTheDocument();
    // the regent's link keeps the property chosen
    expect(screen.getByRole('link', { name: T.byRegent('Luis Brenes Mora') })).toHaveAttribute('href', '/CertificadosOrigen?propiedad=31&regente=3');

    await user.click(within(chosen).getByRole('button', { name: T.removeFilter(`${T.propertyFilter}: Finca El Roble`) }));
    await waitFor(() => expect(screen.queryByRole('list', { name: T.chosenFilters })).not.toBeInTheDocument());
    await waitFor(() => expect(queryOf(requests, '/api/origin')).not.toHaveProperty('propertyId'));
    expect(await screen.findByText('CO-2026-000005')).toBeInTheDocument();
  });

  it('opens filtered by the regent of its address, naming the number until a row names the regent', async () => {
    const { requests } = mockApi({ 'GET /api/origin': listPage([]), 'GET /api/origin/species-months': { body: [] } });
    renderScreen(<OriginListPage />, '/CertificadosOrigen', '/CertificadosOrigen?regente=3');
    expect(await screen.findByRole('list', { name: T.chosenFilters })).toHaveTextContent(`${T.regentFilter}: ${T.chosenOne('3')}`);
    await waitFor(() => expect(queryOf(requests, '/api/origin')).toMatchObject({ regentId: '3' }));
    expect(await screen.findByText(T.noMonths)).toBeInTheDocument();
  });

  it('annuls a valid certificate with a public reason and reloads the list', async () => {
    const user = userEvent.setup({ delay: null });
    let annulled = false;
    const { requests } = mockApi({
      'GET /api/origin': () => listPage([annulled ? certificate({ status: 'Anulado', annulReason: 'Emitido sobre la finca equivocada.' }) : certificate()]),
      'GET /api/origin/species-months': { body: months },
      'PUT /api/origin/CO-2026-000004/annul': () => ((annulled = true), { body: certificate({ status: 'Anulado' }) }),
    });
    renderScreen(<OriginListPage />, '/CertificadosOrigen');
    await user.click(await screen.findByRole('button', { name: T.annulOf('CO-2026-000004') }));
    const dialog = await screen.findByRole('dialog', { name: T.annulTitle('CO-2026-000004') });
    await user.type(within(dialog).getByLabelText(T.reasonLabel), 'Emitido sobre la finca equivocada.');
    await user.click(within(dialog).getByRole('button', { name: T.annul }));
    expect(await screen.findByText(T.annulled('CO-2026-000004'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: T.annulOf('CO-2026-000004') })).not.toBeInTheDocument());
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(await put.json()).toEqual({ reason: 'Emitido sobre la finca equivocada.' });
  });
});
