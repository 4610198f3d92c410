import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, TOTAL_RECORDS_HEADER } from '@portal/shared-api';
import { mockApi } from '../../../tools/jest/mock-api';
import { renderScreen } from '../testing';
import { LIST_FIT_WIDTH, LIST_WIDE_FIT_WIDTH, type ListColumn } from './list-columns';
import { PagedList } from './paged-list';
import { pagesAround } from './pages-around';
import { LIST_TEXTS as T } from './texts';

interface Row {
  id: number;
  name: string;
  category: string;
  status: string;
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Elemento ${from + i}`, category: `Categoría del elemento ${from + i}`, status: i % 2 ? 'Inactivo' : 'Activo' }));

/** A server of `total` rows answering pages, the Filtered variant and deletions like the API does. */
function listServer(total: number) {
  let items = rows(1, total);
  return mockApi({
    'GET /api/cosas': (request) => page(request, items),
    'GET /api/cosas/Filtered': (request) => {
      const param = new URL(request.url).searchParams.get('param') ?? '';
      return page(request, items.filter((row) => row.name.includes(param)));
    },
    'DELETE /api/cosas/3': () => {
      items = items.filter((row) => row.id !== 3);
      return { status: 204 };
    },
  });
}

function page(request: Request, items: Row[]) {
  const query = new URL(request.url).searchParams;
  const size = Number(query.get('visibleRecords'));
  const number = Number(query.get('page'));
  return { body: items.slice((number - 1) * size, number * size), headers: { [TOTAL_RECORDS_HEADER]: String(items.length) } };
}

const columns: ListColumn<Row>[] = [{ title: 'Nombre', dataIndex: 'name', key: 'name' }];

/** A list whose row has a title, a secondary field, a status and both row actions. */
const fullColumns: ListColumn<Row>[] = [
  { key: 'name', title: 'Nombre', dataIndex: 'name', role: 'title', ellipsis: true },
  { key: 'status', title: 'Estado', dataIndex: 'status', role: 'status' },
  { key: 'category', title: 'Categoría', dataIndex: 'category', priority: 'secondary' },
];
const FullList = () => (
  <PagedList<Row> title="Cosas" url="cosas" columns={fullColumns} create={{ entity: 'Cosa', to: '/Cosas/Crear' }} editTo={(row) => `/Cosas/Editar/${row.id}`} deletable />
);
const setup = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('generic paged list (spec §2, §7, §9)', () => {
  it('shows the spinner, then the first page of 10 with the total from the header', async () => {
    const { requests } = listServer(42);
    renderScreen(<PagedList<Row> title="Cosas" url="cosas" columns={columns} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('Elemento 1')).toBeInTheDocument();
    expect(screen.getByText('Elemento 10')).toBeInTheDocument();
    expect(screen.queryByText('Elemento 11')).not.toBeInTheDocument();
    expect(screen.getByText(T.total(42))).toBeInTheDocument();
    expect(queryOf(requests[0])).toEqual({ page: '1', visibleRecords: '10' });
  });

  it('says there is nothing to show when the list is empty', async () => {
    listServer(0);
    renderScreen(<PagedList<Row> title="Cosas" url="cosas" columns={columns} />);
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: T.pager })).not.toBeInTheDocument();
  });

  it('pages with three pages either side, Anterior and Siguiente', async () => {
    const user = setup();
    listServer(200);
    renderScreen(<PagedList<Row> title="Cosas" url="cosas" columns={columns} />);
    const pager = await screen.findByRole('navigation', { name: T.pager });
    const numbers = () => within(pager).getAllByRole('button', { name: /^Página/ }).map((b) => b.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4']);
    expect(within(pager).getByRole('button', { name: T.previous })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: T.page(4) }));
    expect(await screen.findByText('Elemento 31')).toBeInTheDocument();
    expect(numbers()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(within(pager).getByRole('button', { name: T.page(4) })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pager).getByRole('button', { name: T.next }));
    expect(await screen.findByText('Elemento 41')).toBeInTheDocument();
    expect(numbers()).toEqual(['2', '3', '4', '5', '6', '7', '8']);

    await user.click(within(pager).getByRole('button', { name: T.previous }));
    expect(await screen.findByText('Elemento 31')).toBeInTheDocument();
  });

  it('offers the page sizes 5, 10, 25 and 50 and starts again from page 1', async () => {
    const user = setup();
    const { requests } = listServer(60);
    renderScreen(<PagedList<Row> title="Cosas" url="cosas" columns={columns} />);
    await screen.findByText('Elemento 1');
    await user.click(screen.getByRole('button', { name: T.page(2) }));
    await screen.findByText('Elemento 11');

    const sizes = screen.getByRole('combobox', { name: T.pageSize });
    expect(within(sizes).getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '25', '50']);
    await user.selectOptions(sizes, '25');

    expect(await screen.findByText('Elemento 25')).toBeInTheDocument();
    expect(queryOf(requests.at(-1)!)).toEqual({ page: '1', visibleRecords: '25' });
  });

  it('searches through the Filtered variant with param', async () => {
    const user = setup();
    const { requests } = listServer(30);
    renderScreen(<PagedList<Row> title="Cosas" url="cosas" columns={columns} searchable />);
    await screen.findByText('Elemento 1');
    await user.type(screen.getByRole('searchbox', { name: T.search }), 'Elemento 2{Enter}');
    // Elemento 2 and 20–29: eleven rows, ten on the first page
    expect(await screen.findByText(T.total(11))).toBeInTheDocument();
    expect(screen.getByText('Elemento 28')).toBeInTheDocument();
    expect(screen.queryByText('Elemento 1')).not.toBeInTheDocument();
    const last = requests.at(-1)!;
    expect(new URL(last.url).pathname).toBe('/api/cosas/Filtered');
    expect(queryOf(last)).toEqual({ page: '1', visibleRecords: '10', param: 'Elemento 2' });
  });

  it('links to Crear and Editar', async () => {
    listServer(2);
    renderScreen(
      <PagedList<Row> title="Cosas" url="cosas" columns={columns} create={{ entity: 'Cosa', to: '/Cosas/Crear' }} editTo={(row) => `/Cosas/Editar/${row.id}`} />,
    );
    await screen.findByText('Elemento 1');
    expect(screen.getByRole('link', { name: T.create('Cosa') })).toHaveAttribute('href', '/Cosas/Crear');
    expect(screen.getAllByRole('link', { name: T.edit }).map((a) => a.getAttribute('href'))).toEqual(['/Cosas/Editar/1', '/Cosas/Editar/2']);
  });

  it('asks before deleting; Cancelar keeps the row, Borrar deletes it and reloads', async () => {
    const user = setup();
    const { requests } = listServer(5);
    renderScreen(<PagedList<Row> title="Cosas" url="cosas" columns={columns} deletable />);
    const row = (await screen.findByText('Elemento 3')).closest('tr') as HTMLElement;

    await user.click(within(row).getByRole('button', { name: T.delete }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(T.confirmDelete);
    await user.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: T.delete }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: T.delete }));
    await waitFor(() => expect(screen.queryByText('Elemento 3')).not.toBeInTheDocument());
    expect(screen.getByText(T.total(4))).toBeInTheDocument();
    expect(new URL(requests.find((r) => r.method === 'DELETE')!.url).pathname).toBe('/api/cosas/3');
  });

  it('shows a refused call in the red alert as status - title', async () => {
    mockApi({ 'GET /api/cosas': { status: 403, body: { status: 403, title: MSG.forbidden } } });
    renderScreen(<PagedList<Row> title="Cosas" url="cosas" columns={columns} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(`403 - ${MSG.forbidden}`);
  });
});

describe('the rows of a list on every screen: one table, CSS chooses what shows (list-table.css)', () => {
  it('keeps the status and the actions at the right edge, the secondary fields in the row and in its expansion', async () => {
    const user = setup();
    listServer(3);
    renderScreen(<FullList />);
    const row = (await screen.findByText('Elemento 2')).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([T.details, 'Nombre', 'Categoría', 'Estado', T.actions]);
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header(T.actions)).toHaveClass('list-table__sticky');
    expect(parseFloat(header(T.actions).style.insetInlineEnd)).toBe(0);
    // the status stands just left of the actions (Editar 72 + Borrar 88)
    expect(header('Estado')).toHaveClass('list-table__sticky');
    expect(parseFloat(header('Estado').style.insetInlineEnd)).toBe(160);
    expect(header('Nombre')).not.toHaveClass('list-table__sticky');
    expect(within(row).getByRole('link', { name: T.edit }).closest('td')).toHaveClass('list-table__actions', 'list-table__sticky');
    expect(within(row).getByRole('button', { name: T.delete }).closest('td')).toHaveClass('list-table__actions');
    expect(within(row).getByText('Inactivo').closest('td')).toHaveClass('list-table__status');
    // long text is cut to one line; its whole text is the cell's tooltip and shows on focus (the cell takes Tab)
    const name = within(row).getByText('Elemento 2').closest('td') as HTMLElement;
    expect(name).toHaveClass('list-table__cut', 'list-table__title');
    expect(name).toHaveAttribute('title', 'Elemento 2');
    expect(name).toHaveAttribute('tabindex', '0');
    // a secondary column is a cell of the row (shown from 1280 px) and a field of its expansion (below)
    expect(header('Categoría')).toHaveClass('list-table__secondary');
    expect(within(row).getByText('Categoría del elemento 2').closest('td')).toHaveClass('list-table__secondary');

    await user.click(within(row).getByRole('button', { name: T.expandRow }));
    const expansion = row.nextElementSibling as HTMLElement;
    expect(expansion).toHaveClass('list-table__expansion');
    expect(within(expansion).getByText('Categoría').tagName).toBe('DT');
    expect(within(expansion).getByText('Categoría del elemento 2').closest('.field-list__item')).toHaveClass('list-table__secondary');
    expect(within(row).getByRole('button', { name: T.collapseRow })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(row).getByRole('button', { name: T.collapseRow }));
    expect(row.nextElementSibling).not.toHaveClass('list-table__expansion');
  });

  it('asks for the width its columns add up to at each width, which fits at 992 and 1280 px', async () => {
    listServer(3);
    renderScreen(<FullList />);
    await screen.findByText('Elemento 1');
    const table = screen.getByRole('table');
    const width = (name: string) => parseFloat(table.style.getPropertyValue(name));
    // Nombre 140 + Estado 140 + actions 160 + the expansion's toggle 48; from 1280 px Categoría 140 more and no toggle
    expect(width('--table-width')).toBe(488);
    expect(width('--wide-width')).toBe(580);
    expect(width('--table-width')).toBeLessThanOrEqual(LIST_FIT_WIDTH);
    expect(width('--wide-width')).toBeLessThanOrEqual(LIST_WIDE_FIT_WIDTH);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('labels every cell for the phone’s cards and puts the title and the status first there', async () => {
    listServer(3);
    renderScreen(<FullList />);
    const row = (await screen.findByText('Elemento 2')).closest('tr') as HTMLElement;
    const cells = [...row.querySelectorAll('td')];
    expect(cells.map((cell) => cell.dataset.label ?? null)).toEqual([null, 'Nombre', 'Categoría', 'Estado', null]);
    expect(cells[1]).toHaveClass('list-table__title');
    expect(cells[3]).toHaveClass('list-table__status');
  });

  it('puts Crear at the top as a primary button that is still a link, and follows it in the portal', async () => {
    const user = setup();
    listServer(2);
    const { router } = renderScreen(<FullList />);
    await screen.findByText('Elemento 1');
    const create = screen.getByRole('link', { name: T.create('Cosa') });
    expect(create).toHaveClass('plain-button', 'plain-button--primary');
    expect(create.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(create);
    expect(router.state.location.pathname).toBe('/Cosas/Crear');
  });

  it('with detail columns offers the Más datos switch, which shows every column in the row', async () => {
    const user = setup();
    listServer(3);
    const detailColumns: ListColumn<Row>[] = [
      { key: 'name', title: 'Nombre', dataIndex: 'name', role: 'title', width: 200 },
      { key: 'category', title: 'Categoría', dataIndex: 'category', priority: 'detail', width: 300 },
    ];
    renderScreen(<PagedList<Row> title="Cosas" url="cosas" columns={detailColumns} />);
    await screen.findByText('Elemento 1');
    const table = screen.getByRole('table');
    expect(screen.getByRole('columnheader', { name: 'Categoría' })).toHaveClass('list-table__detail');
    expect(parseFloat(table.style.getPropertyValue('--all-width'))).toBe(500);
    // detail columns keep the expansion's toggle from 1280 px
    expect(parseFloat(table.style.getPropertyValue('--wide-width'))).toBe(248);
    const more = screen.getByRole('switch', { name: T.moreData });
    expect(more).toHaveAttribute('aria-checked', 'false');
    expect(table).not.toHaveClass('list-table--all');
    await user.click(more);
    expect(more).toHaveAttribute('aria-checked', 'true');
    expect(table).toHaveClass('list-table--all');
    expect(within(table).getAllByRole('columnheader')[1]).toHaveClass('list-table__first');
  });

  it('deletes from the dialog, which loads when Borrar is pressed', async () => {
    const user = setup();
    const { requests } = listServer(3);
    renderScreen(<FullList />);
    const row = (await screen.findByText('Elemento 3')).closest('tr') as HTMLElement;
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: T.delete }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.delete }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(screen.queryByText('Elemento 3')).not.toBeInTheDocument());
  });
});

describe('pagesAround', () => {
  it('keeps three pages either side within the bounds', () => {
    expect(pagesAround(1, 1)).toEqual([1]);
    expect(pagesAround(5, 20)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(pagesAround(19, 20)).toEqual([16, 17, 18, 19, 20]);
  });
});
