import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import { TOTAL_RECORDS_HEADER, type RegentProject } from '@portal/shared-api';
import { useSessionStore } from '@portal/shared-auth';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { ProjectInformationPage } from '../projects/project-information-page';
import { signInAsRegent } from '../testing';
import { TEXTS } from '../texts';
import { keptSize } from './device-store';
import { withOfflineLine } from './offline-line';
import { keepProjectsForOffline, startOfflineReading, useOfflineState } from './offline-reading';

const Information = withOfflineLine(ProjectInformationPage);
const INFORMATION = { identificationType: 'Cédula Física', identification: '204560789', customerName: 'Ana Mora Solís', category: 'Plantaciones forestales con PSA' };
/** The browser's answer to a call without a network. */
const noNetwork = () => {
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
};
const LINE = /^Sin conexión · datos del \d{4}-\d{2}-\d{2} \d{2}:\d{2} (am|pm)$/;

beforeAll(() => startOfflineReading());
afterEach(() => useOfflineState.setState({ offline: false, keptAt: null }));

describe("the regent's screens without a network (issue #29)", () => {
  it('shows what the phone kept of a screen, with the line that says since when', async () => {
    signInAsRegent(12);
    mockApi({ 'GET /api/projects/Information': { body: INFORMATION } });
    const online = renderScreen(<Information />, '/DashboardRegent/Informacion/:id', '/DashboardRegent/Informacion/31');
    expect(await screen.findByText('Ana Mora Solís')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    online.unmount();

    noNetwork();
    renderScreen(<Information />, '/DashboardRegent/Informacion/:id', '/DashboardRegent/Informacion/31');
    expect(await screen.findByText('Ana Mora Solís')).toBeInTheDocument();
    expect(screen.getByText('Plantaciones forestales con PSA')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(LINE);
  });

  it('says so when a screen was never read with a signal, and never shows another person what this phone kept', async () => {
    signInAsRegent(13);
    noNetwork();
    renderScreen(<Information />, '/DashboardRegent/Informacion/:id', '/DashboardRegent/Informacion/31');
    expect(await screen.findByText('0 - Error de conexión con el servidor')).toBeInTheDocument();
    expect(screen.queryByText('Ana Mora Solís')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(TEXTS.app.offlineNothingKept);
  });

  it('keeps every assigned property before the regent leaves, page after page, and forgets it all at logout', async () => {
    signInAsRegent(14);
    const projects: RegentProject[] = Array.from({ length: 12 }, (_, i) => ({ propertyID: 100 + i, sheetNumber: null, province: 'Alajuela', canton: 'San Carlos', district: 'Quesada', address: 'x', customer: 'y' }));
    const { requests } = mockApi({
      'GET /api/projects': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return { body: projects.slice((page - 1) * 10, page * 10), headers: { [TOTAL_RECORDS_HEADER]: '12' } };
      },
      'GET /api/projects/Information': { body: INFORMATION },
      'GET /api/projects/CertData': { body: {} },
      'GET /api/projects/Reports': { body: [] },
      ...Object.fromEntries(projects.map((p) => [`GET /api/properties/item/${p.propertyID}`, { body: { id: p.propertyID } }])),
      ...Object.fromEntries(projects.map((p) => [`GET /api/properties/${p.propertyID}/boundary`, { body: { propertyId: p.propertyID } }])),
    });
    expect(await keepProjectsForOffline()).toBe(12);
    const urls = requests.map((r) => new URL(r.url));
    expect(urls.filter((u) => u.pathname === '/api/projects').map((u) => u.searchParams.get('page'))).toEqual(['1', '2']);
    for (const p of projects) expect(urls.filter((u) => u.searchParams.get('propertyId') === String(p.propertyID)).map((u) => u.pathname).sort()).toEqual(['/api/projects/CertData', '/api/projects/Information', '/api/projects/Reports']);
    // 2 pages of the list, 3 project screens, the property and its boundary for each of the 12
    expect((await keptSize(14)).reads).toBe(2 + 12 * 5);

    act(() => useSessionStore.getState().signOut());
    await waitFor(async () => expect((await keptSize(14)).reads).toBe(0));
    // another person's reads are theirs: still kept
    expect((await keptSize(12)).reads).toBeGreaterThan(0);
  });
});
