import { Input } from 'antd';
import { Field } from 'react-final-form';
import './fields.css';
import { fieldError } from './field-error';
import { useFieldId } from './field-id';
import { errorAria } from './field-aria';
import { FieldItem } from './field-item';

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

/** A react-final-form field over an antd input, with the label tied to the input. */
export function TextField({ name, label, type = 'text', mask, placeholder, autoComplete, readOnly, multiline, required, hint }: TextFieldProps) {
  const id = useFieldId(name);
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
          ...errorAria(id, error, { hint: !!hint }),
          status: error ? ('error' as const) : undefined,
        };
        return (
          <FieldItem name={name} id={id} label={label} required={required} error={error} hint={hint}>
            {multiline ? (
              <Input.TextArea {...common} rows={3} />
            ) : type === 'password' ? (
              <Input.Password {...common} autoComplete={autoComplete} />
            ) : (
              <Input {...common} type={type} autoComplete={autoComplete} />
            )}
          </FieldItem>
        );
      }}
    </Field>
  );
}
