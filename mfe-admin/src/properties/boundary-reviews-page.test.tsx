import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoundaryReviewItem } from '@portal/shared-api';
import { LIST_TEXTS } from '@portal/shared-ui';
import { expectListFits, listHeaders, listPage, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { TEXTS } from '../texts';
import { BoundaryReviewsPage } from './boundary-reviews-page';

const T = TEXTS.boundaryReviews;

const review = (overrides: Partial<BoundaryReviewItem> = {}): BoundaryReviewItem => ({
  propertyId: 8,
  propertyName: 'Finca Santa Elena',
  owner: 'Ana Mora Solís',
  district: 'La Virgen',
  canton: 'Sarapiquí',
  version: 2,
  type: 'Polygon',
  areaHectares: 9.876,
  method: 'gps',
  proposedBy: 'Carolina Jiménez Mora',
  proposedAt: '2026-11-25T15:00:00.000Z',
  ...overrides,
});

describe('/Propiedades/Limites (beyond the spec): boundaries waiting for review', () => {
  it('lists each with its property, holder, place, how it came, area and date, linked to its review', async () => {
    mockApi({ 'GET /api/properties/boundaries': listPage([review(), review({ propertyId: 9, propertyName: null, type: 'Point', method: 'coordenadas', version: 1 })]) });
    renderScreen(<BoundaryReviewsPage />, '/Propiedades/Limites');
    expect(screen.getByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(await screen.findByText('Finca Santa Elena')).toBeInTheDocument();
    const headers = listHeaders(screen.getByRole('table'));
    // from 1280 px every column; below, the version and who proposed it go to the row's expansion
    expect(headers.all.slice(0, 8)).toEqual([T.property, T.owner, T.place, T.method, T.area, T.version, T.proposedBy, T.proposedAt]);
    expect(headers.narrow).not.toContain(T.version);
    expect(headers.narrow).not.toContain(T.proposedBy);
    expect(screen.getAllByText('La Virgen, Sarapiquí')).toHaveLength(2);
    expect(screen.getByText('9,88 ha')).toBeInTheDocument();
    expect(screen.getByText(T.point)).toBeInTheDocument();
    expect(screen.getByText('Recorrido con GPS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.reviewOf('Finca Santa Elena') })).toHaveAttribute('href', '/Propiedades/LimiteAdmin/8');
    expect(screen.getByRole('link', { name: T.reviewOf('#9') })).toHaveAttribute('href', '/Propiedades/LimiteAdmin/9');
    expectListFits(screen.getByRole('table'));
  });

  it('searches on the server', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/properties/boundaries': listPage([review()]),
      'GET /api/properties/boundaries/Filtered': listPage([]),
    });
    renderScreen(<BoundaryReviewsPage />, '/Propiedades/Limites');
    await screen.findByText('Finca Santa Elena');
    await user.type(screen.getByRole('searchbox', { name: LIST_TEXTS.search }), 'Roble{Enter}');
    await waitFor(() => expect(requests.some((r) => new URL(r.url).searchParams.get('param') === 'Roble')).toBe(true));
  });
});
