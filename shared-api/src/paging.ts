import { z } from 'zod';

/** Generic paged lists (spec §7 "Generic list and edit", §9 paging). */
export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Property, regent and assignment lists ask for this many rows at once (spec §9). */
export const LARGE_PAGE_SIZE = 100;
/** Response header carrying the number of rows of the whole (filtered) list. */
export const TOTAL_RECORDS_HEADER = 'totalrecords';
/** `GET {url}/Filtered?param=text` is the searched variant of a list. */
export const FILTERED_SEGMENT = 'Filtered';

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

/** One page of rows and the total the header announced. */
export interface Page<T> {
  rows: T[];
  total: number;
}
