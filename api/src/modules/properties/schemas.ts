import { z } from 'zod';
import { PORTFOLIO_MSG, portfolioQuerySchema } from '@portal/shared-api';

/** The contract's portfolio query; any other parameter is refused (a typo would otherwise go unnoticed). */
export const portfolioQuery = z.strictObject(portfolioQuerySchema.shape, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? PORTFOLIO_MSG.unknownParameter : undefined),
});

/** A profile id is any path segment: one that names no accepted enrolment answers 404, as an unknown id. */
export const profileParams = z.object({ id: z.string() });

/** The language of a public answer (lib/language.ts): any other value is not an error, it falls back to the visitor's. */
export const languageQuery = z.object({
  lang: z.string().optional().meta({ description: 'es o en; sin él, la cookie del selector de idioma o Accept-Language' }),
});
