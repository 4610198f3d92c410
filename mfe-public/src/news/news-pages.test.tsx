import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, TOTAL_RECORDS_HEADER, type NewsDetail, type NewsItem } from '@portal/shared-api';
import { LIST_TEXTS } from '@portal/shared-ui';
import { renderScreen } from '@portal/shared-ui/testing';
import { mockApi } from '../../../tools/jest/mock-api';
import { TEXTS } from '../texts';
import { NEWS_PAGE_SIZE, NewsListPage } from './news-list-page';
import { cleanBody } from './clean-body';
import { NewsPage } from './news-page';

const T = TEXTS.news;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const DAY = 24 * 3600 * 1000;

const item = (id: number, dateCreated: string, thumbnail: string | null = null): NewsItem => ({
  id,
  title: `Noticia ${id}`,
  description: `Resumen ${id}`,
  author: 'Administración',
  dateCreated,
  thumbnail,
});

describe('/Noticias (spec §2, §9)', () => {
  it('shows a card per news item with its age, thumbnail and link', async () => {
    const { requests } = mockApi({
      'GET /api/news': {
        body: [item(3, ago(2 * 7 * DAY + 1000), '/api/news/3/thumbnail'), item(2, ago(DAY + 1000)), item(1, ago(5 * 60 * 1000 + 500))],
        headers: { [TOTAL_RECORDS_HEADER]: '3' },
      },
    });
    renderScreen(<NewsListPage />, '/Noticias');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('link', { name: 'Noticia 3' })).toHaveAttribute('href', '/Noticias/3');
    expect(within(cards[0]).getByText('Hace 2 semanas')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('img')).toHaveAttribute('src', '/api/news/3/thumbnail');
    expect(within(cards[1]).getByText('Hace 1 día')).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('img')).not.toBeInTheDocument();
    expect(within(cards[2]).getByText('Hace 5 minutos')).toBeInTheDocument();
    expect(new URL(requests[0].url).searchParams.get('visibleRecords')).toBe(String(NEWS_PAGE_SIZE));
  });

  it('says when there is no news, and pages through many', async () => {
    mockApi({ 'GET /api/news': { body: [], headers: { [TOTAL_RECORDS_HEADER]: '0' } } });
    renderScreen(<NewsListPage />, '/Noticias');
    expect(await screen.findByText(LIST_TEXTS.empty)).toBeInTheDocument();
  });

  it('opens at once with the first page served beside it, and asks the API for the next one', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = mockApi({ 'GET /api/news': { body: [item(8, ago(DAY))], headers: { [TOTAL_RECORDS_HEADER]: '20' } } });
    window.__PORTAL_PAGE_DATA__ = { path: '/Noticias', data: { rows: [item(20, ago(DAY + 1000))], total: 20 } };
    try {
      renderScreen(<NewsListPage />, '/Noticias');
      // synchronously: the first render is the served page, not a spinner
      expect(screen.getByRole('link', { name: 'Noticia 20' })).toHaveAttribute('href', '/Noticias/20');
      expect(screen.getByText('Hace 1 día')).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(requests).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: LIST_TEXTS.next }));
      expect(await screen.findByText('Noticia 8')).toBeInTheDocument();
      expect(new URL(requests[0].url).searchParams.get('page')).toBe('2');
    } finally {
      delete window.__PORTAL_PAGE_DATA__;
    }
  });

  it('goes to the next page of cards', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/news': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return { body: [item(page === 1 ? 20 : 8, ago(DAY))], headers: { [TOTAL_RECORDS_HEADER]: '20' } };
      },
    });
    renderScreen(<NewsListPage />, '/Noticias');
    await screen.findByText('Noticia 20');
    await user.click(screen.getByRole('button', { name: LIST_TEXTS.next }));
    expect(await screen.findByText('Noticia 8')).toBeInTheDocument();
  });
});

describe('/Noticias/{id} (spec §2)', () => {
  const detail: NewsDetail = {
    ...item(7, ago(3 * 3600 * 1000 + 1000), '/api/news/7/thumbnail'),
    body: '<h2>Fechas</h2><p>La inscripción abre en <strong>octubre</strong>.</p>',
  };

  it('renders the HTML body, the author and the age', async () => {
    mockApi({ 'GET /api/news/7': { body: detail } });
    renderScreen(<NewsPage />, '/Noticias/:id', '/Noticias/7');
    expect(await screen.findByRole('heading', { name: 'Noticia 7', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fechas', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('octubre').tagName).toBe('STRONG');
    expect(screen.getByText(/Hace 3 horas/)).toBeInTheDocument();
    expect(screen.getByText(/Por Administración/)).toBeInTheDocument();
  });

  it('never lets a stored body run script', async () => {
    const evil = '<p>ok</p><img src=x onerror="window.__hacked=1"><script>window.__hacked=2</script><a href="javascript:alert(1)">x</a>';
    mockApi({ 'GET /api/news/7': { body: { ...detail, body: evil } } });
    const { container } = renderScreen(<NewsPage />, '/Noticias/:id', '/Noticias/7');
    await screen.findByText('ok');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();
    expect(cleanBody('<svg onload=alert(1)><p style="x">a</p>')).not.toMatch(/onload|style=/);
  });

  it('shows the not-found answer in the alert', async () => {
    mockApi({ 'GET /api/news/99': { status: 404, body: { status: 404, title: MSG.notFound } } });
    renderScreen(<NewsPage />, '/Noticias/:id', '/Noticias/99');
    expect(await screen.findByRole('alert')).toHaveTextContent(`404 - ${MSG.notFound}`);
    expect(screen.getByRole('link', { name: T.back })).toHaveAttribute('href', '/Noticias');
  });
});
