import type { ReactNode } from 'react';
import { Modal } from 'antd';
import type { ValidationErrors } from 'final-form';
import { FieldIdScope, PortalForm } from '@portal/shared-ui';

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

/** A PortalForm in an antd dialog (its own error summary at the top), as the enrolment's add-property dialogs use it. */
export function DialogForm<V extends object>({ open, title, scope, validate, onSubmit, onClose, submitLabel, cancelLabel, children }: Props<V>) {
  return (
    <Modal open={open} title={title} footer={null} onCancel={onClose} destroyOnHidden width={720}>
      <FieldIdScope prefix={scope}>
        <PortalForm<V> label={title} onSubmit={onSubmit} validate={validate} submitLabel={submitLabel} cancelLabel={cancelLabel} onCancel={onClose} actionsAtEnd>
          {children}
        </PortalForm>
      </FieldIdScope>
    </Modal>
  );
}
