import { formatDateTime } from '../format';
import type { ListColumn } from './list-columns';

/** A list's column of a date and time, as the portal writes them (YYYY-MM-DD hh:mm am/pm); «—» where there is none. */
export function dateColumn<R>(key: string, title: string, at: (row: R) => string | null | undefined, column: Omit<ListColumn<R>, 'key' | 'title' | 'render'> = {}): ListColumn<R> {
  return {
    key,
    title,
    render: (_, row) => {
      const value = at(row);
      return value ? formatDateTime(value) : '—';
    },
    ...column,
  };
}
