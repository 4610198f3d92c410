import type { Position } from 'geojson';
import { BOUNDARY_RULES } from './rules';
import { checkBoundary, decimalsOf, type BoundaryGeometry } from './validate';

/**
 * The EU information system's producer file (GeoJSON, RFC 7946): a FeatureCollection, one Feature per
 * plot with `ProducerName`, `ProducerCountry` (ISO 3166-1 alpha-2), `ProductionPlace` and `Area`
 * (hectares), coordinates in WGS84 written with at least 6 decimals.
 */
export const EU_FILE_MEDIA_TYPE = 'application/geo+json';

export interface EuPlot {
  geometry: BoundaryGeometry;
  producerName: string;
  productionPlace: string;
  areaHectares: number;
  /** The portal's own fields beside the EU's: the certificate and where a buyer checks it. */
  certificateId: string;
  certificateStatus: string;
  profileUrl: string;
}

/** A coordinate with its own digits, never fewer than 6 after the point (JSON numbers drop trailing zeros). */
export function formatCoordinate(value: number): string {
  const digits = Math.min(Math.max(BOUNDARY_RULES.minDecimals, decimalsOf(value)), 12);
  return value.toFixed(digits);
}

const writePosition = (p: Position) => `[${formatCoordinate(p[0]!)},${formatCoordinate(p[1]!)}]`;
const writeRing = (ring: Position[]) => `[${ring.map(writePosition).join(',')}]`;
const writePolygon = (rings: Position[][]) => `[${rings.map(writeRing).join(',')}]`;

function writeGeometry(geometry: BoundaryGeometry): string {
  const coordinates =
    geometry.type === 'Point' ? writePosition(geometry.coordinates)
      : geometry.type === 'Polygon' ? writePolygon(geometry.coordinates)
        : `[${geometry.coordinates.map(writePolygon).join(',')}]`;
  return `{"type":${JSON.stringify(geometry.type)},"coordinates":${coordinates}}`;
}

/** One plot's Feature, as text. A point's Area is its enrolled area (the EU assumes 4 ha without one). */
export function euFeature(plot: EuPlot): string {
  const properties = {
    ProducerName: plot.producerName,
    ProducerCountry: 'CR',
    ProductionPlace: plot.productionPlace,
    Area: Math.round(plot.areaHectares * 10_000) / 10_000,
    CertificateId: plot.certificateId,
    CertificateStatus: plot.certificateStatus,
    ProfileUrl: plot.profileUrl,
  };
  return `{"type":"Feature","properties":${JSON.stringify(properties)},"geometry":${writeGeometry(plot.geometry)}}`;
}

const HEAD = '{"type":"FeatureCollection","features":[';
const TAIL = ']}\n';

/** The file in pieces, for a response that streams however many plots there are. */
export async function* euFileChunks(plots: AsyncIterable<EuPlot> | Iterable<EuPlot>): AsyncGenerator<string> {
  yield HEAD;
  let first = true;
  for await (const plot of plots) {
    yield (first ? '' : ',\n') + euFeature(plot);
    first = false;
  }
  yield TAIL;
}

const byteLength = (text: string) => new TextEncoder().encode(text).byteLength;

/**
 * The plots as EU files of at most `maxBytes` each (the EU information system's 25 MB by default): each chunk
 * names the part it belongs to, numbered from 1; a part is a whole FeatureCollection, closed before the next
 * begins. One plot is never split (the vertex limit keeps a plot far below the limit).
 */
export async function* euFileParts(
  plots: AsyncIterable<EuPlot> | Iterable<EuPlot>,
  maxBytes: number = BOUNDARY_RULES.maxFileBytes,
): AsyncGenerator<{ part: number; chunk: string }> {
  const frame = byteLength(HEAD) + byteLength(TAIL);
  let part = 1;
  let size = frame;
  let first = true;
  yield { part, chunk: HEAD };
  for await (const plot of plots) {
    const feature = (first ? '' : ',\n') + euFeature(plot);
    const bytes = byteLength(feature);
    if (!first && size + bytes > maxBytes) {
      yield { part, chunk: TAIL };
      part += 1;
      size = frame;
      yield { part, chunk: HEAD };
      yield { part, chunk: feature.slice(2) };
      size += bytes - 2;
    } else {
      yield { part, chunk: feature };
      size += bytes;
    }
    first = false;
  }
  yield { part, chunk: TAIL };
}

/** The whole file at once (one property, tests). */
export const euFile = (plots: EuPlot[]) => `${HEAD}${plots.map(euFeature).join(',\n')}${TAIL}`;

/**
 * What is wrong with a produced EU file, checked against the published rules (empty when nothing):
 * size, a FeatureCollection, allowed types, closed rings, no holes or self-intersections, every
 * coordinate written with at least 6 decimals, numeric Area, ProducerCountry "CR".
 */
export function checkEuFile(text: string): string[] {
  const problems: string[] = [];
  if (new TextEncoder().encode(text).byteLength > BOUNDARY_RULES.maxFileBytes) problems.push('más de 25 MB');
  let value: { type?: unknown; features?: unknown };
  try {
    value = JSON.parse(text);
  } catch {
    return [...problems, 'no es JSON'];
  }
  if (value.type !== 'FeatureCollection' || !Array.isArray(value.features)) return [...problems, 'no es una FeatureCollection'];
  value.features.forEach((feature: { type?: unknown; properties?: Record<string, unknown>; geometry?: unknown }, index: number) => {
    const where = `feature ${index}`;
    if (feature?.type !== 'Feature') problems.push(`${where}: no es un Feature`);
    const properties = feature?.properties ?? {};
    for (const key of ['ProducerName', 'ProductionPlace']) {
      if (typeof properties[key] !== 'string' || properties[key] === '') problems.push(`${where}: falta ${key}`);
    }
    if (properties.ProducerCountry !== 'CR') problems.push(`${where}: ProducerCountry no es "CR"`);
    if (typeof properties.Area !== 'number' || !Number.isFinite(properties.Area)) problems.push(`${where}: Area no es un número`);
    const check = checkBoundary(feature?.geometry);
    for (const error of check.errors) problems.push(`${where}: ${error.message}`);
  });
  // every coordinate as written: the digits after the point, read from the text itself
  const coordinates = text.match(/"coordinates":(\[[-\d.,[\]eE+]*\])/g) ?? [];
  for (const written of coordinates) {
    for (const number of written.slice('"coordinates":'.length).match(/-?\d+(\.\d+)?([eE][-+]?\d+)?/g) ?? []) {
      const point = number.indexOf('.');
      const digits = point < 0 ? 0 : number.length - point - 1;
      if (digits < BOUNDARY_RULES.minDecimals || /[eE]/.test(number)) {
        problems.push(`coordenada con menos de ${BOUNDARY_RULES.minDecimals} decimales: ${number}`);
        return problems;
      }
    }
  }
  return problems;
}
