import { Field } from 'react-final-form';
import { errorAria } from './field-aria';
import { fieldError } from './field-error';
import { useFieldId } from './field-id';
import { FieldItem } from './field-item';
import { PlainSelect } from './plain-select';

export interface SearchSelectFieldProps {
  name: string;
  label: string;
  /** The choices, each a text value and what the list shows. */
  options: ReadonlyArray<{ value: string; label: string }>;
  required?: boolean;
  hint?: string;
  placeholder?: string;
}

/**
 * A react-final-form field over the browser's select of text values: a long list (the species, the countries) is
 * the phone's own picker, and a keyboard finds an option by its first letters. A choice counts as the field's
 * visit, so its error shows at once.
 */
export function SearchSelectField({ name, label, options, required, hint, placeholder }: SearchSelectFieldProps) {
  const id = useFieldId(name);
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <FieldItem name={name} id={id} label={label} required={required} error={error} hint={hint}>
            <PlainSelect
              id={id}
              name={input.name}
              value={input.value || undefined}
              onChange={(value) => {
                input.onChange(value);
                input.onBlur();
              }}
              placeholder={placeholder}
              options={options}
              {...errorAria(id, error, { hint: !!hint })}
            />
          </FieldItem>
        );
      }}
    </Field>
  );
}
