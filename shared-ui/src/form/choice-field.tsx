import { Field } from 'react-final-form';
import './form.css';
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

/**
 * A react-final-form field over plain radio buttons drawn as antd's (form.css), named by its label: a `radiogroup`
 * with the error tied to it. The radios' group name is the field's id, so two groups of a form never share one.
 */
export function ChoiceField<T extends ChoiceValue = string>({ name, label, options, required }: ChoiceFieldProps<T>) {
  const id = useFieldId(name);
  const choices = options.map((option) => (typeof option === 'object' ? option : { value: option, label: String(option) }));
  return (
    <Field<T> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <FieldItem name={name} id={id} label={label} labelAs="group" required={required} error={error}>
            <div id={id} role="radiogroup" className="plain-choices" aria-labelledby={`${id}-label`} {...errorAria(id, error)}>
              {choices.map((choice, index) => (
                <label key={String(choice.value)} className="plain-check plain-choice">
                  <input
                    type="radio"
                    name={id}
                    value={String(choice.value)}
                    checked={input.value === choice.value}
                    onChange={() => {
                      input.onChange(choices[index]!.value);
                      input.onBlur();
                    }}
                    className="plain-check__box"
                  />
                  <span>{choice.label}</span>
                </label>
              ))}
            </div>
          </FieldItem>
        );
      }}
    </Field>
  );
}
