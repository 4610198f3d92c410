import type { ReactNode } from 'react';

/** `primary` is a column of the table; `secondary` is a field of the row's expansion (and of its card). */
export type ColumnPriority = 'primary' | 'secondary';

/**
 * `title` names the row (the heading of its card); `status` is its state (the tag of its card, fixed
 * right in the table); `action` joins the row's actions (the `Acciones` column, the foot of its card).
 */
export type ColumnRole = 'title' | 'status' | 'action';

/** One column of a list: a table column on a wide screen, a field of a card on a phone. */
export interface ListColumn<R> {
  key: string;
  /** The header, and the label of the field in a card or an expanded row. */
  title: string;
  dataIndex?: keyof R & string;
  render?: (value: unknown, row: R, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Width in px on a wide screen (default DEFAULT_COLUMN_WIDTH). */
  width?: number;
  /** One line, cut with an ellipsis; the whole text in a tooltip. */
  ellipsis?: boolean;
  /** The tooltip of a cut cell whose content is not plain text (a link): its whole text. */
  tooltip?: (row: R) => string | null | undefined;
  priority?: ColumnPriority;
  role?: ColumnRole;
}

/**
 * What the columns of a list may add up to (expansion and actions included) for the list to fit without
 * scrolling at 992 px: the frame's content is 944 px wide there.
 */
export const LIST_FIT_WIDTH = 944;
export const DEFAULT_COLUMN_WIDTH = 140;
export const DEFAULT_ACTION_WIDTH = 96;
export const EXPAND_COLUMN_WIDTH = 48;

export interface ColumnParts<R> {
  /** The row's name: the declared title, else the first field. */
  title: ListColumn<R> | undefined;
  status: ListColumn<R>[];
  actions: ListColumn<R>[];
  /** The table's columns besides status and actions, in their order (the title among them). */
  primary: ListColumn<R>[];
  secondary: ListColumn<R>[];
  /** Every column that is neither the title, a status nor an action, in their order: a card's fields. */
  fields: ListColumn<R>[];
  /** Every column but the actions, in their order: the printed table. */
  printed: ListColumn<R>[];
}

export function splitColumns<R>(columns: readonly ListColumn<R>[]): ColumnParts<R> {
  const data = columns.filter((c) => c.role !== 'action');
  const title = data.find((c) => c.role === 'title') ?? data.find((c) => c.role !== 'status');
  const status = data.filter((c) => c.role === 'status');
  return {
    title,
    status,
    actions: columns.filter((c) => c.role === 'action'),
    primary: data.filter((c) => c.role !== 'status' && c.priority !== 'secondary'),
    secondary: data.filter((c) => c.role !== 'status' && c.priority === 'secondary'),
    fields: data.filter((c) => c !== title && c.role !== 'status'),
    printed: data,
  };
}

/** The width a list's table asks for on a wide screen. */
export function tableWidth<R>(parts: ColumnParts<R>): number {
  const width = (c: ListColumn<R>) => c.width ?? DEFAULT_COLUMN_WIDTH;
  const data = [...parts.primary, ...parts.status].reduce((sum, c) => sum + width(c), 0);
  return data + actionsWidth(parts.actions) + (parts.secondary.length > 0 ? EXPAND_COLUMN_WIDTH : 0);
}

export const actionsWidth = <R>(actions: readonly ListColumn<R>[]) => actions.reduce((sum, c) => sum + (c.width ?? DEFAULT_ACTION_WIDTH), 0);

/** What a column shows for a row. */
export function cellOf<R>(column: ListColumn<R>, row: R, index: number): ReactNode {
  const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
  return column.render ? column.render(value, row, index) : (value as ReactNode);
}

/** Whether a cell shows nothing (a card says `—` instead). */
export const isBlank = (content: ReactNode) => content === null || content === undefined || content === false || content === '';
