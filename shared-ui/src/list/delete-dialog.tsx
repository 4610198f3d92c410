import { Modal } from 'antd';
import { LIST_TEXTS as T } from './texts';

export interface DeleteDialogProps {
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * `Desea borrar el registro?` with `Borrar` and `Cancelar` (spec §2): antd's dialog, loaded only when a list
 * asks for it, so that a list without deletions (the portfolio a phone opens) never waits for antd.
 */
export default function DeleteDialog({ deleting, onConfirm, onCancel }: DeleteDialogProps) {
  return (
    <Modal
      open
      title={T.confirmDelete}
      okText={T.delete}
      cancelText={T.cancel}
      okButtonProps={{ danger: true, loading: deleting }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    />
  );
}
