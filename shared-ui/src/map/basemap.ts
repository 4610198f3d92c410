import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { FeatureCollection } from 'geojson';
import { getBasemap } from '@portal/shared-api/client';
import provinces from './provinces.json';
import { MAP_TEXTS, type MapTexts } from './texts';
import { MAP_MIN_ZOOM } from './zoom';
import './map.css';

/** Costa Rica's mainland and Isla del Coco's latitude band: the first view, and how far the map pans. */
const COSTA_RICA = L.latLngBounds([8.0, -86.0], [11.25, -82.5]);
const PAN_LIMIT = L.latLngBounds([4.5, -88.5], [12.5, -81.0]);

/** The first view: these bounds, fitted as `fitBounds` does. */
export interface FirstView {
  bounds: L.LatLngBoundsExpression;
  options?: L.FitBoundsOptions;
}

/**
 * A Leaflet map of Costa Rica that needs no network: the seven provinces bundled from Natural Earth (public
 * domain) are its background, and online tiles are laid under them only where the portal names a tile
 * server (MAP_TILES_URL, answered by GET /api/basemap). It opens on `first`, or on the whole country (one
 * view drawn: each view projects the provinces again, which a phone feels).
 */
export function createMap(element: HTMLElement, label: string, options: L.MapOptions = {}, texts: MapTexts = MAP_TEXTS, first?: FirstView): L.Map {
  const map = L.map(element, { maxBounds: PAN_LIMIT, minZoom: MAP_MIN_ZOOM, maxZoom: 19, zoomSnap: 0.5, ...options });
  element.setAttribute('role', 'region');
  element.setAttribute('aria-label', label);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  const background = L.geoJSON(provinces as FeatureCollection, {
    interactive: false,
    attribution: texts.provincesAttribution,
    style: { color: '#8c8c8c', weight: 1, fillColor: '#f6fbf4', fillOpacity: 1 },
  }).addTo(map);
  if (first) map.fitBounds(first.bounds, first.options);
  else map.fitBounds(COSTA_RICA);
  void getBasemap().then((basemap) => {
    if (!basemap.tilesUrl || !map.getContainer().isConnected) return;
    L.tileLayer(basemap.tilesUrl, { attribution: basemap.attribution ?? '', maxZoom: 19 }).addTo(map);
    // over real tiles the provinces are only their borders
    background.setStyle({ fillOpacity: 0, weight: 1.5 });
  });
  return map;
}
