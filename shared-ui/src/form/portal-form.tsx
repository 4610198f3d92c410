import type { ReactNode } from 'react';
import { Button, Form, Modal, Space, Spin } from 'antd';
import { FormCore, type FormCoreProps } from './form-core';
import { FORM_TEXTS } from './texts';

export type { Submission } from './form-core';

/** A question asked before sending (antd confirm dialog). */
export interface ConfirmOptions {
  title: string;
  content?: ReactNode;
  okText: string;
  cancelText?: string;
  danger?: boolean;
}

export interface PortalFormProps<V> extends FormCoreProps<V> {
  submitLabel: string;
  cancelLabel?: string;
  onCancel?: () => void;
  /** Asks this before sending. */
  confirm?: ConfirmOptions;
  /** Buttons at the end of the line with Cancelar first, as in a dialog. */
  actionsAtEnd?: boolean;
  children: ReactNode;
}

/**
 * A FormCore laid out vertically with antd: the submit button is busy and disabled while sending, so a
 * second click sends nothing; `confirm` asks in an antd dialog before sending.
 */
export function PortalForm<V extends object>({ submitLabel, cancelLabel, onCancel, confirm, actionsAtEnd = false, children, ...core }: PortalFormProps<V>) {
  const [modal, modalHolder] = Modal.useModal();
  const ask = confirm
    ? async () =>
        await modal.confirm({
          title: confirm.title,
          content: confirm.content,
          okText: confirm.okText,
          cancelText: confirm.cancelText ?? FORM_TEXTS.confirmCancel,
          okButtonProps: { danger: confirm.danger },
        })
    : undefined;
  return (
    <FormCore<V> {...core} ask={ask}>
      {(submitting) => {
        const cancel = cancelLabel && onCancel && <Button onClick={onCancel}>{cancelLabel}</Button>;
        return (
          <>
            <Form layout="vertical" component={false}>
              {children}
              <Space style={actionsAtEnd ? { display: 'flex', justifyContent: 'flex-end' } : undefined}>
                {actionsAtEnd && cancel}
                {/* not antd's `loading`: it ends a frame late (swallowing a click) and names the button "loading" in English */}
                <Button
                  type="primary"
                  htmlType="submit"
                  disabled={submitting}
                  icon={submitting ? <Spin size="small" /> : undefined}
                  aria-busy={submitting || undefined}
                >
                  {submitLabel}
                </Button>
                {!actionsAtEnd && cancel}
              </Space>
            </Form>
            {modalHolder}
          </>
        );
      }}
    </FormCore>
  );
}
