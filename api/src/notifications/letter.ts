import { MAIL_TEXTS } from '@portal/shared-api';

/**
 * A letter of the portal: the greeting (to a person with an account, by first name), its paragraphs each followed by a
 * blank line, and the signature. The one shape of every e-mail the portal writes.
 */
export function letter({ to, signature = MAIL_TEXTS.signature }: { to?: string; signature?: string }, ...paragraphs: Array<string | undefined>): string {
  // a paragraph left undefined is one the letter has nothing to say in
  const said = paragraphs.filter((p): p is string => p !== undefined);
  return [...(to === undefined ? [] : [MAIL_TEXTS.greeting(to), '']), ...said.flatMap((p) => [p, '']), signature].join('\n');
}
