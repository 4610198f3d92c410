import { FILTERED_SEGMENT, TOTAL_RECORDS_HEADER, type Page } from '../paging';
import { call, http } from './http';

/** One page large enough for a select's options (the lists behind them are short). */
export const LARGE_PAGE = { page: 1, visibleRecords: 100 } as const;

export interface PageRequest {
  page: number;
  visibleRecords: number;
  /** Search text: when not empty the `Filtered` variant of the list is called (spec §7). */
  param?: string;
  /** Further query parameters (e.g. filters). */
  query?: Record<string, string | number | undefined>;
}

const searchParamsOf = (request: PageRequest) => {
  const params = new URLSearchParams({ page: String(request.page), visibleRecords: String(request.visibleRecords) });
  const param = request.param?.trim();
  if (param) params.set('param', param);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
};

/** A list's path: the `Filtered` variant when there is search text (spec §7). */
const listPathOf = (url: string, request: PageRequest) => (request.param?.trim() ? `${url}/${FILTERED_SEGMENT}` : url);

/** The call getPage makes (relative to /api/), so a page served with its first answer asks the same (server.tsx). */
export const pageCall = (url: string, request: PageRequest): string => `${listPathOf(url, request)}?${searchParamsOf(request).toString()}`;

/** GET {url} (or {url}/Filtered) with page and visibleRecords; the total comes from the `totalrecords` header. */
export function getPage<T>(url: string, request: PageRequest): Promise<Page<T>> {
  return call(async () => {
    const response = await http.get(listPathOf(url, request), { searchParams: searchParamsOf(request) });
    const rows = await response.json<T[]>();
    const header = Number(response.headers.get(TOTAL_RECORDS_HEADER));
    return { rows, total: Number.isFinite(header) && response.headers.has(TOTAL_RECORDS_HEADER) ? header : rows.length };
  });
}

/** The address of a list's export or any other GET with the same query (for links and downloads). */
export const listUrl = (url: string, request: Omit<PageRequest, 'page' | 'visibleRecords'>): string => {
  const params = searchParamsOf({ page: 1, visibleRecords: 1, ...request });
  params.delete('page');
  params.delete('visibleRecords');
  const query = params.toString();
  return `/api/${url}${query ? `?${query}` : ''}`;
};

export const getItem = <T>(url: string, id: number | string) => call(() => http.get(`${url}/${id}`).json<T>());

export const putItem = <T>(url: string, id: number | string, body: unknown) =>
  call(() => http.put(`${url}/${id}`, { json: body }).json<T>());

export const deleteItem = (url: string, id: number | string) => call(() => http.delete(`${url}/${id}`).then(() => undefined));
