import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  BOUNDARY_API_MSG,
  BOUNDARY_STATUS,
  type BoundaryDecision,
  type BoundaryProposal,
  type BoundaryReviewItem,
  type BoundaryRuleProblem,
  type BoundaryVersion,
  type FilteredQuery,
  type Page,
  type PropertyBoundary,
} from '@portal/shared-api';
import { boundaryOutline, checkBoundary, type BoundaryGeometry } from '@portal/shared-api/geo';
import type { Database } from '../../../db/client';
import { properties, propertyBoundaries, users } from '../../../db/schema';
import type { Caller } from '../../../domain/operations/caller';
import { referenceData } from '../../../domain/reference';
import { recordNotices } from '../../../events/notices';
import { containsText, offsetOf, pageOf } from '../../../lib/listing';
import { HttpProblem, ValidationFailure, notFound } from '../../../lib/problem';
import { countAll, iso, isoOrNull } from '../../../lib/sql';
import type { BoundaryAccess } from './access';

const proposer = alias(users, 'proposer');
const decider = alias(users, 'decider');
const nameOf = ({ firstName, lastName, secondLastName }: Record<'firstName' | 'lastName' | 'secondLastName', AnyPgColumn>) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${firstName}, ${lastName}, ${secondLastName})), '')`;

/** The columns of a boundary version as the administrator's lists show it, and the row's fields read from them. */
const listedColumns = {
  propertyId: properties.id,
  fantasyName: properties.fantasyName,
  sheetNumber: properties.sheetNumber,
  owner: properties.ownerName,
  districtId: properties.districtId,
  version: propertyBoundaries.version,
};
/** What the administrator's lists search: the property's name, its number and its holder. */
const listedSearch = [properties.fantasyName, properties.sheetNumber, properties.ownerName];
type ListedRow = { propertyId: number; fantasyName: string | null; sheetNumber: string | null; owner: string | null; districtId: number; version: number };
const listedFields = (row: ListedRow, places: Awaited<ReturnType<typeof referenceData>>['places']) => {
  const place = places.get(row.districtId);
  return {
    propertyId: row.propertyId,
    propertyName: row.fantasyName ?? row.sheetNumber,
    owner: row.owner,
    district: place?.district ?? '',
    canton: place?.canton ?? '',
    version: row.version,
  };
};

const versionColumns = {
  version: propertyBoundaries.version,
  status: propertyBoundaries.status,
  geometry: propertyBoundaries.geometry,
  areaHectares: propertyBoundaries.areaHectares,
  west: propertyBoundaries.west,
  south: propertyBoundaries.south,
  east: propertyBoundaries.east,
  north: propertyBoundaries.north,
  centroidLon: propertyBoundaries.centroidLon,
  centroidLat: propertyBoundaries.centroidLat,
  vertices: propertyBoundaries.vertices,
  method: propertyBoundaries.method,
  crs: propertyBoundaries.crs,
  sourceName: propertyBoundaries.sourceName,
  accuracyMetres: propertyBoundaries.accuracyMetres,
  proposedBy: nameOf(proposer),
  proposedAt: propertyBoundaries.proposedAt,
  decidedBy: nameOf(decider),
  decidedAt: propertyBoundaries.decidedAt,
  note: propertyBoundaries.note,
};
type VersionRow = { [K in keyof typeof versionColumns]: unknown } & {
  version: number; status: BoundaryVersion['status']; geometry: unknown; areaHectares: number;
  west: number; south: number; east: number; north: number; centroidLon: number; centroidLat: number; vertices: number;
  method: BoundaryVersion['method']; crs: BoundaryVersion['crs']; sourceName: string | null; accuracyMetres: number | null;
  proposedBy: string | null; proposedAt: Date; decidedBy: string | null; decidedAt: Date | null; note: string | null;
};

/** A version's outline as the screens draw it (the profile's, without its part). */
function outlineOf(geometry: unknown): BoundaryVersion['outline'] {
  const outline = boundaryOutline(geometry as BoundaryGeometry);
  return { viewBox: outline.viewBox, paths: outline.paths, point: outline.point ?? null, sideMetres: outline.sideMetres };
}

const versionOf = (row: VersionRow): BoundaryVersion => ({
  version: row.version,
  status: row.status,
  geometry: row.geometry as BoundaryVersion['geometry'],
  areaHectares: Number(row.areaHectares),
  bbox: [row.west, row.south, row.east, row.north],
  centroid: [row.centroidLon, row.centroidLat],
  vertices: row.vertices,
  outline: outlineOf(row.geometry),
  method: row.method,
  crs: row.crs,
  sourceName: row.sourceName,
  accuracyMetres: row.accuracyMetres === null ? null : Number(row.accuracyMetres),
  proposedBy: row.proposedBy,
  proposedAt: iso(row.proposedAt),
  decidedBy: row.decidedBy,
  decidedAt: isoOrNull(row.decidedAt),
  note: row.note,
});

/** A boundary's versions: proposed by a regent or an administrator, decided by an administrator. */
export function boundaryVersions(db: Database) {
  /** A property's versions, newest first (only the approved one when asked). */
  const versions = async (propertyId: number, onlyApproved = false): Promise<BoundaryVersion[]> => {
    const rows = await db
      .select(versionColumns)
      .from(propertyBoundaries)
      .leftJoin(proposer, eq(proposer.id, propertyBoundaries.proposedById))
      .leftJoin(decider, eq(decider.id, propertyBoundaries.decidedById))
      .where(and(
        eq(propertyBoundaries.propertyId, propertyId),
        onlyApproved ? eq(propertyBoundaries.status, BOUNDARY_STATUS.approved) : undefined,
      ))
      .orderBy(desc(propertyBoundaries.version));
    return rows.map((row) => versionOf(row as VersionRow));
  };

  return {
    async boundary(access: BoundaryAccess): Promise<PropertyBoundary> {
      const [history, ref] = await Promise.all([versions(access.propertyId), referenceData(db)]);
      const place = ref.places.get(access.districtId);
      return {
        propertyId: access.propertyId,
        propertyName: access.propertyName,
        place: place ? `${place.district}, ${place.canton}, ${place.province}` : '',
        certified: access.certified,
        enrolledHectares: access.enrolledHectares,
        public: access.public,
        approved: history.find((v) => v.status === BOUNDARY_STATUS.approved) ?? null,
        pending: history.find((v) => v.status === BOUNDARY_STATUS.proposed) ?? null,
        history,
        canPropose: access.isAssignedRegent || access.isAdmin,
        canDecide: access.isAdmin,
        canPublish: access.isOwner || access.isAdmin,
      };
    },

    /** The approved version alone (what the public, a share link and the EU file see). */
    async approved(propertyId: number): Promise<BoundaryVersion | undefined> {
      const [approved] = await versions(propertyId, true);
      return approved;
    },

    /**
     * A new version, checked by the same rules as the browser's; a version still waiting for review is
     * replaced by it (the regent corrected it). Answers the new version's number.
     */
    async propose(access: BoundaryAccess, caller: Caller, proposal: BoundaryProposal): Promise<number> {
      const check = checkBoundary(proposal.geometry, { enrolledHectares: access.enrolledHectares });
      if (!check.ok) throw new ValidationFailure(check.errors.map((e) => e.message));
      const geometry = check.geometry as BoundaryGeometry;
      const summary = check.summary!;
      return db.transaction(async (tx) => {
        // the property's row is the lock every writer of its boundary takes first
        await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, access.propertyId)).for('update');
        await tx
          .update(propertyBoundaries)
          .set({ status: BOUNDARY_STATUS.superseded })
          .where(and(eq(propertyBoundaries.propertyId, access.propertyId), eq(propertyBoundaries.status, BOUNDARY_STATUS.proposed)));
        const [last] = await tx
          .select({ version: sql<number>`coalesce(max(${propertyBoundaries.version}), 0)::int` })
          .from(propertyBoundaries)
          .where(eq(propertyBoundaries.propertyId, access.propertyId));
        const version = (last?.version ?? 0) + 1;
        await tx.insert(propertyBoundaries).values({
          propertyId: access.propertyId,
          version,
          geometry,
          geometryType: geometry.type,
          areaHectares: summary.areaHectares,
          west: summary.bbox[0],
          south: summary.bbox[1],
          east: summary.bbox[2],
          north: summary.bbox[3],
          centroidLon: summary.centroid[0],
          centroidLat: summary.centroid[1],
          vertices: summary.vertices,
          method: proposal.method,
          crs: proposal.crs ?? null,
          sourceName: proposal.sourceName || null,
          accuracyMetres: proposal.accuracyMetres ?? null,
          proposedById: caller.id,
        });
        await recordNotices(tx, { kind: 'limite', propertyId: access.propertyId, version, status: BOUNDARY_STATUS.proposed, actorId: caller.id });
        return version;
      });
    },

    /** An administrator approves the version under review (the approved one before it is replaced) or returns it with a note. */
    async decide(propertyId: number, version: number, caller: Caller, decision: BoundaryDecision, now: Date): Promise<void> {
      const note = decision.note?.trim() || null;
      if (decision.decision === 'Devolver' && !note) throw new ValidationFailure([BOUNDARY_API_MSG.noteRequired]);
      await db.transaction(async (tx) => {
        await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).for('update');
        const [current] = await tx
          .select({ status: propertyBoundaries.status })
          .from(propertyBoundaries)
          .where(and(eq(propertyBoundaries.propertyId, propertyId), eq(propertyBoundaries.version, version)));
        if (!current) throw notFound();
        if (current.status !== BOUNDARY_STATUS.proposed) throw new HttpProblem(409, BOUNDARY_API_MSG.notPending);
        if (decision.decision === 'Aprobar') {
          await tx
            .update(propertyBoundaries)
            .set({ status: BOUNDARY_STATUS.superseded })
            .where(and(eq(propertyBoundaries.propertyId, propertyId), eq(propertyBoundaries.status, BOUNDARY_STATUS.approved)));
        }
        const [updated] = await tx
          .update(propertyBoundaries)
          .set({
            status: decision.decision === 'Aprobar' ? BOUNDARY_STATUS.approved : BOUNDARY_STATUS.returned,
            decidedById: caller.id,
            decidedAt: now,
            note,
          })
          .where(and(
            eq(propertyBoundaries.propertyId, propertyId),
            eq(propertyBoundaries.version, version),
            eq(propertyBoundaries.status, BOUNDARY_STATUS.proposed),
          ))
          .returning({ version: propertyBoundaries.version });
        if (!updated) throw new HttpProblem(409, BOUNDARY_API_MSG.notPending);
        await recordNotices(tx, {
          kind: 'limite',
          propertyId,
          version,
          status: decision.decision === 'Aprobar' ? BOUNDARY_STATUS.approved : BOUNDARY_STATUS.returned,
          actorId: caller.id,
        });
      });
    },

    /** The versions waiting for review, oldest first; `param` searches the property's name, farm number and holder. */
    /**
     * The approved boundaries the EU information system's rules of 2026 would refuse (checkBoundary, the rules
     * every proposal meets now), the property with the most recent approval first; `param` searches the
     * property's name, number and holder. Read in batches, so memory holds one batch of geometries at a time.
     */
    async ruleProblems(query: FilteredQuery): Promise<Page<BoundaryRuleProblem>> {
      const ref = await referenceData(db);
      const found: BoundaryRuleProblem[] = [];
      const BATCH = 500;
      for (let after = 0; ; ) {
        const rows = await db
          .select({
            ...listedColumns,
            id: propertyBoundaries.id,
            certificationArea: properties.certificationArea,
            area: properties.area,
            geometry: propertyBoundaries.geometry,
            approvedAt: propertyBoundaries.decidedAt,
          })
          .from(propertyBoundaries)
          .innerJoin(properties, eq(properties.id, propertyBoundaries.propertyId))
          .where(
            and(
              eq(propertyBoundaries.status, BOUNDARY_STATUS.approved),
              gt(propertyBoundaries.id, after),
              containsText(listedSearch, query.param),
            ),
          )
          .orderBy(asc(propertyBoundaries.id))
          .limit(BATCH);
        for (const row of rows) {
          // the enrolled area as a proposal is checked against (access.ts)
          const check = checkBoundary(row.geometry, { enrolledHectares: row.certificationArea ?? row.area ?? null });
          if (check.ok) continue;
          found.push({
            ...listedFields(row, ref.places),
            approvedAt: isoOrNull(row.approvedAt),
            problems: check.errors.map((error) => error.message),
          });
        }
        if (rows.length < BATCH) break;
        after = rows[rows.length - 1]!.id;
      }
      found.sort((a, b) => (b.approvedAt ?? '').localeCompare(a.approvedAt ?? '') || b.propertyId - a.propertyId);
      const start = offsetOf(query);
      return { rows: found.slice(start, start + query.visibleRecords), total: found.length };
    },

    async reviews(query: FilteredQuery): Promise<Page<BoundaryReviewItem>> {
      const ref = await referenceData(db);
      const where = and(
        eq(propertyBoundaries.status, BOUNDARY_STATUS.proposed),
        containsText(listedSearch, query.param),
      );
      return pageOf(query, {
        rows: db
          .select({
            ...listedColumns,
            type: propertyBoundaries.geometryType,
            areaHectares: propertyBoundaries.areaHectares,
            method: propertyBoundaries.method,
            proposedBy: nameOf(proposer),
            proposedAt: propertyBoundaries.proposedAt,
          })
          .from(propertyBoundaries)
          .innerJoin(properties, eq(properties.id, propertyBoundaries.propertyId))
          .leftJoin(proposer, eq(proposer.id, propertyBoundaries.proposedById))
          .$dynamic(),
        total: db.select({ n: countAll }).from(propertyBoundaries).innerJoin(properties, eq(properties.id, propertyBoundaries.propertyId)).$dynamic(),
        where,
        order: [asc(propertyBoundaries.proposedAt), asc(propertyBoundaries.id)],
        toItem: (row) => ({
          ...listedFields(row, ref.places),
          type: row.type as BoundaryReviewItem['type'],
          areaHectares: Number(row.areaHectares),
          method: row.method,
          proposedBy: row.proposedBy,
          proposedAt: iso(row.proposedAt),
        }),
      });
    },

  };
}
