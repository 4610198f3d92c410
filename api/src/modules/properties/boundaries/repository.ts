import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { containsText, pageOf } from '../../../lib/listing';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  BOUNDARY_API_MSG,
  BOUNDARY_STATUS,
  type BoundaryDecision,
  type BoundaryReviewItem,
  type BoundaryShare,
  type BoundaryShareCreate,
  type FilteredQuery,
  type Page,
  type BoundaryProposal,
  type BoundaryVersion,
  type PropertyBoundary,
  type CertificateLifecycleStatus,
  propertyProfilePath,
} from '@portal/shared-api';
import { checkBoundary, type BoundaryGeometry, type EuPlot } from '@portal/shared-api/geo';
import { certified } from '../../../domain/publish';
import { effectiveStatus } from '../../../domain/certificate-lifecycle';
import type { Database } from '../../../db/client';
import { boundaryShareLinks, properties, propertyAssignments, propertyBoundaries, users } from '../../../db/schema';
import { HttpProblem, ValidationFailure, notFound } from '../../../lib/problem';
import { countAll, iso, isoOrNull } from '../../../lib/sql';
import { hasRole, type Caller } from '../../../domain/operations/caller';
import { referenceData } from '../../../domain/reference';

/** Plots the EU file reads per query: the single PGlite connection serves other requests in between. */
const EU_FILE_CHUNK = 500;

/** The EU file's plots: a property's approved boundary, of the certified, enabled properties `where` selects. */
const approvedOfProperty = and(eq(propertyBoundaries.propertyId, properties.id), eq(propertyBoundaries.status, BOUNDARY_STATUS.approved));
const exportable = (where: SQL | undefined) => and(where, certified, eq(properties.enabled, true));

/** A feature's properties and framing in the EU file: names, place, area, certificate and profile address. */
const EU_FEATURE_PROPERTIES_BYTES = 320;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const proposer = alias(users, 'proposer');
const decider = alias(users, 'decider');
const nameOf = ({ firstName, lastName, secondLastName }: Record<'firstName' | 'lastName' | 'secondLastName', AnyPgColumn>) =>
  sql<string | null>`nullif(trim(concat_ws(' ', ${firstName}, ${lastName}, ${secondLastName})), '')`;

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

const versionOf = (row: VersionRow): BoundaryVersion => ({
  version: row.version,
  status: row.status,
  geometry: row.geometry as BoundaryVersion['geometry'],
  areaHectares: Number(row.areaHectares),
  bbox: [row.west, row.south, row.east, row.north],
  centroid: [row.centroidLon, row.centroidLat],
  vertices: row.vertices,
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

/** How the caller stands to a property's boundary, from the token and the records, never from a parameter. */
export interface BoundaryAccess {
  propertyId: number;
  /** The commercial name, else the farm number. */
  propertyName: string | null;
  districtId: number;
  ownerId: number;
  certified: boolean;
  enrolledHectares: number | null;
  public: boolean;
  isOwner: boolean;
  isAssignedRegent: boolean;
  isAdmin: boolean;
}

/** Sees every version and the state: the owner, a regent assigned to the property, an administrator. */
export const seesAll = (a: BoundaryAccess) => a.isOwner || a.isAssignedRegent || a.isAdmin;

export function boundariesRepository(db: Database) {
  /** The live share link `token` of the property: until when it opens the boundary. */
  const openShare = async (propertyId: number, token: string, now = new Date()): Promise<{ expiresAt: string } | undefined> => {
    const [row] = await db
      .select({ expiresAt: boundaryShareLinks.expiresAt })
      .from(boundaryShareLinks)
      .where(and(
        eq(boundaryShareLinks.tokenHash, hashOf(token)),
        eq(boundaryShareLinks.propertyId, propertyId),
        isNull(boundaryShareLinks.revokedAt),
        gt(boundaryShareLinks.expiresAt, now),
      ));
    return row && { expiresAt: iso(row.expiresAt) };
  };

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
    /** Undefined when the property does not exist. */
    async access(propertyId: number, caller: Caller | undefined): Promise<BoundaryAccess | undefined> {
      const assigned = caller
        ? sql<boolean>`exists (select 1 from ${propertyAssignments} where ${propertyAssignments.propertyId} = ${properties.id} and ${propertyAssignments.regentId} = ${caller.id})`
        : sql<boolean>`false`;
      const [row] = await db
        .select({
          ownerId: properties.customerId,
          certifiedAt: properties.certifiedAt,
          enabled: properties.enabled,
          certificationArea: properties.certificationArea,
          area: properties.area,
          public: properties.boundaryPublic,
          fantasyName: properties.fantasyName,
          sheetNumber: properties.sheetNumber,
          districtId: properties.districtId,
          assigned,
        })
        .from(properties)
        .where(eq(properties.id, propertyId));
      if (!row) return undefined;
      return {
        propertyId,
        propertyName: row.fantasyName ?? row.sheetNumber,
        districtId: row.districtId,
        ownerId: row.ownerId,
        certified: row.certifiedAt !== null && row.enabled,
        enrolledHectares: row.certificationArea ?? row.area ?? null,
        public: row.public,
        isOwner: caller !== undefined && hasRole(caller, 'Cliente') && caller.id === row.ownerId,
        isAssignedRegent: caller !== undefined && hasRole(caller, 'Regente') && Boolean(row.assigned),
        isAdmin: caller !== undefined && hasRole(caller, 'Administrador'),
      };
    },

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
      });
    },

    /**
     * The EU file's plots of the certified, enabled properties `where` selects that have an approved boundary,
     * in id order, a chunk at a time (keyset paging), so any number of them streams in constant memory.
     */
    async *euPlots(where: SQL | undefined, origin: string, now = new Date()): AsyncGenerator<EuPlot> {
      const ref = await referenceData(db);
      let after = 0;
      for (;;) {
        const rows = await db
          .select({
            id: properties.id,
            fantasyName: properties.fantasyName,
            sheetNumber: properties.sheetNumber,
            districtId: properties.districtId,
            ownerName: properties.ownerName,
            certificateStatus: properties.certificateStatus,
            validUntil: properties.validUntil,
            enrolled: properties.certificationArea,
            area: properties.area,
            geometry: propertyBoundaries.geometry,
            areaHectares: propertyBoundaries.areaHectares,
          })
          .from(properties)
          .innerJoin(propertyBoundaries, approvedOfProperty)
          .where(and(exportable(where), gt(properties.id, after)))
          .orderBy(asc(properties.id))
          .limit(EU_FILE_CHUNK);
        for (const row of rows) {
          const geometry = row.geometry as BoundaryGeometry;
          const place = ref.places.get(row.districtId);
          yield {
            geometry,
            producerName: row.ownerName ?? '',
            productionPlace: [row.fantasyName || row.sheetNumber, place?.district, place?.canton].filter(Boolean).join(', '),
            areaHectares: geometry.type === 'Point' ? (row.enrolled ?? row.area ?? 0) : Number(row.areaHectares),
            certificateId: String(row.id),
            certificateStatus: effectiveStatus(row.certificateStatus as CertificateLifecycleStatus, row.validUntil, now),
            profileUrl: `${origin}${propertyProfilePath(row.id)}`,
          };
        }
        if (rows.length < EU_FILE_CHUNK) return;
        after = rows[rows.length - 1]!.id;
      }
    },

    /**
     * About how large the EU file of `where` would be: the stored geometries' text and the properties each
     * feature carries (the file writes no spaces but at least 6 decimals, so the two roughly cancel out).
     */
    async euFileEstimate(where: SQL | undefined): Promise<number> {
      const [row] = await db
        .select({ plots: countAll, geometryBytes: sql<string>`coalesce(sum(octet_length(${propertyBoundaries.geometry}::text)), 0)` })
        .from(properties)
        .innerJoin(propertyBoundaries, approvedOfProperty)
        .where(exportable(where));
      return Number(row?.geometryBytes ?? 0) + Number(row?.plots ?? 0) * EU_FEATURE_PROPERTIES_BYTES;
    },

    /** Of `ids`, those whose boundary the caller may export: published ones, or every one of the record's people. */
    async exportable(ids: readonly number[], caller: Caller | undefined): Promise<number[]> {
      if (ids.length === 0) return [];
      const own = caller && hasRole(caller, 'Cliente') ? eq(properties.customerId, caller.id) : undefined;
      const assigned = caller && hasRole(caller, 'Regente')
        ? sql`exists (select 1 from ${propertyAssignments} where ${propertyAssignments.propertyId} = ${properties.id} and ${propertyAssignments.regentId} = ${caller.id})`
        : undefined;
      const admin = caller && hasRole(caller, 'Administrador');
      const rows = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(inArray(properties.id, [...ids]), admin ? undefined : or(eq(properties.boundaryPublic, true), own, assigned)));
      return rows.map((row) => row.id);
    },

    /** The versions waiting for review, oldest first; `param` searches the property's name, farm number and holder. */
    async reviews(query: FilteredQuery): Promise<Page<BoundaryReviewItem>> {
      const ref = await referenceData(db);
      const where = and(
        eq(propertyBoundaries.status, BOUNDARY_STATUS.proposed),
        containsText([properties.fantasyName, properties.sheetNumber, properties.ownerName], query.param),
      );
      return pageOf(query, {
        rows: db
          .select({
            propertyId: properties.id,
            fantasyName: properties.fantasyName,
            sheetNumber: properties.sheetNumber,
            owner: properties.ownerName,
            districtId: properties.districtId,
            version: propertyBoundaries.version,
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
        toItem: (row) => {
          const place = ref.places.get(row.districtId);
          return {
            propertyId: row.propertyId,
            propertyName: row.fantasyName ?? row.sheetNumber,
            owner: row.owner,
            district: place?.district ?? '',
            canton: place?.canton ?? '',
            version: row.version,
            type: row.type as BoundaryReviewItem['type'],
            areaHectares: Number(row.areaHectares),
            method: row.method,
            proposedBy: row.proposedBy,
            proposedAt: iso(row.proposedAt),
          };
        },
      });
    },

    /** A new share link: 32 random bytes, of which only the SHA-256 is kept. */
    async createShare(propertyId: number, caller: Caller, input: BoundaryShareCreate, now = new Date()) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + input.days * 86_400_000);
      const [row] = await db
        .insert(boundaryShareLinks)
        .values({ propertyId, tokenHash: hashOf(token), label: input.label || null, createdById: caller.id, createdAt: now, expiresAt })
        .returning({ id: boundaryShareLinks.id });
      return { id: row!.id, token, expiresAt: expiresAt.toISOString() };
    },

    async shares(propertyId: number, now = new Date()): Promise<BoundaryShare[]> {
      const rows = await db.select().from(boundaryShareLinks).where(eq(boundaryShareLinks.propertyId, propertyId)).orderBy(desc(boundaryShareLinks.id));
      return rows.map((row) => ({
        id: row.id,
        label: row.label,
        createdAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
        revokedAt: isoOrNull(row.revokedAt),
        active: row.revokedAt === null && row.expiresAt > now,
      }));
    },

    /** False when the property has no such link. */
    async revokeShare(propertyId: number, shareId: number, now = new Date()): Promise<boolean> {
      const rows = await db
        .update(boundaryShareLinks)
        .set({ revokedAt: sql`coalesce(${boundaryShareLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(boundaryShareLinks.id, shareId), eq(boundaryShareLinks.propertyId, propertyId)))
        .returning({ id: boundaryShareLinks.id });
      return rows.length > 0;
    },

    openShare,

    async setPublic(propertyId: number, value: boolean): Promise<void> {
      await db.update(properties).set({ boundaryPublic: value }).where(eq(properties.id, propertyId));
    },
  };
}

export type BoundariesRepository = ReturnType<typeof boundariesRepository>;
