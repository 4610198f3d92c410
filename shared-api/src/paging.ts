/**
 * Generic paged lists (spec §7 "Generic list and edit", §9 paging). The queries' schemas are in paging-schemas.ts:
 * a list in the browser reads these constants without loading zod.
 */
export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Property, regent and assignment lists ask for this many rows at once (spec §9). */
export const LARGE_PAGE_SIZE = 100;
/** Response header carrying the number of rows of the whole (filtered) list. */
export const TOTAL_RECORDS_HEADER = 'totalrecords';
/** `GET {url}/Filtered?param=text` is the searched variant of a list. */
export const FILTERED_SEGMENT = 'Filtered';

/** One page of rows and the total the header announced. */
export interface Page<T> {
  rows: T[];
  total: number;
}
