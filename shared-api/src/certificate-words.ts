// A certificate's statuses and the lines the portal writes into its history, without any schema (zod): the public
// pages in two languages (i18n.ts) read them without downloading the validation library.

export const CERTIFICATE_STATUS = { valid: 'Vigente', suspended: 'Suspendida', withdrawn: 'Retirada', expired: 'Vencida' } as const;
export type CertificateLifecycleStatus = (typeof CERTIFICATE_STATUS)[keyof typeof CERTIFICATE_STATUS];

/** The statuses from which a client may ask for a renewal. */
export const RENEWABLE: readonly CertificateLifecycleStatus[] = [CERTIFICATE_STATUS.valid, CERTIFICATE_STATUS.suspended];

/** What each status means, in one line for the public (the profile, the e-mails). */
export const CERTIFICATE_MEANING: Record<CertificateLifecycleStatus, string> = {
  Vigente: 'El certificado está en vigor.',
  Suspendida: 'El certificado está suspendido: no vale mientras no se restablezca.',
  Retirada: 'El certificado fue retirado y no volverá a estar en vigor.',
  Vencida: 'El certificado venció: no se renovó a tiempo.',
};

/** The reasons the portal itself writes into a certificate's history (an administrator writes the others). */
export const CERTIFICATE_EVENT = {
  issued: 'Certificado emitido al aceptarse la inscripción.',
  expired: 'Venció su plazo de validez sin renovarse.',
  renewed: (until: string) => `Certificado renovado: vigente hasta ${until}.`,
} as const;
