import { z } from 'zod';
import { BOUNDARY_STATUSES } from '../boundaries';
import { BOUNDARY_CRS, BOUNDARY_METHODS, BOUNDARY_TYPES } from '../geo/rules';
import { isoDate } from './common';
import { boundaryOutlineSchema, profileBoundarySchema } from './properties';

const position = z.tuple([z.number(), z.number()]);

/** One version of a property's boundary, with what was derived from it when it was saved. */
export const boundaryVersionSchema = z
  .object({
    version: z.number().int(),
    status: z.enum(BOUNDARY_STATUSES),
    geometry: z
      .object({ type: z.enum(BOUNDARY_TYPES), coordinates: z.array(z.unknown()).or(position) })
      .meta({ description: 'GeoJSON (RFC 7946), WGS84, [longitud, latitud]' }),
    areaHectares: z.number(),
    bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).meta({ description: '[oeste, sur, este, norte]' }),
    centroid: position,
    vertices: z.number().int(),
    /** Drawn by the server, so a screen shows a version without projecting it (proj4 stays off the page). */
    outline: boundaryOutlineSchema,
    method: z.enum(BOUNDARY_METHODS),
    crs: z.enum(BOUNDARY_CRS).nullable(),
    sourceName: z.string().nullable(),
    accuracyMetres: z.number().nullable(),
    proposedBy: z.string().nullable(),
    proposedAt: isoDate,
    decidedBy: z.string().nullable(),
    decidedAt: isoDate.nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'BoundaryVersion' });

/**
 * A property's boundary as its owner, its regents and administrators see it: the approved version,
 * the one under review, every version, whether the exact boundary is public, and what the caller may do.
 */
export const propertyBoundarySchema = z
  .object({
    propertyId: z.number().int(),
    propertyName: z.string().nullable(),
    place: z.string().meta({ description: 'Distrito, cantón, provincia' }),
    certified: z.boolean(),
    enrolledHectares: z.number().nullable(),
    public: z.boolean(),
    approved: boundaryVersionSchema.nullable(),
    pending: boundaryVersionSchema.nullable(),
    history: z.array(boundaryVersionSchema),
    canPropose: z.boolean(),
    canDecide: z.boolean(),
    canPublish: z.boolean(),
  })
  .meta({ id: 'PropertyBoundary' });

/** The version number a proposal created. */
export const boundaryProposedSchema = z.object({ version: z.number().int() }).meta({ id: 'BoundaryProposed' });

/** A boundary version of the administrator's lists: its property, holder, place and version number. */
const listedBoundaryFields = {
  propertyId: z.number().int(),
  propertyName: z.string().nullable(),
  owner: z.string().nullable(),
  district: z.string(),
  canton: z.string(),
  version: z.number().int(),
};

/** A boundary waiting for an administrator's review, as the queue lists it (oldest first). */
export const boundaryReviewItemSchema = z
  .object({
    ...listedBoundaryFields,
    type: z.enum(BOUNDARY_TYPES),
    areaHectares: z.number(),
    method: z.enum(BOUNDARY_METHODS),
    proposedBy: z.string().nullable(),
    proposedAt: isoDate,
  })
  .meta({ id: 'BoundaryReviewItem' });

/**
 * An approved boundary the EU information system's rules of 2026 (GeoJSON rules v1.3) would refuse, with why:
 * approved before the portal checked them, it would make a due-diligence statement fail.
 */
export const boundaryRuleProblemSchema = z
  .object({
    ...listedBoundaryFields,
    approvedAt: isoDate.nullable(),
    problems: z.array(z.string()).meta({ description: 'Cada regla que no cumple, en español' }),
  })
  .meta({ id: 'BoundaryRuleProblem' });

/** A share link as its owner lists it (the token is never shown again). */
export const boundaryShareSchema = z
  .object({
    id: z.number().int(),
    label: z.string().nullable(),
    createdAt: isoDate,
    expiresAt: isoDate,
    revokedAt: isoDate.nullable(),
    active: z.boolean(),
  })
  .meta({ id: 'BoundaryShare' });

/** A share link just made: its token and address, shown this once. */
export const boundaryShareCreatedSchema = z
  .object({ id: z.number().int(), url: z.string(), expiresAt: isoDate })
  .meta({ id: 'BoundaryShareCreated' });

/**
 * The portfolio's map (beyond the spec): one marker per certified property of the filter whose boundary was
 * approved, as `[longitude, latitude, property id, name, exact]`. `exact` is 1 where the owner published the
 * boundary (its centroid); 0 where it is private, and the marker only approximate (the centroid rounded to
 * 0.01°, about a kilometre). Compact arrays, not GeoJSON: 50 000 markers travel in a fifth of the bytes.
 */
export const portfolioMapSchema = z
  .object({
    /** Certified properties of the filter, with or without a marker. */
    total: z.number().int(),
    /** The markers by columns, in the order of their properties' ids: longitudes, latitudes (WGS 84). */
    lon: z.array(z.number()),
    lat: z.array(z.number()),
    /** Each marker's property id less the one before it (the first: its id itself), so that ids stay short. */
    idSteps: z.array(z.number().int().min(1)),
    /** 1 where the position is the published boundary's centroid, 0 where it is rounded to 0.01°. */
    exact: z.array(z.union([z.literal(0), z.literal(1)])),
  })
  .meta({ id: 'PortfolioMap' });

/** The names of some of the portfolio's properties, for the markers a map shows. */
export const portfolioNameSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'PortfolioName' });

/** The map's background: Costa Rica's provinces are bundled; online tiles only where the portal names them. */
export const basemapSchema = z
  .object({ tilesUrl: z.string().nullable(), attribution: z.string().nullable() })
  .meta({ id: 'Basemap' });

/** A private boundary opened by its owner's share link: what the profile shows of a public one, and until when. */
export const sharedBoundarySchema = z
  .object({ boundary: profileBoundarySchema, expiresAt: isoDate })
  .meta({ id: 'SharedBoundary' });
