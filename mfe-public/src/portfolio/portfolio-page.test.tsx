import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOTAL_RECORDS_HEADER, type PortfolioRow } from '@portal/shared-api';
import { LIST_FIT_WIDTH, LIST_TEXTS, formatDateTime } from '@portal/shared-ui';
import { chooseOption, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setScreenWidth } from '../../../tools/jest/screen-width';
import { TEXTS } from '../texts';
import { PortfolioPage } from './portfolio-page';

const T = TEXTS.portfolio;

const row: PortfolioRow = {
  id: 12,
  inscriptionId: 4,
  sheetNumber: '2-123456-000',
  identification: '203450678',
  name: 'Ana Mora Solís',
  fantasyName: 'Finca El Roble',
  province: 'Alajuela',
  canton: 'San Carlos',
  district: 'Florencia',
  address: '200 m norte de la escuela',
  dateApproved: '2026-08-03T15:30:00.000Z',
  category: 'Plantaciones forestales',
  area: 12.5,
  volume: 1340,
  visitationAmount: 3,
  inscriptionType: 'Individual',
  ownership: 'Propio',
  inscriptionDate: '2026-07-01T14:00:00.000Z',
};

function server() {
  return mockApi({
    'GET /api/properties/portfolio': { body: [row], headers: { [TOTAL_RECORDS_HEADER]: '1' } },
    'GET /api/properties/portfolio/Filtered': { body: [row], headers: { [TOTAL_RECORDS_HEADER]: '1' } },
    'GET /api/provinces': { body: [{ id: 1, name: 'San José' }, { id: 2, name: 'Alajuela' }] },
    'GET /api/cantons/province/2': { body: [{ id: 21, name: 'San Carlos' }, { id: 22, name: 'Grecia' }] },
  });
}

const choose = chooseOption;

const lastQuery = (requests: Request[]) => {
  const last = requests.filter((r) => r.url.includes('/portfolio')).at(-1)!;
  return { path: new URL(last.url).pathname, query: Object.fromEntries(new URL(last.url).searchParams) };
};

describe('/Portafolio (spec §2)', () => {
  it('shows every column of the spec: the main ones in the row, the rest in its expansion; the farm links to its public profile', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    server();
    renderScreen(<PortfolioPage />, '/Portafolio');
    const link = await screen.findByRole('link', { name: '2-123456-000' });
    expect(link).toHaveAttribute('href', '/PerfilPropiedad/12');
    const C = T.columns;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', C.sheetNumber, C.name, C.province, C.canton, C.dateApproved, C.category]);
    expect(parseFloat(screen.getByRole('table').style.width)).toBeLessThanOrEqual(LIST_FIT_WIDTH);
    const tableRow = link.closest('tr') as HTMLElement;
    expect(within(tableRow).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '', '2-123456-000', 'Ana Mora Solís (Finca El Roble)', 'Alajuela', 'San Carlos', formatDateTime(row.dateApproved), 'Plantaciones forestales',
    ]);

    await user.click(within(tableRow).getByRole('button', { name: 'Expandir fila' }));
    const expansion = tableRow.nextElementSibling as HTMLElement;
    const pairs = [...expansion.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      [C.identification, '203450678'],
      [C.district, 'Florencia'],
      [C.address, '200 m norte de la escuela'],
      [C.area, (12.5).toLocaleString('es-CR')],
      [C.volume, (1340).toLocaleString('es-CR')],
      [C.visitationAmount, '3'],
      [C.inscriptionType, 'Individual'],
      [C.ownership, 'Propio'],
      [C.inscriptionDate, formatDateTime(row.inscriptionDate)],
    ]);
  });

  it('prints every column of the spec in one table', async () => {
    server();
    renderScreen(<PortfolioPage />, '/Portafolio');
    const link = await screen.findByRole('link', { name: '2-123456-000' });
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(Object.values(T.columns));
    const cells = within(screen.getByRole('link', { name: '2-123456-000' }).closest('tr') as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual([
      '2-123456-000', '203450678', 'Ana Mora Solís (Finca El Roble)', 'Alajuela', 'San Carlos', 'Florencia', '200 m norte de la escuela',
      formatDateTime(row.dateApproved), 'Plantaciones forestales', (12.5).toLocaleString('es-CR'), (1340).toLocaleString('es-CR'), '3', 'Individual', 'Propio',
      formatDateTime(row.inscriptionDate),
    ]);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(link).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(7);
  });

  it('on a phone shows each provider as a card with every field and the link to its profile', async () => {
    setScreenWidth(375);
    server();
    renderScreen(<PortfolioPage />, '/Portafolio');
    const card = await screen.findByRole('article', { name: 'Ana Mora Solís (Finca El Roble)' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '2-123456-000' })).toHaveAttribute('href', '/PerfilPropiedad/12');
    const labels = [...card.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toEqual(Object.values(T.columns).filter((label) => label !== T.columns.name));
  });

  it('filters by province and canton on the server, and exports the same filter as CSV', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const { requests } = server();
    renderScreen(<PortfolioPage />, '/Portafolio');
    await screen.findByText('2-123456-000');
    expect(screen.getByLabelText(T.canton).closest('.ant-select')).toHaveClass('ant-select-disabled');

    await choose(user, T.province, 'Alajuela');
    await waitFor(() => expect(lastQuery(requests).query).toEqual({ page: '1', visibleRecords: '10', provinceId: '2' }));
    await choose(user, T.canton, 'San Carlos');
    await waitFor(() => expect(lastQuery(requests).query).toEqual({ page: '1', visibleRecords: '10', provinceId: '2', cantonId: '21' }));

    await user.type(screen.getByRole('searchbox', { name: LIST_TEXTS.search }), 'Roble{Enter}');
    await waitFor(() =>
      expect(lastQuery(requests)).toEqual({
        path: '/api/properties/portfolio/Filtered',
        query: { page: '1', visibleRecords: '10', param: 'Roble', provinceId: '2', cantonId: '21' },
      }),
    );
    expect(screen.getByRole('link', { name: T.exportCsv })).toHaveAttribute(
      'href',
      '/api/properties/portfolio.csv?param=Roble&provinceId=2&cantonId=21',
    );
  });

  it('prints the list', async () => {
    const user = userEvent.setup({ delay: null });
    server();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderScreen(<PortfolioPage />, '/Portafolio');
    await screen.findByText('2-123456-000');
    await user.click(screen.getByRole('button', { name: T.print }));
    expect(print).toHaveBeenCalledTimes(1);
    // on paper (frame.css: .no-print hidden, .print-only shown): the rows and the date, no controls
    const printedOn = document.querySelector('.print-only')!;
    expect(printedOn).toHaveTextContent(/^Lista impresa el \d{4}-\d{2}-\d{2} \d{2}:\d{2} (am|pm)$/);
    expect(printedOn.closest('.no-print')).toBeNull();
    for (const control of [screen.getByRole('searchbox', { name: LIST_TEXTS.search }), screen.getByRole('navigation', { name: LIST_TEXTS.pager }), screen.getByRole('button', { name: T.print })]) {
      expect(control.closest('.no-print')).not.toBeNull();
    }
    expect(screen.getByRole('table').closest('.no-print')).toBeNull();
  });

  it('says when no certified provider matches, busy while it searches', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (value: Response) => void = () => undefined;
    mockApi({
      'GET /api/properties/portfolio': { body: [row], headers: { [TOTAL_RECORDS_HEADER]: '1' } },
      'GET /api/provinces': { body: [] },
    });
    const fetchMock = globalThis.fetch as jest.Mock;
    renderScreen(<PortfolioPage />, '/Portafolio');
    await screen.findByText('2-123456-000');
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('/Filtered')) return original(input, init);
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    await user.type(screen.getByRole('searchbox', { name: LIST_TEXTS.search }), 'Guanacaste{Enter}');
    // the rows shown stay, busy, while the search runs
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    answer(new Response('[]', { status: 200, headers: { 'content-type': 'application/json', [TOTAL_RECORDS_HEADER]: '0' } }));
    expect(await screen.findByText(LIST_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByText('2-123456-000')).not.toBeInTheDocument();
  });
});
