import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { CERTIFICATE_STATUS, type CertificateLifecycleStatus } from '@portal/shared-api';
import { properties } from '../../db/schema';

/**
 * The one rule of a certificate's status, in code and in SQL. A property's row stores the status of its last change
 * (`certificate_status`); a certificate still Vigente or Suspendida past its validity is Vencida from that moment, even
 * before the expiry job has written it down (it does within the second, at the latest within the hour). Every
 * reader asks here: the profiles and their JSON, the PDF, the portfolio, its filter and map, the EU file, the bulk
 * lookup, the watch list, the regent's project data and the client's and administrator's lists.
 */

/** Statuses a validity's end turns into Vencida. */
export const RUNNING: readonly CertificateLifecycleStatus[] = [CERTIFICATE_STATUS.valid, CERTIFICATE_STATUS.suspended];

/** A property is certified once its enrolment is accepted: its certificate was issued (issueCertificates). */
export const certified = isNotNull(properties.certifiedAt);

/** A certificate's status at `now`, from what its row stores. */
export function statusAt(status: CertificateLifecycleStatus, validUntil: Date | null, now: Date): CertificateLifecycleStatus {
  return RUNNING.includes(status) && validUntil !== null && validUntil <= now ? CERTIFICATE_STATUS.expired : status;
}

/** `statusAt` of a stored row whose status may be null (not certified): null stays null. */
export const storedStatusAt = (status: string | null, validUntil: Date | string | null, now: Date): CertificateLifecycleStatus | null =>
  status === null ? null : statusAt(status as CertificateLifecycleStatus, validUntil === null ? null : new Date(validUntil), now);

/** Whether the certificate is in force at `now`: only a Vigente one is. */
export const inForce = (status: string | null, validUntil: Date | string | null, now: Date): boolean =>
  storedStatusAt(status, validUntil, now) === CERTIFICATE_STATUS.valid;

const listed = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** `statusAt` in SQL, over the properties row of the query: what a list selects. */
export const statusSql = (now: Date): SQL<CertificateLifecycleStatus | null> =>
  sql<CertificateLifecycleStatus | null>`(case when ${properties.certificateStatus} in (${listed(RUNNING)}) and ${properties.validUntil} <= ${at(now)} then ${CERTIFICATE_STATUS.expired} else ${properties.certificateStatus} end)`;

/**
 * The properties whose certificate is `status` at `now`: `statusSql(now) = status`, written so the portfolio's
 * status index (certificate_status, certified_at) still serves it.
 */
export function statusIs(status: CertificateLifecycleStatus, now: Date): SQL {
  const beforeEnd = or(isNull(properties.validUntil), gt(properties.validUntil, now))!;
  if (RUNNING.includes(status)) return and(eq(properties.certificateStatus, status), beforeEnd)!;
  if (status === CERTIFICATE_STATUS.expired) {
    return or(eq(properties.certificateStatus, status), and(inArray(properties.certificateStatus, [...RUNNING]), lte(properties.validUntil, now)))!;
  }
  return eq(properties.certificateStatus, status);
}
