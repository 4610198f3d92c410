import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import {
  type CertificationData,
  type Page,
  type PagingQuery,
  type ProjectInformation,
  type RegentProject,
  type Report,
  type ReportType,
} from '@portal/shared-api';
import type { Database } from '../../db/client';
import { appointments, categories, enrolments, identificationTypes, properties } from '../../db/schema';
import { offsetOf } from '../../lib/listing';
import { countAll, iso } from '../../lib/sql';
import { holderColumns, ownerOf } from '../../domain/holder';
import { certified, inForce, statusSql } from '../certificates';
import { reportsOf } from '../appointments';
import { placeNames } from '../../domain/operations/places';
import { assignedTo } from '../../domain/operations/sql';

/** The regent dashboard (spec §2 DashboardRegent): only properties assigned to the regent. */
export function projectsRepository(db: Database) {
  const assigned = (regentId: number, propertyId: number) => and(eq(properties.id, propertyId), assignedTo(db, regentId));

  /** Visits of the property a regent has reported. */
  async function visitsDone(propertyId: number): Promise<number> {
    const [row] = await db
      .select({ n: countAll })
      .from(appointments)
      .where(and(eq(appointments.propertyId, propertyId), isNotNull(appointments.regentResultAt)));
    return Number(row!.n);
  }

  return {
    async projects(regentId: number, query: PagingQuery): Promise<Page<RegentProject>> {
      const where = and(certified, assignedTo(db, regentId));
      const [rows, [total], place] = await Promise.all([
        db
          .select({
            propertyID: properties.id,
            sheetNumber: properties.sheetNumber,
            address: properties.address,
            districtId: properties.districtId,
            ...holderColumns,
          })
          .from(properties)
          .innerJoin(enrolments, eq(enrolments.id, properties.enrolmentId))
          .where(where)
          .orderBy(asc(properties.id))
          .limit(query.visibleRecords)
          .offset(offsetOf(query)),
        db.select({ n: countAll }).from(properties).where(where),
        placeNames(db),
      ]);
      return {
        rows: rows.map((r) => ({
          propertyID: r.propertyID,
          sheetNumber: r.sheetNumber,
          ...place(r.districtId),
          address: r.address,
          customer: ownerOf(r).name,
        })),
        total: Number(total!.n),
      };
    },

    /** Whether the certificate is in force (the certificates' rule), its enrolment and the visits available and done. */
    async certificationData(regentId: number, propertyId: number, now: Date): Promise<CertificationData | undefined> {
      const [row] = await db
        .select({
          inscriptionId: properties.enrolmentId,
          visitationAmount: properties.visitationAmount,
          status: statusSql(now),
        })
        .from(properties)
        .where(assigned(regentId, propertyId));
      if (!row) return undefined;
      return {
        approved: inForce(row.status, null, now),
        inscriptionId: row.inscriptionId,
        visitationAmount: row.visitationAmount,
        visitsDone: await visitsDone(propertyId),
      };
    },

    visitsDone,

    async isAssigned(regentId: number, propertyId: number): Promise<boolean> {
      const [row] = await db.select({ id: properties.id }).from(properties).where(assigned(regentId, propertyId));
      return row !== undefined;
    },

    /** Who holds the property's certificate and in which category. */
    async information(regentId: number, propertyId: number): Promise<ProjectInformation | undefined> {
      const [row] = await db
        .select({ ...holderColumns, identificationType: identificationTypes.name, category: categories.name })
        .from(properties)
        .innerJoin(enrolments, eq(enrolments.id, properties.enrolmentId))
        .innerJoin(categories, eq(categories.id, enrolments.categoryId))
        .innerJoin(identificationTypes, eq(identificationTypes.id, enrolments.identificationTypeId))
        .where(assigned(regentId, propertyId));
      if (!row) return undefined;
      const owner = ownerOf(row);
      return { identificationType: row.identificationType, identification: owner.identification, customerName: owner.name, category: row.category };
    },

    /** The regent's own reported visits of the property, newest first. */
    async reports(regentId: number, propertyId: number): Promise<Report[]> {
      const rows = await db
        .select({
          id: appointments.id,
          regentResultAt: appointments.regentResultAt,
          description: appointments.description,
          notes: appointments.notes,
          reportType: appointments.reportType,
        })
        .from(appointments)
        .where(and(eq(appointments.propertyId, propertyId), eq(appointments.certifierId, regentId), isNotNull(appointments.regentResultAt)))
        .orderBy(desc(appointments.regentResultAt), desc(appointments.id));
      const files = await reportsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        id: row.id,
        dateCreated: iso(row.regentResultAt!),
        description: row.description,
        notes: row.notes,
        multipleReports: files.get(row.id) ?? [],
        status: row.reportType as ReportType,
      }));
    },
  };
}
