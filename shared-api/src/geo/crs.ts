import proj4 from 'proj4';
import type { BoundaryCrs } from './rules';

/**
 * Costa Rica's plan coordinates (CRTM05, a transverse Mercator on 84° W) to WGS84 and back, with the
 * EPSG registry's definitions: EPSG:5367 (CR05 / CRTM05, the cadastre's system until 2018) and
 * EPSG:8908 (CR-SIRGAS / CRTM05, since 2018). Both datums are taken as WGS84 (EPSG:9752 puts the
 * difference near 1 m), so the two give the same positions to the millimetre.
 */
const DEFINITIONS: Record<Exclude<BoundaryCrs, 'wgs84'>, [string, string]> = {
  crtm05: ['EPSG:5367', '+proj=tmerc +lat_0=0 +lon_0=-84 +k=0.9999 +x_0=500000 +y_0=0 +ellps=WGS84 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs'],
  'crtm05-sirgas': ['EPSG:8908', '+proj=tmerc +lat_0=0 +lon_0=-84 +k=0.9999 +x_0=500000 +y_0=0 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs'],
};
for (const [code, definition] of Object.values(DEFINITIONS)) proj4.defs(code, definition);

/** [east, north] in metres → [longitude, latitude]. */
export function toWgs84(position: readonly number[], crs: BoundaryCrs): [number, number] {
  if (crs === 'wgs84') return [position[0]!, position[1]!];
  const [lon, lat] = proj4(DEFINITIONS[crs][0], 'WGS84', [position[0]!, position[1]!]);
  return [lon!, lat!];
}

/** [longitude, latitude] → [east, north] in metres. */
export function fromWgs84(position: readonly number[], crs: Exclude<BoundaryCrs, 'wgs84'>): [number, number] {
  const [east, north] = proj4('WGS84', DEFINITIONS[crs][0], [position[0]!, position[1]!]);
  return [east!, north!];
}

/** East/north values in the range CRTM05 gives over Costa Rica (and its waters near the coast). */
export function looksLikeCrtm05(position: readonly number[]): boolean {
  const [east, north] = position;
  return east! > 100_000 && east! < 900_000 && north! > 500_000 && north! < 1_300_000;
}

/** The system a shapefile's .prj or a GeoJSON's legacy `crs` names, when it is one of Costa Rica's. */
export function crsFromName(text: string): BoundaryCrs | undefined {
  const name = text.toUpperCase();
  if (/8908|SIRGAS/.test(name)) return 'crtm05-sirgas';
  if (/5367|CRTM05|CR05/.test(name)) return 'crtm05';
  if (/4326|WGS[ _]?(19)?84|CRS84/.test(name)) return 'wgs84';
  return undefined;
}
