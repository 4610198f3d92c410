import { Fragment, useState, type CSSProperties, type Key } from 'react';
import { EMPTY_VALUE, FieldList } from './field-list';
import { cellOf, isBlank, splitColumns, type ListColumn } from './list-columns';
import { LIST_TEXTS as T } from './texts';
import '../form/form.css';
import './plain-list.css';

export interface PlainTableProps<R> {
  rows: readonly R[];
  /** Data columns only (no actions): the primary ones are the table's, the secondary ones its rows' expansion. */
  columns: readonly ListColumn<R>[];
  rowKey: (row: R) => Key;
  /** Names the table. */
  label: string;
  loading?: boolean;
}

const cellClass = <R,>(column: ListColumn<R>, title: ListColumn<R> | undefined) =>
  [
    column.priority === 'secondary' && 'plain-table__secondary',
    column === title && 'plain-table__title',
    column.ellipsis && 'plain-table__cut',
    column.align && column.align !== 'left' && `plain-table__cell--${column.align}`,
  ]
    .filter(Boolean)
    .join(' ') || undefined;

/** The column's width on a screen, as a variable plain-list.css uses there (on paper each column takes what it needs). */
const widthOf = <R,>(column: ListColumn<R>): CSSProperties | undefined =>
  column.width === undefined ? undefined : ({ '--column-width': `${column.width}px` } as CSSProperties);

/**
 * ResponsiveTable's rows in plain elements (no antd), drawn the same on the server and in the browser: which
 * view shows is CSS's choice (plain-list.css), never a script's. From 768 px a table of the primary columns,
 * the secondary ones in each row's expansion; below 768 px each row is a card with every field labelled
 * and the row's title on top; on paper, every column.
 */
export function PlainTable<R>({ rows, columns, rowKey, label, loading = false }: PlainTableProps<R>) {
  const parts = splitColumns(columns);
  const data = parts.printed;
  const expandable = parts.secondary.length > 0;
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(() => new Set());
  const toggle = (key: Key) =>
    setExpanded((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <div className="plain-table-scroll">
      <table className="plain-table" aria-label={label} aria-busy={loading}>
        <thead>
          <tr>
            {expandable && (
              <th scope="col" className="plain-table__toggle">
                <span className="visually-hidden">{T.moreData}</span>
              </th>
            )}
            {data.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column, undefined)} style={widthOf(column)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const key = rowKey(row);
            const open = expanded.has(key);
            return (
              <Fragment key={key}>
                <tr className="plain-table__row">
                  {expandable && (
                    <td className="plain-table__toggle">
                      <button type="button" className="plain-table__expand" aria-expanded={open} aria-label={open ? T.collapseRow : T.expandRow} onClick={() => toggle(key)}>
                        <span aria-hidden="true">{open ? '−' : '+'}</span>
                      </button>
                    </td>
                  )}
                  {data.map((column) => {
                    const content = cellOf(column, row, index);
                    const text = typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;
                    return (
                      <td key={column.key} className={cellClass(column, parts.title)} data-label={column.title} title={column.ellipsis ? text : undefined}>
                        <span className="plain-table__value">{isBlank(content) ? EMPTY_VALUE : content}</span>
                      </td>
                    );
                  })}
                </tr>
                {open && (
                  <tr className="plain-table__expansion">
                    <td colSpan={1 + parts.primary.length}>
                      <FieldList fields={parts.secondary} row={row} index={index} layout="expansion" />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
