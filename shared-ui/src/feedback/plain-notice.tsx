import type { ReactNode } from 'react';
import '../form/form.css';
import { CLOSE_TEXT } from './texts';

/**
 * A line read out politely, without antd (antd's alert, drawn by form.css): a done action's confirmation (`success`,
 * green) or what the person should know before going on (`info`, blue; `warning`, yellow; `error`, red and said at
 * once), with the links or buttons that lead on.
 */
export function PlainNotice({ tone = 'success', onClose, children }: { tone?: 'success' | 'info' | 'warning' | 'error'; /** Shows a "Cerrar" cross. */ onClose?: () => void; children: ReactNode }) {
  const classes = ['plain-notice', tone !== 'success' && `plain-notice--${tone}`, onClose && 'plain-notice--closable'].filter(Boolean).join(' ');
  return (
    <div className={classes} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
      {onClose && (
        <button type="button" className="plain-notice__close" aria-label={CLOSE_TEXT} onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
