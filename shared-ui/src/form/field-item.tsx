import type { ReactNode } from 'react';
import './form.css';
import { useRegisterField } from './field-registry';

export interface FieldItemProps {
  /** The field's name in the form: the error summary links to it. */
  name: string;
  id: string;
  label: string;
  required?: boolean;
  /** The message under the field; the input names it with `aria-describedby` = `${id}-error`. */
  error?: string;
  /** Help under the field while there is no error (`${id}-hint`). */
  hint?: ReactNode;
  /** Help that stays under the field, error or not (`${id}-extra`). */
  extra?: ReactNode;
  /**
   * `label` (default): a `<label for>` tied to the input. `group`: the label names a group of inputs
   * (radios) through `aria-labelledby` = `${id}-label`. `inline`: the input carries its own label (a
   * check box); the item shows none.
   */
  labelAs?: 'label' | 'group' | 'inline';
  /** What the summary link focuses, when not the input (`id`). */
  focusId?: string;
  /** See RegisteredField: a field that cannot be filled yet, and the fields whose error it shows. */
  inactive?: boolean;
  covers?: readonly string[];
  children: ReactNode;
}

/**
 * The frame every field uses, of plain elements drawn as antd's vertical form item (form.css): the label tied
 * to the input, the error or hint underneath, known to the error summary. A form of plain fields loads no antd.
 */
export function FieldItem({ name, id, label, required, error, hint, extra, labelAs = 'label', focusId, inactive, covers, children }: FieldItemProps) {
  useRegisterField(name, { id, label, focusId, inactive, covers });
  const labelClass = required ? 'plain-field__label plain-field__label--required' : 'plain-field__label';
  return (
    <div className={labelAs === 'inline' ? 'plain-field plain-field--check' : 'plain-field'}>
      {labelAs === 'label' && (
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
      )}
      {labelAs === 'group' && (
        <span id={`${id}-label`} className={labelClass}>
          {label}
        </span>
      )}
      {children}
      {error ? (
        <div id={`${id}-error`} className="plain-field__help">
          {error}
        </div>
      ) : hint ? (
        <div id={`${id}-hint`} className="plain-field__hint">
          {hint}
        </div>
      ) : null}
      {extra && (
        <div id={`${id}-extra`} className="plain-field__hint">
          {extra}
        </div>
      )}
    </div>
  );
}
