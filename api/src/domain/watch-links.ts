import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, paths } from '@portal/shared-api';

/** The watcher's page, in the language of its e-mails (a Spanish page is the portal's own). */
export const watchPage = (token: string, language: string = DEFAULT_LANGUAGE) =>
  language === DEFAULT_LANGUAGE ? paths.alertasToken(token) : `${paths.alertasToken(token)}?${LANGUAGE_PARAM}=${language}`;

/** The one-click unsubscribe of a watcher's token (List-Unsubscribe-Post). */
export const unsubscribePath = (token: string) => `/api/watchlist/${token}/unsubscribe`;
