import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  INSCRIPTION_TYPE,
  type EnrolmentRow,
  type EnrolmentStatus,
  type FileRef,
  type FilteredQuery,
  type Page,
} from '@portal/shared-api';
import type { Database } from '../../db/client';
import { categories, enrolments, properties, storedFiles } from '../../db/schema';
import { containsText, pageOf } from '../../lib/listing';
import { storedFileColumns, type StoredFileRef } from '../../lib/uploads';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The private download address of a file of an enrolment (or of one of its properties). */
export const enrolmentFilePath = (enrolmentId: number, fileId: number): string => `/api/inscriptions/${enrolmentId}/files/${fileId}`;

/** Every file column of an enrolment. */
export const ENROLMENT_FILE_COLUMNS = [
  enrolments.identifierFrontId,
  enrolments.identifierBackId,
  enrolments.legalIdentifierFrontId,
  enrolments.swornDeclarationId,
  enrolments.secondSwornDeclarationId,
  enrolments.remediationFileId,
  enrolments.paymentVoucherId,
  enrolments.flexFile1Id,
  enrolments.flexFile2Id,
  enrolments.flexFile3Id,
  enrolments.flexFile4Id,
  enrolments.flexFile5Id,
] as const;
const PROPERTY_FILE_COLUMNS = [properties.powerFileId, properties.legalAuthorizationFileId, properties.psaFileId] as const;

/** Whole days from `from` to `now`. */
export const daysBetween = (from: Date, now: Date): number => Math.max(0, Math.floor((now.getTime() - from.getTime()) / DAY_MS));

/** Which enrolments a list shows: some statuses, or one customer's, and the search. */
export interface ListFilter {
  statuses?: readonly EnrolmentStatus[];
  customerId?: number;
}

/** Every word of the search must appear in the name, the email or the category, ignoring case and accents. */
function searchOf(param: string): SQL | undefined {
  const words = param.split(/\s+/).filter(Boolean);
  return and(...words.map((word) => containsText([enrolments.fullName, enrolments.email, categories.name], word)));
}

export function enrolmentsRepository(db: Database) {
  return {
    /** One page of a list, newest submission first, with the total of the (searched) list. */
    async page(filter: ListFilter, query: FilteredQuery, now: Date): Promise<Page<EnrolmentRow>> {
      const where = and(
        filter.statuses ? inArray(enrolments.status, [...filter.statuses]) : undefined,
        filter.customerId === undefined ? undefined : eq(enrolments.customerId, filter.customerId),
        searchOf(query.param),
      );
      return pageOf(query, {
        rows: db
          .select({
            id: enrolments.id,
            fullName: enrolments.fullName,
            categoryName: categories.name,
            email: enrolments.email,
            phoneNumber: enrolments.phoneNumber,
            dateSolicited: enrolments.dateSolicited,
            status: enrolments.status,
            isCategoryGroup: categories.isGroup,
            paymentVoucherId: enrolments.paymentVoucherId,
          })
          .from(enrolments)
          .innerJoin(categories, eq(categories.id, enrolments.categoryId))
          .$dynamic(),
        total: db.select({ n: count() }).from(enrolments).innerJoin(categories, eq(categories.id, enrolments.categoryId)).$dynamic(),
        where,
        order: [desc(enrolments.dateSolicited), desc(enrolments.id)],
        toItem: ({ paymentVoucherId, dateSolicited, ...row }) => ({
          ...row,
          dateSolicited: dateSolicited.toISOString(),
          modality: row.isCategoryGroup ? INSCRIPTION_TYPE.group : INSCRIPTION_TYPE.individual,
          duration: daysBetween(dateSolicited, now),
          paymentVoucher: paymentVoucherId === null ? null : enrolmentFilePath(row.id, paymentVoucherId),
        }),
      });
    },

    /** Download links of stored files, by id, for one enrolment. */
    async fileLinks(enrolmentId: number, ids: ReadonlyArray<number | null>): Promise<Map<number, FileRef>> {
      const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
      if (wanted.length === 0) return new Map();
      const rows = await db
        .select({ id: storedFiles.id, name: storedFiles.originalName })
        .from(storedFiles)
        .where(inArray(storedFiles.id, wanted))
        .orderBy(asc(storedFiles.id));
      return new Map(rows.map((row) => [row.id, { url: enrolmentFilePath(enrolmentId, row.id), name: row.name }]));
    },

    /** The customer an enrolment belongs to; undefined when there is no such enrolment. */
    async ownerOf(id: number): Promise<number | undefined> {
      const [row] = await db.select({ customerId: enrolments.customerId }).from(enrolments).where(eq(enrolments.id, id));
      return row?.customerId;
    },

    /** A stored file, only if it belongs to the enrolment or to one of its properties. */
    async fileOf(enrolmentId: number, fileId: number): Promise<StoredFileRef | undefined> {
      const ofEnrolment = db
        .select({ one: sql`1` })
        .from(enrolments)
        .where(and(eq(enrolments.id, enrolmentId), or(...ENROLMENT_FILE_COLUMNS.map((column) => eq(column, fileId)))));
      const ofProperty = db
        .select({ one: sql`1` })
        .from(properties)
        .where(and(eq(properties.enrolmentId, enrolmentId), or(...PROPERTY_FILE_COLUMNS.map((column) => eq(column, fileId)))));
      const [row] = await db
        .select(storedFileColumns)
        .from(storedFiles)
        .where(and(eq(storedFiles.id, fileId), sql`(exists ${ofEnrolment} or exists ${ofProperty})`));
      return row;
    },
  };
}

export type EnrolmentsRepository = ReturnType<typeof enrolmentsRepository>;
