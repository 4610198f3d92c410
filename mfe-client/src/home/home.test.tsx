import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ClientHome } from '@portal/shared-api';
import { signInAs } from '@portal/shared-auth/test-token';
import { formatColones } from '@portal/shared-ui';
import { mockApi } from '../../../tools/jest/mock-api';
import { TEXTS } from '../texts';
import { Home } from './home';

const T = TEXTS.home;

const enrolment = (id: number, status: ClientHome['enrolments']['items'][number]['status'], nextStep: ClientHome['enrolments']['items'][number]['nextStep'], property: string, propertyCount = 1) => ({
  id,
  status,
  nextStep,
  category: 'Plantaciones forestales con PSA',
  property,
  propertyCount,
  price: 1_250_000.5,
  dateSolicited: '2026-11-02T16:30:00.000Z',
});

const mine: ClientHome = {
  enrolments: {
    total: 24,
    items: [
      enrolment(14, 'Pagar', 'uploadVoucher', 'Finca Santa Rosa'),
      enrolment(12, 'Subsanar', 'uploadRemediation', 'Finca Los Laureles'),
      enrolment(16, 'Presentada', 'awaitReview', 'Finca El Guayabo', 2),
      enrolment(13, 'Subsanada', 'awaitRemediationReview', 'Finca Río Frío'),
      enrolment(15, 'Pagada', 'awaitPaymentCheck', 'Depósito Maderas Rojas'),
      enrolment(1, 'Aceptada', 'certified', 'Finca El Roble'),
      enrolment(17, 'Rechazada', 'rejected', 'Finca El Jobo'),
    ],
  },
  certified: {
    properties: 2,
    visitsLeft: 3,
    items: [
      { id: 2, name: 'Finca Los Guayacanes', visitsLeft: 0 },
      { id: 1, name: 'Finca El Roble', visitsLeft: 3 },
    ],
  },
};

function renderHome() {
  signInAs('Cliente', ['Cliente'], 'José Pablo Rojas Araya', 'cliente@demo.cr');
  return render(
    <MemoryRouter>
      <Home />
    </MemoryRouter>,
  );
}

/** The whitespace-normalised text testing-library compares (es-CR groups digits with a no-break space). */
const normalised = (text: string) => text.replace(/\s+/g, ' ');

describe("the client's home (spec §2)", () => {
  it("lists each enrolment with its state and the one step it needs, linking to its detail, from one call", async () => {
    const { requests } = mockApi({ 'GET /api/home/client': { body: mine } });
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: T.title('José Pablo Rojas Araya') })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: T.enrolments });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(7);
    const expected: Array<[number, string, string, string]> = [
      [14, 'Inscripción N.º 14: Finca Santa Rosa', 'Pagar', T.steps.uploadVoucher(formatColones(1_250_000.5))],
      [12, 'Inscripción N.º 12: Finca Los Laureles', 'Subsanar', T.steps.uploadRemediation],
      [16, 'Inscripción N.º 16: Finca El Guayabo y 1 más', 'Presentada', T.steps.awaitReview],
      [13, 'Inscripción N.º 13: Finca Río Frío', 'Subsanada', T.steps.awaitRemediationReview],
      [15, 'Inscripción N.º 15: Depósito Maderas Rojas', 'Pagada', T.steps.awaitPaymentCheck],
      [1, 'Inscripción N.º 1: Finca El Roble', 'Aceptada', T.steps.certified],
      [17, 'Inscripción N.º 17: Finca El Jobo', 'Rechazada', T.steps.rejected],
    ];
    for (const [i, [id, name, status, step]] of expected.entries()) {
      const row = rows[i]!;
      expect(within(row).getByRole('link', { name })).toHaveAttribute('href', `/Inscripcion/ClientDisplay/${id}`);
      expect(within(row).getByText(status)).toBeInTheDocument();
      expect(normalised(row.textContent!)).toContain(normalised(`${T.nextStep} ${step}`));
    }
    expect(within(list).getByRole('link', { name: T.allEnrolments(24) })).toHaveAttribute('href', '/Inscripcion/ClientIndex');
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['GET /api/home/client']);
  });

  it('offers a new enrolment as its primary button', async () => {
    mockApi({ 'GET /api/home/client': { body: mine } });
    renderHome();
    const button = screen.getByRole('link', { name: T.newEnrolment });
    expect(button).toHaveAttribute('href', '/Inscripcion');
    expect(button).toHaveClass('btn-primary');
    await screen.findByRole('region', { name: T.enrolments });
  });

  it('shows the certified properties with their visits left: book one where visits are left, buy more where none is', async () => {
    mockApi({ 'GET /api/home/client': { body: mine } });
    renderHome();
    const certified = await screen.findByRole('region', { name: T.certified });
    expect(within(certified).getByText(T.certifiedSummary(2, 3))).toBeInTheDocument();
    expect(within(certified).getByText(T.visitsLeft(3))).toBeInTheDocument();
    expect(within(certified).getByRole('link', { name: T.bookVisit('Finca El Roble') })).toHaveAttribute('href', '/Propiedades/CrearCitaPropiedad/1');
    expect(within(certified).getByRole('link', { name: T.buyVisits('Finca Los Guayacanes') })).toHaveAttribute('href', '/Propiedades/ComprarVisitas/2');
    expect(within(certified).getByRole('link', { name: T.allCertified })).toHaveAttribute('href', '/Propiedades/MisPropiedadesAceptadas');
  });

  it('leads a new client to the first enrolment', async () => {
    mockApi({ 'GET /api/home/client': { body: { enrolments: { total: 0, items: [] }, certified: { properties: 0, visitsLeft: 0, items: [] } } } });
    renderHome();
    expect(await screen.findByText(T.noEnrolments)).toBeInTheDocument();
    expect(screen.getByText(T.noCertified)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ver todas/ })).not.toBeInTheDocument();
  });
});
