import { useEffect } from 'react';
import { RemoteView } from '../remote/remote-view';
import { CloseIcon } from './icons';

/** The chat side panel; its content comes from mfe-chat. */
export function ChatPanel({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <aside className="chat-panel" role="dialog" aria-modal="false" aria-label="Mensajes">
      <header className="chat-panel__header">
        <h2>Mensajes</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label="Cerrar mensajes">
          <CloseIcon />
        </button>
      </header>
      <div className="chat-panel__body">
        <RemoteView remote="mfe_chat" exposed="ChatPanel" name="ChatPanel" />
      </div>
    </aside>
  );
}
