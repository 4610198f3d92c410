import { ApiError } from '@portal/shared-api/client';

/** The alert lines of a failed call (spec §8): the server's, or a generic line for anything else. */
export const errorLines = (error: unknown): string[] =>
  error instanceof ApiError ? error.messages : ['Ocurrió un error inesperado. Intente de nuevo.'];
