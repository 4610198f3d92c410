import type { ReactNode } from 'react';
import '../form/form.css';

/**
 * A line read out politely, without antd (antd's alert, drawn by form.css): a done action's confirmation (`success`,
 * green) or what the person should know before going on (`info`, blue; `warning`, yellow), with the links that lead on.
 */
export function PlainNotice({ tone = 'success', children }: { tone?: 'success' | 'info' | 'warning'; children: ReactNode }) {
  return (
    <div className={tone === 'success' ? 'plain-notice' : `plain-notice plain-notice--${tone}`} role="status">
      {children}
    </div>
  );
}
