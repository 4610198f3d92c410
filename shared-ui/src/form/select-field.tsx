import { Field } from 'react-final-form';
import type { LookupItem } from '@portal/shared-api';
import { fieldError } from './field-error';
import { useFieldId } from './field-id';
import { errorAria } from './field-aria';
import { FieldItem } from './field-item';
import { PlainSelect } from './plain-select';

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly LookupItem[];
  loading?: boolean;
  disabled?: boolean;
  placeholder?: string;
  required?: boolean;
  /** Called with the new value after the field changed (e.g. to clear dependent fields). */
  onSelect?: (value: number | undefined) => void;
  /** What the field shows when it has no error of its own: the error of the fields it covers (`covers`). */
  coveredError?: string;
  /** Later fields of a cascade that cannot be filled before this one: their error is shown here. */
  covers?: readonly string[];
}

/**
 * A react-final-form field over the browser's select of lookup items (id, name). While disabled it shows no
 * error (it cannot be filled yet) and the error summary leaves it out.
 */
export function SelectField({ name, label, options, loading, disabled, placeholder, required, onSelect, coveredError, covers }: SelectFieldProps) {
  const id = useFieldId(name);
  return (
    <Field<number> name={name}>
      {({ input, meta }) => {
        const error = disabled ? undefined : (fieldError(meta) ?? coveredError);
        return (
          <FieldItem name={name} id={id} label={label} required={required} error={error} inactive={disabled} covers={covers}>
            <PlainSelect
              id={id}
              name={input.name}
              value={input.value ? String(input.value) : undefined}
              onChange={(value) => {
                const chosen = value === undefined ? undefined : Number(value);
                input.onChange(chosen);
                onSelect?.(chosen);
              }}
              onBlur={() => input.onBlur()}
              options={options.map((o) => ({ value: String(o.id), label: o.name }))}
              loading={loading}
              disabled={disabled}
              placeholder={placeholder}
              {...errorAria(id, error)}
            />
          </FieldItem>
        );
      }}
    </Field>
  );
}
