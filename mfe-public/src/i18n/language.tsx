import { useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useSearchParams } from '@portal/shared-auth/router';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  LANGUAGE_PARAM,
  LOCALES,
  createTranslations,
  dataValue,
  isLanguage,
  type Language,
} from '@portal/shared-api/i18n';
import { formatColones, useServedLanguage } from '@portal/shared-ui';
import { numberIn } from './in-language';
import { PUBLIC_NAMESPACES, type Namespaces } from './texts';
import './language.css';

/** A year: the switch's choice is kept for the visitor's next pages (the API reads the same cookie: api/src/lib/language.ts). */
const COOKIE_MINUTES = 365 * 24 * 60;

/** The browser finds the language as the API does: `?lang=`, then the switch's cookie, then the browser's languages. */
const DETECTION = {
  order: ['querystring', 'cookie', 'navigator'],
  lookupQuerystring: LANGUAGE_PARAM,
  lookupCookie: LANGUAGE_COOKIE,
  // kept only when the visitor chooses with the switch
  caches: [],
  cookieMinutes: COOKIE_MINUTES,
  cookieOptions: { path: '/', sameSite: 'lax' as const },
};

/**
 * The translations of a public page a buyer abroad reads: on the server in the language it was asked in; in the
 * browser in the language the server wrote the page in (so the first render draws the same page), or, for a page
 * the browser draws alone, the language it finds (DETECTION).
 */
function translationsFor(served: string | undefined, own?: Namespaces): I18n {
  const known = isLanguage(served) ? served : undefined;
  const namespaces = { es: { ...PUBLIC_NAMESPACES.es, ...own?.es }, en: { ...PUBLIC_NAMESPACES.en, ...own?.en } };
  if (typeof window === 'undefined') return createTranslations(known ?? DEFAULT_LANGUAGE, namespaces);
  return createTranslations(known, namespaces, [LanguageDetector], { detection: DETECTION });
}

export { withLanguage } from './in-language';

/**
 * Gives the page under it its language (beyond the spec: the profiles, the watch list and the portfolio in Spanish and
 * English); `namespaces`: the page's own texts, beside the public ones.
 */
export function PublicLanguage({ children, namespaces }: { children: ReactNode; namespaces?: Namespaces }) {
  const served = useServedLanguage();
  const [i18n] = useState(() => translationsFor(served, namespaces));
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** The page's language, its texts (`t`) and its numbers: es-CR as the spec writes them, en-US in English. */
export function usePublicTexts() {
  const { t, i18n } = useTranslation(['profile', 'certificate', 'values']);
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const spanish = language === 'es';
  return {
    t,
    i18n,
    language,
    /** A value of the portal's data (a type, a status, a visit's result): stored in Spanish, translated where known. */
    value: (stored: string) => dataValue(i18n, stored),
    number: (value: number | null) => numberIn(language, value),
    colones: (value: number) => (spanish ? formatColones(value) : new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'CRC' }).format(value)),
  };
}

/**
 * The visible switch: the other language, named in it. A link to the same page with `?lang=`, so it works before
 * any script runs (the server writes the page in that language); in the browser it changes the page at once,
 * keeps the choice for the next pages and leaves the address one can share.
 */
export function LanguageSwitch() {
  const { i18n } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const other = LANGUAGES.find((language) => language !== current) ?? DEFAULT_LANGUAGE;
  const next = new URLSearchParams(params);
  next.set(LANGUAGE_PARAM, other);
  return (
    <p className="language-switch">
      <a
        href={`?${next.toString()}`}
        hrefLang={other}
        lang={other}
        onClick={(event) => {
          event.preventDefault();
          void i18n.changeLanguage(other);
          (i18n.services.languageDetector as LanguageDetector | undefined)?.cacheUserLanguage(other, ['cookie']);
          setParams(next, { replace: true });
        }}
      >
        {LANGUAGE_NAMES[other]}
      </a>
    </p>
  );
}
