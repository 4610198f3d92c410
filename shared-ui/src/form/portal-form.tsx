import type { ReactNode } from 'react';
import { Button, Form, Space } from 'antd';
import { Form as FinalForm } from 'react-final-form';
import type { ValidationErrors } from 'final-form';

export interface PortalFormProps<V> {
  /** The form's accessible name (usually the screen title). */
  label: string;
  onSubmit: (values: V) => Promise<void> | void;
  validate: (values: V) => ValidationErrors;
  submitLabel: string;
  cancelLabel?: string;
  onCancel?: () => void;
  initialValues?: Partial<V>;
  children: ReactNode;
}

/**
 * A react-final-form form laid out vertically with antd, its submit button (busy while sending) and
 * an optional cancel button. Only the fields re-render as the person types.
 */
export function PortalForm<V extends object>({ label, onSubmit, validate, submitLabel, cancelLabel, onCancel, initialValues, children }: PortalFormProps<V>) {
  return (
    <FinalForm<V> onSubmit={onSubmit} validate={validate} initialValues={initialValues} subscription={{ submitting: true }}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={label}>
          <Form layout="vertical" component={false}>
            {children}
            <Space>
              <Button type="primary" htmlType="submit" loading={submitting}>
                {submitLabel}
              </Button>
              {cancelLabel && onCancel && <Button onClick={onCancel}>{cancelLabel}</Button>}
            </Space>
          </Form>
        </form>
      )}
    </FinalForm>
  );
}
