import { Fragment, useId, type Key, type ReactNode } from 'react';
import { Spin, Tag } from 'antd';
import { FieldList } from './field-list';
import { cellOf, isBlank, type ColumnParts, type ListColumn } from './list-columns';

/** The row's actions that show something, each keyed by its column. */
export function actionNodes<R>(actions: readonly ListColumn<R>[], row: R, index: number): ReactNode[] {
  return actions.flatMap((action) => {
    const content = cellOf(action, row, index);
    return isBlank(content) ? [] : [<Fragment key={action.key}>{content}</Fragment>];
  });
}

const asTag = (content: ReactNode) => (typeof content === 'string' ? <Tag>{content}</Tag> : content);

interface RowCardProps<R> {
  parts: ColumnParts<R>;
  row: R;
  index: number;
  headingLevel: 2 | 3;
}

function RowCard<R>({ parts, row, index, headingLevel }: RowCardProps<R>) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const actions = actionNodes(parts.actions, row, index);
  return (
    <article className="row-card" aria-labelledby={titleId} data-list-row="">
      <header className="row-card__header">
        <Heading id={titleId} className="row-card__title">
          {parts.title ? cellOf(parts.title, row, index) : null}
        </Heading>
        {parts.status.map((status) => (
          <span key={status.key} className="row-card__status">
            {asTag(cellOf(status, row, index))}
          </span>
        ))}
      </header>
      {parts.fields.length > 0 && <FieldList fields={parts.fields} row={row} index={index} layout="card" />}
      {actions.length > 0 && <div className="row-card__actions">{actions}</div>}
    </article>
  );
}

export interface RowCardsProps<R> {
  rows: readonly R[];
  parts: ColumnParts<R>;
  rowKey: (row: R) => Key;
  label: string;
  loading?: boolean;
  headingLevel: 2 | 3;
}

/** A narrow screen's list: one card per row with its title, status, fields and actions. */
export function RowCards<R>({ rows, parts, rowKey, label, loading = false, headingLevel }: RowCardsProps<R>) {
  return (
    <Spin spinning={loading}>
      <ul className="row-cards" aria-label={label} aria-busy={loading}>
        {rows.map((row, index) => (
          <li key={rowKey(row)}>
            <RowCard parts={parts} row={row} index={index} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </Spin>
  );
}
