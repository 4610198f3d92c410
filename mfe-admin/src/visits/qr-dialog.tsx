import type { ReactNode } from 'react';
import { Modal } from 'antd';

/** A dialog that only shows (the property's QR code), closed by its cross or Escape; downloaded when first opened. */
export function QrDialog({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Modal open={open} title={title} footer={null} onCancel={onClose}>
      {children}
    </Modal>
  );
}
