/** The outbox as administrators read it at "Correos enviados" (beyond the spec): a paged list, searched. */
export const MAIL_URLS = { base: 'mail' } as const;
