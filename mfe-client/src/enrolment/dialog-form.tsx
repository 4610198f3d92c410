import type { ReactNode } from 'react';
import { Button, Form, Modal, Space } from 'antd';
import { Form as FinalForm } from 'react-final-form';
import type { ValidationErrors } from 'final-form';
import { FieldIdScope } from '@portal/shared-ui';

interface Props<V> {
  open: boolean;
  title: string;
  /** Prefix of the fields' ids, distinct from the page's form. */
  scope: string;
  validate: (values: V) => ValidationErrors;
  onSubmit: (values: V) => void;
  onClose: () => void;
  submitLabel: string;
  cancelLabel: string;
  children: ReactNode;
}

/** A react-final-form form in an antd dialog, as the enrolment's add-property dialogs use it. */
export function DialogForm<V extends object>({ open, title, scope, validate, onSubmit, onClose, submitLabel, cancelLabel, children }: Props<V>) {
  return (
    <Modal open={open} title={title} footer={null} onCancel={onClose} destroyOnHidden width={720}>
      <FinalForm<V> onSubmit={onSubmit} validate={validate} subscription={{ submitting: true }}>
        {({ handleSubmit }) => (
          <form
            aria-label={title}
            noValidate
            onSubmit={(event) => {
              // the dialog is portalled, but React still bubbles its submit to the page's form
              event.stopPropagation();
              void handleSubmit(event);
            }}
          >
            <FieldIdScope prefix={scope}>
              <Form layout="vertical" component={false}>
                {children}
                <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
                  <Button onClick={onClose}>{cancelLabel}</Button>
                  <Button type="primary" htmlType="submit">
                    {submitLabel}
                  </Button>
                </Space>
              </Form>
            </FieldIdScope>
          </form>
        )}
      </FinalForm>
    </Modal>
  );
}
