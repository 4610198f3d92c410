import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './pager';
import { LIST_TEXTS as T } from './texts';

describe('Pager (spec §9, no antd)', () => {
  it('offers Anterior, three pages either side, Siguiente and the page size, and says the total', async () => {
    const user = userEvent.setup({ delay: null });
    const onPage = jest.fn();
    const onPageSize = jest.fn();
    render(<Pager page={5} pageSize={10} total={200} onPage={onPage} onPageSize={onPageSize} />);
    const pages = screen.getAllByRole('button').map((b) => b.textContent);
    expect(pages).toEqual([T.previous, '2', '3', '4', '5', '6', '7', '8', T.next]);
    expect(screen.getByRole('button', { name: T.page(5) })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: T.page(7) }));
    await user.click(screen.getByRole('button', { name: T.previous }));
    expect(onPage.mock.calls).toEqual([[7], [4]]);
    await user.selectOptions(screen.getByRole('combobox', { name: T.pageSize }), '25');
    expect(onPageSize).toHaveBeenCalledWith(25);
    expect(screen.getByText(T.total(200))).toBeInTheDocument();
  });

  it('cannot go before the first page or past the last', () => {
    render(<Pager page={1} pageSize={10} total={7} onPage={jest.fn()} onPageSize={jest.fn()} />);
    expect(screen.getByRole('button', { name: T.previous })).toBeDisabled();
    expect(screen.getByRole('button', { name: T.next })).toBeDisabled();
  });
});
