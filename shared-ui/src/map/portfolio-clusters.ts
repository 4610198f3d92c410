import Supercluster from 'supercluster';
import { MAP_MIN_ZOOM } from './zoom';

/** The portfolio map's markers as columns (typed arrays move to a worker without a copy). */
export interface MarkerColumns {
  lon: Float64Array;
  lat: Float64Array;
  ids: Float64Array;
  exact: Uint8Array;
}

/** What a view of the map draws: a cluster's bubble, or one property's marker. */
export type Drawn =
  | { kind: 'cluster'; clusterId: number; lon: number; lat: number; count: number }
  | { kind: 'marker'; id: number; lon: number; lat: number; exact: boolean };

/** West, south, east, north. */
export type Bbox = [number, number, number, number];

export interface ClusterIndex {
  clusters(bbox: Bbox, zoom: number): Drawn[];
  expansionZoom(clusterId: number): number;
}

/**
 * The markers clustered by supercluster: built once (the costly part, done in a worker where the browser has one),
 * then asked for the clusters and markers of each view.
 */
export function clusterIndex(columns: MarkerColumns): ClusterIndex {
  const { lon, lat, ids, exact } = columns;
  // radius in screen pixels: Leaflet's tiles are 256 pixels (supercluster counts in 512 unless told)
  const index = new Supercluster<{ i: number }>({ radius: 56, extent: 256, maxZoom: 16, minZoom: MAP_MIN_ZOOM });
  index.load(
    Array.from(lon, (x, i) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [x, lat[i]!] },
      properties: { i },
    })),
  );
  return {
    clusters(bbox, zoom) {
      return index.getClusters(bbox, zoom).map((found): Drawn => {
        const [x, y] = found.geometry.coordinates as [number, number];
        const { properties } = found;
        if ('cluster' in properties && properties.cluster) {
          return { kind: 'cluster', clusterId: properties.cluster_id as number, lon: x, lat: y, count: properties.point_count as number };
        }
        // a marker where its property is (the index keeps positions projected)
        const i = (properties as { i: number }).i;
        return { kind: 'marker', id: ids[i]!, lon: lon[i]!, lat: lat[i]!, exact: exact[i] === 1 };
      });
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}
