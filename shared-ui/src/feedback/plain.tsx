import { CLOSE_TEXT, LOADING_TEXT } from './texts';

/**
 * Feedback for plain pages (no antd): the pages a phone opens from a QR code or the news a visitor
 * reads must not wait for antd. Styled by the shell's frame.css.
 */
export function PlainLoading({ label = LOADING_TEXT, shown = false }: { label?: string; shown?: boolean }) {
  return (
    <div className={shown ? 'frame-spinner frame-spinner--shown' : 'frame-spinner'} role="status" aria-live="polite">
      <span className="frame-spinner__wheel" />
      <span className={shown ? undefined : 'visually-hidden'}>{label}</span>
    </div>
  );
}

/** The reusable alert of spec §8 without antd: red, dismissible, a list of messages. */
export function PlainAlert({ messages, onClose }: { messages: readonly string[]; onClose?: () => void }) {
  if (messages.length === 0) return null;
  return (
    <div className="plain-alert" role="alert">
      {messages.length === 1 ? <p>{messages[0]}</p> : <ul>{messages.map((m) => <li key={m}>{m}</li>)}</ul>}
      {onClose && (
        <button type="button" className="plain-alert__close" aria-label={CLOSE_TEXT} onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
