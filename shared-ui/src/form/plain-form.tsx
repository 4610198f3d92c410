import { useState, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import './form.css';
import { fieldError } from './field-error';
import { useFieldId } from './field-id';
import { errorAria } from './field-aria';
import type { FieldItemProps } from './field-item';
import { useRegisterField } from './field-registry';
import { FormCore, type FormCoreProps } from './form-core';
import { FORM_TEXTS } from './texts';

// A form of plain elements for a page that must draw before antd arrives (/Login, served in the page's first
// response): FormCore's behaviour, error summary included, with fields and buttons styled by form.css as
// antd draws its own.

export interface PlainFormProps<V> extends FormCoreProps<V> {
  submitLabel: string;
  cancelLabel?: string;
  onCancel?: () => void;
  children: ReactNode;
}

/** FormCore with a primary button that is busy and disabled while sending, and Cancelar after it. */
export function PlainForm<V extends object>({ submitLabel, cancelLabel, onCancel, children, ...core }: PlainFormProps<V>) {
  return (
    <FormCore<V> {...core}>
      {(submitting) => (
        <>
          {children}
          <div className="plain-actions">
            <button type="submit" className="plain-button plain-button--primary" disabled={submitting} aria-busy={submitting || undefined}>
              {submitting && <span className="plain-button__busy" aria-hidden="true" />}
              {submitLabel}
            </button>
            {cancelLabel && onCancel && (
              <button type="button" className="plain-button" onClick={onCancel}>
                {cancelLabel}
              </button>
            )}
          </div>
        </>
      )}
    </FormCore>
  );
}

/** FieldItem's plain twin: the label tied to the input, the error or hint underneath, known to the summary. */
function PlainFieldItem({ name, id, label, required, error, hint, children }: Omit<FieldItemProps, 'labelAs' | 'extra' | 'focusId' | 'inactive' | 'covers'>) {
  useRegisterField(name, { id, label });
  return (
    <div className="plain-field">
      <label htmlFor={id} className={required ? 'plain-field__label plain-field__label--required' : 'plain-field__label'}>
        {label}
      </label>
      {children}
      <PlainHelp id={id} error={error} hint={hint} />
    </div>
  );
}

/** Under a plain field: its error, or else its hint (the ids errorAria points to). */
function PlainHelp({ id, error, hint }: { id: string; error?: ReactNode; hint?: ReactNode }) {
  if (error) {
    return (
      <div id={`${id}-error`} className="plain-field__help">
        {error}
      </div>
    );
  }
  return hint ? (
    <div id={`${id}-hint`} className="plain-field__hint">
      {hint}
    </div>
  ) : null;
}

export interface PlainTextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
}

/** TextField's plain twin; a password has a button that shows what was typed. */
export function PlainTextField({ name, label, type = 'text', autoComplete, required, hint }: PlainTextFieldProps) {
  const id = useFieldId(name);
  const [shown, setShown] = useState(false);
  return (
    <Field<string> name={name} parse={(value) => value || undefined}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        const control = (
          <input
            id={id}
            name={input.name}
            value={input.value ?? ''}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            type={type === 'password' && shown ? 'text' : type}
            autoComplete={autoComplete}
            className="plain-input"
            {...errorAria(id, error, { hint: !!hint })}
          />
        );
        return (
          <PlainFieldItem name={name} id={id} label={label} required={required} error={error} hint={hint}>
            {type === 'password' ? (
              <div className="plain-password">
                {control}
                <button
                  type="button"
                  className="plain-password__toggle"
                  aria-label={shown ? FORM_TEXTS.hidePasswordLabel(label) : FORM_TEXTS.showPasswordLabel(label)}
                  aria-controls={id}
                  onClick={() => setShown((s) => !s)}
                >
                  {shown ? FORM_TEXTS.hidePassword : FORM_TEXTS.showPassword}
                </button>
              </div>
            ) : (
              control
            )}
          </PlainFieldItem>
        );
      }}
    </Field>
  );
}

/** CheckboxField's plain twin: the box before its label, the error or hint underneath, known to the summary. */
export function PlainCheckboxField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const id = useFieldId(name);
  useRegisterField(name, { id, label });
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <div className="plain-field plain-field--check">
            <label className="plain-check" htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                name={input.name}
                checked={!!input.checked}
                onChange={input.onChange}
                onBlur={input.onBlur}
                onFocus={input.onFocus}
                className="plain-check__box"
                {...errorAria(id, error, { hint: !!hint })}
              />
              <span>{label}</span>
            </label>
            <PlainHelp id={id} error={error} hint={hint} />
          </div>
        );
      }}
    </Field>
  );
}
