import { Form, Radio } from 'antd';
import { Field } from 'react-final-form';
import { useFieldId } from '@portal/shared-ui';

export interface ChoiceFieldProps {
  name: string;
  label: string;
  options: readonly string[];
  required?: boolean;
}

/** A react-final-form field over an antd radio group of texts, named by its label. */
export function ChoiceField({ name, label, options, required }: ChoiceFieldProps) {
  const id = useFieldId(name);
  return (
    <Field<string> name={name}>
      {({ input }) => (
        <Form.Item label={<span id={`${id}-label`}>{label}</span>} required={required}>
          <Radio.Group
            id={id}
            aria-labelledby={`${id}-label`}
            value={input.value || undefined}
            onChange={(event) => {
              input.onChange(event.target.value);
              input.onBlur();
            }}
            options={options.map((option) => ({ value: option, label: option }))}
          />
        </Form.Item>
      )}
    </Field>
  );
}
