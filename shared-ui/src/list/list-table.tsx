import { Fragment, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { EMPTY_VALUE, FieldList } from './field-list';
import { actionsWidth, cellOf, columnWidth, isBlank, priorityClass, splitColumns, tableWidths, type ListColumn } from './list-columns';
import { LIST_TEXTS, type ListTexts } from './texts';
import '../form/form.css';
import './list-table.css';

export interface ListTableProps<R> {
  rows: readonly R[];
  /** The data columns, each with its priority and role, and the row actions (`role: 'action'`). */
  columns: readonly ListColumn<R>[];
  rowKey: (row: R) => Key;
  /** Names the table. */
  label: string;
  loading?: boolean;
  /** Shown instead of the table when there is no row (default: none, the caller says it). */
  emptyText?: ReactNode;
  /** Its words (default: the spec's Spanish). */
  texts?: ListTexts;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/** The row's actions that show something, each keyed by its column. */
function actionNodes<R>(actions: readonly ListColumn<R>[], row: R, index: number): ReactNode[] {
  return actions.flatMap((action) => {
    const content = cellOf(action, row, index);
    return isBlank(content) ? [] : [<Fragment key={action.key}>{content}</Fragment>];
  });
}

/** What a cell of plain text says, for the tooltip of a cut cell (a column may say it for other content). */
function textOf<R>(column: ListColumn<R>, row: R, content: ReactNode): string | undefined {
  const text = column.tooltip ? column.tooltip(row) : typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;
  return text === null || text === undefined || text === '' ? undefined : text;
}

/**
 * The one list table of the portal, drawn the same by the server and by the browser; which columns show is
 * CSS's choice (list-table.css), never a script's:
 * - from 1600 px every column in its row;
 * - from 1280 px the primary and secondary columns, the detail ones (if any) in the row's expansion;
 * - from 768 px the primary columns, the others in the row's expansion; the status and the actions stay
 *   at the right edge when the table is wider than the screen;
 * - below 768 px each row is a card: its title on top, then its status, every field under its label and
 *   the actions at its foot;
 * - on paper every column and no actions.
 * A list with detail columns has a `Más datos` switch that shows every column at any width (the first
 * column stays in view while the table scrolls sideways). Long text is cut to one line with an ellipsis and
 * shows whole on hover and on focus.
 */
export function ListTable<R>({ rows, columns, rowKey, label, loading = false, emptyText, texts: T = LIST_TEXTS }: ListTableProps<R>) {
  const parts = splitColumns(columns);
  const expandable = parts.hidden.length > 0;
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(() => new Set());
  const [all, setAll] = useState(false);
  if (rows.length === 0 && emptyText !== undefined && !loading) return <p>{emptyText}</p>;

  const toggle = (key: Key) =>
    setExpanded((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const widths = tableWidths(parts);
  const style = { '--table-width': `${widths.narrow}px`, '--wide-width': `${widths.wide}px`, '--all-width': `${widths.all}px` } as CSSProperties;
  // the statuses and the actions stand at the right edge, each beside the ones after it
  const actions = actionsWidth(parts.actions);
  const stickyEnd = new Map<ListColumn<R>, number>();
  parts.status.reduceRight((end, status) => {
    stickyEnd.set(status, end);
    return end + columnWidth(status);
  }, actions);
  const first = parts.data[0];
  const cellClass = (column: ListColumn<R>) =>
    classes(
      priorityClass(column),
      column === parts.title && 'list-table__title',
      column === first && 'list-table__first',
      column.role === 'status' && 'list-table__status list-table__sticky',
      column.ellipsis && 'list-table__cut',
      column.align && column.align !== 'left' && `list-table__cell--${column.align}`,
    );
  const cellStyle = (column: ListColumn<R>): CSSProperties => ({
    '--column-width': `${columnWidth(column)}px`,
    ...(stickyEnd.has(column) ? { insetInlineEnd: stickyEnd.get(column) } : {}),
  }) as CSSProperties;

  return (
    <div className="list-table">
      {parts.hasDetail && (
        <button type="button" role="switch" aria-checked={all} className="plain-button list-table__more no-print" onClick={() => setAll((on) => !on)}>
          <span className="list-table__switch" aria-hidden="true" />
          {T.moreData}
        </button>
      )}
      <div className="list-table__scroll">
        <table
          className={classes('list-table__table', expandable && 'list-table--expandable', parts.hasDetail && 'list-table--detail', all && 'list-table--all')}
          aria-label={label}
          aria-busy={loading}
          style={style}
        >
          <thead>
            <tr>
              {expandable && (
                <th scope="col" className="list-table__toggle">
                  <span className="visually-hidden">{T.details}</span>
                </th>
              )}
              {parts.data.map((column) => (
                <th key={column.key} scope="col" className={cellClass(column)} style={cellStyle(column)}>
                  {column.title}
                </th>
              ))}
              {parts.actions.length > 0 && (
                <th scope="col" className="list-table__actions list-table__sticky" style={{ '--column-width': `${actions}px`, insetInlineEnd: 0 } as CSSProperties}>
                  {T.actions}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const key = rowKey(row);
              const open = expanded.has(key);
              const rowActions = actionNodes(parts.actions, row, index);
              return (
                <Fragment key={key}>
                  <tr className="list-table__row">
                    {expandable && (
                      <td className="list-table__toggle">
                        <button type="button" className="list-table__expand" aria-expanded={open} aria-label={open ? T.collapseRow : T.expandRow} onClick={() => toggle(key)}>
                          <span aria-hidden="true">{open ? '−' : '+'}</span>
                        </button>
                      </td>
                    )}
                    {parts.data.map((column) => {
                      const content = cellOf(column, row, index);
                      const text = column.ellipsis ? textOf(column, row, content) : undefined;
                      return (
                        <td
                          key={column.key}
                          className={cellClass(column)}
                          style={stickyEnd.has(column) ? { insetInlineEnd: stickyEnd.get(column) } : undefined}
                          data-label={column.title}
                          title={text}
                          // a cut text shows whole on focus too: a cell of plain text is reached with Tab
                          tabIndex={text !== undefined && (typeof content === 'string' || typeof content === 'number') ? 0 : undefined}
                        >
                          <span className="list-table__value">{isBlank(content) ? EMPTY_VALUE : content}</span>
                        </td>
                      );
                    })}
                    {parts.actions.length > 0 && (
                      <td className="list-table__actions list-table__sticky" style={{ insetInlineEnd: 0 }}>
                        <div className="list-table__action-list">{rowActions}</div>
                      </td>
                    )}
                  </tr>
                  {open && (
                    <tr className="list-table__expansion">
                      <td colSpan={1 + parts.data.length + (parts.actions.length > 0 ? 1 : 0)}>
                        <FieldList fields={parts.hidden} row={row} index={index} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
