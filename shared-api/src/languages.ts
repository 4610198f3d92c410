// The languages of the pages a buyer abroad reads (i18n.ts), without the translations themselves.

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
/** `?lang=en` in a public page's, the PDF's or `/status`'s address. */
export const LANGUAGE_PARAM = 'lang';
/** The language a visitor chose with the switch, kept for the next page (read by the API and the browser). */
export const LANGUAGE_COOKIE = 'lang';
/** Each language's name, written in that language (the switch offers the other one). */
export const LANGUAGE_NAMES: Record<Language, string> = { es: 'Español', en: 'English' };
/** For dates and numbers: the portal's own locale in Spanish. */
export const LOCALES: Record<Language, string> = { es: 'es-CR', en: 'en-US' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
