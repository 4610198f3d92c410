import { Field } from 'react-final-form';
import type { LookupItem } from '@portal/shared-api';
import { fieldError } from './field-error';
import { useFieldId } from './field-id';
import { errorAria } from './field-aria';
import { FieldItem } from './field-item';
import { PlainSelect } from './plain-select';

interface SelectBaseProps<V> {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  loading?: boolean;
  disabled?: boolean;
  /** Called with the new value after the field changed (e.g. to clear dependent fields). */
  onSelect?: (value: V | undefined) => void;
  /** What the field shows when it has no error of its own: the error of the fields it covers (`covers`). */
  coveredError?: string;
  /** Later fields of a cascade that cannot be filled before this one: their error is shown here. */
  covers?: readonly string[];
}

/**
 * A react-final-form field over the browser's select (PlainSelect): its list is the phone's own picker, and a
 * keyboard finds an option by its first letters. A choice counts as the field's visit, so its error shows at once;
 * while disabled it shows no error (it cannot be filled yet) and the error summary leaves it out. `parse` turns an
 * option's text value into the form's value (a lookup's numeric id).
 */
function SelectBase<V>({ name, label, required, hint, placeholder, loading, disabled, onSelect, coveredError, covers, options, parse }: SelectBaseProps<V> & { options: ReadonlyArray<{ value: string; label: string }>; parse: (value: string) => V }) {
  const id = useFieldId(name);
  return (
    <Field<V> name={name}>
      {({ input, meta }) => {
        const error = disabled ? undefined : (fieldError(meta) ?? coveredError);
        const value = input.value as V | '' | undefined;
        return (
          <FieldItem name={name} id={id} label={label} required={required} error={error} hint={hint} inactive={disabled} covers={covers}>
            <PlainSelect
              id={id}
              name={input.name}
              value={value === '' || value === undefined || value === null ? undefined : String(value)}
              onChange={(text) => {
                const chosen = text === undefined ? undefined : parse(text);
                input.onChange(chosen);
                input.onBlur();
                onSelect?.(chosen);
              }}
              onBlur={() => input.onBlur()}
              options={options}
              loading={loading}
              disabled={disabled}
              placeholder={placeholder}
              {...errorAria(id, error, { hint: !!hint })}
            />
          </FieldItem>
        );
      }}
    </Field>
  );
}

export interface SelectFieldProps extends SelectBaseProps<number> {
  /** Lookup items (id, name): the form holds the chosen id. */
  options: readonly LookupItem[];
}

/** A select of lookup items (a province, a category): the form holds the chosen item's numeric id. */
export function SelectField({ options, ...props }: SelectFieldProps) {
  return <SelectBase<number> {...props} options={options.map((o) => ({ value: String(o.id), label: o.name }))} parse={Number} />;
}

export interface SearchSelectFieldProps extends SelectBaseProps<string> {
  /** The choices, each a text value and what the list shows. */
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A select of text values (the species, the countries): a long list is the phone's own picker. */
export function SearchSelectField(props: SearchSelectFieldProps) {
  return <SelectBase<string> {...props} parse={(value) => value} />;
}
