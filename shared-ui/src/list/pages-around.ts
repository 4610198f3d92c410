/** Pages shown either side of the current one (spec §9). */
export const PAGER_SPREAD = 3;

export const lastPage = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The page numbers around `page`: up to three either side, within 1..last. */
export function pagesAround(page: number, last: number): number[] {
  const from = Math.max(1, page - PAGER_SPREAD);
  const to = Math.min(last, page + PAGER_SPREAD);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
