import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseCookie } from 'cookie';
import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, LANGUAGE_PARAM, createTranslations, isLanguage, type Language } from '@portal/shared-api/i18n';
import { ORIGIN_TEXTS_BY_LANGUAGE } from '@portal/shared-api/origin-words';

/**
 * The language a public answer is written in (the profiles, the PDF, `/status`): `?lang=` first, then the
 * visitor's choice kept by the switch (a cookie), then the browser's Accept-Language, then Spanish.
 */
export function languageOf(request: { query?: unknown; headers: IncomingHttpHeaders }): Language {
  const asked = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
  if (isLanguage(asked)) return asked;
  const chosen = request.headers.cookie ? parseCookie(request.headers.cookie)[LANGUAGE_COOKIE] : undefined;
  if (isLanguage(chosen)) return chosen;
  const accepted = new Negotiator(request).language([...LANGUAGES]);
  return isLanguage(accepted) ? accepted : DEFAULT_LANGUAGE;
}

/** What an answer's language depends on, for caches between the portal and the visitor. */
export const LANGUAGE_VARY = 'Accept-Language, Cookie';

/** The API's texts in one language (the PDFs, `/status`, the watch list's e-mails): one ready instance a language. */
const byLanguage = new Map<Language, ReturnType<typeof createTranslations>>();
export function translations(language: Language) {
  let i18n = byLanguage.get(language);
  if (!i18n) byLanguage.set(language, (i18n = createTranslations(language, { es: { origin: ORIGIN_TEXTS_BY_LANGUAGE.es }, en: { origin: ORIGIN_TEXTS_BY_LANGUAGE.en } })));
  return i18n;
}
