import type { ButtonHTMLAttributes } from 'react';
import './form.css';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  primary?: boolean;
  danger?: boolean;
  small?: boolean;
  /** Without a border, as antd's `type="text"`: a small action beside a label. */
  text?: boolean;
  /** Sends its form (`type="submit"`). */
  submit?: boolean;
  /** Working: a turning wheel before the label, and a click does nothing until it ends (as antd's `loading`). */
  busy?: boolean;
}

/** A button drawn as antd's (form.css), of a plain element: a list's row actions do not download antd. */
export function PlainButton({ submit = false, primary = false, danger = false, small = false, text = false, busy = false, className, onClick, children, ...button }: PlainButtonProps) {
  const classes = ['plain-button', primary && 'plain-button--primary', danger && 'plain-button--danger', small && 'plain-button--small', text && 'plain-button--text', className].filter(Boolean).join(' ');
  return (
    <button type={submit ? 'submit' : 'button'} {...button} className={classes} aria-busy={busy || undefined} onClick={busy ? undefined : onClick}>
      {busy && <span className="plain-button__busy" aria-hidden="true" />}
      {children}
    </button>
  );
}
