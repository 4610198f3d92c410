/**
 * The C0 control characters (and DEL) no text of the portal may carry: PostgreSQL cannot store NUL at all,
 * and the others only hide text. Tab and line breaks stay allowed (long texts have them).
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** The same plus tab and line breaks, for one-line texts such as file names. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_ONE_LINE = /[\u0000-\u001f\u007f]/;

export const hasControlCharacter = (text: string, options: { multiline?: boolean } = {}): boolean =>
  (options.multiline === false ? FORBIDDEN_IN_ONE_LINE : FORBIDDEN).test(text);

/** Whether any string inside a parsed query, route parameters or JSON body (keys included) carries one. */
export function carriesControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControlCharacter(value);
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => carriesControlCharacter(item, depth + 1));
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, item]) => hasControlCharacter(key) || carriesControlCharacter(item, depth + 1));
}
