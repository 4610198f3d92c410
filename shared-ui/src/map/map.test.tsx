import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../tools/jest/mock-api';
import { layOutMapsAsOnAPhone } from '../testing';
import BoundaryMap from './boundary-map';
import { clusterSource } from './cluster-source';
import PortfolioMap from './portfolio-map';
import { MAP_TEXTS as T } from './texts';

layOutMapsAsOnAPhone();

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
    // 200 farms around Ciudad Quesada and one published far away in Osa, by columns as the API gives them
    const markers = { total: 205, lon: [] as number[], lat: [] as number[], idSteps: [] as number[], exact: [] as Array<0 | 1> };
    for (let i = 0; i < 200; i++) {
      markers.lon.push(-84.43 + (i % 20) * 0.001);
      markers.lat.push(10.32 + Math.floor(i / 20) * 0.001);
      markers.idSteps.push(1);
      markers.exact.push(0);
    }
    markers.lon.push(-83.5);
    markers.lat.push(8.7);
    markers.idSteps.push(799);
    markers.exact.push(1);
    let named!: (names: Array<{ id: number; name: string }>) => void;
    const names = jest.fn((_ids: number[]) => new Promise<Array<{ id: number; name: string }>>((resolve) => (named = resolve)));
    const clusters = clusterSource();
    clusters.load(markers);
    const { container } = render(<PortfolioMap markers={markers} clusters={clusters} names={names} profileHref={(id) => `/PerfilPropiedad/${id}`} onOpen={onOpen} />);
    const map = screen.getByRole('region', { name: T.portfolioLabel });
    const cluster = await waitFor(() => {
      const found = container.querySelector('.map-cluster');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(cluster.textContent).toBe('200');
    expect(Number(map.dataset.drawn)).toBe(2);
    // the markers drawn one by one are named as they appear: by number until their names come
    expect(names).toHaveBeenCalledTimes(1);
    expect(names).toHaveBeenCalledWith([999]);
    expect(screen.getByTitle(T.exactMarker(T.property('999')))).toBeInTheDocument();
    named([{ id: 999, name: 'Finca Osa (Finca La Amistad)' }]);
    const osa = await screen.findByTitle(T.exactMarker('Finca Osa (Finca La Amistad)'));
    await user.click(osa);
    const link = await screen.findByRole('link', { name: 'Finca Osa (Finca La Amistad)' });
    expect(link).toHaveAttribute('href', '/PerfilPropiedad/999');
    // a plain click (jsdom gives user-event's pointer no coordinates, which Leaflet's own listener reads)
    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(999);
  });
});
