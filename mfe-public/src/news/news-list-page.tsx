import './news.css';
import { Link } from '@portal/shared-auth/router';
import { NEWS_URLS } from '@portal/shared-api/client';
import { paths, type NewsItem, type Page } from '@portal/shared-api';
import { LIST_TEXTS, PlainAlert, PlainLoading, formatAge, usePagedList, useServedData } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.news;
/** Cards per page: a full grid row on wide screens. */
export const NEWS_PAGE_SIZE = 12;

/** /Noticias (spec §2): news cards, newest first, each with its age (spec §9) and a link to the article. */
export function NewsListPage() {
  // arrives rendered by the server with its first page (server.tsx); the browser then starts from the same page
  const list = usePagedList<NewsItem>(NEWS_URLS.base, {}, NEWS_PAGE_SIZE, useServedData<Page<NewsItem>>());
  const now = new Date();
  return (
    <section aria-labelledby="news-title">
      <h1 id="news-title" className="page-title">
        {T.title}
      </h1>
      <PlainAlert messages={list.errors} onClose={list.clearErrors} />
      {list.loading && list.rows.length === 0 ? (
        <PlainLoading />
      ) : list.rows.length === 0 ? (
        list.errors.length === 0 && <p>{LIST_TEXTS.empty}</p>
      ) : (
        <div className="news-cards">
          {list.rows.map((news, index) => (
            <article key={news.id} className="news-card">
              {/* the first card's picture is the largest thing a phone paints first: asked for at once, the others when near */}
              {news.thumbnail && (
                <img src={news.thumbnail} alt={T.thumbnailAlt(news.title)} loading={index === 0 ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : undefined} />
              )}
              <div className="news-card__body">
                <h2>
                  <Link to={paths.noticiasId(news.id)}>{news.title}</Link>
                </h2>
                <span className="news-age">
                  <time dateTime={news.dateCreated}>{formatAge(news.dateCreated, now)}</time>
                </span>
                <p>{news.description}</p>
              </div>
            </article>
          ))}
        </div>
      )}
      {list.total > list.pageSize && (
        <nav className="no-print" aria-label={LIST_TEXTS.pager} style={{ display: 'flex', gap: 8, marginTop: 16 }}>
          <button type="button" className="btn" disabled={list.page <= 1} onClick={() => list.setPage(list.page - 1)}>
            {LIST_TEXTS.previous}
          </button>
          <button
            type="button"
            className="btn"
            disabled={list.page * list.pageSize >= list.total}
            onClick={() => list.setPage(list.page + 1)}
          >
            {LIST_TEXTS.next}
          </button>
        </nav>
      )}
    </section>
  );
}
