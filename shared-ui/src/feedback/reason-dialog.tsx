import { useState, type ReactNode } from 'react';
import { Input, Modal } from 'antd';
import { CERTIFICATE_REASON } from '@portal/shared-api';
import { AlertList } from './alert-list';

export interface ReasonDialogProps {
  /** Shown while true; each opening starts with an empty reason. */
  open: boolean;
  title: string;
  okText: string;
  cancelText: string;
  /** The reason's label: who reads it. */
  label: string;
  hint: string;
  danger?: boolean;
  /** Drawn above the reason (a warning of what cannot be undone). */
  before?: ReactNode;
  busy: boolean;
  /** The server's refusal, kept in the dialog so the reason is not lost. */
  errors: string[];
  onClearErrors: () => void;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * A decision that needs a reason others will read (a certificate suspended, a renewal rejected): the confirming button
 * waits for CERTIFICATE_REASON's minimum length, and a refusal shows inside the dialog.
 */
export function ReasonDialog({ open, title, okText, cancelText, label, hint, danger = false, before, busy, errors, onClearErrors, onConfirm, onCancel }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const tooShort = reason.trim().length < CERTIFICATE_REASON.min;
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger, disabled: tooShort, loading: busy }}
      onOk={() => onConfirm(reason.trim())}
      onCancel={onCancel}
      afterOpenChange={(visible) => !visible && setReason('')}
    >
      {before}
      <label htmlFor="decision-reason" style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
        {label}
      </label>
      <Input.TextArea
        id="decision-reason"
        value={reason}
        maxLength={CERTIFICATE_REASON.max}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
        aria-describedby="decision-reason-hint"
      />
      <p id="decision-reason-hint" style={{ color: '#595959', fontSize: 13 }}>
        {hint}
      </p>
      <AlertList messages={errors} onClose={onClearErrors} />
    </Modal>
  );
}
