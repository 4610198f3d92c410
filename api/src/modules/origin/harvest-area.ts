import turfArea from '@turf/area';
import { feature, featureCollection } from '@turf/helpers';
import intersect from '@turf/intersect';
import { ORIGIN_MSG } from '@portal/shared-api';
import { checkBoundary, type BoundaryGeometry } from '@portal/shared-api/geo';
import { ValidationFailure } from '../../lib/problem';

/**
 * The part of a boundary an origin certificate's wood was cut from (beyond the spec): drawn or imported as a boundary
 * is, checked by the same rules (closed, no crossings, in Costa Rica), a polygon, and within the approved boundary.
 */
export type HarvestGeometry = Exclude<BoundaryGeometry, { type: 'Point' }>;

export interface HarvestArea {
  geometry: HarvestGeometry;
  hectares: number;
}

/** The share of the part's area that must lie inside the boundary: a corner snapped onto its edge differs by far less. */
const INSIDE_SHARE = 0.995;

/** The part as sent, checked on its own (400 with the boundary rules' lines). */
export function harvestAreaOf(input: unknown): HarvestArea {
  const check = checkBoundary(input);
  if (!check.ok) throw new ValidationFailure(check.errors.map((problem) => ORIGIN_MSG.harvestAreaProblem(problem.message)));
  const geometry = check.geometry!;
  if (geometry.type === 'Point') throw new ValidationFailure([ORIGIN_MSG.harvestAreaPolygon]);
  return { geometry, hectares: check.summary!.areaHectares };
}

/** Whether the part lies within the boundary (400 otherwise): the area they share is the part's, nearly to the square metre. */
export function assertWithin(part: HarvestArea, boundary: BoundaryGeometry): void {
  if (boundary.type === 'Point') throw new ValidationFailure([ORIGIN_MSG.harvestAreaPointBoundary]);
  const shared = intersect(featureCollection([feature(part.geometry), feature(boundary)]));
  if (!shared || turfArea(shared) < INSIDE_SHARE * turfArea(part.geometry)) throw new ValidationFailure([ORIGIN_MSG.harvestAreaOutside]);
}
