import { Radio } from 'antd';
import { Field } from 'react-final-form';
import { fieldError } from './field-error';
import { useFieldId } from './field-id';
import { errorAria } from './field-aria';
import { FieldItem } from './field-item';

export type ChoiceValue = string | number;

export interface ChoiceFieldProps<T extends ChoiceValue> {
  name: string;
  label: string;
  /** The choices: texts that are their own value, or value and label. */
  options: readonly (T | { value: T; label: string })[];
  required?: boolean;
}

/** A react-final-form field over an antd radio group, named by its label (a `radiogroup` with the error tied to it). */
export function ChoiceField<T extends ChoiceValue = string>({ name, label, options, required }: ChoiceFieldProps<T>) {
  const id = useFieldId(name);
  return (
    <Field<T> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <FieldItem name={name} id={id} label={label} labelAs="group" required={required} error={error}>
            <Radio.Group
              id={id}
              // the field's own group name: two radio groups of a form never share one (antd's generated name is one
              // constant outside a browser)
              name={id}
              aria-labelledby={`${id}-label`}
              {...errorAria(id, error)}
              value={input.value === '' ? undefined : input.value}
              onChange={(event) => {
                input.onChange(event.target.value as T);
                input.onBlur();
              }}
              options={options.map((option) => (typeof option === 'object' ? option : { value: option, label: String(option) }))}
            />
          </FieldItem>
        );
      }}
    </Field>
  );
}
