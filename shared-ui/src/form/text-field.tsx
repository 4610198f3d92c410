import { useState } from 'react';
import { Field } from 'react-final-form';
import './form.css';
import { fieldError } from './field-error';
import { useFieldId } from './field-id';
import { errorAria } from './field-aria';
import { FieldItem } from './field-item';
import { FORM_TEXTS } from './texts';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'date';
  /** Formats what is typed (identifier and phone masks, spec §5). */
  mask?: (raw: string) => string;
  placeholder?: string;
  autoComplete?: string;
  readOnly?: boolean;
  multiline?: boolean;
  required?: boolean;
  hint?: string;
}

/**
 * A react-final-form field over a plain input drawn as antd's (form.css), the label tied to it; a password has a
 * button that shows what was typed. It loads no antd: a form of such fields draws before antd arrives.
 */
export function TextField({ name, label, type = 'text', mask, placeholder, autoComplete, readOnly, multiline, required, hint }: TextFieldProps) {
  const id = useFieldId(name);
  const [shown, setShown] = useState(false);
  return (
    <Field<string> name={name} parse={(value) => (mask ? mask(value ?? '') : value) || undefined}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        const common = {
          id,
          name: input.name,
          value: input.value ?? '',
          onChange: input.onChange,
          onBlur: input.onBlur,
          onFocus: input.onFocus,
          placeholder,
          readOnly,
          autoComplete,
          className: 'plain-input',
          ...errorAria(id, error, { hint: !!hint }),
        };
        return (
          <FieldItem name={name} id={id} label={label} required={required} error={error} hint={hint}>
            {multiline ? (
              <textarea {...common} rows={3} />
            ) : type === 'password' ? (
              <div className="plain-password">
                <input {...common} type={shown ? 'text' : 'password'} />
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
              <input {...common} type={type} />
            )}
          </FieldItem>
        );
      }}
    </Field>
  );
}
