import type { ReactNode } from 'react';
import { Form } from 'antd';
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

/** The antd form item every field uses: label tied to the input, error or hint underneath, known to the summary. */
export function FieldItem({ name, id, label, required, error, hint, extra, labelAs = 'label', focusId, inactive, covers, children }: FieldItemProps) {
  useRegisterField(name, { id, label, focusId, inactive, covers });
  return (
    <Form.Item
      label={labelAs === 'group' ? <span id={`${id}-label`}>{label}</span> : labelAs === 'inline' ? undefined : label}
      htmlFor={labelAs === 'label' ? id : undefined}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : hint ? <span id={`${id}-hint`}>{hint}</span> : undefined}
      extra={extra ? <span id={`${id}-extra`}>{extra}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}
