import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@portal/shared-api/client';
import { errorLines } from './error-lines';

export interface LoadState<T> {
  data: T | undefined;
  loading: boolean;
  /** Alert lines of the failure (spec §8), empty otherwise. */
  errors: string[];
  /** The status of the failed call (0 when the server could not be reached). */
  status?: number;
  clearErrors: () => void;
}

/**
 * Runs one call when the screen opens (and when `key` changes), keeping its answer or its failure. With `served`
 * (the answer the server rendered the page with, see served-data.tsx) the screen opens with it and the first
 * call is not made.
 */
export function useLoad<T>(load: () => Promise<T>, key: unknown, served?: T): LoadState<T> {
  const [state, setState] = useState<Omit<LoadState<T>, 'clearErrors'>>(() =>
    served === undefined ? { data: undefined, loading: true, errors: [] } : { data: served, loading: false, errors: [] },
  );
  const skipFirst = useRef(served !== undefined);
  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    let current = true;
    setState({ data: undefined, loading: true, errors: [] });
    load().then(
      (data) => current && setState({ data, loading: false, errors: [] }),
      (error: unknown) =>
        current &&
        setState({
          data: undefined,
          loading: false,
          errors: errorLines(error),
          status: error instanceof ApiError ? error.status : undefined,
        }),
    );
    return () => {
      current = false;
    };
    // the call is identified by `key`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { ...state, clearErrors: () => setState((s) => ({ ...s, errors: [] })) };
}
