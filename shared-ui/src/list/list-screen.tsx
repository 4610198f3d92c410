import type { ComponentType } from 'react';
import { Link } from '@portal/shared-auth/router';
import type { ListColumn } from './list-columns';
import { PagedList, type PagedListProps } from './paged-list';

/**
 * A screen that is one PagedList and nothing more (its title, call, columns and options fixed), for the
 * route table: `export const DocumentsPage = listScreen<DocumentItem>({ title, url, columns })`.
 */
export function listScreen<R extends object>(props: PagedListProps<R>): ComponentType {
  return function ListScreen() {
    return <PagedList<R> {...props} />;
  };
}

export interface LinkColumnOptions<R> {
  key: string;
  /** The header, and the text of every row's link. */
  title: string;
  width: number;
  to: (row: R) => string;
  /** The link's name for a screen reader, when the text alone does not say which row it opens. */
  label?: (row: R) => string;
}

/** An action column whose cell is a link of the router, the same text on every row. */
export function linkColumn<R>({ key, title, width, to, label }: LinkColumnOptions<R>): ListColumn<R> {
  return {
    key,
    title,
    role: 'action',
    width,
    render: (_, row) => (
      <Link to={to(row)} aria-label={label?.(row)}>
        {title}
      </Link>
    ),
  };
}
