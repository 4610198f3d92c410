import type { Key, ReactNode } from 'react';
import { Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FieldList } from './field-list';
import { actionNodes, RowCards } from './row-cards';
import { actionsWidth, cellOf, DEFAULT_COLUMN_WIDTH, EXPAND_COLUMN_WIDTH, splitColumns, tableWidth, type ColumnParts, type ListColumn } from './list-columns';
import { LIST_TEXTS as T } from './texts';
import { useNarrowScreen } from './use-narrow-screen';
import { usePrinting } from './use-printing';
import './responsive-table.css';

export interface ResponsiveTableProps<R> {
  rows: readonly R[];
  columns: readonly ListColumn<R>[];
  rowKey: (row: R) => Key;
  /** Names the list of cards on a narrow screen. */
  label: string;
  loading?: boolean;
  size?: 'small' | 'middle';
  /** The level of each card's heading: 2 under the page's title, 3 under a section's. */
  headingLevel?: 2 | 3;
  /** Shown instead of the table when there is no row (default: none, the caller says it). */
  emptyText?: ReactNode;
}

/** A cut cell's content in a tooltip of its whole text (plain text, or what the column says). */
function withTooltip<R>(column: ListColumn<R>, row: R, index: number): ReactNode {
  const content = cellOf(column, row, index);
  const text = column.tooltip ? column.tooltip(row) : typeof content === 'string' || typeof content === 'number' ? content : null;
  if (text === null || text === undefined || text === '') return content;
  return (
    <Tooltip title={text} placement="topLeft">
      <span>{content}</span>
    </Tooltip>
  );
}

function tableColumns<R>(parts: ColumnParts<R>, printing: boolean): ColumnsType<R> {
  const column = (c: ListColumn<R>, fixed: boolean): ColumnsType<R>[number] => ({
    key: c.key,
    title: c.title,
    align: c.align,
    width: printing ? undefined : (c.width ?? DEFAULT_COLUMN_WIDTH),
    fixed: fixed && !printing ? 'right' : undefined,
    ellipsis: c.ellipsis && !printing ? { showTitle: false } : undefined,
    render: (_: unknown, row: R, index: number) => (c.ellipsis && !printing ? withTooltip(c, row, index) : cellOf(c, row, index)),
  });
  if (printing) return parts.printed.map((c) => column(c, false));
  const actions: ColumnsType<R> =
    parts.actions.length > 0
      ? [
          {
            key: 'actions',
            title: T.actions,
            fixed: 'right',
            width: actionsWidth(parts.actions),
            render: (_: unknown, row: R, index: number) => (
              <Space wrap size={[12, 4]}>
                {actionNodes(parts.actions, row, index)}
              </Space>
            ),
          },
        ]
      : [];
  return [...parts.primary.map((c) => column(c, false)), ...parts.status.map((c) => column(c, true)), ...actions];
}

/**
 * A list's rows on any screen. From 768 px a table: the primary columns, the status and the actions
 * fixed right, the secondary columns in each row's expansion, long text cut with its tooltip; where the
 * screen is still too narrow the table scrolls with a visible scrollbar and a shadow at the edge.
 * Below 768 px a card per row. On paper, every column.
 */
export function ResponsiveTable<R extends object>({ rows, columns, rowKey, label, loading = false, size = 'middle', headingLevel = 2, emptyText }: ResponsiveTableProps<R>) {
  const narrow = useNarrowScreen();
  const printing = usePrinting();
  const parts = splitColumns(columns);
  if (rows.length === 0 && emptyText !== undefined && !loading) return <Typography.Paragraph>{emptyText}</Typography.Paragraph>;
  if (narrow && !printing) {
    return <RowCards rows={rows} parts={parts} rowKey={rowKey} label={label} loading={loading} headingLevel={headingLevel} />;
  }
  const expandable = parts.secondary.length > 0 && !printing;
  return (
    <div className="responsive-table">
      <Table<R>
        rowKey={rowKey}
        columns={tableColumns(parts, printing)}
        dataSource={rows as R[]}
        loading={loading}
        pagination={false}
        size={size}
        tableLayout={printing ? 'auto' : 'fixed'}
        scroll={printing ? undefined : { x: tableWidth(parts) }}
        expandable={
          expandable
            ? {
                columnWidth: EXPAND_COLUMN_WIDTH,
                expandedRowRender: (row, index) => <FieldList fields={parts.secondary} row={row} index={index} layout="expansion" />,
              }
            : undefined
        }
      />
    </div>
  );
}
