import { useState, type ReactNode } from 'react';
import './form.css';
import { LazyConfirmDialog } from '../feedback/lazy-confirm-dialog';
import { FormCore, type FormCoreProps } from './form-core';
import { PlainButton } from './plain-button';
import { FORM_TEXTS } from './texts';

export type { Submission } from './form-core';

/** A question asked before sending (a confirmation dialog). */
export interface ConfirmOptions {
  title: string;
  content?: ReactNode;
  okText: string;
  cancelText?: string;
  danger?: boolean;
}

export interface PortalFormProps<V> extends FormCoreProps<V> {
  submitLabel: string;
  cancelLabel?: string;
  onCancel?: () => void;
  /** Asks this before sending. */
  confirm?: ConfirmOptions;
  /** Buttons at the end of the line with Cancelar first, as in a dialog. */
  actionsAtEnd?: boolean;
  children: ReactNode;
}

/**
 * A FormCore laid out vertically, its buttons of plain elements drawn as antd's (form.css): the submit button is
 * busy and disabled while sending, so a second click sends nothing; `confirm` asks in a dialog before sending (the
 * dialog downloads with antd when it first opens). A form of plain fields thus loads no antd before it draws.
 */
export function PortalForm<V extends object>({ submitLabel, cancelLabel, onCancel, confirm, actionsAtEnd = false, children, ...core }: PortalFormProps<V>) {
  const [answer, setAnswer] = useState<((ok: boolean) => void) | null>(null);
  const ask = confirm ? () => new Promise<boolean>((resolve) => setAnswer(() => resolve)) : undefined;
  const reply = (ok: boolean) => {
    answer?.(ok);
    setAnswer(null);
  };
  return (
    <FormCore<V> {...core} ask={ask}>
      {(submitting) => {
        const cancel = cancelLabel && onCancel && <PlainButton onClick={onCancel}>{cancelLabel}</PlainButton>;
        return (
          <>
            {children}
            <div className={actionsAtEnd ? 'plain-actions plain-actions--end' : 'plain-actions'}>
              {actionsAtEnd && cancel}
              <PlainButton submit primary disabled={submitting} busy={submitting}>
                {submitLabel}
              </PlainButton>
              {!actionsAtEnd && cancel}
            </div>
            {confirm && (
              <LazyConfirmDialog
                open={answer !== null}
                title={confirm.title}
                okText={confirm.okText}
                cancelText={confirm.cancelText ?? FORM_TEXTS.confirmCancel}
                danger={confirm.danger}
                onConfirm={() => reply(true)}
                onCancel={() => reply(false)}
              >
                {confirm.content}
              </LazyConfirmDialog>
            )}
          </>
        );
      }}
    </FormCore>
  );
}
