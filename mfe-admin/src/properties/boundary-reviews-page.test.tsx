import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoundaryReviewItem, BoundaryRuleProblem } from '@portal/shared-api';
import { LIST_TEXTS } from '@portal/shared-ui';
import { expectListFits, listHeaders, listPage, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { TEXTS } from '../texts';
import { BoundaryReviewsPage } from './boundary-reviews-page';

const T = TEXTS.boundaryReviews;
const R = TEXTS.boundaryRuleProblems;
const RULE_PROBLEMS = 'GET /api/properties/boundaries/eu-rules';

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
    mockApi({
      'GET /api/properties/boundaries': listPage([review(), review({ propertyId: 9, propertyName: null, type: 'Point', method: 'coordenadas', version: 1 })]),
      [RULE_PROBLEMS]: listPage([]),
    });
    renderScreen(<BoundaryReviewsPage />, '/Propiedades/Limites');
    expect(screen.getByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(await screen.findByText('Finca Santa Elena')).toBeInTheDocument();
    const headers = listHeaders(screen.getByRole('table', { name: T.title }));
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
    expectListFits(screen.getByRole('table', { name: T.title }));
  });

  it('searches on the server', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      'GET /api/properties/boundaries': listPage([review()]),
      'GET /api/properties/boundaries/Filtered': listPage([]),
      [RULE_PROBLEMS]: listPage([]),
    });
    renderScreen(<BoundaryReviewsPage />, '/Propiedades/Limites');
    await screen.findByText('Finca Santa Elena');
    await user.type(screen.getByRole('searchbox', { name: LIST_TEXTS.search }), 'Roble{Enter}');
    await waitFor(() => expect(requests.some((r) => new URL(r.url).searchParams.get('param') === 'Roble')).toBe(true));
  });

  it('lists below, under its own heading, the approved boundaries the EU rules of 2026 would refuse, each with why', async () => {
    const problem = (overrides: Partial<BoundaryRuleProblem> = {}): BoundaryRuleProblem => ({
      propertyId: 12,
      propertyName: 'Finca El Roble',
      owner: 'Luis Vargas Castro',
      district: 'Quesada',
      canton: 'San Carlos',
      version: 3,
      approvedAt: '2026-03-02T15:00:00.000Z',
      problems: ['Dos vértices quedan en el mismo lugar (10.100000, -84.100000) cuando el sistema de la UE corta las coordenadas a 6 decimales: separe o quite uno.'],
      ...overrides,
    });
    mockApi({
      'GET /api/properties/boundaries': listPage([]),
      [RULE_PROBLEMS]: listPage([problem(), problem({ propertyId: 13, propertyName: null, problems: ['Uno.', 'Dos.'] })]),
    });
    renderScreen(<BoundaryReviewsPage />, '/Propiedades/Limites');
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: R.title })).toBeInTheDocument();
    expect(await screen.findByText('Finca El Roble')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: R.title });
    expect(listHeaders(table).all.slice(0, 6)).toEqual([T.property, T.owner, T.place, R.problems, R.approvedAt, LIST_TEXTS.actions]);
    expect(screen.getByText(/corta las coordenadas a 6 decimales: separe o quite uno\.$/)).toBeInTheDocument();
    expect(screen.getByText('Uno.')).toBeInTheDocument();
    expect(screen.getByText('Dos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: R.openOf('Finca El Roble') })).toHaveAttribute('href', '/Propiedades/LimiteAdmin/12');
    expect(screen.getByRole('link', { name: R.openOf('#13') })).toHaveAttribute('href', '/Propiedades/LimiteAdmin/13');
    expectListFits(table);
  });
});
