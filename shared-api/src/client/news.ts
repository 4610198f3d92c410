import { NEWS_UPLOAD, encodeMultipart, type MultipartPayload, type NewsDetail } from '..';
import { call, createHeaders, http, type CreateOptions } from './http';

/** The news calls, relative to /api/ (the server renders the list and an item with the same calls). */
export const NEWS_URLS = { base: 'news', one: (id: number | string) => `news/${encodeURIComponent(id)}` } as const;

export const getNews = (id: number | string) => call(() => http.get(NEWS_URLS.one(id)).json<NewsDetail>());

/** POST news (multipart: title, description, body, thumbnail). */
export const createNews = (news: MultipartPayload<typeof NEWS_UPLOAD>, options?: CreateOptions) =>
  call(() => http.post(NEWS_URLS.base, { body: encodeMultipart(NEWS_UPLOAD, news), headers: createHeaders(options) }).json<{ id: number }>());
