import { Modal } from 'antd';
import { PortalProvider } from '../provider/portal-provider';
import { LIST_TEXTS as T } from './texts';

export interface DeleteDialogProps {
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * `Desea borrar el registro?` with `Borrar` and `Cancelar` (spec §2): antd's dialog, loaded only when a list
 * asks for it, so that a list never waits for antd. It brings antd's provider (theme and locale) with it: a list is
 * drawn without it (the shell's route table marks it `plain`).
 */
export default function DeleteDialog({ deleting, onConfirm, onCancel }: DeleteDialogProps) {
  return (
    <PortalProvider>
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
    </PortalProvider>
  );
}
