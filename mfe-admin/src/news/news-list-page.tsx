import { Link } from '@portal/shared-auth/router';
import { paths, type NewsItem } from '@portal/shared-api';
import { NEWS_URLS } from '@portal/shared-api/client';
import { listScreen, dateColumn } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.news;

/** /Noticias/Listar (spec §2): the news, newest first, to create or delete. */
export const NewsListPage = listScreen<NewsItem>({
  title: T.listTitle,
  url: NEWS_URLS.base,
  searchable: true,
  deletable: true,
  create: { entity: T.entity, to: paths.noticiasCrear() },
  columns: [
    { key: 'title', title: T.title, role: 'title', width: 240, ellipsis: true, tooltip: (n) => n.title, render: (_, n) => <Link to={paths.noticiasId(n.id)}>{n.title}</Link> },
    { key: 'description', title: T.description, dataIndex: 'description', width: 260, ellipsis: true },
    { key: 'author', title: T.author, dataIndex: 'author', width: 160, ellipsis: true },
    dateColumn('date', T.date, (n) => n.dateCreated, { width: 140 }),
  ],
});
