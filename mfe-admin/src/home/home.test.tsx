import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AdminHome } from '@portal/shared-api';
import { signInAs } from '@portal/shared-auth/test-token';
import { formatAge, formatDateTime } from '@portal/shared-ui';
import { mockApi } from '../../../tools/jest/mock-api';
import { TEXTS } from '../texts';
import { BACKUP_MAX_AGE_DAYS, Home } from './home';

const T = TEXTS.home;

const waiting: AdminHome = {
  enrolments: { Presentada: 4, Subsanar: 1, Subsanada: 2, Pagar: 3, Pagada: 5, Aceptada: 11, Rechazada: 2 },
  visitsToReview: 6,
  extraVisitRequests: 0,
  renewalsToReview: 2,
  boundariesToReview: 7,
  conversations: {
    waiting: 7,
    latest: [
      { id: 31, customerName: 'José Pablo Rojas Araya', subject: 'Visita de la Finca El Roble', lastMessageAt: '2026-11-20T15:05:00.000Z' },
      { id: 29, customerName: 'Ana Lucía Brenes Salas', subject: 'Pago de la inscripción', lastMessageAt: '2026-11-19T22:40:00.000Z' },
    ],
  },
  lastBackup: null,
};

/** The home as the shell shows it: plain, without antd's provider. */
function renderHome() {
  signInAs('Administrador', ['Administrador'], 'Andrea Vargas Solano', 'admin@demo.cr');
  return render(
    <MemoryRouter>
      <Home />
    </MemoryRouter>,
  );
}

const link = (name: string) => screen.getByRole('link', { name });

describe("the administrator's home (spec §2)", () => {
  it('counts what waits for the administration, each count opening its list, from one call', async () => {
    const { requests } = mockApi({ 'GET /api/home/admin': { body: waiting } });
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `4 ${T.toReview}` })).toHaveAttribute('href', '/Inscripcion/AdminIndex');
    expect(link(`2 ${T.remedied}`)).toHaveAttribute('href', '/Inscripcion/AdminIndexRemediated');
    expect(link(`5 ${T.paid}`)).toHaveAttribute('href', '/Inscripcion/AdminIndexPayed');
    expect(link(`3 ${T.toPay}`)).toHaveAttribute('href', '/Inscripcion/AdminIndexPayable');
    expect(link(`1 ${T.toRemedy}`)).toHaveAttribute('href', '/Inscripcion/AdminIndexRemediate');
    expect(link(`6 ${T.visitsToReview}`)).toHaveAttribute('href', '/Citas/CitasAdministrador');
    expect(link(`0 ${T.extraVisits}`)).toHaveAttribute('href', '/Citas/Solicitudes');
    expect(link(`2 ${T.renewals}`)).toHaveAttribute('href', '/Propiedades/Renovaciones');
    expect(link(`7 ${T.boundaries}`)).toHaveAttribute('href', '/Propiedades/Limites');
    expect(screen.getByText(T.welcome('Andrea Vargas Solano'))).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['GET /api/home/admin']);
  });

  it("names the clients whose message waits for an answer, with the time, and points to the envelope", async () => {
    mockApi({ 'GET /api/home/admin': { body: waiting } });
    renderHome();
    const messages = await screen.findByRole('region', { name: T.messages });
    expect(within(messages).getByText('7')).toBeInTheDocument();
    expect(within(messages).getByText(T.waitingConversations)).toBeInTheDocument();
    const rows = within(messages).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `José Pablo Rojas Araya · Visita de la Finca El Roble${formatDateTime('2026-11-20T15:05:00.000Z')}`,
      `Ana Lucía Brenes Salas · Pago de la inscripción${formatDateTime('2026-11-19T22:40:00.000Z')}`,
    ]);
    expect(within(messages).getByText(T.useEnvelope)).toBeInTheDocument();
  });

  it('says so when no client waits', async () => {
    mockApi({ 'GET /api/home/admin': { body: { ...waiting, conversations: { waiting: 0, latest: [] } } } });
    renderHome();
    expect(await screen.findByText(T.noConversations)).toBeInTheDocument();
    expect(screen.queryByText(T.useEnvelope)).not.toBeInTheDocument();
  });

  it('shows when the last backup was taken, its size and file, and flags none, or one older than a week', async () => {
    const takenAt = new Date(Date.now() - 2 * 86_400_000).toISOString();
    mockApi({ 'GET /api/home/admin': { body: { ...waiting, lastBackup: { takenAt, fileName: 'madera-legal-respaldo.tar.gz', bytes: 5_872_025 } } } });
    const { unmount } = renderHome();
    const backup = await screen.findByRole('region', { name: T.backup });
    expect(backup).toHaveTextContent(`${T.lastBackup}: ${formatDateTime(takenAt)} (${formatAge(takenAt)}) · 5,6 MB`);
    expect(backup).toHaveTextContent('madera-legal-respaldo.tar.gz');
    expect(within(backup).queryByText(T.backupOld(BACKUP_MAX_AGE_DAYS))).not.toBeInTheDocument();
    unmount();

    const old = new Date(Date.now() - 9 * 86_400_000).toISOString();
    mockApi({ 'GET /api/home/admin': { body: { ...waiting, lastBackup: { takenAt: old, fileName: 'viejo.tar.gz', bytes: 240_000 } } } });
    const second = renderHome();
    expect(await screen.findByText(T.backupOld(BACKUP_MAX_AGE_DAYS))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: T.backup })).toHaveTextContent(`(${formatAge(old)}) · 234,4 KB`);
    second.unmount();

    mockApi({ 'GET /api/home/admin': { body: waiting } });
    renderHome();
    expect(await screen.findByText(T.noBackup)).toBeInTheDocument();
  });

  it('shows a failed call as the alert of spec §8', async () => {
    mockApi({ 'GET /api/home/admin': { status: 500, body: { status: 500, title: 'Error interno' } } });
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('500 - Error interno');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
