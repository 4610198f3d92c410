import turfArea from '@turf/area';
import turfBbox from '@turf/bbox';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import turfCentroid from '@turf/centroid';
import type { MultiPolygon, Point, Polygon, Position } from 'geojson';
import findIntersections from 'sweepline-intersections';
import costaRica from './costa-rica.json';
import { BOUNDARY_MSG } from './messages';
import { BOUNDARY_RULES, BOUNDARY_TYPES } from './rules';

export type BoundaryGeometry = Point | Polygon | MultiPolygon;

export type BoundaryProblemCode =
  | 'notGeometry' | 'line' | 'typeNotAllowed' | 'badPosition' | 'tooManyVertices' | 'tooFewVertices'
  | 'notClosed' | 'holes' | 'selfIntersection' | 'partsOverlap' | 'swappedAxes' | 'outsideCostaRica'
  | 'pointTooLarge' | 'lowPrecision' | 'areaDiffers' | 'repeatedWhenTruncated' | 'crossesWhenTruncated';

export interface BoundaryProblem {
  code: BoundaryProblemCode;
  message: string;
  /** Where, as [longitude, latitude], when the problem has a place. */
  at?: [number, number];
  /** A fix the screen can offer in one click. */
  fix?: 'swap-axes';
}

/** What the queries need of a boundary, derived from it (geodesic area on the WGS84 ellipsoid's sphere). */
export interface BoundarySummary {
  areaHectares: number;
  /** [west, south, east, north] */
  bbox: [number, number, number, number];
  centroid: [number, number];
  vertices: number;
}

export interface BoundaryCheck {
  ok: boolean;
  errors: BoundaryProblem[];
  warnings: BoundaryProblem[];
  geometry?: BoundaryGeometry;
  summary?: BoundarySummary;
}

export interface BoundaryCheckOptions {
  /** The property's enrolled area (hectares), to compare with the drawn one. */
  enrolledHectares?: number | null;
}

// Costa Rica with Isla del Coco and a margin for its waters: [west, south, east, north]
const COSTA_RICA_BOX = [-87.3, 5.3, -82.4, 11.35] as const;
const inBox = ([lon, lat]: Position) =>
  lon! >= COSTA_RICA_BOX[0] && lon! <= COSTA_RICA_BOX[2] && lat! >= COSTA_RICA_BOX[1] && lat! <= COSTA_RICA_BOX[3];
const costaRicaShape = costaRica as unknown as GeoJSON.Feature<MultiPolygon>;

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  (value.length === 2 || value.length === 3) &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n));

/** The digits after the point a number was written with (as JavaScript prints it back). */
export function decimalsOf(value: number): number {
  const text = String(Math.abs(value));
  const exponent = text.indexOf('e-');
  if (exponent >= 0) return Number(text.slice(exponent + 2)) + Math.max(0, text.slice(0, exponent).length - 2);
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/**
 * A coordinate as the EU information system reads it (GeoJSON rules v1.3, 2026): truncated, not rounded, to
 * 6 decimals (-84.1234567 and -84.1234561 are both -84.123456). Done on the decimal text, so no binary
 * fraction moves it across a digit.
 */
export function truncateCoordinate(value: number): number {
  const [whole, fraction = ''] = value.toFixed(12).split('.');
  return Number(`${whole}.${fraction.slice(0, BOUNDARY_RULES.minDecimals)}`);
}

/** The geometry with every coordinate truncated as the EU information system does. */
export function truncateGeometry<T extends BoundaryGeometry>(geometry: T): T {
  const cut = (p: Position) => [truncateCoordinate(p[0]!), truncateCoordinate(p[1]!)];
  if (geometry.type === 'Point') return { ...geometry, coordinates: cut(geometry.coordinates) };
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map((r) => r.map(cut)) };
  return { ...geometry, coordinates: (geometry as MultiPolygon).coordinates.map((poly) => poly.map((r) => r.map(cut))) };
}

/** The polygons of a geometry as lists of rings (a point has none). */
const polygonsOf = (geometry: BoundaryGeometry): Position[][][] =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];

const positionsOf = (geometry: BoundaryGeometry): Position[] =>
  geometry.type === 'Point' ? [geometry.coordinates] : polygonsOf(geometry).flat(2);

/** The same geometry with each position's latitude and longitude exchanged. */
export function swapAxes<T extends BoundaryGeometry>(geometry: T): T {
  const swap = (p: Position) => [p[1]!, p[0]!, ...p.slice(2)];
  if (geometry.type === 'Point') return { ...geometry, coordinates: swap(geometry.coordinates) };
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map((r) => r.map(swap)) };
  return { ...geometry, coordinates: (geometry as MultiPolygon).coordinates.map((poly) => poly.map((r) => r.map(swap))) };
}

/**
 * Reads the shape of `input` without trusting it: a boundary geometry whose every position is a pair of
 * finite numbers, with no more than the vertex limit (counted while walking, so a huge file stops early).
 */
function readShape(input: unknown): { geometry?: BoundaryGeometry; error?: BoundaryProblem } {
  const value = input && typeof input === 'object' && (input as { type?: unknown }).type === 'Feature'
    ? (input as { geometry?: unknown }).geometry
    : input;
  if (!value || typeof value !== 'object') return { error: { code: 'notGeometry', message: BOUNDARY_MSG.notGeometry } };
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  if (typeof type !== 'string') return { error: { code: 'notGeometry', message: BOUNDARY_MSG.notGeometry } };
  if (type === 'LineString' || type === 'MultiLineString') return { error: { code: 'line', message: BOUNDARY_MSG.line } };
  if (!(BOUNDARY_TYPES as readonly string[]).includes(type)) {
    return { error: { code: 'typeNotAllowed', message: BOUNDARY_MSG.typeNotAllowed(type.slice(0, 40)) } };
  }
  if (!Array.isArray(coordinates)) return { error: { code: 'notGeometry', message: BOUNDARY_MSG.notGeometry } };
  let vertices = 0;
  const badPosition = { error: { code: 'badPosition', message: BOUNDARY_MSG.badPosition } as BoundaryProblem };
  const tooMany = { error: { code: 'tooManyVertices', message: BOUNDARY_MSG.tooManyVertices } as BoundaryProblem };
  const readRings = (rings: unknown): Position[][] | BoundaryProblem => {
    if (!Array.isArray(rings) || rings.length === 0) return badPosition.error;
    for (const ring of rings) {
      if (!Array.isArray(ring)) return badPosition.error;
      vertices += ring.length;
      if (vertices > BOUNDARY_RULES.maxVertices) return tooMany.error;
      if (!ring.every(isPosition)) return badPosition.error;
    }
    return rings as Position[][];
  };
  if (type === 'Point') return isPosition(coordinates) ? { geometry: { type, coordinates } } : badPosition;
  if (type === 'Polygon') {
    const rings = readRings(coordinates);
    return Array.isArray(rings) ? { geometry: { type, coordinates: rings } } : { error: rings };
  }
  if (coordinates.length === 0) return badPosition;
  const polygons: Position[][][] = [];
  for (const polygon of coordinates) {
    const rings = readRings(polygon);
    if (!Array.isArray(rings)) return { error: rings };
    polygons.push(rings);
  }
  return { geometry: { type: 'MultiPolygon', coordinates: polygons } };
}

const samePosition = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

/** The first crossing of a polygon's outline, or of two parts of a multipolygon, as [kind, where]. */
function firstCrossing(geometry: BoundaryGeometry): ['self' | 'parts', Position] | undefined {
  const exterior = polygonsOf(geometry).map((polygon) => [polygon[0]!]);
  for (const rings of exterior) {
    const crossing = findIntersections({ type: 'Polygon', coordinates: rings })[0];
    if (crossing) return ['self', crossing];
  }
  if (exterior.length > 1) {
    const crossing = findIntersections({ type: 'MultiPolygon', coordinates: exterior })[0];
    if (crossing) return ['parts', crossing];
  }
  return undefined;
}

/**
 * What the EU information system finds after truncating to 6 decimals: two vertices of an outline that become
 * one (the file is refused), or an outline that then crosses itself.
 */
function truncationProblem(geometry: BoundaryGeometry): BoundaryProblem | undefined {
  const truncated = truncateGeometry(geometry);
  for (const polygon of polygonsOf(truncated)) {
    const outer = polygon[0]!;
    const seen = new Set<string>();
    for (const p of outer.slice(0, -1)) {
      const key = `${p[0]},${p[1]}`;
      if (seen.has(key)) return { code: 'repeatedWhenTruncated', message: BOUNDARY_MSG.repeatedWhenTruncated(p), at: [p[0]!, p[1]!] };
      seen.add(key);
    }
  }
  const crossing = geometry.type === 'Point' ? undefined : firstCrossing(truncated);
  if (crossing) return { code: 'crossesWhenTruncated', message: BOUNDARY_MSG.crossesWhenTruncated(crossing[1]), at: [crossing[1][0]!, crossing[1][1]!] };
  return undefined;
}

/**
 * Checks a proposed boundary against the EU information system's rules (GeoJSON rules v1.3, 2026) and this
 * portal's: the types, closed rings with at least three vertices, no holes, no self-intersections (sweep line,
 * so 10 000 vertices take milliseconds), none either once truncated to 6 decimals as the EU reads them (no two
 * vertices then the same), in Costa Rica (a swapped pair is recognised), a point only up to 4 ha;
 * warns when fewer than 6 decimals were given or the area is more than 10 % off the enrolled one.
 */
export function checkBoundary(input: unknown, options: BoundaryCheckOptions = {}): BoundaryCheck {
  const errors: BoundaryProblem[] = [];
  const warnings: BoundaryProblem[] = [];
  const shape = readShape(input);
  if (!shape.geometry) return { ok: false, errors: [shape.error!], warnings };
  const geometry = shape.geometry;
  const positions = positionsOf(geometry);

  // in Costa Rica, or recognisably swapped
  const outside = positions.find((p) => !inBox(p));
  if (outside) {
    if (positions.every((p) => inBox([p[1]!, p[0]!]))) {
      errors.push({ code: 'swappedAxes', message: BOUNDARY_MSG.swappedAxes, at: [outside[0]!, outside[1]!], fix: 'swap-axes' });
    } else {
      errors.push({ code: 'outsideCostaRica', message: BOUNDARY_MSG.outsideCostaRica(outside), at: [outside[0]!, outside[1]!] });
    }
    return { ok: false, errors, warnings, geometry };
  }

  for (const polygon of polygonsOf(geometry)) {
    const outer = polygon[0]!;
    if (new Set(outer.map((p) => `${p[0]},${p[1]}`)).size < 3 || outer.length < 4) {
      errors.push({ code: 'tooFewVertices', message: BOUNDARY_MSG.tooFewVertices });
    } else if (!samePosition(outer[0]!, outer[outer.length - 1]!)) {
      const last = outer[outer.length - 1]!;
      errors.push({ code: 'notClosed', message: BOUNDARY_MSG.notClosed(last), at: [last[0]!, last[1]!] });
    }
    if (polygon.length > 1 && !errors.some((e) => e.code === 'holes')) {
      errors.push({ code: 'holes', message: BOUNDARY_MSG.holes });
    }
  }
  if (errors.length === 0 && geometry.type !== 'Point') {
    const crossing = firstCrossing(geometry);
    if (crossing) {
      const [kind, at] = crossing;
      errors.push(
        kind === 'self'
          ? { code: 'selfIntersection', message: BOUNDARY_MSG.selfIntersection(at), at: [at[0]!, at[1]!] }
          : { code: 'partsOverlap', message: BOUNDARY_MSG.partsOverlap(at), at: [at[0]!, at[1]!] },
      );
    }
  }
  if (errors.length === 0) {
    const problem = truncationProblem(geometry);
    if (problem) errors.push(problem);
  }
  if (errors.length > 0) return { ok: false, errors, warnings, geometry };

  const feature = { type: 'Feature' as const, properties: {}, geometry };
  const centroid = turfCentroid(feature).geometry.coordinates as [number, number];
  if (!booleanPointInPolygon(centroid, costaRicaShape)) {
    errors.push({ code: 'outsideCostaRica', message: BOUNDARY_MSG.outsideCostaRica(centroid), at: centroid });
    return { ok: false, errors, warnings, geometry };
  }
  const enrolled = options.enrolledHectares ?? null;
  const areaHectares = geometry.type === 'Point' ? 0 : turfArea(feature) / 10_000;
  if (geometry.type === 'Point' && enrolled !== null && enrolled > BOUNDARY_RULES.polygonAboveHectares) {
    errors.push({ code: 'pointTooLarge', message: BOUNDARY_MSG.pointTooLarge(enrolled), at: centroid });
  }
  if (geometry.type !== 'Point' && enrolled !== null && enrolled > 0 &&
      Math.abs(areaHectares - enrolled) / enrolled > BOUNDARY_RULES.areaTolerance) {
    warnings.push({ code: 'areaDiffers', message: BOUNDARY_MSG.areaDiffers(areaHectares, enrolled) });
  }
  let mostDecimals = 0;
  for (const p of positions) mostDecimals = Math.max(mostDecimals, decimalsOf(p[0]!), decimalsOf(p[1]!));
  if (mostDecimals < BOUNDARY_RULES.minDecimals) {
    warnings.push({ code: 'lowPrecision', message: BOUNDARY_MSG.lowPrecision(mostDecimals) });
  }
  const summary: BoundarySummary = {
    areaHectares,
    bbox: turfBbox(feature).slice(0, 4) as [number, number, number, number],
    centroid,
    vertices: positions.length,
  };
  return { ok: errors.length === 0, errors, warnings, geometry, summary };
}
