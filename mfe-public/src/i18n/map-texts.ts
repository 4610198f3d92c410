// The maps' words of the public pages in English (the profile's boundary, the portfolio's map). Texts only.
import type { Language } from '@portal/shared-api/i18n';
import { MAP_TEXTS, type MapTexts } from '@portal/shared-ui/texts';

/** The public pages' maps in English (in Spanish: MAP_TEXTS). */
export const MAP_TEXTS_EN: MapTexts = {
  loading: 'Loading the map…',
  failed: 'The map could not be loaded. Check the connection and try again.',
  provincesAttribution: 'Provinces: <a href="https://www.naturalearthdata.com/">Natural Earth</a>',
  boundaryLabel: (name) => `Map of the boundary of ${name}`,
  portfolioLabel: 'Map of the certified providers',
  cluster: (count) => `${count} certified properties: zoom in`,
  exactMarker: (name) => `${name}: published boundary`,
  approximateMarker: (name) => `${name}: approximate location`,
  property: (id) => `Property no. ${id}`,
  approximate: 'Approximate location (about 1.1 km): the owner has not published the boundary.',
  showMap: 'Show on the map',
  hideMap: 'Hide the map',
  editHint: 'Drag a vertex to move it; drag the midpoint of a side to add a vertex; press and hold a vertex (or right-click) to remove it.',
  pointHint: 'Drag the point to move it.',
  vertexHandle: 'Boundary vertex: drag it to move it',
  middleHandle: 'Midpoint of a side: drag it to add a vertex',
};

/** A public page's maps in its language. */
export const MAP_TEXTS_BY_LANGUAGE: Record<Language, MapTexts> = { es: MAP_TEXTS, en: MAP_TEXTS_EN };
