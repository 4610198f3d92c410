import { InputNumber } from 'antd';
import { Field } from 'react-final-form';
import { fieldError } from './field-error';
import { useFieldId } from './field-id';
import { errorAria } from './field-aria';
import { FieldItem } from './field-item';

const wholeColones = new Intl.NumberFormat('es-CR', { maximumFractionDigits: 0 });
const decimalSeparator = new Intl.NumberFormat('es-CR').formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? ',';

/**
 * What a money input shows for its value as it is typed: the whole colones grouped in the es-CR way
 * (847 000) and any céntimos after the decimal comma, as far as they were typed.
 */
function formatMoneyInput(value: string | number | undefined): string {
  if (value === undefined || value === null || value === '') return '';
  const [whole = '', fraction] = String(value).split('.');
  const digits = whole.replace(/\D/g, '');
  const grouped = digits ? wholeColones.format(BigInt(digits)) : '0';
  return fraction === undefined ? grouped : `${grouped}${decimalSeparator}${fraction.slice(0, 2)}`;
}

/** The number a money input's text stands for, as antd's parser expects it (a dot before the céntimos). */
function parseMoneyInput(text: string | undefined): string {
  const [whole = '', ...rest] = (text ?? '').split(decimalSeparator);
  const digits = whole.replace(/\D/g, '');
  return rest.length > 0 ? `${digits || '0'}.${rest.join('').replace(/\D/g, '').slice(0, 2)}` : digits;
}

export interface MoneyInputProps {
  id: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  min?: number;
  error?: string;
  /** Ids of help texts under the input (an error's included through `error`). */
  describedBy?: string;
}

/** An amount in colones (spec §9: es-CR): ₡ before it, grouped as it is typed. */
export function MoneyInput({ id, value, onChange, onBlur, min = 0, error, describedBy }: MoneyInputProps) {
  const aria = errorAria(id, error);
  return (
    <InputNumber<number>
      id={id}
      prefix="₡"
      inputMode="decimal"
      min={min}
      step={1000}
      style={{ width: 240, maxWidth: '100%' }}
      value={value ?? null}
      onChange={(next) => onChange(typeof next === 'number' ? next : null)}
      onBlur={onBlur}
      // while typing, the text itself is regrouped, so a decimal comma just typed stays
      formatter={(raw, info) => formatMoneyInput(info.userTyping ? parseMoneyInput(info.input) : raw)}
      // a numeric string: '' is an empty amount (not 0) and '12.' keeps its decimal point
      parser={(text) => parseMoneyInput(text) as unknown as number}
      status={error ? 'error' : undefined}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={[aria['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined}
    />
  );
}

export interface MoneyFieldProps {
  name: string;
  label: string;
  required?: boolean;
  min?: number;
}

/** A react-final-form amount in colones over MoneyInput. */
export function MoneyField({ name, label, required, min }: MoneyFieldProps) {
  const id = useFieldId(name);
  return (
    <Field<number> name={name}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <FieldItem name={name} id={id} label={label} required={required} error={error}>
            <MoneyInput id={id} value={input.value === ('' as unknown) ? null : input.value} onChange={(v) => input.onChange(v ?? undefined)} onBlur={input.onBlur} min={min} error={error} />
          </FieldItem>
        );
      }}
    </Field>
  );
}
