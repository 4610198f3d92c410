import { NEWS_UPLOAD, encodeMultipart, type MultipartPayload, type NewsDetail } from '..';
import { call, createHeaders, http, type CreateOptions } from './http';

export const NEWS_URLS = { base: 'news' } as const;

export const getNews = (id: number | string) => call(() => http.get(`${NEWS_URLS.base}/${id}`).json<NewsDetail>());

/** POST news (multipart: title, description, body, thumbnail). */
export const createNews = (news: MultipartPayload<typeof NEWS_UPLOAD>, options?: CreateOptions) =>
  call(() => http.post(NEWS_URLS.base, { body: encodeMultipart(NEWS_UPLOAD, news), headers: createHeaders(options) }).json<{ id: number }>());
