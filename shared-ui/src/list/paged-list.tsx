import { useState, type ReactNode } from 'react';
import { Link } from '@portal/shared-auth/router';
import { DEFAULT_PAGE_SIZE, type Page } from '@portal/shared-api';
import { deleteItem } from '@portal/shared-api/client';
import { PlainAlert, PlainLoading } from '../feedback/plain';
import { LazyConfirmDialog } from '../feedback/lazy-confirm-dialog';
import type { ListColumn } from './list-columns';
import { ListTable } from './list-table';
import { Pager } from './pager';
import { LIST_TEXTS, type ListTexts } from './texts';
import { useAction } from '../feedback/use-action';
import { usePagedList, type ListQuery, type PagedListState } from './use-paged-list';
import '../form/form.css';
import './paged-list.css';
import './list-table.css';


export interface PagedListProps<R extends object> {
  title: string;
  /** A paragraph under the title. */
  intro?: ReactNode;
  /** API path of the list, relative to /api (e.g. `files`). */
  url: string;
  /**
   * The columns, each with its priority and role (see ListTable); as a function, row actions can reload the
   * list or show a failure in its alert.
   */
  columns: ListColumn<R>[] | ((list: PagedListState<R>) => ListColumn<R>[]);
  /** Shows the search box; searching calls `{url}/Filtered?param=`. */
  searchable?: boolean;
  /** The `Crear {entity}` link, a primary button at the top right (the whole width on a phone). */
  create?: { entity: string; to: string };
  /** The `Editar` link of a row (spec: to the row id). */
  editTo?: (row: R) => string;
  /** Adds `Borrar` with the confirmation dialog; DELETE {url}/{id}, then the list reloads. */
  deletable?: boolean;
  /** Further query parameters (filters), and what to draw beside the search box (filter controls, exports). */
  query?: ListQuery;
  toolbar?: (list: PagedListState<R>) => ReactNode;
  /** The row's key and the id `Borrar` deletes (default: its `id`). */
  rowKey?: (row: R) => number | string;
  /** Instead of a table (e.g. news cards). */
  renderRows?: (rows: R[]) => ReactNode;
  /** The first page the server rendered the screen with (useServedData): the list opens with it. */
  served?: Page<R>;
  /** The list's words, for a list in another language (default: the spec's Spanish). */
  texts?: ListTexts;
  /** The title's heading level: 1 for a list screen (default), 2 for a list inside another screen. */
  level?: 1 | 2;
}

/** The search box of a list: searches on Enter or its button, and again with nothing once emptied. */
function SearchBox({ onSearch, current, label }: { onSearch: (text: string) => void; current: string; label: string }) {
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
        // the shell taking over a served page carries what was typed here into its own box, found by this id
        id="list-search"
        type="search"
        className="plain-input"
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          // the browser's clear button: the whole list again
          if (event.target.value === '' && current !== '') onSearch('');
        }}
      />
      <button type="submit" className="plain-button plain-button--primary">
        {label}
      </button>
    </form>
  );
}

/**
 * The generic paged list of spec §2/§7/§9, the one list of the portal, drawn the same by the server (the
 * portfolio's first page) and the browser: title, optional search, optional `Crear {entity}` link, `Editar`
 * and `Borrar` per row, the pager with its page sizes, the total from `totalrecords`, a spinner while
 * loading and `No hay elementos Para mostrar` when empty. Its rows are a ListTable. Plain elements: antd
 * loads only for the deletion's dialog, when a list has one and it opens.
 */
export function PagedList<R extends object>(props: PagedListProps<R>) {
  const { title, intro, url, columns, searchable, create, editTo, deletable, query, toolbar, renderRows, served, texts: T = LIST_TEXTS, level = 1 } = props;
  const Heading = level === 1 ? 'h1' : 'h2';
  const keyOf = props.rowKey ?? ((row: R) => (row as { id: number }).id);
  const list = usePagedList<R>(url, query, DEFAULT_PAGE_SIZE, served);
  const [pendingDelete, setPendingDelete] = useState<R | null>(null);
  // a refusal shows in the list's own alert
  const { busy: deleting, run } = useAction({ onError: (lines) => list.setErrors(lines) });

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    await run(async () => {
      await deleteItem(url, keyOf(pendingDelete));
      list.reload();
    });
    setPendingDelete(null);
  };

  const actions: ListColumn<R>[] = [
    ...(editTo ? [{ key: 'edit', title: T.edit, role: 'action' as const, width: 72, render: (_: unknown, row: R) => <Link to={editTo(row)}>{T.edit}</Link> }] : []),
    ...(deletable
      ? [
          {
            key: 'delete',
            title: T.delete,
            role: 'action' as const,
            width: 88,
            render: (_: unknown, row: R) => (
              <button type="button" className="plain-button plain-button--small plain-button--danger" onClick={() => setPendingDelete(row)}>
                {T.delete}
              </button>
            ),
          },
        ]
      : []),
  ];

  const firstLoad = list.loading && list.rows.length === 0;
  return (
    <section aria-label={title} className="paged-list">
      <div className="paged-list__header">
        <Heading className={level === 1 ? 'page-title' : 'section-title'}>{title}</Heading>
        {create && (
          <Link to={create.to} className="plain-button plain-button--primary paged-list__create no-print">
            {T.create(create.entity)}
          </Link>
        )}
      </div>
      {intro && <p>{intro}</p>}
      <PlainAlert messages={list.errors} onClose={list.clearErrors} />
      <div className="paged-list__toolbar">
        {searchable && <SearchBox onSearch={list.search} current={list.param} label={T.search} />}
        {toolbar?.(list)}
      </div>
      {firstLoad ? (
        <PlainLoading />
      ) : list.rows.length === 0 && !list.loading ? (
        <p>{T.empty}</p>
      ) : renderRows ? (
        <div aria-busy={list.loading}>{renderRows(list.rows)}</div>
      ) : (
        <ListTable<R>
          rows={list.rows}
          columns={[...(typeof columns === 'function' ? columns(list) : columns), ...actions]}
          rowKey={keyOf}
          label={title}
          loading={list.loading}
          texts={T}
        />
      )}
      {list.total > 0 && <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} onPageSize={list.setPageSize} texts={T} />}
      {/* `Desea borrar el registro?` with Borrar and Cancelar (spec §2): antd's dialog, downloaded when it first opens */}
      <LazyConfirmDialog
        open={pendingDelete !== null}
        title={T.confirmDelete}
        okText={T.delete}
        cancelText={T.cancel}
        danger
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </section>
  );
}
