import { z } from 'zod';
import { MSG } from './texts';
import { WATCH_MAX, WATCH_MSG } from './watchlist-words';
import type { watchListSchema } from './responses/watchlist';

/**
 * The watch list (beyond the spec, as FSC's Certificate Status Watch): anyone, with no account, gives an e-mail and
 * the certificates to watch (their numbers, the PDF's N.º, or sheet numbers); a confirmation link is sent first
 * (double opt-in); then each status change of a watched certificate sends one e-mail, each with a one-click
 * unsubscribe. The watcher's page, reached by the secret link of the e-mails, lists the certificates and exports CSV.
 */

export { WATCH_MAX, WATCH_MSG } from './watchlist-words';

/** POST watchlist: who watches and what (numbers or sheet numbers, as the bulk lookup reads them). */
export const watchRequestSchema = z.object({
  email: z.string({ error: MSG.contactEmailInvalid }).trim().min(1, { error: MSG.contactEmailInvalid }).max(254, { error: MSG.contactEmailInvalid }).pipe(z.email({ error: MSG.contactEmailInvalid })),
  certificates: z
    .array(z.string({ error: WATCH_MSG.certificatesMissing }).trim().max(40, { error: WATCH_MSG.certificatesMissing }), { error: WATCH_MSG.certificatesMissing })
    .transform((values) => [...new Set(values.filter((value) => value !== ''))])
    .pipe(z.array(z.string()).min(1, { error: WATCH_MSG.certificatesMissing }).max(WATCH_MAX, { error: WATCH_MSG.tooMany })),
});
export type WatchRequest = z.input<typeof watchRequestSchema>;

/** The watcher's page: their certificates, each with its status now. */
export type WatchList = z.output<typeof watchListSchema>;

/** The watcher's CSV. */
export const WATCH_CSV = {
  fileName: 'certificados-vigilados.csv',
  headers: ['N.º de certificado', 'Número de finca', 'Propiedad', 'Titular', 'Estado del certificado', 'Desde', 'Vigente hasta', 'Confirmado', 'Perfil público'],
} as const;
