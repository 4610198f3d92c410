import type { MultiPolygon, Polygon, Position } from 'geojson';
import { fromWgs84 } from './crs';
import type { BoundaryGeometry } from './validate';

/** A boundary drawn as SVG: paths in a square view box, north up, true to scale (CRTM05 is conformal). */
export interface BoundaryOutline {
  viewBox: string;
  /** One `d` a polygon part (outer ring). */
  paths: string[];
  /** A point boundary's position in the box. */
  point?: [number, number];
  /** The part asked for, drawn in the same box. */
  partPaths?: string[];
  /** Metres the box's side stands for (for a scale bar). */
  sideMetres: number;
}

const SIZE = 100;
const PADDING = 8;
/** The box a point is drawn in: 200 m a side. */
const POINT_SIDE_METRES = 200;

const outerRings = (geometry: Polygon | MultiPolygon, project: (p: Position) => [number, number]) =>
  (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates).map((polygon) => polygon[0]!.map(project));

/**
 * The geometry projected to CRTM05 metres (proj4, EPSG:5367) and fitted into a 100 × 100 box; with `part` (a piece of
 * it, as an origin certificate's harvest area), its paths in the same box as `partPaths`.
 */
export function boundaryOutline(geometry: BoundaryGeometry, part?: Polygon | MultiPolygon): BoundaryOutline {
  const project = (p: Position) => fromWgs84(p, 'crtm05');
  if (geometry.type === 'Point') {
    return { viewBox: `0 0 ${SIZE} ${SIZE}`, paths: [], point: [SIZE / 2, SIZE / 2], sideMetres: POINT_SIDE_METRES };
  }
  const parts = outerRings(geometry, project);
  const all = parts.flat();
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const side = Math.max(maxX - minX, maxY - minY, 1);
  const scale = (SIZE - 2 * PADDING) / side;
  const offsetX = PADDING + ((SIZE - 2 * PADDING) - (maxX - minX) * scale) / 2;
  const offsetY = PADDING + ((SIZE - 2 * PADDING) - (maxY - minY) * scale) / 2;
  const at = ([x, y]: [number, number]) => `${(offsetX + (x - minX) * scale).toFixed(2)} ${(offsetY + (maxY - y) * scale).toFixed(2)}`;
  const path = (ring: [number, number][]) => `M${ring.map(at).join('L')}Z`;
  return {
    viewBox: `0 0 ${SIZE} ${SIZE}`,
    paths: parts.map(path),
    ...(part ? { partPaths: outerRings(part, project).map(path) } : {}),
    sideMetres: Math.round(side / ((SIZE - 2 * PADDING) / SIZE)),
  };
}
