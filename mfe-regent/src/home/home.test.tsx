import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RegentHome } from '@portal/shared-api';
import { formatDateTime } from '@portal/shared-ui';
import { mockApi } from '../../../tools/jest/mock-api';
import { signInAsRegent } from '../testing';
import { TEXTS } from '../texts';
import { Home } from './home';

const T = TEXTS.home;

const work: RegentHome = {
  visitsToReport: 3,
  expiredVisits: 1,
  upcomingVisits: 2,
  projects: 4,
  latestReports: [
    { appointmentId: 25, propertyId: 1, property: 'Finca El Roble', reportType: 'Informe de Subsanacion', status: 'Aprobada Por Regente', filedAt: '2026-11-18T20:00:00.000Z' },
    { appointmentId: 24, propertyId: 7, property: 'Finca La Pochota', reportType: 'Informe Ordinario', status: 'Aprobada', filedAt: '2026-11-02T14:15:00.000Z' },
  ],
};

function renderHome() {
  signInAsRegent();
  return render(
    <MemoryRouter>
      <Home />
    </MemoryRouter>,
  );
}

describe("the regent's home (spec §2)", () => {
  it('counts the visits waiting for a report and the projects, each count opening its list, from one call', async () => {
    const { requests } = mockApi({ 'GET /api/home/regent': { body: work } });
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: T.title('Luis Brenes') })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `3 ${T.toReport}` })).toHaveAttribute('href', '/Citas/MisCitas');
    expect(screen.getByRole('link', { name: `1 ${T.expired}` })).toHaveAttribute('href', '/Citas/MisCitasExpiradas');
    expect(screen.getByRole('link', { name: `2 ${T.upcoming}` })).toHaveAttribute('href', '/Citas/MisCitas');
    expect(screen.getByRole('link', { name: `4 ${T.projectsCount}` })).toHaveAttribute('href', '/DashboardRegent');
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['GET /api/home/regent']);
  });

  it('lists the last reports filed with their date, each opening its visit', async () => {
    mockApi({ 'GET /api/home/regent': { body: work } });
    renderHome();
    const reports = await screen.findByRole('region', { name: T.reports });
    const rows = within(reports).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Finca El Roble' })).toHaveAttribute('href', '/Citas/25');
    expect(within(rows[0]!).getByText(T.report('Informe de Subsanacion', 'Aprobada Por Regente'))).toBeInTheDocument();
    expect(within(rows[0]!).getByText(formatDateTime('2026-11-18T20:00:00.000Z'))).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Finca La Pochota' })).toHaveAttribute('href', '/Citas/24');
  });

  it('says when no report was filed yet', async () => {
    mockApi({ 'GET /api/home/regent': { body: { ...work, latestReports: [] } } });
    renderHome();
    expect(await screen.findByText(T.noReports)).toBeInTheDocument();
  });
});
