import type { ReactNode } from 'react';
import { Modal } from 'antd';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  okText: string;
  /** Without it the dialog only tells, with one button (`okText`). */
  cancelText?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** What the confirmation does, under the title. */
  children?: ReactNode;
}

/** A confirmation before an action (antd's dialog): the confirming button waits while `busy`; or, without `cancelText`, a message to acknowledge. */
export function ConfirmDialog({ open, title, okText, cancelText, danger = false, busy = false, onConfirm, onCancel, children }: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} okText={okText} cancelText={cancelText} okButtonProps={{ danger, loading: busy }} cancelButtonProps={cancelText === undefined ? { style: { display: 'none' } } : undefined} onOk={onConfirm} onCancel={onCancel} destroyOnHidden>
      {children}
    </Modal>
  );
}
