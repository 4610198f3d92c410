import type { ReactNode } from 'react';
import { Form } from 'antd';

export interface FieldItemProps {
  id: string;
  label: string;
  required?: boolean;
  /** The message under the field; the input names it with `aria-describedby` = `${id}-error`. */
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** The antd form item every field uses: label tied to the input, error or hint underneath. */
export function FieldItem({ id, label, required, error, hint, children }: FieldItemProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : hint}
    >
      {children}
    </Form.Item>
  );
}

/** The accessibility attributes of an input for its error. */
export const errorAria = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});
