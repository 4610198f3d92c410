import { gpx, kml } from '@tmcw/togeojson';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { parseZip } from 'shpjs';
import { crsFromName, looksLikeCrtm05, toWgs84 } from './crs';
import { BOUNDARY_MSG } from './messages';
import type { BoundaryCrs } from './rules';
import { BOUNDARY_RULES } from './rules';

/**
 * A boundary from what a regent already holds: a GeoJSON, KML or GPX file, a zipped shapefile, or
 * coordinates typed from a plan. Everything comes out in WGS84 [longitude, latitude]; CRTM05 is read from
 * a .prj or a legacy GeoJSON `crs`, or chosen by the user. What comes out still goes through checkBoundary.
 */
export class BoundaryFileError extends Error {}

export interface ReadBoundary {
  /** Not yet checked: checkBoundary says whether it may be saved. */
  geometry: unknown;
  crs: BoundaryCrs;
  notes: string[];
}

export interface ReadOptions {
  /** The system the user chose for coordinates in metres (a .prj or `crs` in the file wins). */
  crs?: BoundaryCrs;
  /** An XML parser: the browser's DOMParser, or @xmldom/xmldom's on the server. */
  parseXml: (text: string) => Document;
}

export const BOUNDARY_FILE_TYPES = ['.geojson', '.json', '.kml', '.gpx', '.zip'] as const;

const closeRing = (ring: Position[]) => {
  const [first, last] = [ring[0], ring[ring.length - 1]];
  return first && last && (first[0] !== last[0] || first[1] !== last[1]) ? [...ring, first] : ring;
};

/** Turns what a file holds into one boundary: one point, or its polygons (a walked GPX track closes into one). */
function toBoundary(collection: FeatureCollection, options: { tracksArePolygons: boolean }): Geometry {
  const points: Position[] = [];
  const polygons: Position[][][] = [];
  const others: Geometry[] = [];
  const visit = (geometry: Geometry | null) => {
    if (!geometry) return;
    if (geometry.type === 'Point') points.push(geometry.coordinates);
    else if (geometry.type === 'Polygon') polygons.push(geometry.coordinates);
    else if (geometry.type === 'MultiPolygon') polygons.push(...geometry.coordinates);
    else if (geometry.type === 'GeometryCollection') geometry.geometries.forEach(visit);
    else if (options.tracksArePolygons && geometry.type === 'LineString') polygons.push([closeRing(geometry.coordinates)]);
    else if (options.tracksArePolygons && geometry.type === 'MultiLineString') {
      polygons.push([closeRing(geometry.coordinates.flat())]);
    } else others.push(geometry);
  };
  collection.features.forEach((feature) => visit(feature.geometry));
  // a line or another type goes on to checkBoundary, which names it
  if (others.length > 0 && polygons.length === 0 && points.length === 0) return others[0]!;
  if (polygons.length > 0 && points.length > 0) throw new BoundaryFileError(BOUNDARY_MSG.mixedKinds);
  if (polygons.length === 1) return { type: 'Polygon', coordinates: polygons[0]! };
  if (polygons.length > 1) return { type: 'MultiPolygon', coordinates: polygons };
  if (points.length === 1) return { type: 'Point', coordinates: points[0]! };
  if (points.length > 1) throw new BoundaryFileError(BOUNDARY_MSG.mixedKinds);
  throw new BoundaryFileError(BOUNDARY_MSG.fileEmpty);
}

/** Every position of a geometry mapped (shape kept); leaves anything that is not an array of numbers alone. */
function mapPositions(value: unknown, map: (p: Position) => Position): unknown {
  if (!Array.isArray(value)) return value;
  if (value.length >= 2 && value.every((n) => typeof n === 'number')) return map(value as Position);
  return value.map((item) => mapPositions(item, map));
}

function firstPosition(value: unknown): Position | undefined {
  let current = value;
  while (Array.isArray(current) && Array.isArray(current[0])) current = current[0];
  return Array.isArray(current) && typeof current[0] === 'number' ? (current as Position) : undefined;
}

/** Coordinates in metres go to WGS84 from the system named (by the file or the user), else CRTM05 is assumed and said. */
function reproject(geometry: Geometry, named: BoundaryCrs | undefined, chosen: BoundaryCrs | undefined): ReadBoundary {
  const coordinates = (geometry as { coordinates?: unknown }).coordinates;
  const first = firstPosition(coordinates);
  const inMetres = first !== undefined && (Math.abs(first[0]!) > 180 || Math.abs(first[1]!) > 90);
  if (!inMetres) return { geometry, crs: 'wgs84', notes: [] };
  const notes: string[] = [];
  let crs = named && named !== 'wgs84' ? named : chosen && chosen !== 'wgs84' ? chosen : undefined;
  if (!crs) {
    if (!looksLikeCrtm05(first)) throw new BoundaryFileError(BOUNDARY_MSG.crsNeeded);
    crs = 'crtm05';
    notes.push(BOUNDARY_MSG.crsAssumed);
  }
  const system = crs;
  return { geometry: { ...geometry, coordinates: mapPositions(coordinates, (p) => toWgs84(p, system)) }, crs, notes };
}

function parseJson(text: string, kind: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BoundaryFileError(BOUNDARY_MSG.fileUnreadable(kind));
  }
}

function asCollection(value: unknown): FeatureCollection {
  const object = value as { type?: unknown; features?: unknown; geometry?: unknown };
  if (object && object.type === 'FeatureCollection' && Array.isArray(object.features)) {
    return { type: 'FeatureCollection', features: (object.features as Feature[]).filter((f) => f && typeof f === 'object') };
  }
  if (object && object.type === 'Feature') return { type: 'FeatureCollection', features: [object as Feature] };
  if (object && typeof object.type === 'string') {
    return { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: object as Geometry }] };
  }
  throw new BoundaryFileError(BOUNDARY_MSG.fileUnreadable('GeoJSON'));
}

function parseXmlOrFail(text: string, options: ReadOptions, kind: string): Document {
  let document: Document;
  try {
    document = options.parseXml(text);
  } catch {
    throw new BoundaryFileError(BOUNDARY_MSG.fileUnreadable(kind));
  }
  if (!document?.documentElement || document.getElementsByTagName('parsererror').length > 0) {
    throw new BoundaryFileError(BOUNDARY_MSG.fileUnreadable(kind));
  }
  return document;
}

/**
 * Whether the bytes end with a zip's end-of-central-directory record where a reader looks for it (in the
 * last 64 KiB + 22 bytes). shpjs's unzip (but-unzip 0.1) searches backwards for it and never stops on a
 * file that starts with "PK" but has none, so such a file must not reach it.
 */
export function hasZipEnd(bytes: Uint8Array): boolean {
  const last = bytes.length - 22;
  for (let i = last; i >= 0 && i > last - 65_536; i -= 1) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x05 && bytes[i + 3] === 0x06) return true;
  }
  return false;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();

/** Reads a boundary file; a BoundaryFileError carries the Spanish reason it cannot be read. */
export async function readBoundaryFile(name: string, bytes: Uint8Array, options: ReadOptions): Promise<ReadBoundary> {
  if (bytes.byteLength > BOUNDARY_RULES.maxFileBytes) throw new BoundaryFileError(BOUNDARY_MSG.fileTooLarge);
  const extension = extensionOf(name);
  if (extension === '.zip') {
    if (!hasZipEnd(bytes)) throw new BoundaryFileError(BOUNDARY_MSG.shapefileMissing);
    let read;
    try {
      read = await parseZip(bytes);
    } catch {
      throw new BoundaryFileError(BOUNDARY_MSG.shapefileMissing);
    }
    const collections = Array.isArray(read) ? read : [read];
    const features = collections.flatMap((collection) => collection?.features ?? []);
    if (features.length === 0) throw new BoundaryFileError(BOUNDARY_MSG.shapefileMissing);
    // shpjs has already reprojected when the .prj names a system proj4 knows
    return reproject(toBoundary({ type: 'FeatureCollection', features }, { tracksArePolygons: false }), undefined, options.crs);
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  if (extension === '.kml') {
    return reproject(toBoundary(kml(parseXmlOrFail(text, options, 'KML')) as FeatureCollection, { tracksArePolygons: false }), 'wgs84', undefined);
  }
  if (extension === '.gpx') {
    return reproject(toBoundary(gpx(parseXmlOrFail(text, options, 'GPX')) as FeatureCollection, { tracksArePolygons: true }), 'wgs84', undefined);
  }
  if (extension === '.geojson' || extension === '.json') {
    const value = parseJson(text, 'GeoJSON');
    const legacyCrs = (value as { crs?: { properties?: { name?: unknown } } })?.crs?.properties?.name;
    const named = typeof legacyCrs === 'string' ? crsFromName(legacyCrs) : undefined;
    return reproject(toBoundary(asCollection(value), { tracksArePolygons: false }), named, options.crs);
  }
  throw new BoundaryFileError(BOUNDARY_MSG.fileType);
}

/**
 * Coordinates typed from a plan, one vertex a line: "latitud, longitud" in WGS84, or "este norte" in
 * CRTM05 (separated by a comma, a semicolon, spaces or a tab). One line is a point; three or more a
 * polygon, closed for the user.
 */
export function parseTypedCoordinates(text: string, crs: BoundaryCrs): Geometry {
  const positions: Position[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '') return;
    const parts = trimmed.split(/\s*[,;\t]\s*|\s+/).filter(Boolean);
    const numbers = parts.map(Number);
    if (numbers.length !== 2 || numbers.some((n) => !Number.isFinite(n))) throw new BoundaryFileError(BOUNDARY_MSG.typedLine(index + 1));
    positions.push(crs === 'wgs84' ? [numbers[1]!, numbers[0]!] : toWgs84(numbers, crs));
  });
  if (positions.length === 0) throw new BoundaryFileError(BOUNDARY_MSG.fileEmpty);
  if (positions.length === 1) return { type: 'Point', coordinates: positions[0]! };
  if (positions.length === 2) throw new BoundaryFileError(BOUNDARY_MSG.typedTwo);
  return { type: 'Polygon', coordinates: [closeRing(positions)] };
}
