/**
 * @jest-environment node
 */
// as on the server: xmldom parses the XML, and Node's DecompressionStream opens the zip
import shpWrite from '@mapbox/shp-write';
import { DOMParser } from '@xmldom/xmldom';
import type { FeatureCollection } from 'geojson';
import { fromWgs84 } from './crs';
import { BoundaryFileError, parseTypedCoordinates, readBoundaryFile } from './files';
import { BOUNDARY_MSG } from './messages';
import { checkBoundary } from './validate';

const parseXml = (text: string) =>
  new DOMParser({ onError: () => {} }).parseFromString(text, 'application/xml') as unknown as Document;
const bytes = (text: string) => new TextEncoder().encode(text);
const read = (name: string, content: string | Uint8Array, crs?: 'wgs84' | 'crtm05') =>
  readBoundaryFile(name, typeof content === 'string' ? bytes(content) : content, { parseXml, crs });

const RING = [[-84.123456, 10.123456], [-84.113456, 10.123456], [-84.113456, 10.133456], [-84.123456, 10.133456], [-84.123456, 10.123456]];
const CRTM05_WKT =
  'PROJCS["CR05 / CRTM05",GEOGCS["CR05",DATUM["Costa_Rica_2005",SPHEROID["WGS 84",6378137,298.257223563],TOWGS84[0,0,0,0,0,0,0]],' +
  'PRIMEM["Greenwich",0],UNIT["degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["latitude_of_origin",0],' +
  'PARAMETER["central_meridian",-84],PARAMETER["scale_factor",0.9999],PARAMETER["false_easting",500000],PARAMETER["false_northing",0],' +
  'UNIT["metre",1],AUTHORITY["EPSG","5367"]]';

const expectRing = (geometry: unknown, ring = RING, tolerance = 1e-7) => {
  const coordinates = (geometry as { type: string; coordinates: number[][][] }).coordinates[0]!;
  expect((geometry as { type: string }).type).toBe('Polygon');
  expect(coordinates).toHaveLength(ring.length);
  coordinates.forEach(([lon, lat], i) => {
    expect(Math.abs(lon! - ring[i]![0]!)).toBeLessThan(tolerance);
    expect(Math.abs(lat! - ring[i]![1]!)).toBeLessThan(tolerance);
  });
  expect(checkBoundary(geometry).ok).toBe(true);
};

const failsWith = async (promise: Promise<unknown>, message: string) => {
  await expect(promise).rejects.toBeInstanceOf(BoundaryFileError);
  await expect(promise).rejects.toThrow(message);
};

describe('boundary files', () => {
  it('reads a GeoJSON FeatureCollection, a Feature and a bare geometry', async () => {
    const polygon = { type: 'Polygon', coordinates: [RING] };
    expectRing((await read('finca.geojson', JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: polygon }] }))).geometry);
    expectRing((await read('finca.json', JSON.stringify({ type: 'Feature', properties: {}, geometry: polygon }))).geometry);
    expectRing((await read('finca.geojson', JSON.stringify(polygon))).geometry);
  });

  it('reads a GeoJSON in CRTM05 named by its crs member, and one in metres without it as CRTM05 with a note', async () => {
    const metres = RING.map((p) => fromWgs84(p, 'crtm05'));
    const named = await read('plano.geojson', JSON.stringify({
      type: 'FeatureCollection', crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::5367' } },
      features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [metres] } }],
    }));
    expect(named.crs).toBe('crtm05');
    expect(named.notes).toEqual([]);
    expectRing(named.geometry);
    const assumed = await read('plano.geojson', JSON.stringify({ type: 'Polygon', coordinates: [metres] }));
    expect(assumed.notes).toEqual([BOUNDARY_MSG.crsAssumed]);
    expectRing(assumed.geometry);
  });

  it('reads a KML polygon', async () => {
    const kml = `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Finca</name>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>${RING.map((p) => p.join(',')).join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon>
      </Placemark></Document></kml>`;
    expectRing((await read('finca.kml', kml)).geometry);
  });

  it('closes a walked GPX track into a polygon', async () => {
    const points = RING.slice(0, -1).map(([lon, lat]) => `<trkpt lat="${lat}" lon="${lon}"></trkpt>`).join('');
    const gpx = `<?xml version="1.0"?><gpx version="1.1" creator="prueba" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${points}</trkseg></trk></gpx>`;
    expectRing((await read('recorrido.gpx', gpx)).geometry);
  });

  it('reads a zipped shapefile in WGS84 and one in CRTM05 with its .prj', async () => {
    const collection = (ring: number[][]): FeatureCollection => ({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: { nombre: 'Finca' }, geometry: { type: 'Polygon', coordinates: [ring] } }],
    });
    const wgs = (await shpWrite.zip(collection(RING), { outputType: 'uint8array', compression: 'DEFLATE' })) as Uint8Array;
    expectRing((await read('finca.zip', wgs)).geometry);
    const crtm = (await shpWrite.zip(collection(RING.map((p) => fromWgs84(p, 'crtm05'))), { outputType: 'uint8array', compression: 'DEFLATE', prj: CRTM05_WKT })) as Uint8Array;
    // a shapefile's polygon runs clockwise: compare as a set of vertices
    const read05 = (await read('plano.zip', crtm)).geometry as { coordinates: number[][][] };
    const key = (p: number[]) => `${p[0]!.toFixed(6)},${p[1]!.toFixed(6)}`;
    expect(new Set(read05.coordinates[0]!.map(key))).toEqual(new Set(RING.map(key)));
    expect(checkBoundary(read05).ok).toBe(true);
  });

  it('refuses what is not a boundary file, each with its Spanish reason', async () => {
    await failsWith(read('finca.geojson', '{"type": "Feat'), BOUNDARY_MSG.fileUnreadable('GeoJSON'));
    await failsWith(read('finca.geojson', '[1, 2, 3]'), BOUNDARY_MSG.fileUnreadable('GeoJSON'));
    await failsWith(read('finca.kml', '<kml><Placemark>'), BOUNDARY_MSG.fileUnreadable('KML'));
    await failsWith(read('finca.zip', 'esto no es un zip'), BOUNDARY_MSG.shapefileMissing);
    // starts like a zip, has no end record: the unzip library alone would search for it forever
    await failsWith(read('finca.zip', 'PK esto no es un shapefile'), BOUNDARY_MSG.shapefileMissing);
    const empty = await shpWrite.zip({ type: 'FeatureCollection', features: [] }, { outputType: 'uint8array', compression: 'DEFLATE' });
    await failsWith(read('vacio.zip', empty as Uint8Array), BOUNDARY_MSG.shapefileMissing);
    await failsWith(read('finca.docx', 'hola'), BOUNDARY_MSG.fileType);
    await failsWith(read('finca.geojson', '{"type":"FeatureCollection","features":[]}'), BOUNDARY_MSG.fileEmpty);
    await failsWith(read('finca.geojson', JSON.stringify({ type: 'Polygon', coordinates: [[[10, 20], [30, 40], [10, 20]]].map((r) => r.map(([a, b]) => [a! * 1e5, b! * 1e5])) })), BOUNDARY_MSG.crsNeeded);
    const mixed = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: RING[0] } }, { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [RING] } }] };
    await failsWith(read('finca.geojson', JSON.stringify(mixed)), BOUNDARY_MSG.mixedKinds);
    await failsWith(read('grande.geojson', new Uint8Array(25 * 1024 * 1024 + 1)), BOUNDARY_MSG.fileTooLarge);
  });

  it('passes a line on to the check, which names it', async () => {
    const line = await read('camino.geojson', JSON.stringify({ type: 'LineString', coordinates: RING.slice(0, 3) }));
    expect(checkBoundary(line.geometry).errors.map((e) => e.code)).toEqual(['line']);
  });
});

describe('typed coordinates', () => {
  it('reads "latitud, longitud" lines into a closed polygon, and one line into a point', () => {
    const text = RING.slice(0, -1).map(([lon, lat]) => `${lat}, ${lon}`).join('\n');
    expectRing(parseTypedCoordinates(`${text}\n\n`, 'wgs84'));
    expect(parseTypedCoordinates('10.123456;-84.123456', 'wgs84')).toEqual({ type: 'Point', coordinates: [-84.123456, 10.123456] });
  });

  it('reads CRTM05 "este norte" lines from a plan', () => {
    const text = RING.slice(0, -1).map((p) => fromWgs84(p, 'crtm05').map((v) => v.toFixed(3)).join(' ')).join('\n');
    expectRing(parseTypedCoordinates(text, 'crtm05'), RING, 1e-7);
  });

  it('names the line that is not two numbers, and refuses two vertices', () => {
    expect(() => parseTypedCoordinates('10.1, -84.1\n10.2 -84.2 3\n', 'wgs84')).toThrow(BOUNDARY_MSG.typedLine(2));
    expect(() => parseTypedCoordinates('10.1, -84.1\n10.2, -84.2', 'wgs84')).toThrow(BOUNDARY_MSG.typedTwo);
  });
});
