import type { ReactNode } from 'react';
import '../form/form.css';

/** A done action's confirmation without antd: green, read out politely (antd's success alert, drawn by form.css). */
export function PlainNotice({ children }: { children: ReactNode }) {
  return (
    <p className="plain-notice" role="status">
      {children}
    </p>
  );
}
