import { useState, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE, type Page } from '@portal/shared-api';
import { PlainAlert, PlainLoading } from '../feedback/plain';
import type { ListColumn } from './list-columns';
import { PlainPager } from './plain-pager';
import { PlainTable } from './plain-table';
import { LIST_TEXTS as T } from './texts';
import { usePagedList, type ListQuery, type PagedListState } from './use-paged-list';
import '../form/form.css';
import './paged-list.css';
import './plain-list.css';

export interface PlainPagedListProps<R> {
  title: string;
  intro?: ReactNode;
  /** API path of the list, relative to /api. */
  url: string;
  /** Data columns (a public list has no row actions). */
  columns: readonly ListColumn<R>[];
  /** Shows the search box; searching calls `{url}/Filtered?param=`. */
  searchable?: boolean;
  query?: ListQuery;
  /** What to draw beside the search box (filters, exports). */
  toolbar?: (list: PagedListState<R>) => ReactNode;
  rowKey?: (row: R) => number | string;
  /** The first page the server rendered the screen with (useServedData): the list opens with it. */
  served?: Page<R>;
}

/** The search box of a plain list: searches on Enter or its button, and again with nothing once emptied. */
function SearchBox({ onSearch, current }: { onSearch: (text: string) => void; current: string }) {
  const [text, setText] = useState(current);
  return (
    <form
      role="search"
      className="plain-search no-print"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <input
        id="list-search"
        type="search"
        className="plain-input"
        aria-label={T.search}
        placeholder={T.search}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          // the browser's clear button: the whole list again, as antd's allowClear does
          if (event.target.value === '' && current !== '') onSearch('');
        }}
      />
      <button type="submit" className="plain-button plain-button--primary">
        {T.search}
      </button>
    </form>
  );
}

/**
 * PagedList's plain twin (no antd) for the public lists the server renders (the portfolio): title, search,
 * filters, a PlainTable of the rows, `No hay elementos Para mostrar` when empty and the pager of spec §9.
 * The server's first page is drawn at once, in the HTML and in the browser.
 */
export function PlainPagedList<R extends object>({ title, intro, url, columns, searchable, query, toolbar, rowKey, served }: PlainPagedListProps<R>) {
  const keyOf = rowKey ?? ((row: R) => (row as { id: number }).id);
  const list = usePagedList<R>(url, query, DEFAULT_PAGE_SIZE, served);
  const firstLoad = list.loading && list.rows.length === 0;
  return (
    <section aria-label={title} className="paged-list">
      <div className="paged-list__header">
        <h1 className="page-title">{title}</h1>
      </div>
      {intro && <p>{intro}</p>}
      <PlainAlert messages={list.errors} onClose={list.clearErrors} />
      <div className="paged-list__toolbar">
        {searchable && <SearchBox onSearch={list.search} current={list.param} />}
        {toolbar?.(list)}
      </div>
      {firstLoad ? (
        <PlainLoading />
      ) : list.rows.length === 0 && !list.loading ? (
        <p>{T.empty}</p>
      ) : (
        <PlainTable<R> rows={list.rows} columns={columns} rowKey={keyOf} label={title} loading={list.loading} />
      )}
      {list.total > 0 && <PlainPager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} onPageSize={list.setPageSize} />}
    </section>
  );
}
