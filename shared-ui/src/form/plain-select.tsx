import './form.css';
import { FORM_TEXTS } from './texts';

export interface PlainSelectProps {
  id?: string;
  name?: string;
  /** The chosen option's value; '' or undefined when none is. */
  value: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string | undefined) => void;
  onBlur?: () => void;
  /** The first option, which leaves the field empty; `false`: none (a choice that always has a value). */
  placeholder?: string | false;
  /** The options are on their way: said in place of the placeholder. */
  loading?: boolean;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The browser's own select, drawn as antd's (form.css): its list is the phone's native picker, and a keyboard
 * finds an option by its first letters. The first option is the placeholder, which leaves the field empty (unless
 * `placeholder` is false).
 */
export function PlainSelect({ id, name, value, options, onChange, onBlur, placeholder = FORM_TEXTS.choose, loading = false, disabled = false, ...aria }: PlainSelectProps) {
  return (
    <select
      id={id}
      name={name}
      value={value ?? ''}
      disabled={disabled}
      aria-busy={loading || undefined}
      className="plain-input plain-select"
      onChange={(event) => onChange(event.target.value || undefined)}
      onBlur={onBlur}
      {...aria}
    >
      {(placeholder !== false || loading) && <option value="">{loading ? FORM_TEXTS.loadingOptions : placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
