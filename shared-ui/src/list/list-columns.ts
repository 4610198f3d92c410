import type { ReactNode } from 'react';

/**
 * Where a column shows on a screen of 768 px or more (on a phone every column is a field of the row's card,
 * on paper every column is printed): `primary` always in the row; `secondary` in the row from 1280 px and in
 * the row's expansion below; `detail` in the row from 1600 px or once the list's `Más datos` switch is on,
 * in the row's expansion otherwise.
 */
export type ColumnPriority = 'primary' | 'secondary' | 'detail';

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
 * What the columns a list shows below 1280 px may add up to (expansion and actions included) for the list to
 * fit without scrolling at 992 px: the frame's content is 944 px wide there.
 */
export const LIST_FIT_WIDTH = 944;
/** What the columns a list shows from 1280 px may add up to: a list screen's content is 1248 px wide there. */
export const LIST_WIDE_FIT_WIDTH = 1248;
/** The content of a screen that is not a list stays 1168 px wide (1200 px less its margins): a table inside it fits there. */
export const PAGE_FIT_WIDTH = 1168;
/** What every column of a list may add up to for all of them to show from 1600 px: 1568 px of content. */
export const LIST_ALL_FIT_WIDTH = 1568;
export const DEFAULT_COLUMN_WIDTH = 140;
export const DEFAULT_ACTION_WIDTH = 96;
export const EXPAND_COLUMN_WIDTH = 48;

export interface ColumnParts<R> {
  /** The row's name: the declared title, else the first field. */
  title: ListColumn<R> | undefined;
  status: ListColumn<R>[];
  actions: ListColumn<R>[];
  /** The row's data columns in their order, the statuses last (they stand right, beside the actions). */
  data: ListColumn<R>[];
  /** The data columns that are not always in the row (secondary and detail): a row's expansion. */
  hidden: ListColumn<R>[];
  /** Whether some column shows only from 1600 px or with `Más datos`. */
  hasDetail: boolean;
}

const priorityOf = <R,>(column: ListColumn<R>): ColumnPriority => column.priority ?? 'primary';

export function splitColumns<R>(columns: readonly ListColumn<R>[]): ColumnParts<R> {
  const data = columns.filter((c) => c.role !== 'action');
  const title = data.find((c) => c.role === 'title') ?? data.find((c) => c.role !== 'status');
  const status = data.filter((c) => c.role === 'status');
  const fields = data.filter((c) => c.role !== 'status');
  return {
    title,
    status,
    actions: columns.filter((c) => c.role === 'action'),
    data: [...fields, ...status],
    hidden: fields.filter((c) => priorityOf(c) !== 'primary'),
    hasDetail: fields.some((c) => priorityOf(c) === 'detail'),
  };
}

export const columnWidth = <R,>(c: ListColumn<R>) => c.width ?? DEFAULT_COLUMN_WIDTH;
/** The `Acciones` column's least width: its header on one line. */
export const ACTIONS_MIN_WIDTH = 88;
export const actionsWidth = <R,>(actions: readonly ListColumn<R>[]) =>
  actions.length === 0 ? 0 : Math.max(ACTIONS_MIN_WIDTH, actions.reduce((sum, c) => sum + (c.width ?? DEFAULT_ACTION_WIDTH), 0));

/** The width a list's table asks for below 1280 px (`narrow`), from 1280 px (`wide`) and with every column (`all`). */
export function tableWidths<R>(parts: ColumnParts<R>): { narrow: number; wide: number; all: number } {
  const sum = (keep: (p: ColumnPriority) => boolean) => parts.data.filter((c) => keep(priorityOf(c))).reduce((total, c) => total + columnWidth(c), 0);
  const actions = actionsWidth(parts.actions);
  const expand = (shown: boolean) => (shown ? EXPAND_COLUMN_WIDTH : 0);
  return {
    narrow: sum((p) => p === 'primary') + actions + expand(parts.hidden.length > 0),
    wide: sum((p) => p !== 'detail') + actions + expand(parts.hasDetail),
    all: sum(() => true) + actions,
  };
}

/** The CSS class that shows or hides a cell by its column's priority. */
export const priorityClass = <R,>(column: ListColumn<R>) => (priorityOf(column) === 'primary' ? undefined : `list-table__${priorityOf(column)}`);

/** What a column shows for a row. */
export function cellOf<R>(column: ListColumn<R>, row: R, index: number): ReactNode {
  const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
  return column.render ? column.render(value, row, index) : (value as ReactNode);
}

/** Whether a cell shows nothing (a card says `—` instead). */
export const isBlank = (content: ReactNode) => content === null || content === undefined || content === false || content === '';
