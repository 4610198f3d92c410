import { Field } from 'react-final-form';
import './form.css';
import { fieldError } from './field-error';
import { useFieldId } from './field-id';
import { errorAria } from './field-aria';
import { FieldItem } from './field-item';

export interface CheckboxFieldProps {
  name: string;
  label: string;
  /** A switch (on/off) instead of a check box. */
  asSwitch?: boolean;
  required?: boolean;
  /** Help under the field while there is no error. */
  hint?: string;
}

/** A react-final-form boolean over a plain check box (before its label) or switch, drawn as antd's (form.css). */
export function CheckboxField({ name, label, asSwitch = false, required, hint }: CheckboxFieldProps) {
  const id = useFieldId(name);
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input, meta }) => {
        const error = fieldError(meta);
        const aria = errorAria(id, error, { hint: hint !== undefined });
        return asSwitch ? (
          <FieldItem name={name} id={id} label={label} required={required} error={error} hint={hint}>
            <button
              type="button"
              role="switch"
              id={id}
              aria-checked={!!input.checked}
              className="plain-switch"
              onClick={() => (input.onChange(!input.checked), input.onBlur())}
              {...aria}
            >
              <span className="plain-switch__handle" aria-hidden="true" />
            </button>
          </FieldItem>
        ) : (
          <FieldItem name={name} id={id} label={label} labelAs="inline" required={required} error={error} hint={hint}>
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
                {...aria}
              />
              <span>{label}</span>
            </label>
          </FieldItem>
        );
      }}
    </Field>
  );
}
