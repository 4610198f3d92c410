import type { z } from 'zod';
import { safeParse, type $ZodType } from 'zod/v4/core';

/** First message per field, the shape react-final-form expects from `validate` (a Zod or a Zod Mini schema). */
export function fieldErrors(schema: $ZodType, values: unknown): Record<string, string> {
  const result = safeParse(schema, values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_form';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The server's 400 body (spec §8: an array of messages), without repeats. */
export function errorMessages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}
