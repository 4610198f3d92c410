import type { MailKind, MailPreferences } from '..';
import { call, http } from './http';

/** The outbox as administrators read it at "Correos enviados" (beyond the spec): a paged list, searched. */
export const MAIL_URLS = { base: 'mail' } as const;

/** The kinds of e-mail the signed-in person receives, each on or off. */
export const getMailPreferences = () => call(() => http.get('users/mailpreferences').json<MailPreferences>());

/** Turns off exactly the given kinds; every other kind of the person's roles is on. */
export const saveMailPreferences = (off: MailKind[]) => call(() => http.put('users/mailpreferences', { json: { off } }).json<MailPreferences>());
