import { CERTIFICATE_VALIDITY_MONTHS, PROFILE_STATUS, type EnrolmentStatus, type ProfileStatus } from '@portal/shared-api';

/**
 * The same instant `months` calendar months later (UTC), the day clamped to the last day of a
 * shorter month, as PostgreSQL adds intervals: 2024-02-29 + 12 months = 2025-02-28.
 */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

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
