import './news.css';
import { useMemo } from 'react';
import { Link, useParams } from '@portal/shared-auth/router';
import { getNews } from '@portal/shared-api/client';
import { paths, type NewsDetail } from '@portal/shared-api';
import { PlainAlert, PlainLoading, formatAge, formatDateTime, useLoad, useServedData } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import { cleanBody } from './clean-body';

const T = TEXTS.news;

/** /Noticias/{id} (spec §2): one news item with its HTML body. */
export function NewsPage() {
  const { id = '' } = useParams();
  const news = useLoad(() => getNews(id), id, useServedData<NewsDetail>());
  const body = useMemo(() => (news.data ? cleanBody(news.data.body) : ''), [news.data]);

  return (
    <>
      <p className="no-print">
        <Link to={paths.noticias()}>{T.back}</Link>
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
