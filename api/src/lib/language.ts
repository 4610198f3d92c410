import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseCookie } from 'cookie';
import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, LANGUAGE_PARAM, isLanguage, type Language } from '@portal/shared-api/i18n';

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
