import { useRef } from 'react';
import { Field } from 'react-final-form';
import { MAX_UPLOAD_BYTES, UPLOAD_MSG, UPLOAD_TYPES, acceptOf, hasAllowedType, type UploadKind } from '@portal/shared-api';
import { fieldError } from './field-error';
import { useFieldId } from './field-id';
import { errorAria } from './field-aria';
import { FieldItem } from './field-item';
import { PlainButton } from './plain-button';
import { FORM_TEXTS } from './texts';
import { visuallyHidden } from '../feedback/visually-hidden';

/** The browser's check of a chosen file (spec §5 allowed types, size cap); the server checks again. */
export function fileProblem(file: File | undefined, kind: UploadKind, required: boolean, requiredMessage: string = UPLOAD_MSG.fileRequired): string | undefined {
  if (!file) return required ? requiredMessage : undefined;
  if (!hasAllowedType(file.name, kind)) return UPLOAD_MSG.fileType(kind);
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MSG.fileTooLarge;
  return undefined;
}

/** The check of a field of several files: at least one when required, each of the purpose's types and size. */
export function filesProblem(files: readonly File[] | undefined, kind: UploadKind, required: boolean, requiredMessage: string = UPLOAD_MSG.fileRequired): string | undefined {
  if (!files || files.length === 0) return required ? requiredMessage : undefined;
  return files.map((file) => fileProblem(file, kind, false)).find(Boolean);
}

export interface FileFieldProps {
  name: string;
  label: string;
  kind: UploadKind;
  required?: boolean;
  /** What a missing required file says (a generic "attach a file" otherwise). */
  requiredMessage?: string;
  hint?: string;
  /** The field takes several files (held as `File[]`); otherwise one (`File`). */
  multiple?: boolean;
}


const sameFile = (a: File, b: File) => a === b || (a.name === b.name && a.size === b.size && a.lastModified === b.lastModified);

const keys = new WeakMap<File, string>();
let lastKey = 0;
const keyOf = (file: File) => {
  let key = keys.get(file);
  if (!key) {
    key = `archivo-${++lastKey}`;
    keys.set(file, key);
  }
  return key;
};

/**
 * A file input that uploads nothing by itself: the chosen files stay in the form (a `File`, or a `File[]` when
 * `multiple`) until it is sent. A Spanish button (the browser's own says "Choose file" in the browser's language),
 * the allowed types and size shown before choosing, each chosen file's name with Quitar; a file chosen twice counts
 * once. Plain elements: it loads no antd.
 */
export function FileField({ name, label, kind, required = false, requiredMessage, hint, multiple = false }: FileFieldProps) {
  const id = useFieldId(name);
  const buttonId = `${id}-button`;
  const picker = useRef<HTMLInputElement>(null);
  return (
    <Field<File | File[] | undefined>
      name={name}
      validate={(value) =>
        multiple ? filesProblem(value as File[] | undefined, kind, required, requiredMessage) : fileProblem(value as File | undefined, kind, required, requiredMessage)
      }
    >
      {({ input, meta }) => {
        const error = fieldError(meta);
        const value = input.value as File | File[] | '' | undefined;
        const files: File[] = Array.isArray(value) ? value : value ? [value] : [];
        const aria = errorAria(id, error, { hint: !!hint, extra: true });
        const change = (next: File[]) => {
          input.onChange(multiple ? next : next.at(-1));
          input.onBlur();
        };
        return (
          <FieldItem
            name={name}
            id={id}
            label={label}
            required={required}
            error={error}
            hint={hint}
            extra={FORM_TEXTS.fileRules(UPLOAD_TYPES[kind], multiple)}
            focusId={buttonId}
          >
            <input
              ref={picker}
              id={id}
              type="file"
              name={input.name}
              accept={acceptOf(kind)}
              multiple={multiple}
              tabIndex={-1}
              style={{ display: 'none' }}
              onChange={(event) => {
                const chosen = Array.from(event.target.files ?? []);
                // the same file may be chosen again after Quitar
                event.target.value = '';
                if (chosen.length === 0) return;
                if (!multiple) {
                  change(chosen.slice(-1));
                  return;
                }
                const all = [...files, ...chosen];
                change(all.filter((file, i) => all.findIndex((other) => sameFile(other, file)) === i));
              }}
              {...aria}
            />
            <PlainButton id={buttonId} danger={!!error} aria-describedby={aria['aria-describedby']} aria-invalid={aria['aria-invalid']} onClick={() => picker.current?.click()}>
              {multiple ? FORM_TEXTS.chooseFiles : FORM_TEXTS.chooseFile}
              <span style={visuallyHidden}>{`: ${label}`}</span>
            </PlainButton>
            {files.length > 0 && (
              <ul className="file-field__list" aria-label={FORM_TEXTS.chosenFiles(label)} style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
                {files.map((file) => (
                  <li key={keyOf(file)}>
                    {file.name}{' '}
                    <PlainButton text small aria-label={FORM_TEXTS.removeFile(file.name)} onClick={() => change(files.filter((f) => f !== file))}>
                      {FORM_TEXTS.remove}
                    </PlainButton>
                  </li>
                ))}
              </ul>
            )}
          </FieldItem>
        );
      }}
    </Field>
  );
}
