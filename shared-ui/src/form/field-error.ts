import type { FieldMetaState } from 'react-final-form';

/** The message a field shows: its validation error once touched or submitted, else the server's. */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if ((meta.touched || meta.submitFailed) && meta.error) return String(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
}
