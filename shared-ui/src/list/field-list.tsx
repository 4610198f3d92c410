import './field-list.css';
import { cellOf, isBlank, priorityClass, type ListColumn } from './list-columns';

/** What a card or an expansion shows for a blank field. */
export const EMPTY_VALUE = '—';

/** A row's fields as label/value pairs: the expansion of a table row (each marked with its column's priority, so CSS hides the fields the row already shows). */
export function FieldList<R>({ fields, row, index }: { fields: readonly ListColumn<R>[]; row: R; index: number }) {
  return (
    <dl className="field-list">
      {fields.map((field) => {
        const content = cellOf(field, row, index);
        return (
          <div key={field.key} className={['field-list__item', priorityClass(field)].filter(Boolean).join(' ')}>
            <dt>{field.title}</dt>
            <dd>{isBlank(content) ? EMPTY_VALUE : content}</dd>
          </div>
        );
      })}
    </dl>
  );
}
