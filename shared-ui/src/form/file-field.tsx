import { Field } from 'react-final-form';
import { MAX_UPLOAD_BYTES, UPLOAD_MSG, acceptOf, hasAllowedType, type UploadKind } from '@portal/shared-api';
import { fieldError } from './field-error';
import { useFieldId } from './field-id';
import { FieldItem, errorAria } from './field-item';

/** The browser's check of a chosen file (spec §5 allowed types, size cap); the server checks again. */
export function fileProblem(file: File | undefined, kind: UploadKind, required: boolean, requiredMessage: string = UPLOAD_MSG.fileRequired): string | undefined {
  if (!file) return required ? requiredMessage : undefined;
  if (!hasAllowedType(file.name, kind)) return UPLOAD_MSG.fileType(kind);
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MSG.fileTooLarge;
  return undefined;
}

export interface FileFieldProps {
  name: string;
  label: string;
  kind: UploadKind;
  required?: boolean;
  /** What a missing required file says (a generic "attach a file" otherwise). */
  requiredMessage?: string;
  hint?: string;
}

/** A file input held by react-final-form as a `File`, limited to the purpose's types. */
export function FileField({ name, label, kind, required = false, requiredMessage, hint }: FileFieldProps) {
  const id = useFieldId(name);
  return (
    <Field<File | undefined> name={name} validate={(file) => fileProblem(file, kind, required, requiredMessage)}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <FieldItem id={id} label={label} required={required} error={error} hint={hint}>
            <input
              id={id}
              name={input.name}
              type="file"
              accept={acceptOf(kind)}
              className="file-input"
              {...errorAria(id, error)}
              onChange={(event) => {
                input.onChange(event.target.files?.[0]);
                input.onBlur();
              }}
            />
          </FieldItem>
        );
      }}
    </Field>
  );
}
