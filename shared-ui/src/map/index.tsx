import { Component, Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { MAP_TEXTS, type MapTexts } from './texts';
import type { BoundaryMapProps } from './boundary-map';
export type { MapMark } from './boundary-map';
import type { PortfolioMapProps } from './portfolio-map';
export type { PortfolioMapOptions, PortfolioMapView } from './portfolio-map-view';
export { clusterSource as portfolioClusters, type ClusterSource } from './cluster-source';

export { MAP_TEXTS, type MapTexts } from './texts';

// One chunk for Leaflet, its plugins and the provinces: no page that shows no map downloads it.
const BoundaryMapChunk = lazy(() => import(/* webpackChunkName: "map" */ './boundary-map'));
type PortfolioMapComponent = (typeof import('./portfolio-map'))['default'];
let portfolioMapLoading: Promise<PortfolioMapComponent> | undefined;
let portfolioMapLoaded: PortfolioMapComponent | undefined;
const portfolioMapChunk = () => {
  portfolioMapLoading ??= import(/* webpackChunkName: "map" */ './portfolio-map').then((module) => (portfolioMapLoaded = module.default));
  // a failed download may be tried again (the next time the map is opened)
  portfolioMapLoading.catch(() => (portfolioMapLoading = undefined));
  return portfolioMapLoading;
};

/** Starts downloading the portfolio map's chunk (Leaflet) while its markers are on their way. */
export function preloadPortfolioMap(): void {
  // a failure shows where the map is drawn
  portfolioMapChunk().catch(() => undefined);
}

/**
 * The portfolio map without React (its chunk: Leaflet), for a page that draws it before the portal's scripts have
 * taken over; `PortfolioMap` adopts what it draws (its `view`).
 */
export const loadPortfolioMapView = () =>
  // through the component's loader: the component the page renders next is then there at once
  portfolioMapChunk()
    .then(() => import(/* webpackChunkName: "map" */ './portfolio-map-view'))
    .then((module) => module.mountPortfolioMap);

/** A map that could not load (offline, a failed chunk) says so in place; the page around it keeps working. */
class MapFailure extends Component<{ children: ReactNode; texts?: MapTexts }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <p role="alert">{(this.props.texts ?? MAP_TEXTS).failed}</p> : this.props.children;
  }
}

const loading = (texts: MapTexts = MAP_TEXTS) => <p className="map-hint">{texts.loading}</p>;

/** A property's boundary on the map (Leaflet, lazily loaded); its vertices editable when `onChange` is given. */
export function BoundaryMap(props: BoundaryMapProps) {
  return (
    <MapFailure texts={props.texts}>
      <Suspense fallback={loading(props.texts)}>
        <BoundaryMapChunk {...props} />
      </Suspense>
    </MapFailure>
  );
}

/**
 * The portfolio's certified properties on a clustered map (Leaflet lazily loaded, the clustering in a worker). Shown
 * as soon as its chunk is there, without suspending: React reveals a suspended part at most every 300 ms, which a
 * map preloaded beside its markers would wait for.
 */
export function PortfolioMap(props: PortfolioMapProps) {
  const [chunk, setChunk] = useState<{ Map?: PortfolioMapComponent; failed?: boolean }>(() => ({ Map: portfolioMapLoaded }));
  const shown = chunk.Map !== undefined;
  useEffect(() => {
    if (shown) return undefined;
    let mounted = true;
    // also when the chunk arrived between the render and now: its promise has already resolved
    portfolioMapChunk().then(
      (Map) => mounted && setChunk({ Map }),
      () => mounted && setChunk({ failed: true }),
    );
    return () => {
      mounted = false;
    };
  }, [shown]);
  if (chunk.failed) return <p role="alert">{(props.texts ?? MAP_TEXTS).failed}</p>;
  return <MapFailure texts={props.texts}>{chunk.Map ? <chunk.Map {...props} /> : loading(props.texts)}</MapFailure>;
}
