import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PAYMENTS_CSV, type AccountantHome } from '@portal/shared-api';
import { signInAs } from '@portal/shared-auth/test-token';
import { formatColones, formatDateTime } from '@portal/shared-ui';
import { mockApi } from '../../../tools/jest/mock-api';
import { TEXTS } from '../texts';
import { ContadorHome } from './contador-home';

const T = TEXTS.accountantHome;

const payments: AccountantHome = {
  months: [
    { month: '2026-11', enrolments: { count: 2, amount: 2_214_000 }, extraVisits: { count: 1, amount: 90_000.5 }, renewals: { count: 1, amount: 280_350 }, total: 2_584_350.5 },
    { month: '2026-10', enrolments: { count: 2, amount: 1_220_000 }, extraVisits: { count: 0, amount: 0 }, renewals: { count: 0, amount: 0 }, total: 1_220_000 },
  ],
  latest: [
    {
      kind: 'Visitas extra',
      reference: 'VE-3',
      paidAt: '2026-11-21T16:10:00.000Z',
      payer: 'José Pablo Rojas Araya',
      identification: '204560789',
      detail: '2 visitas para Finca El Roble',
      amount: 90_000.5,
    },
    {
      kind: 'Inscripción',
      reference: 'INS-22',
      paidAt: '2026-11-20T14:00:00.000Z',
      payer: 'Cooperativa Agroforestal de Hojancha R.L.',
      identification: '3-004-123456',
      detail: 'Categoría 01.02.02.01.01 Plantaciones con PSA de reforestación',
      amount: 2_004_000,
    },
  ],
};

function renderHome() {
  signInAs('Contador', ['Contador'], 'Luis Diego Chaves Quesada', 'contador@demo.cr');
  return render(
    <MemoryRouter>
      <ContadorHome />
    </MemoryRouter>,
  );
}

/** es-CR groups digits with a no-break space, which testing-library's matcher normalises to a space. */
const money = (amount: number) => formatColones(amount).replace(/\s/g, ' ');

describe("the accountant's home (spec §2)", () => {
  afterEach(() => jest.restoreAllMocks());

  it('adds up the payments of this month and the previous one in colones, from one call', async () => {
    const { requests } = mockApi({ 'GET /api/home/accountant': { body: payments } });
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: T.title('Luis Diego Chaves Quesada') })).toBeInTheDocument();
    const november = await screen.findByRole('region', { name: T.month('noviembre de 2026') });
    expect(within(november).getByText(T.enrolments(2)).nextSibling).toHaveTextContent(money(2_214_000));
    expect(within(november).getByText(T.extraVisits(1)).nextSibling).toHaveTextContent(money(90_000.5));
    expect(within(november).getByText(T.renewals(1)).nextSibling).toHaveTextContent(money(280_350));
    expect(within(november).getByText(T.total).nextSibling).toHaveTextContent(money(2_584_350.5));
    const october = screen.getByRole('region', { name: T.month('octubre de 2026') });
    expect(within(october).getByText(T.extraVisits(0)).nextSibling).toHaveTextContent(money(0));
    expect(within(october).getByText(T.total).nextSibling).toHaveTextContent(money(1_220_000));
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['GET /api/home/accountant']);
  });

  it('lists the latest payments with payer, date and amount', async () => {
    mockApi({ 'GET /api/home/accountant': { body: payments } });
    renderHome();
    const latest = await screen.findByRole('region', { name: T.latest });
    const rows = within(latest).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(T.payment('Visitas extra', 'VE-3', 'José Pablo Rojas Araya'))).toBeInTheDocument();
    expect(within(rows[0]!).getByText(money(90_000.5))).toBeInTheDocument();
    expect(within(rows[0]!).getByText(formatDateTime('2026-11-21T16:10:00.000Z'))).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Categoría 01.02.02.01.01 Plantaciones con PSA de reforestación');
  });

  it('downloads the CSV of the payments with the session token', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => 'blob:pagos');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { requests } = mockApi({
      'GET /api/home/accountant': { body: payments },
      'GET /api/home/accountant/payments.csv': { body: 'Fecha de pago;Mes' },
    });
    renderHome();
    await user.click(await screen.findByRole('button', { name: T.exportCsv }));
    await waitFor(() => expect(saved).toEqual([PAYMENTS_CSV.fileName]));
    const csv = requests.find((r) => new URL(r.url).pathname === '/api/home/accountant/payments.csv')!;
    expect(csv.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('shows a failed export as an alert and keeps the button', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/home/accountant': { body: payments },
      'GET /api/home/accountant/payments.csv': { status: 403, body: { status: 403, title: 'No autorizado' } },
    });
    renderHome();
    await user.click(await screen.findByRole('button', { name: T.exportCsv }));
    expect(await screen.findByRole('alert')).toHaveTextContent('403 - No autorizado');
    expect(screen.getByRole('button', { name: T.exportCsv })).toBeEnabled();
  });

  it('says so when no payment came in, and still leads to the public information', async () => {
    const none = { count: 0, amount: 0 };
    mockApi({
      'GET /api/home/accountant': {
        body: {
          months: ['2026-11', '2026-10'].map((month) => ({ month, enrolments: none, extraVisits: none, renewals: none, total: 0 })),
          latest: [],
        },
      },
    });
    renderHome();
    expect(await screen.findByText(T.noPayments)).toBeInTheDocument();
    const more = screen.getByRole('navigation', { name: T.more });
    expect(within(more).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/Portafolio', '/Documentos', '/Noticias', '/Contactanos']);
  });
});
