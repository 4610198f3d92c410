import { Button, Form } from 'antd';
import { Field } from 'react-final-form';
import { acceptOf, type UploadKind } from '@portal/shared-api';
import { fieldError, fileProblem, useFieldId } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.visit;

export interface FilesFieldProps {
  name: string;
  label: string;
  kind: UploadKind;
  hint?: string;
  required?: boolean;
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Several files held by react-final-form as a `File[]`: each choice adds to the list (a file chosen twice
 * counts once) and each file can be removed; every file is checked against the purpose's types and size.
 */
export function FilesField({ name, label, kind, hint, required }: FilesFieldProps) {
  const id = useFieldId(name);
  return (
    <Field<File[]> name={name} validate={(files: File[] | undefined) => (files ?? []).map((file: File) => fileProblem(file, kind, false)).find(Boolean)}>
      {({ input, meta }) => {
        const files = input.value || [];
        const error = fieldError(meta);
        return (
          <Form.Item
            label={label}
            htmlFor={id}
            required={required}
            validateStatus={error ? 'error' : undefined}
            help={error ? <span id={`${id}-error`}>{error}</span> : hint}
          >
            <input
              id={id}
              name={input.name}
              type="file"
              multiple
              accept={acceptOf(kind)}
              className="file-input"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                const picked = Array.from(event.target.files ?? []).filter((file) => !files.some((f) => sameFile(f, file)));
                input.onChange([...files, ...picked]);
                input.onBlur();
                // the same file can be chosen again after it was removed
                event.target.value = '';
              }}
            />
            {files.length > 0 && (
              <ul className="regent-files" aria-label={T.chosenReports}>
                {files.map((file) => (
                  <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                    {file.name}{' '}
                    <Button
                      type="link"
                      size="small"
                      aria-label={T.removeLabel(file.name)}
                      onClick={() => input.onChange(files.filter((f) => f !== file))}
                    >
                      {T.remove}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Form.Item>
        );
      }}
    </Field>
  );
}
