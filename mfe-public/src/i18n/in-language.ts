// A public page's addresses and numbers in its language, without React: the page's hooks (language.tsx) and a part
// drawn before the portal's scripts have taken over (the portfolio's map island) write them alike.
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, LOCALES, type Language } from '@portal/shared-api';
import { formatNumber } from '@portal/shared-ui/format';

/** An address in the page's language: `?lang=` added where it is not Spanish, the portal's own. */
export const withLanguage = (url: string, language: Language): string =>
  language === DEFAULT_LANGUAGE ? url : `${url}${url.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${language}`;

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** A measure or a count in the language's locale (es-CR as the spec writes them, en-US in English); a dash when there is none. */
export function numberIn(language: Language, value: number | null): string {
  if (language === DEFAULT_LANGUAGE || value === null) return formatNumber(value);
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(LOCALES[language])));
  return format.format(value);
}
