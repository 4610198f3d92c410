import { useState, type ReactNode } from 'react';
import './paged-list.css';
import { Button, Input, Modal, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { deleteItem } from '@portal/shared-api/client';
import { AlertList } from '../feedback/alert-list';
import { Loading } from '../feedback/loading';
import { ButtonLink } from './button-link';
import type { ListColumn } from './list-columns';
import { Pager } from './pager';
import { ResponsiveTable } from './responsive-table';
import { useNarrowScreen } from './use-narrow-screen';
import { LIST_TEXTS as T } from './texts';
import { errorLines, usePagedList, type ListQuery, type PagedListState } from './use-paged-list';

export interface PagedListProps<R extends object> {
  title: string;
  /** A paragraph under the title. */
  intro?: ReactNode;
  /** API path of the list, relative to /api (e.g. `files`). */
  url: string;
  /**
   * The columns, each primary (a table column) or secondary (in the row's expansion), one of them the row's
   * title and one its status; as a function, row actions can reload the list or show a failure in its alert.
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
  /** Further query parameters (filters), and what to draw above the table (filter controls, exports). */
  query?: ListQuery;
  toolbar?: (list: PagedListState<R>) => ReactNode;
  /** The row's key and the id `Borrar` deletes (default: its `id`). */
  rowKey?: (row: R) => number | string;
  /** Instead of a table (e.g. news cards). */
  renderRows?: (rows: R[]) => ReactNode;
}

/**
 * The generic paged list of spec §2/§7/§9: title, optional search, optional `Crear {entity}` link,
 * `Editar` and `Borrar` per row, the pager with its page sizes, the total from `totalrecords`,
 * a spinner while loading and `No hay elementos Para mostrar` when empty. Its rows are a ResponsiveTable:
 * actions and status always in view, a card per row on a phone.
 */
export function PagedList<R extends object>(props: PagedListProps<R>) {
  const { title, intro, url, columns, searchable, create, editTo, deletable, query, toolbar, renderRows } = props;
  const keyOf = props.rowKey ?? ((row: R) => (row as { id: number }).id);
  const list = usePagedList<R>(url, query);
  const [pendingDelete, setPendingDelete] = useState<R | null>(null);
  const [deleting, setDeleting] = useState(false);
  const narrow = useNarrowScreen();

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      await deleteItem(url, keyOf(pendingDelete));
      list.reload();
    } catch (error) {
      list.setErrors(errorLines(error));
    } finally {
      setDeleting(false);
      setPendingDelete(null);
    }
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
              <Button danger size="small" onClick={() => setPendingDelete(row)}>
                {T.delete}
              </Button>
            ),
          },
        ]
      : []),
  ];

  const firstLoad = list.loading && list.rows.length === 0;
  return (
    <section aria-label={title} className="paged-list">
      <div className="paged-list__header">
        <h1 className="page-title">{title}</h1>
        {create && (
          <ButtonLink type="primary" to={create.to} block={narrow} className="paged-list__create no-print">
            {T.create(create.entity)}
          </ButtonLink>
        )}
      </div>
      {intro && <p>{intro}</p>}
      <AlertList messages={list.errors} onClose={list.clearErrors} />
      <div className="paged-list__toolbar">
        {searchable && (
          <Input.Search
            className="no-print"
            aria-label={T.search}
            placeholder={T.search}
            allowClear
            enterButton={T.search}
            style={{ maxWidth: 420 }}
            onSearch={(text) => list.search(text)}
          />
        )}
        {toolbar?.(list)}
      </div>
      {firstLoad ? (
        <Loading />
      ) : list.rows.length === 0 && !list.loading ? (
        <Typography.Paragraph>{T.empty}</Typography.Paragraph>
      ) : renderRows ? (
        <div aria-busy={list.loading}>{renderRows(list.rows)}</div>
      ) : (
        <ResponsiveTable<R>
          rows={list.rows}
          columns={[...(typeof columns === 'function' ? columns(list) : columns), ...actions]}
          rowKey={keyOf}
          label={title}
          loading={list.loading}
        />
      )}
      {list.total > 0 && (
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} onPageSize={list.setPageSize} />
      )}
      <Modal
        open={pendingDelete !== null}
        title={T.confirmDelete}
        okText={T.delete}
        cancelText={T.cancel}
        okButtonProps={{ danger: true, loading: deleting }}
        onOk={confirmDelete}
        onCancel={() => setPendingDelete(null)}
        destroyOnHidden
      />
    </section>
  );
}
