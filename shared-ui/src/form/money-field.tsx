import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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

/** The number a money input's text stands for, as a numeric string (a dot before the céntimos; '' when empty). */
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

/** How many digits (and the decimal comma) come before `position` in `text`: what a caret stays after regrouping. */
const significantBefore = (text: string, position: number) => text.slice(0, position).replace(new RegExp(`[^\\d${decimalSeparator}]`, 'g'), '').length;

/** The position in `text` after its `count`-th digit (or decimal comma). */
function positionAfter(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i]!) || text[i] === decimalSeparator) seen++;
    if (seen === count) return i + 1;
  }
  return text.length;
}

/**
 * An amount in colones (spec §9: es-CR): ₡ before it, grouped as it is typed, of plain elements (form.css). The caret
 * stays after the digit it followed while the groups move; below `min`, leaving the field sets `min`.
 */
export function MoneyInput({ id, value, onChange, onBlur, min = 0, error, describedBy }: MoneyInputProps) {
  const aria = errorAria(id, error);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => formatMoneyInput(value ?? undefined));
  const caret = useRef<number | null>(null);
  // a value changed from outside (a reset, the clamp to `min`) shows as its grouped text
  useEffect(() => {
    const typed = parseMoneyInput(text);
    if ((typed === '' ? null : Number(typed)) !== (value ?? null)) setText(formatMoneyInput(value ?? undefined));
    // only when the value changes: the text is the person's while they type
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  useLayoutEffect(() => {
    if (caret.current === null || document.activeElement !== input.current) return;
    const at = positionAfter(text, caret.current);
    input.current?.setSelectionRange(at, at);
    caret.current = null;
  }, [text]);
  return (
    <span className="plain-money" style={{ width: 240, maxWidth: '100%' }}>
      <span className="plain-money__prefix" aria-hidden="true">
        ₡
      </span>
      <input
        ref={input}
        id={id}
        className="plain-input plain-money__input"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          const raw = event.target.value;
          const numeric = parseMoneyInput(raw);
          caret.current = significantBefore(raw, event.target.selectionStart ?? raw.length);
          setText(numeric === '' ? '' : formatMoneyInput(numeric));
          onChange(numeric === '' ? null : Number(numeric));
        }}
        onBlur={() => {
          if (value !== null && value !== undefined && value < min) onChange(min);
          onBlur?.();
        }}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={[aria['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined}
      />
    </span>
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
