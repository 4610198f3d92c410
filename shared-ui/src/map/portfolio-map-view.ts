import L from 'leaflet';
import { PORTFOLIO_NAMES_MAX, type PortfolioMap as PortfolioMapData, type PortfolioName } from '@portal/shared-api';
import { formatNumber } from '../format';
import { createMap } from './basemap';
import type { ClusterSource } from './cluster-source';
import type { Drawn } from './portfolio-clusters';
import { MAP_TEXTS, type MapTexts } from './texts';

/** What a marker's popup and names call, read when they are used (a page may change them while the map lives). */
export interface PortfolioMapLinks {
  /** The names of some markers' properties (GET properties/portfolio.names): asked for those drawn one by one. */
  names: (ids: number[]) => Promise<PortfolioName[]>;
  /** The public profile's address of a property. */
  profileHref: (id: number) => string;
  /** Opens the profile inside the portal (a plain click on the marker's link). */
  onOpen: (id: number) => void;
}

export interface PortfolioMapOptions extends PortfolioMapLinks {
  /** The markers, by columns (GET properties/portfolio.map). */
  markers: PortfolioMapData;
  /** Their clusters (portfolioClusters(markers), started as soon as the markers came). */
  clusters: ClusterSource;
  /** Its words (default: Spanish). */
  texts?: MapTexts;
  /** Formats the clusters' counts (default: es-CR). */
  locale?: string;
}

/** A drawn portfolio map: its element (`div.portal-map`, which may be moved to another parent), its links, its end. */
export interface PortfolioMapView {
  readonly element: HTMLDivElement;
  links: PortfolioMapLinks;
  /** Settles once the first view's clusters and markers are on the map (rejects if they could not be asked for). */
  readonly firstDrawn: Promise<void>;
  destroy(): void;
}

const compactIn = (locale: string) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });

/** A cluster's bubble grows with what it holds. */
const clusterSize = (count: number) => (count < 100 ? 36 : count < 1000 ? 44 : 54);

type Marker = Extract<Drawn, { kind: 'marker' }>;

/** The bounds of the markers, from their columns. */
function boundsOf({ lon, lat }: PortfolioMapData): L.LatLngBoundsExpression {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < lon.length; i++) {
    west = Math.min(west, lon[i]!);
    east = Math.max(east, lon[i]!);
    south = Math.min(south, lat[i]!);
    north = Math.max(north, lat[i]!);
  }
  return [
    [south, west],
    [north, east],
  ];
}

/**
 * The portfolio's certified properties on the map of Costa Rica, clustered by supercluster in a worker: only the
 * clusters and markers of the visible area are drawn, so 50 000 properties cost the page what a few hundred do.
 * The markers come without names; those drawn one by one are named as they appear. Drawn into a new
 * `div.portal-map` appended to `host`, without React: a served page draws it before the portal's scripts have
 * taken over (mfe-public's map island), and the page's component then adopts it where it stands.
 */
export function mountPortfolioMap(host: HTMLElement, options: PortfolioMapOptions): PortfolioMapView {
  const { markers, clusters: source, locale } = options;
  const T = options.texts ?? MAP_TEXTS;
  const container = document.createElement('div');
  container.className = 'portal-map';
  container.dataset.testid = 'portfolio-map';
  host.append(container);
  let drawnFirst!: { resolve: () => void; reject: (error: unknown) => void };
  const firstDrawn = new Promise<void>((resolve, reject) => (drawnFirst = { resolve, reject }));
  const view: PortfolioMapView = {
    element: container,
    links: { names: options.names, profileHref: options.profileHref, onOpen: options.onOpen },
    firstDrawn,
    destroy: () => undefined,
  };
  const map = createMap(
    container,
    T.portfolioLabel,
    {},
    T,
    markers.lon.length > 0 ? { bounds: boundsOf(markers), options: { padding: [32, 32], maxZoom: 13 } } : undefined,
  );
  const compact = compactIn(locale ?? 'es-CR');
  // es-CR's is the portal's own (formatNumber), already made on most pages
  const whole = locale === undefined || locale === 'es-CR' ? undefined : new Intl.NumberFormat(locale);
  const number = (value: number) => (whole ? whole.format(value) : formatNumber(value));
  const drawn = L.layerGroup().addTo(map);
  // what is on the map, by cluster or property: a move keeps what stays in view (and its open popup)
  const shown = new Map<string, L.Marker>();
  const names = new Map<number, string>();
  const asked = new Set<number>();
  let closed = false;

  // a popup as wide as a phone's map allows, its close button inside it (Leaflet's default is 300 pixels)
  const popupWidth = () => Math.max(160, Math.min(300, container.clientWidth - 64));
  const nameOf = (id: number) => names.get(id) ?? T.property(number(id));
  const titleOf = ({ id, exact }: Marker) => (exact ? T.exactMarker(nameOf(id)) : T.approximateMarker(nameOf(id)));

  const popupOf = (marked: Marker): HTMLElement => {
    const props = view.links;
    const popup = document.createElement('div');
    popup.className = 'map-popup';
    const link = document.createElement('a');
    link.href = props.profileHref(marked.id);
    link.textContent = nameOf(marked.id);
    link.dataset.property = String(marked.id);
    link.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      props.onOpen(marked.id);
    });
    const open = document.createElement('p');
    open.append(link);
    popup.append(open);
    if (!marked.exact) {
      const note = document.createElement('p');
      note.textContent = T.approximate;
      popup.append(note);
    }
    return popup;
  };

  /** Names the markers drawn one by one that have no name yet: their titles, and an open popup's link. */
  const nameDrawn = (unnamed: Marker[]) => {
    const ids = unnamed.map((m) => m.id).filter((id) => !names.has(id) && !asked.has(id)).slice(0, PORTFOLIO_NAMES_MAX);
    if (ids.length === 0) return;
    ids.forEach((id) => asked.add(id));
    view.links
      .names(ids)
      .then((found) => {
        if (closed) return;
        for (const { id, name } of found) names.set(id, name);
        for (const marked of unnamed) {
          const marker = shown.get(`p${marked.id}`);
          if (!marker || !names.has(marked.id)) continue;
          marker.options.title = titleOf(marked);
          marker.getElement()?.setAttribute('title', titleOf(marked));
        }
        for (const link of container.querySelectorAll<HTMLAnchorElement>('.map-popup a[data-property]')) {
          const name = names.get(Number(link.dataset.property));
          if (name) link.textContent = name;
        }
      })
      // unnamed markers keep their numbers; a later view asks again
      .catch(() => ids.forEach((id) => asked.delete(id)));
  };

  const markerOf = (found: Drawn): [string, () => L.Marker] => {
    if (found.kind === 'cluster') {
      const { clusterId, count, lat, lon } = found;
      return [
        `c${clusterId}`,
        () => {
          const size = clusterSize(count);
          const bubble = L.marker([lat, lon], {
            icon: L.divIcon({ className: 'map-cluster', html: `<span>${compact.format(count)}</span>`, iconSize: [size, size] }),
            title: T.cluster(number(count)),
          });
          bubble.on('click', () => {
            void source.expansionZoom(clusterId).then((zoom) => !closed && map.flyTo([lat, lon], Math.min(zoom, 18)));
          });
          return bubble;
        },
      ];
    }
    return [
      `p${found.id}`,
      () =>
        L.marker([found.lat, found.lon], {
          icon: L.divIcon({ className: found.exact ? 'map-marker' : 'map-marker map-marker--approximate', iconSize: [22, 22] }),
          title: titleOf(found),
        }).bindPopup(() => popupOf(found), { maxWidth: popupWidth() }),
    ];
  };

  // each move asks for its view; an answer overtaken by a later move is dropped
  let views = 0;
  const draw = async () => {
    const asking = ++views;
    const bounds = map.getBounds();
    // the clusters of the whole zoom level below a half level (zoomSnap 0.5): bubbles never closer than the radius
    const found = await source.clusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], Math.floor(map.getZoom()));
    if (closed || asking !== views) return;
    const wanted = new Map(found.map(markerOf));
    for (const [key, marker] of shown) {
      if (wanted.has(key)) continue;
      drawn.removeLayer(marker);
      shown.delete(key);
    }
    for (const [key, create] of wanted) {
      if (shown.has(key)) continue;
      const marker = create();
      drawn.addLayer(marker);
      shown.set(key, marker);
    }
    container.dataset.drawn = String(shown.size);
    nameDrawn(found.filter((f): f is Marker => f.kind === 'marker'));
  };

  map.on('moveend', () => void draw());
  draw().then(drawnFirst.resolve, drawnFirst.reject);
  // a view that failed is asked again at the next move; a page that waits for the first one is told
  firstDrawn.catch(() => undefined);
  view.destroy = () => {
    closed = true;
    map.remove();
    container.remove();
  };
  return view;
}
