import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { VISIT_MSG, VISIT_REQUEST_STATUS, visitPurchaseTotal, type Page, type PagingQuery, type VisitRequest, type VisitRequestStatus } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { enrolments, extraVisitRequests, properties, storedFiles } from '../../db/schema';
import { offsetOf } from '../../lib/listing';
import { HttpProblem, ValidationFailure, notFound } from '../../lib/problem';
import { storedFileColumns, type StoredFileRef } from '../../lib/uploads';
import { countAll, iso } from '../../lib/sql';
import { holderColumns, ownerOf } from '../../domain/holder';
import { hasRole, type Caller } from '../../domain/operations/caller';
import { placeNames, type PlaceNames } from '../../domain/operations/places';

const certificate = alias(storedFiles, 'certificate');
const voucher = alias(storedFiles, 'voucher');

/** Where a request's private files are downloaded. */
export const requestFileUrl = (id: number, fileId: number): string => `/api/extravisitations/${id}/files/${fileId}`;

const columns = {
  id: extraVisitRequests.id,
  propertyId: extraVisitRequests.propertyId,
  visitationAmount: extraVisitRequests.visitationAmount,
  visitationCost: extraVisitRequests.visitationCost,
  totalAmount: extraVisitRequests.totalAmount,
  status: extraVisitRequests.status,
  createdAt: extraVisitRequests.createdAt,
  certificateId: certificate.id,
  certificateName: certificate.originalName,
  voucherId: voucher.id,
  voucherName: voucher.originalName,
  sheetNumber: properties.sheetNumber,
  address: properties.address,
  districtId: properties.districtId,
  ...holderColumns,
};

/** Solicitada first, then the newest. */
const listOrder = [
  // the literal, not a parameter, so the list's expression index applies
  sql`(${extraVisitRequests.status} <> ${sql.raw(`'${VISIT_REQUEST_STATUS.requested}'`)})`,
  desc(extraVisitRequests.createdAt),
  desc(extraVisitRequests.id),
];

export interface NewVisitPurchase {
  propertyId: number;
  visitationAmount: number;
}

/** Extra-visit purchases (spec §3 Visit request, §4): a client asks, an administrator accepts or rejects once. */
export function extraVisitsRepository(db: Database) {
  const select = (from: Database = db) =>
    from
      .select(columns)
      .from(extraVisitRequests)
      .innerJoin(properties, eq(properties.id, extraVisitRequests.propertyId))
      .innerJoin(enrolments, eq(enrolments.id, properties.enrolmentId))
      .leftJoin(certificate, eq(certificate.id, extraVisitRequests.certificateFileId))
      .leftJoin(voucher, eq(voucher.id, extraVisitRequests.paymentVoucherId));

  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

  const toRequest = (place: (districtId: number) => PlaceNames) => (r: Row): VisitRequest => {
    const { province, canton, district } = place(r.districtId);
    return {
    id: r.id,
    sheetNumber: r.sheetNumber,
    fullAddress: [r.address, district, canton, province].join(', '),
    ownerFullName: ownerOf(r).name,
    visitationAmount: r.visitationAmount,
    visitationCost: r.visitationCost,
    totalAmount: r.totalAmount,
    dateCreated: iso(r.createdAt),
    certificationCIARGO: r.certificateId === null ? null : { url: requestFileUrl(r.id, r.certificateId), name: r.certificateName! },
    paymentVoucher: r.voucherId === null ? null : { url: requestFileUrl(r.id, r.voucherId), name: r.voucherName! },
    status: r.status as VisitRequestStatus,
    propertyId: r.propertyId,
    };
  };

  async function find(id: number, from: Database = db): Promise<VisitRequest | undefined> {
    const [[row], place] = await Promise.all([select(from).where(eq(extraVisitRequests.id, id)), placeNames(db)]);
    return row && toRequest(place)(row);
  }

  /** Accepts or rejects a Solicitada request; accepting adds its visits to the property in the same transaction. */
  async function decide(id: number, adminId: number, to: VisitRequestStatus): Promise<VisitRequest> {
    // `find` reads the place names through `db`: loaded inside the transaction, that read would wait for it on the embedded database
    await placeNames(db);
    return db.transaction(async (tx) => {
      const [decided] = await tx
        .update(extraVisitRequests)
        .set({ status: to, decidedById: adminId, decidedAt: new Date() })
        .where(and(eq(extraVisitRequests.id, id), eq(extraVisitRequests.status, VISIT_REQUEST_STATUS.requested)))
        .returning({ propertyId: extraVisitRequests.propertyId, visitationAmount: extraVisitRequests.visitationAmount });
      if (!decided) {
        const [exists] = await tx.select({ id: extraVisitRequests.id }).from(extraVisitRequests).where(eq(extraVisitRequests.id, id));
        throw exists ? new HttpProblem(409, VISIT_MSG.requestClosed) : notFound();
      }
      if (to === VISIT_REQUEST_STATUS.accepted) {
        await tx
          .update(properties)
          .set({ visitationAmount: sql`${properties.visitationAmount} + ${decided.visitationAmount}` })
          .where(eq(properties.id, decided.propertyId));
      }
      return (await find(id, tx))!;
    });
  }

  return {
    find,

    async page(query: PagingQuery): Promise<Page<VisitRequest>> {
      const [rows, [total], place] = await Promise.all([
        select()
          .orderBy(...listOrder)
          .limit(query.visibleRecords)
          .offset(offsetOf(query)),
        db.select({ n: countAll }).from(extraVisitRequests),
        placeNames(db),
      ]);
      return { rows: rows.map(toRequest(place)), total: Number(total!.n) };
    },

    /**
     * Records a purchase of the client's own certified property (inside the upload's transaction):
     * the cost of a visit comes from the property and the total is worked out here, whatever was sent.
     */
    async create(tx: Database, caller: Caller, purchase: NewVisitPurchase, files: { certificate: number; voucher: number }): Promise<number> {
      const [property] = await tx
        .select({ visitationCost: properties.visitationCost })
        .from(properties)
        .where(and(eq(properties.id, purchase.propertyId), eq(properties.customerId, caller.id), sql`${properties.certifiedAt} is not null`));
      if (!property) throw new ValidationFailure([VISIT_MSG.propertyNotYours]);
      const [created] = await tx
        .insert(extraVisitRequests)
        .values({
          propertyId: purchase.propertyId,
          customerId: caller.id,
          visitationAmount: purchase.visitationAmount,
          visitationCost: property.visitationCost,
          totalAmount: visitPurchaseTotal(purchase.visitationAmount, property.visitationCost),
          status: VISIT_REQUEST_STATUS.requested,
          certificateFileId: files.certificate,
          paymentVoucherId: files.voucher,
        })
        .returning({ id: extraVisitRequests.id });
      return created!.id;
    },

    accept: (id: number, adminId: number) => decide(id, adminId, VISIT_REQUEST_STATUS.accepted),
    reject: (id: number, adminId: number) => decide(id, adminId, VISIT_REQUEST_STATUS.rejected),

    /** A file of a request, for an administrator or the client who asked. */
    async file(caller: Caller, id: number, fileId: number): Promise<StoredFileRef | undefined> {
      const [row] = await db
        .select(storedFileColumns)
        .from(extraVisitRequests)
        .innerJoin(storedFiles, eq(storedFiles.id, fileId))
        .where(
          and(
            eq(extraVisitRequests.id, id),
            or(eq(extraVisitRequests.certificateFileId, fileId), eq(extraVisitRequests.paymentVoucherId, fileId)),
            hasRole(caller, 'Administrador') ? undefined : eq(extraVisitRequests.customerId, caller.id),
          ),
        );
      return row;
    },
  };
}
