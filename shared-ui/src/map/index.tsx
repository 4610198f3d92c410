import { Component, Suspense, lazy, type ReactNode } from 'react';
import { MAP_TEXTS, type MapTexts } from './texts';
import type { BoundaryMapProps } from './boundary-map';
export type { MapMark } from './boundary-map';
import type { PortfolioMapProps } from './portfolio-map';

export { MAP_TEXTS, type MapTexts } from './texts';

// One chunk for Leaflet, its plugins and the provinces: no page that shows no map downloads it.
const BoundaryMapChunk = lazy(() => import(/* webpackChunkName: "map" */ './boundary-map'));
const PortfolioMapChunk = lazy(() => import(/* webpackChunkName: "map" */ './portfolio-map'));

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

/** The portfolio's certified properties on a clustered map (Leaflet and supercluster, lazily loaded). */
export function PortfolioMap(props: PortfolioMapProps) {
  return (
    <MapFailure texts={props.texts}>
      <Suspense fallback={loading(props.texts)}>
        <PortfolioMapChunk {...props} />
      </Suspense>
    </MapFailure>
  );
}
