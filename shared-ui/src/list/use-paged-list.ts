import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type Page } from '@portal/shared-api';
import { errorLines } from '../feedback/error-lines';
import { getPage } from '@portal/shared-api/client';

export interface PagedListState<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  param: string;
  loading: boolean;
  /** Alert lines of the last failed call (spec §8). */
  errors: string[];
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  /** New search text; goes back to page 1. */
  search: (param: string) => void;
  reload: () => void;
  clearErrors: () => void;
  setErrors: (errors: string[]) => void;
}

export type ListQuery = Record<string, string | number | undefined>;

export { errorLines };

/**
 * One server-paged list: page, page size, search text and extra query, reloaded whenever they change. With
 * `served` (the first page the server rendered the screen with, see served-data.tsx) the list opens with it
 * and that first call is not made.
 */
export function usePagedList<T>(url: string, query: ListQuery = {}, initialPageSize = DEFAULT_PAGE_SIZE, served?: Page<T>): PagedListState<T> {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(initialPageSize);
  const [param, setParam] = useState('');
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<{ rows: T[]; total: number }>(() => served ?? { rows: [], total: 0 });
  const [loading, setLoading] = useState(served === undefined);
  const skipFirst = useRef(served !== undefined);
  const [errors, setErrors] = useState<string[]>([]);
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    let current = true;
    setLoading(true);
    getPage<T>(url, { page, visibleRecords: pageSize, param, query: JSON.parse(queryKey) as ListQuery })
      .then((answer) => {
        if (!current) return;
        setResult(answer);
        setErrors([]);
        // a deletion or a new filter can leave the page past the end
        const last = Math.max(1, Math.ceil(answer.total / pageSize));
        if (page > last) setPage(last);
      })
      .catch((error: unknown) => current && setErrors(errorLines(error)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [url, page, pageSize, param, queryKey, version]);

  // a new filter starts again from the first page
  useEffect(() => setPage(1), [queryKey]);

  return {
    ...result,
    page,
    pageSize,
    param,
    loading,
    errors,
    setPage,
    setPageSize: useCallback((size: number) => {
      setSize(size);
      setPage(1);
    }, []),
    search: useCallback((text: string) => {
      setParam(text.trim());
      setPage(1);
    }, []),
    reload: useCallback(() => setVersion((v) => v + 1), []),
    clearErrors: useCallback(() => setErrors([]), []),
    setErrors,
  };
}
