import { screen, within } from '@testing-library/react';
import type { OriginPublic } from '@portal/shared-api';
import { ORIGIN_EN, ORIGIN_ES } from '@portal/shared-api/origin-words';
import { formatDateTime } from '@portal/shared-ui';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setBrowserLanguages } from '../../../tools/jest/browser-language';
import { OriginPage } from './origin-page';

const NUMBER = 'CO-2026-000005';

const origin = (overrides: Partial<OriginPublic> = {}): OriginPublic => ({
  number: NUMBER,
  status: 'Válido',
  valid: true,
  productForm: 'troza',
  species: [
    { code: 'teca', scientificName: 'Tectona grandis', commonName: 'Teca', commonNameEn: 'Teak', volume: 72.5 },
    { code: null, scientificName: 'Cordia alliodora', commonName: 'Laurel', commonNameEn: null, volume: 44.75 },
  ],
  volume: 117.25,
  harvestFrom: '2026-11-12',
  harvestTo: '2026-11-15',
  destination: 'Puerto Caldera, Puntarenas',
  vehiclePlate: 'C-171120',
  issuedAt: '2026-11-16T20:34:00.000Z',
  annulledAt: null,
  annulReason: null,
  property: {
    id: 31,
    name: 'Finca El Roble',
    district: 'Quesada',
    canton: 'San Carlos',
    province: 'Alajuela',
    profile: '/PerfilPropiedad/31',
    certificateStatus: 'Vigente',
    validUntil: '2027-09-14T20:34:00.000Z',
    authorised: 320,
    remaining: 12,
  },
  regent: { name: 'Carolina Jiménez Mora', licenceNumber: 'CIAgro 4517' },
  boundary: { exact: false, type: 'Polygon', areaHectares: null, centroid: [-84.41, 10.34], outline: null, euFile: null, version: 1 },
  harvestArea: null,
  checkedAt: '2026-11-28T15:00:00.000Z',
  ...overrides,
});

const render = () => renderScreen(<OriginPage />, '/Origen/:number', `/Origen/${NUMBER}`);
const es = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, String(value)), (ORIGIN_ES.page as Record<string, string>)[key]!);

describe('/Origen/{number}: what a phone opens from an origin certificate’s QR code', () => {
  it('says it is valid now, with its species and volumes in es-CR, the property, the regent and the plot', async () => {
    mockApi({ [`GET /api/origin/${NUMBER}`]: { body: origin() } });
    render();
    expect(await screen.findByRole('heading', { name: es('title', { number: NUMBER }) })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ORIGIN_ES.page.validNow);
    expect(screen.getByRole('status')).toHaveTextContent(es('checkedAt', { date: formatDateTime('2026-11-28T15:00:00.000Z') }));
    const species = screen.getByRole('table', { name: ORIGIN_ES.page.species });
    expect(within(species).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Nombre científicoNombre comúnVolumen',
      'Tectona grandisTeca72,500 m³',
      'Cordia alliodoraLaurel44,750 m³',
      'Total117,250 m³',
    ]);
    expect(screen.getByRole('link', { name: 'Finca El Roble' })).toHaveAttribute('href', '/PerfilPropiedad/31');
    expect(screen.getByText('Carolina Jiménez Mora · Colegiado N.º CIAgro 4517')).toBeInTheDocument();
    expect(screen.getByText('12,000 m³')).toBeInTheDocument();
    expect(screen.getByText(es('boundaryExact', { version: 1 }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ORIGIN_ES.page.pdf })).toHaveAttribute('href', `/api/origin/${NUMBER}/pdf`);
    expect(screen.getByRole('link', { name: 'Verificación automática (JSON)' })).toHaveAttribute('href', `/api/origin/${NUMBER}/status`);
  });

  it('marks the part of the boundary the wood came from on its outline, or says its area when the boundary is private', async () => {
    const outline = { viewBox: '0 0 100 100', paths: ['M8 8L92 8L92 92L8 92Z'], point: null, sideMetres: 420 };
    const boundary = { exact: true, type: 'Polygon' as const, areaHectares: 9.5, centroid: [-84.41, 10.34] as [number, number], outline, euFile: '/api/properties/31/geojson', version: 1 };
    mockApi({ [`GET /api/origin/${NUMBER}`]: { body: origin({ boundary, harvestArea: { hectares: 2.375, paths: ['M8 50L50 50L50 92L8 92Z'] } }) } });
    const first = render();
    await screen.findByRole('heading', { name: es('title', { number: NUMBER }) });
    const drawing = screen.getByRole('img', { name: /Finca El Roble/ });
    expect([...drawing.querySelectorAll('path.profile-boundary__part')].map((path) => path.getAttribute('d'))).toEqual(['M8 50L50 50L50 92L8 92Z']);
    expect(screen.getByText(es('harvestArea', { hectares: '2,38' }))).toBeInTheDocument();
    first.unmount();

    mockApi({ [`GET /api/origin/${NUMBER}`]: { body: origin({ harvestArea: { hectares: 2.375, paths: null } }) } });
    render();
    await screen.findByRole('heading', { name: es('title', { number: NUMBER }) });
    expect(screen.getByText(es('harvestArea', { hectares: '2,38' }))).toBeInTheDocument();
    expect(document.querySelector('path.profile-boundary__part')).toBeNull();
  });

  it('says at once when the property’s certificate is suspended, and when it was annulled and why', async () => {
    mockApi({ [`GET /api/origin/${NUMBER}`]: { body: origin({ valid: false, property: { ...origin().property, certificateStatus: 'Suspendida' } }) } });
    const first = render();
    await screen.findByRole('heading', { name: es('title', { number: NUMBER }) });
    expect(screen.getByRole('status')).toHaveTextContent(es('notInForce', { status: 'Suspendida' }));
    expect(screen.getByRole('region')).not.toHaveClass('profile-card--active');
    first.unmount();

    mockApi({ [`GET /api/origin/${NUMBER}`]: { body: origin({ valid: false, status: 'Anulado', annulledAt: '2026-11-20T15:00:00.000Z', annulReason: 'La carga se declaró dos veces.' }) } });
    render();
    await screen.findByRole('heading', { name: es('title', { number: NUMBER }) });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(es('annulled', { date: formatDateTime('2026-11-20T15:00:00.000Z') }));
    expect(status).toHaveTextContent('Motivo: La carga se declaró dos veces.');
  });

  it('is written in English for a buyer abroad, listed species with their English names', async () => {
    setBrowserLanguages(['en-GB', 'en']);
    mockApi({ [`GET /api/origin/${NUMBER}`]: { body: origin() } });
    render();
    expect(await screen.findByRole('heading', { name: ORIGIN_EN.page.title.replace('{{number}}', NUMBER) })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ORIGIN_EN.page.validNow);
    const species = screen.getByRole('table', { name: ORIGIN_EN.page.species });
    expect(within(species).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Scientific nameCommon nameVolume',
      'Tectona grandisTeak72.500 m³',
      'Cordia alliodoraLaurel44.750 m³',
      'Total117.250 m³',
    ]);
    expect(screen.getByRole('link', { name: ORIGIN_EN.page.pdf })).toHaveAttribute('href', `/api/origin/${NUMBER}/pdf?lang=en`);
  });

  it('answers a number that does not exist with its own sentence', async () => {
    mockApi({ [`GET /api/origin/${NUMBER}`]: { status: 404, body: { status: 404, title: 'No existe un certificado de origen con ese número.' } } });
    render();
    expect(await screen.findByRole('heading', { name: ORIGIN_ES.page.notFound })).toBeInTheDocument();
  });
});
