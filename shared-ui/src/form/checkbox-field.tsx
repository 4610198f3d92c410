import { Checkbox, Switch } from 'antd';
import { Field } from 'react-final-form';
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

/** A react-final-form boolean over an antd check box or switch, its label tied to it. */
export function CheckboxField({ name, label, asSwitch = false, required, hint }: CheckboxFieldProps) {
  const id = useFieldId(name);
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input, meta }) => {
        const error = fieldError(meta);
        const aria = errorAria(id, error, { hint: hint !== undefined });
        return asSwitch ? (
          <FieldItem name={name} id={id} label={label} required={required} error={error} hint={hint}>
            <Switch id={id} checked={!!input.checked} onChange={(checked) => (input.onChange(checked), input.onBlur())} {...aria} />
          </FieldItem>
        ) : (
          <FieldItem name={name} id={id} label={label} labelAs="inline" required={required} error={error} hint={hint}>
            <Checkbox id={id} checked={!!input.checked} onChange={(event) => (input.onChange(event.target.checked), input.onBlur())} {...aria}>
              {label}
            </Checkbox>
          </FieldItem>
        );
      }}
    </Field>
  );
}
