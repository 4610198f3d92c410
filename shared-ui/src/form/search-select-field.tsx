import { Select } from 'antd';
import { Field } from 'react-final-form';
import { errorAria } from './field-aria';
import { fieldError } from './field-error';
import { useFieldId } from './field-id';
import { FieldItem } from './field-item';
import { FORM_TEXTS } from './texts';

export interface SearchSelectFieldProps {
  name: string;
  label: string;
  /** The choices, each a text value and what the list shows (searched as typed). */
  options: ReadonlyArray<{ value: string; label: string }>;
  required?: boolean;
  hint?: string;
  placeholder?: string;
}

/**
 * A react-final-form field over an antd select that searches its labels as one types: a long list (the species, the
 * countries) is found by a few letters. A choice counts as the field's visit, so its error shows at once.
 */
export function SearchSelectField({ name, label, options, required, hint, placeholder = FORM_TEXTS.choose }: SearchSelectFieldProps) {
  const id = useFieldId(name);
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <FieldItem name={name} id={id} label={label} required={required} error={error} hint={hint}>
            <Select<string>
              id={id}
              value={input.value || undefined}
              onChange={(value) => {
                input.onChange(value);
                input.onBlur();
              }}
              placeholder={placeholder}
              showSearch={{ optionFilterProp: 'label' }}
              options={options as Array<{ value: string; label: string }>}
              {...errorAria(id, error)}
              status={error ? 'error' : undefined}
            />
          </FieldItem>
        );
      }}
    </Field>
  );
}
