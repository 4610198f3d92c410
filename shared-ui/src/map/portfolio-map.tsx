import { useEffect, useRef } from 'react';
import L from 'leaflet';
import Supercluster from 'supercluster';
import type { PortfolioMapPoint } from '@portal/shared-api';
import { formatNumber } from '../format';
import { createMap } from './basemap';
import { MAP_TEXTS, type MapTexts } from './texts';

export interface PortfolioMapProps {
  points: PortfolioMapPoint[];
  /** The public profile's address of a property. */
  profileHref: (id: number) => string;
  /** Opens the profile inside the portal (a plain click on the marker's link). */
  onOpen: (id: number) => void;
  /** Its words (default: Spanish). */
  texts?: MapTexts;
  /** Formats the clusters' counts (default: es-CR). */
  locale?: string;
}

interface Marked {
  id: number;
  name: string;
  exact: boolean;
}

const compactIn = (locale: string) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });

/** A cluster's bubble grows with what it holds. */
const clusterSize = (count: number) => (count < 100 ? 36 : count < 1000 ? 44 : 54);

function popupOf({ id, name, exact }: Marked, props: PortfolioMapProps): HTMLElement {
  const popup = document.createElement('div');
  popup.className = 'map-popup';
  const link = document.createElement('a');
  link.href = props.profileHref(id);
  link.textContent = name;
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    props.onOpen(id);
  });
  const open = document.createElement('p');
  open.append(link);
  popup.append(open);
  if (!exact) {
    const note = document.createElement('p');
    note.textContent = (props.texts ?? MAP_TEXTS).approximate;
    popup.append(note);
  }
  return popup;
}

/**
 * The portfolio's certified properties on the map of Costa Rica, clustered by supercluster: only the
 * clusters and markers of the visible area are drawn, so 50 000 properties cost what a few hundred do.
 */
export default function PortfolioMap(props: PortfolioMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const current = useRef(props);
  current.current = props;
  const { points } = props;
  const T = props.texts ?? MAP_TEXTS;
  const { locale } = props;

  useEffect(() => {
    const container = element.current!;
    const map = createMap(container, T.portfolioLabel, {}, T);
    const compact = compactIn(locale ?? 'es-CR');
    const whole = locale === undefined ? undefined : new Intl.NumberFormat(locale);
    const number = (value: number) => (whole ? whole.format(value) : formatNumber(value));
    const index = new Supercluster<Marked>({ radius: 56, maxZoom: 16 });
    index.load(
      points.map(([lon, lat, id, name, exact]) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [lon, lat] },
        properties: { id, name, exact: exact === 1 },
      })),
    );
    const drawn = L.layerGroup().addTo(map);
    // what is on the map, by cluster or property: a move keeps what stays in view (and its open popup)
    const shown = new Map<string, L.Marker>();

    const markerOf = (cluster: ReturnType<typeof index.getClusters>[number]): [string, () => L.Marker] => {
      const [lon, lat] = cluster.geometry.coordinates as [number, number];
      if ('cluster' in cluster.properties && cluster.properties.cluster) {
        const { cluster_id: clusterId, point_count: count } = cluster.properties;
        return [
          `c${clusterId}`,
          () => {
            const size = clusterSize(count);
            const bubble = L.marker([lat, lon], {
              icon: L.divIcon({ className: 'map-cluster', html: `<span>${compact.format(count)}</span>`, iconSize: [size, size] }),
              title: T.cluster(number(count)),
            });
            bubble.on('click', () => map.flyTo([lat, lon], Math.min(index.getClusterExpansionZoom(clusterId), 18)));
            return bubble;
          },
        ];
      }
      const marked = cluster.properties as Marked;
      return [
        `p${marked.id}`,
        () =>
          L.marker([lat, lon], {
            icon: L.divIcon({ className: marked.exact ? 'map-marker' : 'map-marker map-marker--approximate', iconSize: [22, 22] }),
            title: marked.exact ? T.exactMarker(marked.name) : T.approximateMarker(marked.name),
          }).bindPopup(() => popupOf(marked, current.current)),
      ];
    };

    const draw = () => {
      const bounds = map.getBounds();
      const zoom = Math.round(map.getZoom());
      const clusters = index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom);
      const wanted = new Map(clusters.map(markerOf));
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
    };

    if (points.length > 0) {
      const lons = points.map((point) => point[0]);
      const lats = points.map((point) => point[1]);
      map.fitBounds(
        [
          [Math.min(...lats), Math.min(...lons)],
          [Math.max(...lats), Math.max(...lons)],
        ],
        { padding: [32, 32], maxZoom: 13 },
      );
    }
    map.on('moveend', draw);
    draw();
    return () => {
      map.remove();
    };
  }, [points, T, locale]);

  return <div ref={element} className="portal-map" data-testid="portfolio-map" />;
}
