import { z } from 'zod';
import { PORTFOLIO_MSG, portfolioQuerySchema } from '@portal/shared-api';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@portal/shared-api/i18n';

/** The contract's portfolio query; any other parameter is refused (a typo would otherwise go unnoticed). */
const unknownParameter = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? PORTFOLIO_MSG.unknownParameter : undefined),
};
export const portfolioQuery = z.strictObject(portfolioQuerySchema.shape, unknownParameter);

/**
 * A CSV's language: only an explicit `lang=en` writes it in English. A program that reads the file keeps its Spanish
 * columns whatever the Accept-Language it sends; the portfolio's page writes `lang` into its links.
 */
export const csvLanguageQuery = z.object({
  lang: z.string().optional().meta({ description: 'en: el archivo en inglés; sin él, o con otro valor, en español' }),
});
export const csvLanguageOf = (query: { lang?: string }): Language => (isLanguage(query.lang) ? query.lang : DEFAULT_LANGUAGE);

/** The portfolio's CSV: the portfolio's query and the file's language. */
export const portfolioCsvQuery = z.strictObject({ ...portfolioQuerySchema.shape, ...csvLanguageQuery.shape }, unknownParameter);

/** A profile id is any path segment: one that names no accepted enrolment answers 404, as an unknown id. */
export const profileParams = z.object({ id: z.string() });

/** The language of a public answer (lib/language.ts): any other value is not an error, it falls back to the visitor's. */
export const languageQuery = z.object({
  lang: z.string().optional().meta({ description: 'es o en; sin él, la cookie del selector de idioma o Accept-Language' }),
});
