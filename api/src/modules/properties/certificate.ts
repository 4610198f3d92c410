import { CERTIFICATE_VALIDITY_MONTHS, PROFILE_STATUS, addMonths, type EnrolmentStatus, type ProfileStatus } from '@portal/shared-api';

export { addMonths };

export interface CertificateValidity {
  validUntil: Date | null;
  status: ProfileStatus;
}

/** A certificate is in force (Activa) from its approval until CERTIFICATE_VALIDITY_MONTHS later. */
export function certificateValidity(
  enrolmentStatus: EnrolmentStatus,
  dateApproved: Date | null,
  now: Date = new Date(),
): CertificateValidity {
  const validUntil = dateApproved ? addMonths(dateApproved, CERTIFICATE_VALIDITY_MONTHS) : null;
  const active = enrolmentStatus === 'Aceptada' && validUntil !== null && now < validUntil;
  return { validUntil, status: active ? PROFILE_STATUS.active : PROFILE_STATUS.inactive };
}
