import turfDistance from '@turf/distance';
import { point } from '@turf/helpers';
import pointToPolygonDistance from '@turf/point-to-polygon-distance';
import type { BoundaryGeometry } from './validate';

/** Where a field photo was taken, seen from the property's approved boundary. */
export interface PhotoPlace {
  /** Inside the polygon (a boundary given as one point has no inside). */
  inside: boolean;
  /** Metres to the nearest edge (inside or out), or to the point of a one-point boundary; rounded. */
  metres: number;
}

/**
 * The place of a photo's position (WGS 84, the capture's longitude and latitude) relative to a boundary: whether it
 * is inside and how far from the edge, on the ellipsoid's great circles (turf), so an administrator can tell a photo
 * taken on the plot from one taken elsewhere.
 */
export function photoPlace(boundary: BoundaryGeometry, longitude: number, latitude: number): PhotoPlace {
  const at = point([longitude, latitude]);
  if (boundary.type === 'Point') return { inside: false, metres: Math.round(turfDistance(at, point(boundary.coordinates), { units: 'meters' })) };
  // negative inside the polygon
  const signed = pointToPolygonDistance(at, boundary, { units: 'meters' });
  return { inside: signed < 0, metres: Math.round(Math.abs(signed)) };
}
