import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, LARGE_PAGE_SIZE } from './paging';

/** Query of every paged list: `page` starts at 1; `visibleRecords` is the page size. */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  visibleRecords: z.coerce.number().int().min(1).max(LARGE_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PagingQuery = z.output<typeof pagingQuerySchema>;

/** The `Filtered` variant adds the search text. */
export const filteredQuerySchema = pagingQuerySchema.extend({
  param: z.string().trim().max(200).default(''),
});
export type FilteredQuery = z.output<typeof filteredQuerySchema>;
