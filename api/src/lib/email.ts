/** Emails are compared and stored lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
