import type { z } from 'zod';
import type { UploadKind } from './uploads';

/** What a file field of a multipart call accepts. */
export interface FileRule {
  kind: UploadKind;
  required?: boolean;
  /** Several files under one field name (e.g. reports). */
  multiple?: boolean;
}

export type FileRules = Record<string, FileRule>;

/**
 * A multipart call of spec §7: the schema of its text fields and the rules of its file fields. The
 * server reads the request with it (`readUpload`) and the browser writes the body with it
 * (`encodeMultipart`), so a field renamed on one side no longer compiles on the other.
 */
export interface MultipartContract<S extends z.ZodObject = z.ZodObject, R extends FileRules = FileRules> {
  fields: S;
  files: R;
}

export const multipartContract = <S extends z.ZodObject, const R extends FileRules>(fields: S, files: R): MultipartContract<S, R> => ({
  fields,
  files,
});

type FileValue<F extends FileRule> = F['multiple'] extends true ? readonly File[] : File;

/** What a page passes for a multipart call: its text fields as the schema takes them, each file under its field's name. */
export type MultipartPayload<C extends MultipartContract> = z.input<C['fields']> & {
  [K in keyof C['files']]?: FileValue<C['files'][K]> | undefined;
};

/** A text field's value as the multipart body carries it: arrays and objects as JSON. */
const asText = (value: unknown): string => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * The multipart body of a call: each file under its field (several under one name when the rule allows
 * it), each other value as text; `undefined` and `null` are left out.
 */
export function encodeMultipart<C extends MultipartContract>(contract: C, payload: MultipartPayload<C>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Object.hasOwn(contract.files, name)) {
      for (const file of (Array.isArray(value) ? value : [value]) as File[]) form.append(name, file, file.name);
    } else form.set(name, asText(value));
  }
  return form;
}
