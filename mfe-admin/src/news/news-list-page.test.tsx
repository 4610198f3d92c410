import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST_TEXTS, formatDateTime } from '@portal/shared-ui';
import { expectListFits, findCard, listPage, newsItem, renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { setScreenWidth } from '../../../tools/jest/screen-width';
import { TEXTS } from '../texts';
import { NewsListPage } from './news-list-page';

const T = TEXTS.news;

const item = newsItem();

describe('/Noticias/Listar (spec §2)', () => {
  it('lists the news with their author and date, links each to its page and offers Crear Noticia', async () => {
    mockApi({ 'GET /api/news': listPage([item]) });
    renderScreen(<NewsListPage />, '/Noticias/Listar');
    expect(await screen.findByRole('link', { name: item.title })).toHaveAttribute('href', '/Noticias/5');
    expect(screen.getByRole('link', { name: LIST_TEXTS.create(T.entity) })).toHaveAttribute('href', '/Noticias/Crear');
    const row = screen.getByRole('link', { name: item.title }).closest('tr')!;
    for (const text of [item.description, item.author, formatDateTime(item.dateCreated)]) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: LIST_TEXTS.delete }).closest('td')).toHaveClass('list-table__sticky');
    expectListFits(screen.getByRole('table'));
    expect(screen.getByRole('link', { name: LIST_TEXTS.create(T.entity) })).toHaveClass('plain-button--primary');
  });

  it('on a phone shows each news item as a card titled with its link, and Crear Noticia across the screen', async () => {
    setScreenWidth(375);
    mockApi({ 'GET /api/news': listPage([item]) });
    renderScreen(<NewsListPage />, '/Noticias/Listar');
    const card = await findCard(item.title);
    expect(card.querySelector('.list-table__title')).toContainElement(within(card).getByRole('link', { name: item.title }));
    for (const text of [item.description, item.author, formatDateTime(item.dateCreated)]) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: LIST_TEXTS.delete })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LIST_TEXTS.create(T.entity) })).toHaveClass('paged-list__create');
  });

  it('deletes a news item only after the confirmation, then reloads', async () => {
    const user = userEvent.setup({ delay: null });
    let deleted = false;
    const { requests } = mockApi({
      'GET /api/news': () => listPage(deleted ? [] : [item]),
      'DELETE /api/news/5': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    renderScreen(<NewsListPage />, '/Noticias/Listar');
    await user.click(await screen.findByRole('button', { name: LIST_TEXTS.delete }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(LIST_TEXTS.confirmDelete);
    await user.click(within(dialog).getByRole('button', { name: LIST_TEXTS.cancel }));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: LIST_TEXTS.delete }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: LIST_TEXTS.delete }));
    expect(await screen.findByText(LIST_TEXTS.empty)).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1));
  });
});
