import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { BOUNDARY_CRS, BOUNDARY_METHODS, BOUNDARY_STATUS, BOUNDARY_STATUSES, BOUNDARY_TYPES } from '@portal/shared-api';
import { properties } from './certification';
import { users } from './users';
import { at, belongsTo, namedBy, quoted } from './columns';
import { shareLinkColumns } from './share-links';

/**
 * The versions of a property's boundary (GeoJSON in WGS84, checked by shared-api's checkBoundary before
 * it is written). The area, box and centroid are derived when a version is saved, so lists, maps and the
 * EU file read them without geometry code in SQL; both engines store the geometry as jsonb. At most one
 * version of a property is approved and at most one waits for review.
 */
export const propertyBoundaries = pgTable(
  'property_boundaries',
  {
    id: serial('id').primaryKey(),
    propertyId: belongsTo('property_id', () => properties.id),
    /** 1, 2, … per property. */
    version: integer('version').notNull(),
    status: text('status', { enum: BOUNDARY_STATUSES }).notNull().default(BOUNDARY_STATUS.proposed),
    geometry: jsonb('geometry').notNull(),
    geometryType: text('geometry_type', { enum: [...BOUNDARY_TYPES] as [string, ...string[]] }).notNull(),
    /** Geodesic area in hectares (0 for a point). */
    areaHectares: numeric('area_hectares', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    west: doublePrecision('west').notNull(),
    south: doublePrecision('south').notNull(),
    east: doublePrecision('east').notNull(),
    north: doublePrecision('north').notNull(),
    centroidLon: doublePrecision('centroid_lon').notNull(),
    centroidLat: doublePrecision('centroid_lat').notNull(),
    vertices: integer('vertices').notNull(),
    method: text('method', { enum: BOUNDARY_METHODS }).notNull(),
    /** The system the coordinates came in (they are stored in WGS84). */
    crs: text('crs', { enum: BOUNDARY_CRS }),
    /** The imported file's name. */
    sourceName: text('source_name'),
    /** The worst GPS accuracy of a walked boundary, in metres. */
    accuracyMetres: numeric('accuracy_metres', { precision: 8, scale: 2, mode: 'number' }),
    proposedById: namedBy('proposed_by_id', () => users.id),
    proposedAt: at('proposed_at').notNull().defaultNow(),
    decidedById: namedBy('decided_by_id', () => users.id),
    decidedAt: at('decided_at'),
    /** The administrator's note when returning it. */
    note: text('note'),
  },
  (t) => [
    check('property_boundaries_status_valid', sql`${t.status} in (${quoted(BOUNDARY_STATUSES)})`),
    check('property_boundaries_method_valid', sql`${t.method} in (${quoted(BOUNDARY_METHODS)})`),
    check('property_boundaries_decided', sql`(${t.status} in ('${sql.raw(BOUNDARY_STATUS.proposed)}', '${sql.raw(BOUNDARY_STATUS.superseded)}')) or ${t.decidedAt} is not null`),
    uniqueIndex('property_boundaries_version_key').on(t.propertyId, t.version),
    uniqueIndex('property_boundaries_one_approved').on(t.propertyId).where(sql`${t.status} = '${sql.raw(BOUNDARY_STATUS.approved)}'`),
    uniqueIndex('property_boundaries_one_pending').on(t.propertyId).where(sql`${t.status} = '${sql.raw(BOUNDARY_STATUS.proposed)}'`),
    // the administrator's queue of boundaries to review
    index('property_boundaries_pending_idx').on(t.proposedAt).where(sql`${t.status} = '${sql.raw(BOUNDARY_STATUS.proposed)}'`),
  ],
);

/**
 * A link the owner hands a buyer to a private boundary: the token itself is shown once and only its SHA-256
 * is kept; it opens the approved boundary and the EU file until it expires or the owner revokes it.
 */
export const boundaryShareLinks = pgTable(
  'boundary_share_links',
  {
    id: serial('id').primaryKey(),
    propertyId: belongsTo('property_id', () => properties.id),
    ...shareLinkColumns(),
  },
  (t) => [uniqueIndex('boundary_share_links_token_key').on(t.tokenHash), index('boundary_share_links_property_idx').on(t.propertyId)],
);
