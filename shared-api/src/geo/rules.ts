/**
 * What a property's boundary must be (the EU Deforestation Regulation's geolocation, Regulation (EU)
 * 2023/1115 Art. 9(1)(d), as the Commission's information system takes it), and what this portal adds.
 */
export const BOUNDARY_RULES = {
  /** A plot larger than this (hectares) needs a polygon; up to it a point is enough. */
  polygonAboveHectares: 4,
  /** Decimal digits of a coordinate the EU asks for (about 0.1 m). */
  minDecimals: 6,
  /** Vertices in one boundary, over all its parts. */
  maxVertices: 20_000,
  /** The EU information system's limit per GeoJSON file. */
  maxFileBytes: 25 * 1024 * 1024,
  /** A computed area farther than this share from the enrolled area is pointed out (not refused). */
  areaTolerance: 0.1,
  /** A walked point less accurate than this (metres) is refused unless the regent confirms it. */
  gpsAccuracyMetres: 10,
} as const;

/** How a boundary version came in. */
export const BOUNDARY_METHODS = ['gps', 'archivo', 'coordenadas'] as const;
export type BoundaryMethod = (typeof BOUNDARY_METHODS)[number];

export const BOUNDARY_METHOD_LABEL: Record<BoundaryMethod, string> = {
  gps: 'Recorrido con GPS',
  archivo: 'Archivo importado',
  coordenadas: 'Coordenadas digitadas',
};

/** Coordinate systems a file or typed list may come in. */
export const BOUNDARY_CRS = ['wgs84', 'crtm05', 'crtm05-sirgas'] as const;
export type BoundaryCrs = (typeof BOUNDARY_CRS)[number];

export const BOUNDARY_CRS_LABEL: Record<BoundaryCrs, string> = {
  wgs84: 'WGS84 (latitud y longitud)',
  crtm05: 'CRTM05 (EPSG:5367, este y norte)',
  'crtm05-sirgas': 'CR-SIRGAS / CRTM05 (EPSG:8908, este y norte)',
};

/** The geometry types a boundary may be (the EU's, without MultiPoint). */
export const BOUNDARY_TYPES = ['Point', 'Polygon', 'MultiPolygon'] as const;
