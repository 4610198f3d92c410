// sweepline-intersections and shpjs ship no types; only what shared-api/src/geo uses of them.
declare module 'sweepline-intersections' {
  import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';

  export default function findIntersections(
    geojson: Feature | FeatureCollection | Geometry,
    ignoreSelfIntersections?: boolean,
  ): Position[];
}

declare module 'shpjs' {
  import type { FeatureCollection } from 'geojson';

  type ShapefileCollection = FeatureCollection & { fileName?: string };
  /** Reads a zipped shapefile (reprojecting to WGS84 when a .prj names the source system). */
  export function parseZip(buffer: ArrayBuffer | Uint8Array): Promise<ShapefileCollection | ShapefileCollection[]>;
}

// Leaflet.Editable patches Leaflet on import (L.Map's `editable` option, enableEdit on paths and markers)
declare module 'leaflet-editable';
