import { useState, type ReactNode } from 'react';
import { Button, Input, Modal, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { deleteItem } from '@portal/shared-api/client';
import { AlertList } from '../feedback/alert-list';
import { Loading } from '../feedback/loading';
import { Pager } from './pager';
import { LIST_TEXTS as T } from './texts';
import { errorLines, usePagedList, type ListQuery, type PagedListState } from './use-paged-list';

export interface PagedListProps<R extends object> {
  title: string;
  /** A paragraph under the title. */
  intro?: ReactNode;
  /** API path of the list, relative to /api (e.g. `files`). */
  url: string;
  /** The columns; as a function, row actions can reload the list or show a failure in its alert. */
  columns: ColumnsType<R> | ((list: PagedListState<R>) => ColumnsType<R>);
  /** Shows the search box; searching calls `{url}/Filtered?param=`. */
  searchable?: boolean;
  /** The `Crear {entity}` link. */
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
 * a spinner while loading and `No hay elementos Para mostrar` when empty.
 */
export function PagedList<R extends object>(props: PagedListProps<R>) {
  const { title, intro, url, columns, searchable, create, editTo, deletable, query, toolbar, renderRows } = props;
  const keyOf = props.rowKey ?? ((row: R) => (row as { id: number }).id);
  const list = usePagedList<R>(url, query);
  const [pendingDelete, setPendingDelete] = useState<R | null>(null);
  const [deleting, setDeleting] = useState(false);

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

  const actions: ColumnsType<R> =
    editTo || deletable
      ? [
          {
            key: 'actions',
            title: T.actions,
            render: (_: unknown, row: R) => (
              <Space>
                {editTo && <Link to={editTo(row)}>{T.edit}</Link>}
                {deletable && (
                  <Button danger size="small" onClick={() => setPendingDelete(row)}>
                    {T.delete}
                  </Button>
                )}
              </Space>
            ),
          },
        ]
      : [];

  const firstLoad = list.loading && list.rows.length === 0;
  return (
    <section aria-label={title}>
      <h1 className="page-title">{title}</h1>
      {intro && <p>{intro}</p>}
      <AlertList messages={list.errors} onClose={list.clearErrors} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 16 }}>
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
        {create && (
          <Link to={create.to} style={{ marginInlineStart: 'auto' }}>
            {T.create(create.entity)}
          </Link>
        )}
      </div>
      {firstLoad ? (
        <Loading />
      ) : list.rows.length === 0 && !list.loading ? (
        <Typography.Paragraph>{T.empty}</Typography.Paragraph>
      ) : renderRows ? (
        <div aria-busy={list.loading}>{renderRows(list.rows)}</div>
      ) : (
        <Table<R>
          rowKey={keyOf}
          columns={[...(typeof columns === 'function' ? columns(list) : columns), ...actions]}
          dataSource={list.rows}
          loading={list.loading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          size="middle"
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
