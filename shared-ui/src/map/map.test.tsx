import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortfolioMapPoint } from '@portal/shared-api';
import { mockApi } from '../../../tools/jest/mock-api';
import BoundaryMap from './boundary-map';
import PortfolioMap from './portfolio-map';
import { MAP_TEXTS as T } from './texts';

// jsdom lays nothing out: the maps get a phone's size, as Leaflet reads it
const size = { clientWidth: 360, clientHeight: 340 };
const originals = Object.fromEntries(Object.keys(size).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]));
beforeAll(() => {
  for (const [key, value] of Object.entries(size)) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(originals)) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});

const FARM = [[-84.4105, 10.3392], [-84.4075, 10.3392], [-84.4075, 10.3421], [-84.4105, 10.3421], [-84.4105, 10.3392]];

describe('the maps (Leaflet)', () => {
  it('lays the tiles the portal names under the bundled provinces, and draws the boundary', async () => {
    mockApi({ 'GET /api/basemap': { body: { tilesUrl: 'https://tiles.example.cr/{z}/{x}/{y}.png', attribution: '© Teselas de prueba' } } });
    const { container } = render(<BoundaryMap geometry={{ type: 'Polygon', coordinates: [FARM] }} name="Finca El Roble" />);
    expect(screen.getByRole('region', { name: T.boundaryLabel('Finca El Roble') })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull());
    expect(container.querySelector('img.leaflet-tile')!.getAttribute('src')).toMatch(/^https:\/\/tiles\.example\.cr\/\d+\/\d+\/\d+\.png$/);
    expect(container.querySelector('.leaflet-control-attribution')!.textContent).toContain('© Teselas de prueba');
    // the provinces and the boundary: SVG paths of Leaflet's own
    expect(container.querySelectorAll('path.leaflet-interactive')).toHaveLength(1);
    expect(container.querySelectorAll('path').length).toBeGreaterThan(7);
  });

  it('clusters the portfolio\'s markers and opens a property\'s profile from its marker', async () => {
    mockApi({ 'GET /api/basemap': { body: { tilesUrl: null, attribution: null } } });
    const user = userEvent.setup();
    const onOpen = jest.fn();
    // 200 farms around Ciudad Quesada and one published far away in Osa
    const points: PortfolioMapPoint[] = Array.from({ length: 200 }, (_, i) => [-84.43 + (i % 20) * 0.001, 10.32 + Math.floor(i / 20) * 0.001, i + 1, `Finca ${i + 1}`, 0]);
    points.push([-83.5, 8.7, 999, 'Finca Osa (Finca La Amistad)', 1]);
    const { container } = render(<PortfolioMap points={points} profileHref={(id) => `/PerfilPropiedad/${id}`} onOpen={onOpen} />);
    const map = screen.getByRole('region', { name: T.portfolioLabel });
    const cluster = await waitFor(() => {
      const found = container.querySelector('.map-cluster');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(cluster.textContent).toBe('200');
    expect(Number(map.dataset.drawn)).toBe(2);
    const osa = screen.getByTitle(T.exactMarker('Finca Osa (Finca La Amistad)'));
    await user.click(osa);
    const link = await screen.findByRole('link', { name: 'Finca Osa (Finca La Amistad)' });
    expect(link).toHaveAttribute('href', '/PerfilPropiedad/999');
    // a plain click (jsdom gives user-event's pointer no coordinates, which Leaflet's own listener reads)
    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(999);
  });
});
