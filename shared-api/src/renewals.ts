import { z } from 'zod';
import { CERTIFICATE_ADJECTIVE, CERTIFICATE_REASON, reasonSchema, type CertificateLifecycleStatus } from './certificate-lifecycle';
import { CERTIFICATE_EVENT, RENEWABLE } from './certificate-words';

export { RENEWABLE };
import { multipartContract } from './multipart';
import type { certificateRenewalsSchema, renewalSchema } from './responses/renewals';

/**
 * Renewal of a certificate (beyond the spec, as the extra-visit purchase): before its validity ends the client pays the
 * property's annual cost (`anualityCost`) and uploads the voucher; an administrator accepts (the validity is extended
 * by the period, a history row is written) or rejects with a reason. A suspended certificate can be renewed (it stays
 * suspended until reinstated); a withdrawn or expired one cannot.
 */
export const RENEWAL_STATUS = { requested: 'Solicitada', accepted: 'Aceptada', rejected: 'Rechazada' } as const;
export type RenewalStatus = (typeof RENEWAL_STATUS)[keyof typeof RENEWAL_STATUS];


/** Days before the validity's end the client is reminded, the first reminder first. */
export const RENEWAL_REMINDER_DAYS = [60, 30, 7] as const;

export const RENEWAL_MSG = {
  propertyMissing: 'Indique la propiedad cuyo certificado desea renovar',
  notYours: 'La propiedad no es suya o no tiene un certificado emitido.',
  notRenewable: (status: CertificateLifecycleStatus) => `El certificado está ${CERTIFICATE_ADJECTIVE[status]}: no se puede renovar.`,
  waiting: 'Ya hay una renovación de este certificado en revisión.',
  closed: 'La renovación ya fue decidida.',
  reasonRequired: `Escriba el motivo del rechazo (entre ${CERTIFICATE_REASON.min} y ${CERTIFICATE_REASON.max} caracteres): se le envía al cliente.`,
  renewed: CERTIFICATE_EVENT.renewed,
} as const;

/** POST renewals (multipart): the property, and the voucher of the payment of its annual cost. */
export const RENEWAL_UPLOAD = multipartContract(
  z.object({
    propertyId: z.coerce
      .number({ error: RENEWAL_MSG.propertyMissing })
      .int({ error: RENEWAL_MSG.propertyMissing })
      .positive({ error: RENEWAL_MSG.propertyMissing })
      .max(2_147_483_647, { error: RENEWAL_MSG.propertyMissing }),
  }),
  { paymentVoucher: { kind: 'voucher', required: true } },
);

/** PUT renewals/reject/{id}: why, told to the client. */
export const renewalRejectionSchema = z.object({ reason: reasonSchema(RENEWAL_MSG.reasonRequired) });
export type RenewalRejection = z.input<typeof renewalRejectionSchema>;

/** A renewal as the client and the administrators read it. */
export type Renewal = z.output<typeof renewalSchema>;
/** A certificate's renewals and what a new one would cost and give (the client's renewal page). */
export type CertificateRenewals = z.output<typeof certificateRenewalsSchema>;
