import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet-editable';
import type { BoundaryGeometry } from '@portal/shared-api/geo';
import { createMap } from './basemap';
import { MAP_TEXTS, type MapTexts } from './texts';

export interface BoundaryMapProps {
  geometry: BoundaryGeometry;
  /** Names the property for a screen reader. */
  name: string;
  /** A version under review is drawn dashed. */
  pending?: boolean;
  /** When given, the vertices move, come and go (Leaflet.Editable), and every change comes back here. */
  onChange?: (geometry: BoundaryGeometry) => void;
  /** Its words (default: Spanish). */
  texts?: MapTexts;
  /** Places to mark over the boundary (a visit's field photos), each with its GPS accuracy drawn as a circle. */
  marks?: readonly MapMark[];
}

/** A numbered place on a boundary's map: where a field photo was taken, and how sure the GPS was (metres). */
export interface MapMark {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  /** Its number on the map, the same as in the list beside it. */
  label: string;
  /** What a screen reader and a hover say of it. */
  title: string;
}

const MARK: L.PathOptions = { color: '#0b5cad', weight: 1, fillOpacity: 0.12 };

const APPROVED: L.PathOptions = { color: '#2e7d32', weight: 2, fillOpacity: 0.25 };
const PENDING: L.PathOptions = { color: '#ad6800', weight: 2, dashArray: '6 4', fillOpacity: 0.2 };
/** A change is sent on once the finger rests this long (a drag fires on every move). */
const SETTLE_MS = 150;

type EditableLayer = (L.Polygon | L.Marker) & { enableEdit(map: L.Map): unknown };
interface VertexEvent extends L.LeafletEvent {
  vertex: { latlngs: unknown[]; delete(): void };
  cancel(): void;
}

/** The geometry as a Leaflet layer: a polygon (one or several parts) or a marker. */
function layerOf(geometry: BoundaryGeometry, style: L.PathOptions): EditableLayer {
  if (geometry.type === 'Point') {
    const [lon, lat] = geometry.coordinates;
    return L.marker([lat!, lon!], { icon: L.divIcon({ className: 'map-marker', iconSize: [22, 22] }), keyboard: false }) as EditableLayer;
  }
  const latLngs = L.GeoJSON.coordsToLatLngs(geometry.coordinates, geometry.type === 'Polygon' ? 1 : 2);
  return L.polygon(latLngs as L.LatLngExpression[][], style) as EditableLayer;
}

/** The layer back as GeoJSON, every digit kept (Leaflet's default rounds to 6). */
const geometryOf = (layer: EditableLayer) => layer.toGeoJSON(false).geometry as BoundaryGeometry;

/** A boundary on the map of Costa Rica; editable when `onChange` is given. */
export default function BoundaryMap({ geometry, name, pending, onChange, texts: T = MAP_TEXTS, marks }: BoundaryMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const layer = useRef<EditableLayer | null>(null);
  const marked = useRef<L.FeatureGroup | null>(null);
  // what the map itself sent up: drawn already, not to be redrawn (that would drop the edit under way)
  const emitted = useRef<BoundaryGeometry | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const editable = onChange !== undefined;

  useEffect(() => {
    const created = createMap(element.current!, T.boundaryLabel(name), { editable } as L.MapOptions, T);
    // Leaflet.Editable's handles are buttons without a name: each says what it moves
    created.on('layeradd', (event) => {
      const handle = event.layer instanceof L.Marker ? event.layer.getElement() : undefined;
      if (handle?.classList.contains('leaflet-vertex-icon')) handle.setAttribute('aria-label', T.vertexHandle);
      else if (handle?.classList.contains('leaflet-middle-icon')) handle.setAttribute('aria-label', T.middleHandle);
    });
    setMap(created);
    return () => {
      created.remove();
      layer.current = null;
    };
  }, [name, editable, T]);

  useEffect(() => {
    if (!map || geometry === emitted.current) return;
    layer.current?.remove();
    const drawn = layerOf(geometry, pending ? PENDING : APPROVED).addTo(map);
    layer.current = drawn;
    // the marks stand where they were taken: the view holds them with the boundary
    marked.current?.remove();
    marked.current = null;
    const bounds = drawn instanceof L.Marker ? L.latLngBounds([drawn.getLatLng()]) : drawn.getBounds();
    if (marks && marks.length > 0) {
      const group = L.featureGroup(
        marks.flatMap(({ latitude, longitude, accuracy, label, title }) => [
          ...(accuracy ? [L.circle([latitude, longitude], { ...MARK, radius: accuracy, interactive: false })] : []),
          L.marker([latitude, longitude], { icon: L.divIcon({ className: 'map-mark', html: `<span>${label}</span>`, iconSize: [24, 24] }), title, alt: title, keyboard: false }),
        ]),
      ).addTo(map);
      marked.current = group;
      bounds.extend(group.getBounds());
      map.fitBounds(bounds, { padding: [24, 24], maxZoom: 18 });
    } else if (drawn instanceof L.Marker) map.setView(drawn.getLatLng(), 16);
    else map.fitBounds(bounds, { padding: [24, 24], maxZoom: 18 });
    if (!editable) return;
    drawn.enableEdit(map);
    let settle: ReturnType<typeof setTimeout> | undefined;
    drawn.on('editable:editing editable:dragend', () => {
      clearTimeout(settle);
      settle = setTimeout(() => {
        const edited = geometryOf(drawn);
        emitted.current = edited;
        changed.current?.(edited);
      }, SETTLE_MS);
    });
    // a tap on a vertex must not delete it (a finger slips); a long press or a right click does
    drawn.on('editable:vertex:rawclick', (event) => (event as VertexEvent).cancel());
    drawn.on('editable:vertex:contextmenu', (event) => {
      const { vertex } = event as VertexEvent;
      if (vertex.latlngs.length > 3) vertex.delete();
    });
  }, [map, geometry, pending, editable, marks]);

  return (
    <div>
      <div ref={element} className="portal-map portal-map--small" data-testid="boundary-map" />
      {editable && <p className="map-hint">{geometry.type === 'Point' ? T.pointHint : T.editHint}</p>}
    </div>
  );
}
