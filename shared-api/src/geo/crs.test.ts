import { crsFromName, fromWgs84, looksLikeCrtm05, toWgs84 } from './crs';

// Published facts the projection must reproduce, not values taken from proj4 itself: on the central
// meridian (84° W) a transverse Mercator's northing is the scale factor (0.9999) times the meridian arc,
// and the WGS84 meridian arc from the equator is 110 574.389 m to 1° N and 1 105 854.833 m to 10° N.
const ON_CENTRAL_MERIDIAN: Array<[number, number]> = [
  [0, 0],
  [1, 0.9999 * 110_574.389],
  [10, 0.9999 * 1_105_854.833],
];

describe('CRTM05 (EPSG:5367) and CR-SIRGAS / CRTM05 (EPSG:8908)', () => {
  it.each(ON_CENTRAL_MERIDIAN)('puts %s° N on 84° W at east 500 000 m and the scaled meridian arc, to the centimetre', (lat, north) => {
    for (const crs of ['crtm05', 'crtm05-sirgas'] as const) {
      const [e, n] = fromWgs84([-84, lat], crs);
      expect(Math.abs(e - 500_000)).toBeLessThan(0.01);
      expect(Math.abs(n - north)).toBeLessThan(0.01);
      const [lon, back] = toWgs84([500_000, north], crs);
      expect(Math.abs(lon + 84)).toBeLessThan(1e-9);
      expect(Math.abs(back - lat)).toBeLessThan(1e-7); // 1e-7° ≈ 1 cm
    }
  });

  it('is symmetric about the central meridian', () => {
    const [west] = fromWgs84([-85.2, 10.4], 'crtm05');
    const [east] = fromWgs84([-82.8, 10.4], 'crtm05');
    expect(Math.abs(500_000 - west - (east - 500_000))).toBeLessThan(0.001);
  });

  it('goes there and back over the whole country to the centimetre', () => {
    for (let lon = -86; lon <= -82.6; lon += 0.35) {
      for (let lat = 8; lat <= 11.2; lat += 0.4) {
        const [e, n] = fromWgs84([lon, lat], 'crtm05');
        expect(looksLikeCrtm05([e, n])).toBe(true);
        const [lonBack, latBack] = toWgs84([e, n], 'crtm05');
        expect(Math.abs(lonBack - lon)).toBeLessThan(1e-7);
        expect(Math.abs(latBack - lat)).toBeLessThan(1e-7);
      }
    }
  });

  it('recognises the systems a .prj or a GeoJSON crs names', () => {
    expect(crsFromName('PROJCS["CR05 / CRTM05",GEOGCS["CR05"')).toBe('crtm05');
    expect(crsFromName('urn:ogc:def:crs:EPSG::5367')).toBe('crtm05');
    expect(crsFromName('urn:ogc:def:crs:EPSG::8908')).toBe('crtm05-sirgas');
    expect(crsFromName('urn:ogc:def:crs:OGC:1.3:CRS84')).toBe('wgs84');
    expect(crsFromName('EPSG:32617')).toBeUndefined();
  });
});
