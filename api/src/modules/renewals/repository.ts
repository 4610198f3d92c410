import { and, desc, eq, sql } from 'drizzle-orm';
import {
  CERTIFICATE_VALIDITY_MONTHS,
  RENEWABLE,
  RENEWAL_MSG,
  RENEWAL_STATUS,
  type CertificateLifecycleStatus,
  type CertificateRenewals,
  type Page,
  type PagingQuery,
  type Renewal,
  type RenewalStatus,
} from '@portal/shared-api';
import type { Database } from '../../db/client';
import { certificateRenewals, properties, storedFiles } from '../../db/schema';
import { hasRole, type Caller } from '../../domain/operations/caller';
import { offsetOf } from '../../lib/listing';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import { HttpProblem, ValidationFailure, notFound } from '../../lib/problem';
import { countAll, iso } from '../../lib/sql';
import { storedFileColumns, type StoredFileRef } from '../../lib/uploads';
import { recordNotices } from '../../events/notices';
import { renewCertificate, statusAt } from '../certificates';

/** Where a renewal's voucher is downloaded (private: an administrator or the client who asked). */
export const renewalFileUrl = (id: number, fileId: number): string => `/api/renewals/${id}/files/${fileId}`;

/** The name a property goes by in the renewal screens and messages. */
const propertyName = sql<string>`coalesce(nullif(${properties.fantasyName}, ''), nullif(${properties.sheetNumber}, ''), ${properties.address})`;

const columns = {
  id: certificateRenewals.id,
  propertyId: certificateRenewals.propertyId,
  customerId: certificateRenewals.customerId,
  amount: certificateRenewals.amount,
  periodMonths: certificateRenewals.periodMonths,
  status: certificateRenewals.status,
  createdAt: certificateRenewals.createdAt,
  decidedAt: certificateRenewals.decidedAt,
  reason: certificateRenewals.reason,
  validUntilAfter: certificateRenewals.validUntilAfter,
  voucherId: storedFiles.id,
  voucherName: storedFiles.originalName,
  propertyName,
  ownerName: properties.ownerName,
  certificateStatus: properties.certificateStatus,
  validUntil: properties.validUntil,
};

/** Solicitada first, then the newest (the list's expression index: the literal, not a parameter). */
const listOrder = [
  sql`(${certificateRenewals.status} <> ${sql.raw(`'${RENEWAL_STATUS.requested}'`)})`,
  desc(certificateRenewals.createdAt),
  desc(certificateRenewals.id),
];

const waiting = eq(certificateRenewals.status, RENEWAL_STATUS.requested);

/** Renewals of certificates (beyond the spec): the client asks with a voucher, an administrator decides once. */
export function renewalsRepository(db: Database) {
  const select = (from: Database = db) =>
    from
      .select(columns)
      .from(certificateRenewals)
      .innerJoin(properties, eq(properties.id, certificateRenewals.propertyId))
      .leftJoin(storedFiles, eq(storedFiles.id, certificateRenewals.paymentVoucherId));

  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

  const toRenewal = (now: Date) => (r: Row): Renewal => ({
    id: r.id,
    propertyId: r.propertyId,
    propertyName: r.propertyName,
    ownerFullName: r.ownerName ?? '',
    amount: r.amount,
    periodMonths: r.periodMonths,
    status: r.status as RenewalStatus,
    dateCreated: iso(r.createdAt),
    dateDecided: r.decidedAt ? iso(r.decidedAt) : null,
    reason: r.reason,
    paymentVoucher: r.voucherId === null ? null : { url: renewalFileUrl(r.id, r.voucherId), name: r.voucherName! },
    certificateStatus: statusAt(r.certificateStatus as CertificateLifecycleStatus, r.validUntil, now),
    validUntil: r.validUntil ? iso(r.validUntil) : null,
    validUntilAfter: r.validUntilAfter ? iso(r.validUntilAfter) : null,
  });

  async function find(id: number, from: Database = db): Promise<Renewal | undefined> {
    const [row] = await select(from).where(eq(certificateRenewals.id, id));
    return row && toRenewal(new Date())(row);
  }

  /** Why a certificate in `status` cannot be renewed now (null: it can). */
  const refusal = (status: CertificateLifecycleStatus, anyWaiting: boolean): string | null =>
    !RENEWABLE.includes(status) ? RENEWAL_MSG.notRenewable(status) : anyWaiting ? RENEWAL_MSG.waiting : null;

  /**
   * Accepts a Solicitada renewal: the certificate's validity grows by its period from where it stood
   * (renewCertificate), in one transaction that locks the renewal and the property; a withdrawn one cannot be
   * renewed (409).
   */
  async function accept(id: number, adminId: number, now = new Date()): Promise<Renewal> {
    return db.transaction(async (tx) => {
      const renewal = await claim(tx, id);
      const { before, validUntil } = await renewCertificate(tx, renewal.propertyId, renewal.periodMonths, adminId, now);
      await tx
        .update(certificateRenewals)
        .set({ status: RENEWAL_STATUS.accepted, decidedById: adminId, decidedAt: now, validUntilBefore: before, validUntilAfter: validUntil })
        .where(eq(certificateRenewals.id, id));
      await recordNotices(tx, { kind: 'renovacion', renewalId: id, propertyId: renewal.propertyId, accepted: true, validUntil: validUntil.toISOString() });
      return (await find(id, tx))!;
    });
  }

  /** Rejects a Solicitada renewal with the reason the client is told. */
  async function reject(id: number, adminId: number, reason: string, now = new Date()): Promise<Renewal> {
    return db.transaction(async (tx) => {
      const renewal = await claim(tx, id);
      await tx
        .update(certificateRenewals)
        .set({ status: RENEWAL_STATUS.rejected, decidedById: adminId, decidedAt: now, reason })
        .where(eq(certificateRenewals.id, id));
      await recordNotices(tx, { kind: 'renovacion', renewalId: id, propertyId: renewal.propertyId, accepted: false, reason });
      return (await find(id, tx))!;
    });
  }

  /** Locks a renewal still Solicitada; 409 when it was decided (by another administrator, say), 404 when none. */
  async function claim(tx: Database, id: number) {
    const [row] = await tx
      .select({ propertyId: certificateRenewals.propertyId, periodMonths: certificateRenewals.periodMonths, status: certificateRenewals.status })
      .from(certificateRenewals)
      .where(eq(certificateRenewals.id, id))
      .for('update');
    if (!row) throw notFound();
    if (row.status !== RENEWAL_STATUS.requested) throw new HttpProblem(409, RENEWAL_MSG.closed);
    return row;
  }

  return {
    find,
    accept,
    reject,

    async page(query: PagingQuery): Promise<Page<Renewal>> {
      const [rows, [total]] = await Promise.all([
        select()
          .orderBy(...listOrder)
          .limit(query.visibleRecords)
          .offset(offsetOf(query)),
        db.select({ n: countAll }).from(certificateRenewals),
      ]);
      return { rows: rows.map(toRenewal(new Date())), total: Number(total!.n) };
    },

    /** A certificate's renewals and what renewing it costs, for its owner or an administrator; undefined otherwise. */
    async ofProperty(caller: Caller, propertyId: number, now = new Date()): Promise<CertificateRenewals | undefined> {
      const [property] = await db
        .select({ customerId: properties.customerId, status: properties.certificateStatus, validUntil: properties.validUntil, amount: properties.anualityCost, name: propertyName })
        .from(properties)
        .where(eq(properties.id, propertyId));
      if (!property?.status || (!hasRole(caller, 'Administrador') && property.customerId !== caller.id)) return undefined;
      const rows = await select().where(eq(certificateRenewals.propertyId, propertyId)).orderBy(desc(certificateRenewals.createdAt), desc(certificateRenewals.id));
      const status = statusAt(property.status as CertificateLifecycleStatus, property.validUntil, now);
      const why = refusal(status, rows.some((row) => row.status === RENEWAL_STATUS.requested));
      return {
        propertyId,
        propertyName: property.name,
        certificateStatus: status,
        validUntil: property.validUntil ? iso(property.validUntil) : null,
        amount: property.amount,
        periodMonths: CERTIFICATE_VALIDITY_MONTHS,
        renewable: why === null,
        notRenewableReason: why,
        renewals: rows.map(toRenewal(now)),
      };
    },

    /**
     * Records the client's renewal of their own certificate (inside the upload's transaction, the property locked): the
     * amount is the property's annual cost, whatever was sent. 400 for a property not theirs or not certified, 409 when
     * its status does not allow it or a renewal already waits.
     */
    async create(tx: Database, caller: Caller, propertyId: number, voucherId: number, now = new Date()): Promise<number> {
      const [property] = await tx
        .select({ status: properties.certificateStatus, validUntil: properties.validUntil, amount: properties.anualityCost })
        .from(properties)
        .where(and(eq(properties.id, propertyId), eq(properties.customerId, caller.id)))
        .for('update');
      if (!property?.status) throw new ValidationFailure([RENEWAL_MSG.notYours]);
      const [open] = await tx.select({ id: certificateRenewals.id }).from(certificateRenewals).where(and(eq(certificateRenewals.propertyId, propertyId), waiting));
      const why = refusal(statusAt(property.status as CertificateLifecycleStatus, property.validUntil, now), open !== undefined);
      if (why) throw new HttpProblem(409, why);
      try {
        const [created] = await tx
          .insert(certificateRenewals)
          .values({ propertyId, customerId: caller.id, amount: property.amount, periodMonths: CERTIFICATE_VALIDITY_MONTHS, paymentVoucherId: voucherId, createdAt: now })
          .returning({ id: certificateRenewals.id });
        return created!.id;
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new HttpProblem(409, RENEWAL_MSG.waiting);
        throw error;
      }
    },

    /** The voucher of a renewal, for an administrator or the client who asked. */
    async file(caller: Caller, id: number, fileId: number): Promise<StoredFileRef | undefined> {
      const [row] = await db
        .select(storedFileColumns)
        .from(certificateRenewals)
        .innerJoin(storedFiles, eq(storedFiles.id, certificateRenewals.paymentVoucherId))
        .where(
          and(
            eq(certificateRenewals.id, id),
            eq(certificateRenewals.paymentVoucherId, fileId),
            hasRole(caller, 'Administrador') ? undefined : eq(certificateRenewals.customerId, caller.id),
          ),
        );
      return row;
    },
  };
}
