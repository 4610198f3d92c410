import { z } from 'zod';
import { PROFILE_STATUS, type ProfileStatus } from './profile-status';

/**
 * A certificate's lifecycle (beyond the spec, as FSC's and PEFC's registries keep it): issued Vigente; an
 * administrator suspends it with a reason (a visit rejected, the annual payment missing) and may reinstate it;
 * an administrator, or the owner, withdraws it for good; it expires (Vencida) when its validity passes.
 * Nothing is ever deleted: every change is a row of its history, shown in public.
 */
import { CERTIFICATE_EVENT, CERTIFICATE_STATUS, type CertificateLifecycleStatus } from './certificate-words';

export { CERTIFICATE_MEANING, CERTIFICATE_STATUS, type CertificateLifecycleStatus } from './certificate-words';
export const CERTIFICATE_STATUSES = Object.values(CERTIFICATE_STATUS) as [CertificateLifecycleStatus, ...CertificateLifecycleStatus[]];

/** What a person may do to a certificate, the states it may start from and the state it leads to. */
export const CERTIFICATE_ACTIONS = {
  suspend: { from: [CERTIFICATE_STATUS.valid], to: CERTIFICATE_STATUS.suspended },
  reinstate: { from: [CERTIFICATE_STATUS.suspended], to: CERTIFICATE_STATUS.valid },
  withdraw: { from: [CERTIFICATE_STATUS.valid, CERTIFICATE_STATUS.suspended], to: CERTIFICATE_STATUS.withdrawn },
} as const satisfies Record<string, { from: readonly CertificateLifecycleStatus[]; to: CertificateLifecycleStatus }>;
export type CertificateAction = keyof typeof CERTIFICATE_ACTIONS;

/** The spec's public word for a status: only a Vigente certificate is "Activa". */
export const profileStatusOf = (status: CertificateLifecycleStatus): ProfileStatus =>
  status === CERTIFICATE_STATUS.valid ? PROFILE_STATUS.active : PROFILE_STATUS.inactive;

/** A status as the word after «El certificado está» (the statuses name la certificación, feminine). */
export const CERTIFICATE_ADJECTIVE: Record<CertificateLifecycleStatus, string> = {
  Vigente: 'vigente',
  Suspendida: 'suspendido',
  Retirada: 'retirado',
  Vencida: 'vencido',
};

export const CERTIFICATE_REASON = { min: 10, max: 300 } as const;

export const CERTIFICATE_MSG = {
  reasonRequired: `Escriba el motivo (entre ${CERTIFICATE_REASON.min} y ${CERTIFICATE_REASON.max} caracteres): se publica en el perfil del certificado.`,
  notCertified: 'La propiedad no tiene un certificado emitido.',
  notAllowed: (status: CertificateLifecycleStatus, action: CertificateAction) =>
    `El certificado está ${CERTIFICATE_ADJECTIVE[status]}: no se puede ${ACTION_VERB[action]}.`,
  issued: CERTIFICATE_EVENT.issued,
  expired: CERTIFICATE_EVENT.expired,
} as const;

const ACTION_VERB: Record<CertificateAction, string> = { suspend: 'suspender', reinstate: 'restablecer', withdraw: 'retirar' };

/** A reason of CERTIFICATE_REASON's length, trimmed; anything else is refused with `message`. */
export const reasonSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(CERTIFICATE_REASON.min, { error: message })
    .max(CERTIFICATE_REASON.max, { error: message });

export const certificateChangeSchema = z.object({ reason: reasonSchema(CERTIFICATE_MSG.reasonRequired) });
export type CertificateChange = z.input<typeof certificateChangeSchema>;
