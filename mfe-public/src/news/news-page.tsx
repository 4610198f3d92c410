import './news.css';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import DOMPurify from 'dompurify';
import { getNews } from '@portal/shared-api/client';
import { PlainAlert, PlainLoading, formatAge, formatDateTime, useLoad } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.news;

/**
 * The body was cleaned by the server when it was saved; it is cleaned again here, so a row written
 * by any other path still cannot run script in a reader's browser.
 */
export const cleanBody = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });

/** /Noticias/{id} (spec §2): one news item with its HTML body. */
export function NewsPage() {
  const { id = '' } = useParams();
  const news = useLoad(() => getNews(id), id);
  const body = useMemo(() => (news.data ? cleanBody(news.data.body) : ''), [news.data]);

  return (
    <>
      <p className="no-print">
        <Link to="/Noticias">{T.back}</Link>
      </p>
      <PlainAlert messages={news.errors} onClose={news.clearErrors} />
      {news.loading && <PlainLoading />}
      {news.data && (
        <article className="news-article">
          <h1>{news.data.title}</h1>
          <p className="news-age">
            {T.by(news.data.author)} · <time dateTime={news.data.dateCreated}>{formatDateTime(news.data.dateCreated)}</time> ·{' '}
            {formatAge(news.data.dateCreated)}
          </p>
          {news.data.thumbnail && <img className="news-article__thumbnail" src={news.data.thumbnail} alt={T.thumbnailAlt(news.data.title)} />}
          <p className="news-article__lead">{news.data.description}</p>
          {/* cleaned twice: on the server when saved and by cleanBody */}
          <div className="news-article__body" dangerouslySetInnerHTML={{ __html: body }} />
        </article>
      )}
    </>
  );
}
