import { z } from 'zod';
import { MSG } from './texts';
import { multipartContract } from './multipart';
import type { newsDetailSchema, newsItemSchema } from './responses/news';

const required = () => z.string({ error: MSG.required }).trim().min(1, { error: MSG.required });

/** News creation (spec §5): title and description required; the body is HTML, cleaned by the server. */
export const newsFormSchema = z.object({
  title: required().max(200),
  description: required().max(1000),
  body: z.string().max(200_000).default(''),
});
export type NewsForm = z.input<typeof newsFormSchema>;

/** POST news (multipart): the form's fields and an optional thumbnail image. */
export const NEWS_UPLOAD = multipartContract(newsFormSchema, { thumbnail: { kind: 'image' } });

/** News (spec §3) as listed: `thumbnail` is an image address or null. */
export type NewsItem = z.output<typeof newsItemSchema>;
/** One news item with its (already sanitised) HTML body. */
export type NewsDetail = z.output<typeof newsDetailSchema>;
