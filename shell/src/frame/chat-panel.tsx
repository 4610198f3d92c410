import { useEffect } from 'react';
import { RemoteView } from '../remote/remote-view';
import { CloseIcon } from './icons';
import { FRAME_TEXTS as T } from '../texts';

/** The chat side panel; its content comes from mfe-chat. */
export function ChatPanel({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <aside className="chat-panel" role="dialog" aria-modal="false" aria-label={T.messages}>
      <header className="chat-panel__header">
        <h2>{T.messages}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={T.closeMessages}>
          <CloseIcon />
        </button>
      </header>
      <div className="chat-panel__body">
        <RemoteView remote="mfe_chat" exposed="ChatPanel" name="ChatPanel" />
      </div>
    </aside>
  );
}
