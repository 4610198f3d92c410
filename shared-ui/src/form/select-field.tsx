import { Form, Select } from 'antd';
import { Field } from 'react-final-form';
import type { LookupItem } from '@portal/shared-api';
import { fieldError } from './field-error';
import { useFieldId } from './field-id';

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
}

/** A react-final-form field over an antd select of lookup items (id, name). */
export function SelectField({ name, label, options, loading, disabled, placeholder = 'Seleccione…', required, onSelect }: SelectFieldProps) {
  const id = useFieldId(name);
  return (
    <Field<number> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <Form.Item label={label} htmlFor={id} required={required} validateStatus={error ? 'error' : undefined} help={error}>
            <Select<number>
              id={id}
              value={input.value || undefined}
              onChange={(value) => {
                input.onChange(value);
                onSelect?.(value);
              }}
              onBlur={() => input.onBlur()}
              options={options.map((o) => ({ value: o.id, label: o.name }))}
              loading={loading}
              disabled={disabled}
              placeholder={placeholder}
              showSearch={{ optionFilterProp: 'label' }}
              virtual={false}
              status={error ? 'error' : undefined}
              aria-invalid={error ? true : undefined}
            />
          </Form.Item>
        );
      }}
    </Field>
  );
}
