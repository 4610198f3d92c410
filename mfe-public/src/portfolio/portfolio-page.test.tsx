import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BULK_LOOKUP_HEADERS, BULK_STATUS_CSV, PORTFOLIO_MSG, TOTAL_RECORDS_HEADER } from '@portal/shared-api';
import { LIST_TEXTS, formatDateTime } from '@portal/shared-ui';
import { MAP_TEXTS } from '@portal/shared-ui/map';
import { expectListFits, listHeaders, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setBrowserLanguages } from '../../../tools/jest/browser-language';
import { TEXTS } from '../texts';
import { portfolioRow } from './portfolio-fixtures';
import { PortfolioPage } from './portfolio-page';
import { portfolioText } from './portfolio-texts';

const T = TEXTS.portfolio;

const row = portfolioRow;

function server(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...extra,
    'GET /api/properties/portfolio': { body: [row], headers: { [TOTAL_RECORDS_HEADER]: '1' } },
    'GET /api/properties/portfolio/Filtered': { body: [row], headers: { [TOTAL_RECORDS_HEADER]: '1' } },
    'GET /api/provinces': { body: [{ id: 1, name: 'San José' }, { id: 2, name: 'Alajuela' }] },
    'GET /api/cantons/province/2': { body: [{ id: 21, name: 'San Carlos' }, { id: 22, name: 'Grecia' }] },
  });
}

const lastQuery = (requests: Request[]) => {
  const last = requests.filter((r) => r.url.includes('/portfolio')).at(-1)!;
  return { path: new URL(last.url).pathname, query: Object.fromEntries(new URL(last.url).searchParams) };
};

describe('/Portafolio (spec §2)', () => {
  it('shows every column of the spec: the main ones in the row, the rest in its expansion; the farm links to its public profile', async () => {
    const user = userEvent.setup({ delay: null });
    server();
    renderScreen(<PortfolioPage />, '/Portafolio');
    const link = await screen.findByRole('link', { name: '2-123456-000' });
    expect(link).toHaveAttribute('href', '/PerfilPropiedad/12');
    const C = T.columns;
    // one table for every screen: which cells show is list-table.css's choice (a card below 768 px, the six key
    // columns in the row from 768 px, all 15 from 1600 px or with Más datos, every column on paper), so the
    // markup holds every column of the spec in its order
    const headers = listHeaders(screen.getByRole('table'));
    expect(headers.all).toEqual(Object.values(C));
    expect(headers.narrow).toEqual([C.sheetNumber, C.name, C.province, C.canton, C.dateApproved, C.category, C.certificateStatus]);
    expect(headers.wide).toEqual(headers.narrow);
    expectListFits(screen.getByRole('table'), { all: true });
    const tableRow = link.closest('tr') as HTMLElement;
    // each cell carries its label, the card's label on a phone
    const cells = within(tableRow).getAllByRole('cell').slice(1);
    const fields = [
      [C.sheetNumber, '2-123456-000'],
      [C.identification, '203450678'],
      [C.name, 'Ana Mora Solís (Finca El Roble)'],
      [C.province, 'Alajuela'],
      [C.canton, 'San Carlos'],
      [C.district, 'Florencia'],
      [C.address, '200 m norte de la escuela'],
      [C.dateApproved, formatDateTime(row.dateApproved)],
      [C.category, 'Plantaciones forestales'],
      [C.area, (12.5).toLocaleString('es-CR')],
      // and under it what the certificate's period has left for origin certificates
      [C.volume, `${(1340).toLocaleString('es-CR')}Quedan ${(212.5).toLocaleString('es-CR')} de ${(1340).toLocaleString('es-CR')} m³ certificados`],
      [C.visitationAmount, '3'],
      [C.inscriptionType, 'Individual'],
      [C.ownership, 'Propio'],
      [C.inscriptionDate, formatDateTime(row.inscriptionDate)],
      [C.certificateStatus, 'Vigente'],
    ];
    expect(cells.map((c) => [c.dataset.label, c.textContent])).toEqual(fields);
    // the name heads the card
    expect(cells[2]).toHaveClass('list-table__title');
    // a long name is cut in the table, whole in its title
    expect(cells[2]).toHaveAttribute('title', 'Ana Mora Solís (Finca El Roble)');

    await user.click(within(tableRow).getByRole('button', { name: LIST_TEXTS.expandRow }));
    const expansion = tableRow.nextElementSibling as HTMLElement;
    const pairs = [...expansion.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    const secondary: string[] = [C.identification, C.district, C.address, C.area, C.volume, C.visitationAmount, C.inscriptionType, C.ownership, C.inscriptionDate];
    expect(pairs).toEqual(fields.filter(([label]) => secondary.includes(label)));
    await user.click(within(tableRow).getByRole('button', { name: LIST_TEXTS.collapseRow }));
    expect(tableRow.nextElementSibling).toBeNull();

    // Más datos: every column in the row, the first one kept in view while the table scrolls
    const more = screen.getByRole('switch', { name: LIST_TEXTS.moreData });
    await user.click(more);
    expect(more).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('table')).toHaveClass('list-table--all');
    expect(cells[0]).toHaveClass('list-table__first');
  });

  it('starts from the page the server rendered it with, without asking the API again', async () => {
    const { requests } = mockApi({ 'GET /api/provinces': { body: [] } });
    window.__PORTAL_PAGE_DATA__ = { path: '/Portafolio', data: { rows: [row], total: 31 } };
    try {
      renderScreen(<PortfolioPage />, '/Portafolio');
      expect(screen.getByRole('link', { name: '2-123456-000' })).toBeInTheDocument();
      expect(screen.getByText(LIST_TEXTS.total(31))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: LIST_TEXTS.page(4) })).toBeInTheDocument();
      await waitFor(() => expect(requests.some((r) => r.url.includes('/provinces'))).toBe(true));
      expect(requests.filter((r) => r.url.includes('/portfolio'))).toEqual([]);
    } finally {
      delete window.__PORTAL_PAGE_DATA__;
    }
  });

  it('filters by province and canton on the server, and exports the same filter as CSV', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const { requests } = server();
    renderScreen(<PortfolioPage />, '/Portafolio');
    await screen.findByText('2-123456-000');
    expect(screen.getByLabelText(T.canton)).toBeDisabled();

    await user.selectOptions(await screen.findByLabelText(T.province), 'Alajuela');
    await waitFor(() => expect(lastQuery(requests).query).toEqual({ page: '1', visibleRecords: '10', provinceId: '2' }));
    await user.selectOptions(screen.getByLabelText(T.canton), await screen.findByRole('option', { name: 'San Carlos' }));
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
    // and the same filter's published boundaries as the EU's GeoJSON
    expect(screen.getByRole('link', { name: T.exportEu })).toHaveAttribute(
      'href',
      '/api/properties/portfolio.geojson?param=Roble&provinceId=2&cantonId=21',
    );
    // emptying the box (its clear button) lists every provider of the filter again
    await user.clear(screen.getByRole('searchbox', { name: LIST_TEXTS.search }));
    await waitFor(() =>
      expect(lastQuery(requests)).toEqual({ path: '/api/properties/portfolio', query: { page: '1', visibleRecords: '10', provinceId: '2', cantonId: '21' } }),
    );
  });

  it('lists the certificates in force unless the buyer picks another status, and exports that status', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const { requests } = server();
    renderScreen(<PortfolioPage />, '/Portafolio');
    await screen.findByText('2-123456-000');
    const status = screen.getByLabelText(T.status);
    expect(status).toHaveDisplayValue(T.statusOptions.Vigente);
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(Object.values(T.statusOptions));
    expect(lastQuery(requests).query).toEqual({ page: '1', visibleRecords: '10' });

    await user.selectOptions(status, T.statusOptions.Suspendida);
    await waitFor(() => expect(lastQuery(requests).query).toEqual({ page: '1', visibleRecords: '10', status: 'Suspendida' }));
    expect(screen.getByRole('link', { name: T.exportCsv })).toHaveAttribute('href', '/api/properties/portfolio.csv?status=Suspendida');
    await user.selectOptions(status, T.statusOptions.todos);
    await waitFor(() => expect(lastQuery(requests).query).toEqual({ page: '1', visibleRecords: '10', status: 'todos' }));
    await user.selectOptions(status, T.statusOptions.Vigente);
    await waitFor(() => expect(lastQuery(requests).query).toEqual({ page: '1', visibleRecords: '10' }));
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

  it('shows the certified properties of the same search and filters on a map, when asked', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = mockApi({
      'GET /api/properties/portfolio': { body: [row], headers: { [TOTAL_RECORDS_HEADER]: '1' } },
      'GET /api/properties/portfolio/Filtered': { body: [row], headers: { [TOTAL_RECORDS_HEADER]: '1' } },
      'GET /api/provinces': { body: [{ id: 2, name: 'Alajuela' }] },
      'GET /api/cantons/province/2': { body: [{ id: 21, name: 'San Carlos' }] },
      'GET /api/properties/portfolio.map': { body: { total: 3, lon: [-84.48111, -85.35], lat: [10.35208, 10.07], idSteps: [12, 1], exact: [1, 0] } },
      'GET /api/properties/portfolio.names': { body: [{ id: 12, name: 'Ana Mora Solís (Finca El Roble)' }, { id: 13, name: 'Coope Hojancha' }] },
      'GET /api/basemap': { body: { tilesUrl: null, attribution: null } },
    });
    renderScreen(<PortfolioPage />, '/Portafolio');
    await screen.findByRole('link', { name: '2-123456-000' });
    // no map, and no request for one, until it is asked for
    expect(screen.queryByRole('region', { name: MAP_TEXTS.portfolioLabel })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('portfolio.map'))).toBe(false);
    await user.selectOptions(screen.getByRole('combobox', { name: T.province }), '2');
    await user.type(screen.getByRole('searchbox', { name: LIST_TEXTS.search }), 'Roble{Enter}');
    await user.click(screen.getByRole('button', { name: MAP_TEXTS.showMap }));
    expect(await screen.findByText('2 de 3 proveedores de esta búsqueda en el mapa; los demás aún no tienen un límite aprobado.')).toBeVisible();
    expect(await screen.findByRole('region', { name: MAP_TEXTS.portfolioLabel })).toBeVisible();
    const asked = requests.filter((r) => r.url.includes('portfolio.map')).at(-1)!;
    expect(Object.fromEntries(new URL(asked.url).searchParams)).toEqual({ param: 'Roble', provinceId: '2' });
    await user.click(screen.getByRole('button', { name: MAP_TEXTS.hideMap }));
    expect(screen.queryByRole('region', { name: MAP_TEXTS.portfolioLabel })).not.toBeInTheDocument();
  });

  it('looks up a CSV of certificate and sheet numbers and downloads their statuses, saying how many have none', async () => {
    const user = userEvent.setup({ delay: null });
    const answered = { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${BULK_STATUS_CSV.fileName}"` };
    let refuse = false;
    const { requests } = server({
      'POST /api/properties/status.csv': () =>
        refuse
          ? { status: 400, body: { status: 400, title: PORTFOLIO_MSG.bulkEmpty } }
          : { body: 'Consulta;Certificado N.º', headers: { ...answered, [BULK_LOOKUP_HEADERS.rows]: '3', [BULK_LOOKUP_HEADERS.notFound]: '1' } },
    });
    const downloads: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:estados');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderScreen(<PortfolioPage />, '/Portafolio');
    await user.click(await screen.findByRole('button', { name: T.bulk.open }));
    const panel = screen.getByRole('region', { name: T.bulk.open });
    expect(panel).toHaveTextContent(portfolioText('es', 'bulk.intro', { max: '10 000' }));
    expect(panel).toHaveTextContent('hasta 10 000 números');

    // nothing chosen yet: says what to do, asks nothing
    await user.click(within(panel).getByRole('button', { name: T.bulk.submit }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(T.bulk.chooseFile);

    const list = 'certificado\n12\n2-123456-000\n';
    await user.upload(within(panel).getByLabelText(T.bulk.file), new File([list], 'mis-proveedores.csv', { type: 'text/csv' }));
    await user.click(within(panel).getByRole('button', { name: T.bulk.submit }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      `Listo: se descargó ${BULK_STATUS_CSV.fileName} con 3 filas; 1 número no se encontró (su fila dice «${BULK_STATUS_CSV.notFound}»).`,
    );
    const sent = requests.filter((r) => r.method === 'POST').at(-1)!;
    expect(new URL(sent.url).pathname).toBe('/api/properties/status.csv');
    expect(new URL(sent.url).searchParams.get('lang')).toBe('es');
    expect(sent.headers.get('content-type')).toBe('text/csv');
    expect(await sent.text()).toBe(list);
    expect(downloads).toEqual([BULK_STATUS_CSV.fileName]);

    // the server's Spanish message when it refuses the file
    refuse = true;
    await user.click(within(panel).getByRole('button', { name: T.bulk.submit }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(PORTFOLIO_MSG.bulkEmpty);
    expect(within(panel).getByRole('status')).toBeEmptyDOMElement();

    // a file edited after it was chosen cannot be read: it asks to choose it again
    refuse = false;
    const changed = new File(['certificado\n12\n'], 'cambiado.csv', { type: 'text/csv' });
    changed.text = () => Promise.reject(new DOMException('The file changed', 'NotReadableError'));
    await user.upload(within(panel).getByLabelText(T.bulk.file), changed);
    await user.click(within(panel).getByRole('button', { name: T.bulk.submit }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(T.bulk.unreadable);
    expect((within(panel).getByLabelText(T.bulk.file) as HTMLInputElement).value).toBe('');
    click.mockRestore();
  });
});

describe('/Portafolio for a buyer abroad, in English (beyond the spec)', () => {
  beforeEach(() => setBrowserLanguages(['en-US', 'en']));
  afterEach(() => jest.restoreAllMocks());

  it('writes the list, its statuses, its values and its pager in English; its links keep the language', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = server();
    renderScreen(<PortfolioPage />, '/Portafolio');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certified Providers' })).toBeVisible();
    const link = await screen.findByRole('link', { name: '2-123456-000' });
    expect(link).toHaveAttribute('href', '/PerfilPropiedad/12?lang=en');
    expect(link.closest('[lang]')).toHaveAttribute('lang', 'en');
    const headers = listHeaders(screen.getByRole('table'));
    expect(headers.narrow).toEqual(['Land registry', 'Name', 'Province', 'Canton', 'Date approved', 'Category', 'Status']);
    const cells = within(link.closest('tr') as HTMLElement).getAllByRole('cell').slice(1);
    const value = (label: string) => cells.find((cell) => cell.dataset.label === label)?.textContent;
    expect(value('Status')).toBe('Valid');
    expect(value('Tenure')).toBe('Owned');
    expect(value('Enrolment type')).toBe('Individual');
    expect(value('Volume (m³)')).toBe('1,340212.5 of 1,340 certified m³ left');
    expect(value('Area (ha)')).toBe('12.5');
    // names and places stay as written
    expect(value('Name')).toBe('Ana Mora Solís (Finca El Roble)');
    expect(screen.getByText('1 record')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'More data' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toMatch(/^\/api\/properties\/portfolio\.csv\?.*lang=en/);
    expect(screen.getByRole('link', { name: 'E-mail alerts' })).toHaveAttribute('href', '/Alertas?lang=en');
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '?lang=es');

    // the status filter and a search, in English
    await user.selectOptions(screen.getByRole('combobox', { name: 'Certificate status' }), 'Suspended');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Roble{Enter}');
    await waitFor(() => expect(lastQuery(requests).query).toMatchObject({ param: 'Roble', status: 'Suspendida' }));
  });

  it('switches to Spanish at once, keeping the choice in the address', async () => {
    const user = userEvent.setup({ delay: null });
    server();
    const { router } = renderScreen(<PortfolioPage />, '/Portafolio');
    await user.click(await screen.findByRole('link', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: T.title })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: T.columns.certificateStatus })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?lang=es');
  });

  it('looks up statuses in English: the file and the line about it', async () => {
    const user = userEvent.setup({ delay: null });
    const answered = { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="certificate-statuses.csv"' };
    const { requests } = server({
      'POST /api/properties/status.csv': { body: 'Query;Certificate No.', headers: { ...answered, [BULK_LOOKUP_HEADERS.rows]: '2', [BULK_LOOKUP_HEADERS.notFound]: '2' } },
    });
    URL.createObjectURL = jest.fn(() => 'blob:statuses');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderScreen(<PortfolioPage />, '/Portafolio');
    await user.click(await screen.findByRole('button', { name: 'Bulk lookup' }));
    const panel = screen.getByRole('region', { name: 'Bulk lookup' });
    expect(panel).toHaveTextContent('up to 10,000 numbers');
    await user.click(within(panel).getByRole('button', { name: 'Look up and download' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('First choose the CSV file with the numbers.');
    await user.upload(within(panel).getByLabelText('CSV file with the numbers'), new File(['12\n99\n'], 'suppliers.csv', { type: 'text/csv' }));
    await user.click(within(panel).getByRole('button', { name: 'Look up and download' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Done: certificate-statuses.csv was downloaded with 2 rows; 2 numbers were not found (their rows say “Not found”).',
    );
    const sent = requests.filter((r) => r.method === 'POST').at(-1)!;
    expect(new URL(sent.url).searchParams.get('lang')).toBe('en');
  });

  it('draws the map in English', async () => {
    const user = userEvent.setup({ delay: null });
    server({
      'GET /api/properties/portfolio.map': { body: { total: 3, lon: [-84.48111], lat: [10.35208], idSteps: [12], exact: [1] } },
      'GET /api/properties/portfolio.names': { body: [{ id: 12, name: 'Ana Mora Solís (Finca El Roble)' }] },
      'GET /api/basemap': { body: { tilesUrl: null, attribution: null } },
    });
    renderScreen(<PortfolioPage />, '/Portafolio');
    await user.click(await screen.findByRole('button', { name: 'Show on the map' }));
    expect(await screen.findByText('1 of the 3 providers of this search on the map; the others have no approved boundary yet.')).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Map of the certified providers' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide the map' })).toBeInTheDocument();
  });
});
