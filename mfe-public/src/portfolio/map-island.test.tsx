import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVED_MARKS } from '@portal/shared-api/served-page';
import { MAP_TEXTS } from '@portal/shared-ui/map';
import { layOutMapsAsOnAPhone, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { islands } from '../islands';
import { renderPage } from '../server';
import { MAP_ISLAND, mapIslandOpen } from './map-island';
import { portfolioRow } from './portfolio-fixtures';
import { PortfolioPage } from './portfolio-page';

layOutMapsAsOnAPhone();
afterEach(() => {
  document.body.innerHTML = '';
  delete window.__PORTAL_PAGE_DATA__;
});

const row = { ...portfolioRow, certifiedVolume: null };

const MARKERS = { total: 3, lon: [-84.48111, -85.35], lat: [10.35208, 10.07], idSteps: [12, 1], exact: [1, 0] };
const SUMMARY = '2 de 3 proveedores de esta búsqueda en el mapa; los demás aún no tienen un límite aprobado.';

/** /Portafolio as the server sends it (its own entry's markup), and its map's button, pressed as its script marks it. */
function servedPortfolio() {
  const data = { rows: [row], total: 1 };
  window.__PORTAL_PAGE_DATA__ = { path: '/Portafolio', data, language: 'es' };
  document.body.innerHTML = `<div id="root" ${SERVED_MARKS.served}>${renderPage({ page: 'Portafolio', route: '/Portafolio', path: '/Portafolio', data, language: 'es' })}</div>`;
  const served = document.getElementById('root')!;
  const button = within(served).getByRole('button', { name: MAP_TEXTS.showMap });
  button.setAttribute(SERVED_MARKS.clicked, '');
  return { served, button };
}

const api = (markers: Parameters<typeof mockApi>[0][string] = { body: MARKERS }) =>
  mockApi({
    'GET /api/properties/portfolio.map': markers,
    'GET /api/properties/portfolio.names': { body: [{ id: 12, name: 'Ana Mora Solís (Finca El Roble)' }, { id: 13, name: 'Coope Hojancha' }] },
    'GET /api/basemap': { body: { tilesUrl: null, attribution: null } },
    'GET /api/provinces': { body: [] },
  });

describe("/Portafolio's map pressed before the portal has taken over (an island of the served page)", () => {
  it('opens in the served page at once, and the page then keeps that very map instead of drawing it again', async () => {
    const { requests } = api();
    const { served, button } = servedPortfolio();
    // the served button names its island and the first call it makes, which the served page's script fetches at the press
    expect(button).toHaveAttribute(SERVED_MARKS.island, MAP_ISLAND);
    expect(button).toHaveAttribute(SERVED_MARKS.prefetch, '/api/properties/portfolio.map?param=');

    await islands['portfolio-map']!(button);
    const map = within(served).getByRole('region', { name: MAP_TEXTS.portfolioLabel });
    expect(within(served).getByText(SUMMARY)).toBeInTheDocument();
    expect(map.querySelectorAll('.map-cluster, .map-marker').length).toBeGreaterThan(0);
    // the press was the island's: the page must not press it again; the button now closes the map
    expect(button).not.toHaveAttribute(SERVED_MARKS.clicked);
    expect(button).toHaveTextContent(MAP_TEXTS.hideMap);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(mapIslandOpen()).toBe(true);
    const asked = requests.filter((r) => r.url.includes('portfolio.map'));
    expect(asked.map((r) => new URL(r.url).pathname + new URL(r.url).search)).toEqual(['/api/properties/portfolio.map?param=']);

    // the portal takes over: its page opens with the map shown, the same map moved into it, its markers not asked again
    const user = userEvent.setup({ delay: null });
    const { container } = renderScreen(<PortfolioPage />, '/Portafolio');
    expect(within(container).getByText(SUMMARY)).toBeInTheDocument();
    expect(within(container).getByRole('region', { name: MAP_TEXTS.portfolioLabel })).toBe(map);
    expect(requests.filter((r) => r.url.includes('portfolio.map'))).toHaveLength(1);
    expect(mapIslandOpen()).toBe(false);
    // and closes it from its own button
    await user.click(within(container).getByRole('button', { name: MAP_TEXTS.hideMap }));
    expect(screen.queryByRole('region', { name: MAP_TEXTS.portfolioLabel })).not.toBeInTheDocument();
  });

  it('closes and opens again from the served button until the portal takes over; closed, the page opens without it', async () => {
    api();
    const { served, button } = servedPortfolio();
    await islands['portfolio-map']!(button);
    // a second press, marked by the served page's script as any press is
    button.setAttribute(SERVED_MARKS.clicked, '');
    button.click();
    expect(within(served).queryByRole('region', { name: MAP_TEXTS.portfolioLabel })).not.toBeInTheDocument();
    expect(within(served).queryByText(SUMMARY)).not.toBeInTheDocument();
    expect(button).toHaveTextContent(MAP_TEXTS.showMap);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute(SERVED_MARKS.clicked);
    expect(mapIslandOpen()).toBe(false);
    button.click();
    expect(await within(served).findByRole('region', { name: MAP_TEXTS.portfolioLabel })).toBeInTheDocument();
    button.click();

    const { container } = renderScreen(<PortfolioPage />, '/Portafolio');
    expect(within(container).getByRole('button', { name: MAP_TEXTS.showMap })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: MAP_TEXTS.portfolioLabel })).not.toBeInTheDocument();
  });

  it('gives the press back to the page when the markers cannot come, so the page opens the map and says why', async () => {
    api({ status: 503, body: { status: 503, title: 'Servicio no disponible' } });
    const { served, button } = servedPortfolio();
    await expect(islands['portfolio-map']!(button)).rejects.toThrow();
    expect(within(served).queryByRole('region', { name: MAP_TEXTS.portfolioLabel })).not.toBeInTheDocument();
    expect(served.querySelector('section.portfolio-map')).toBeNull();
    expect(button).toHaveAttribute(SERVED_MARKS.clicked);
    expect(button).toHaveTextContent(MAP_TEXTS.showMap);
    expect(mapIslandOpen()).toBe(false);

    // the page, once it has taken over, does the press again (served-page.ts) and shows the failure in place
    const { container } = renderScreen(<PortfolioPage />, '/Portafolio');
    await userEvent.setup({ delay: null }).click(within(container).getByRole('button', { name: MAP_TEXTS.showMap }));
    await waitFor(() => expect(within(container).getByRole('alert')).toHaveTextContent('Servicio no disponible'));
  });
});
