import './field-list.css';
import { cellOf, isBlank, type ListColumn } from './list-columns';

/** What a card or an expansion shows for a blank field. */
export const EMPTY_VALUE = '—';

/** A row's fields as label/value pairs: the body of a card, or the expansion of a table row. */
export function FieldList<R>({ fields, row, index, layout }: { fields: readonly ListColumn<R>[]; row: R; index: number; layout: 'card' | 'expansion' }) {
  return (
    <dl className={`field-list field-list--${layout}`}>
      {fields.map((field) => {
        const content = cellOf(field, row, index);
        return (
          <div key={field.key} className="field-list__item">
            <dt>{field.title}</dt>
            <dd>{isBlank(content) ? EMPTY_VALUE : content}</dd>
          </div>
        );
      })}
    </dl>
  );
}
