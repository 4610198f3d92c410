import { BOUNDARY_MSG } from './messages';
import { checkBoundary, swapAxes, truncateCoordinate } from './validate';

/** A square of `side` degrees, south-west corner at (lon, lat). */
const square = (lon: number, lat: number, side: number) => ({
  type: 'Polygon' as const,
  coordinates: [[[lon, lat], [lon + side, lat], [lon + side, lat + side], [lon, lat + side], [lon, lat]]],
});
const codes = (input: unknown, enrolledHectares?: number) => {
  const check = checkBoundary(input, { enrolledHectares });
  return { errors: check.errors.map((e) => e.code), warnings: check.warnings.map((w) => w.code), check };
};
/** A ring of n vertices around (lon, lat), wavy so no three points are in line. */
const wavyRing = (n: number, lon = -84.1234567, lat = 10.1234567) => {
  const ring: number[][] = [];
  for (let i = 0; i < n; i += 1) {
    const angle = (2 * Math.PI * i) / n;
    const radius = 0.01 * (1 + 0.3 * Math.sin(angle * 17));
    ring.push([lon + radius * Math.cos(angle), lat + radius * Math.sin(angle)]);
  }
  return [...ring, ring[0]!];
};

describe('boundary check (EU information system rules)', () => {
  it('accepts a closed polygon in Costa Rica and derives its area, box and centroid', () => {
    const { errors, warnings, check } = codes(square(-84.1234567, 10.1234567, 0.01), 120);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    // 0.01° × 0.01° at 10° N: 1 105.8 m × 1 095.7 m ≈ 121.2 ha on a sphere of the mean radius
    expect(check.summary!.areaHectares).toBeGreaterThan(120);
    expect(check.summary!.areaHectares).toBeLessThan(123);
    expect(check.summary!.bbox).toEqual([-84.1234567, 10.1234567, -84.1134567, 10.1334567]);
    expect(check.summary!.centroid[0]).toBeCloseTo(-84.1184567, 7);
    expect(check.summary!.vertices).toBe(5);
  });

  it('accepts a point for a plot of 4 ha or less, and refuses it above', () => {
    expect(codes({ type: 'Point', coordinates: [-84.123456, 10.123456] }, 3.5).errors).toEqual([]);
    const above = codes({ type: 'Point', coordinates: [-84.123456, 10.123456] }, 12);
    expect(above.errors).toEqual(['pointTooLarge']);
    expect(above.check.errors[0]!.message).toBe(BOUNDARY_MSG.pointTooLarge(12));
  });

  it('accepts a MultiPolygon of separate parts and refuses parts that cross', () => {
    const parts = { type: 'MultiPolygon', coordinates: [square(-84.2, 10.2, 0.01).coordinates, square(-84.1, 10.2, 0.01).coordinates] };
    expect(codes(parts).errors).toEqual([]);
    const crossing = { type: 'MultiPolygon', coordinates: [square(-84.2, 10.2, 0.01).coordinates, square(-84.195, 10.205, 0.01).coordinates] };
    expect(codes(crossing).errors).toEqual(['partsOverlap']);
  });

  it('refuses lines and other types, naming them', () => {
    expect(codes({ type: 'LineString', coordinates: [[-84.1, 10.1], [-84.2, 10.2]] }).errors).toEqual(['line']);
    const other = codes({ type: 'GeometryCollection', geometries: [] });
    expect(other.errors).toEqual(['typeNotAllowed']);
    expect(other.check.errors[0]!.message).toContain('GeometryCollection');
    expect(codes('no').errors).toEqual(['notGeometry']);
    expect(codes({ type: 'Point', coordinates: ['-84', 10] }).errors).toEqual(['badPosition']);
    expect(codes({ type: 'Polygon', coordinates: [[[-84.1, 10.1], [Number.NaN, 10]]] }).errors).toEqual(['badPosition']);
  });

  it('refuses an open ring, a ring of two vertices and holes', () => {
    const open = square(-84.1, 10.1, 0.01);
    open.coordinates[0]!.pop();
    expect(codes(open).errors).toEqual(['notClosed']);
    expect(codes({ type: 'Polygon', coordinates: [[[-84.1, 10.1], [-84.2, 10.1], [-84.1, 10.1]]] }).errors).toEqual(['tooFewVertices']);
    const holed = square(-84.1, 10.1, 0.01);
    holed.coordinates.push(square(-84.098, 10.102, 0.002).coordinates[0]!);
    expect(codes(holed).errors).toEqual(['holes']);
    expect(codes(holed).check.errors[0]!.message).toMatch(/divida la finca en partes sin huecos/);
  });

  it('truncates coordinates to 6 decimals as the EU information system does, never rounding', () => {
    expect(truncateCoordinate(-84.1234567)).toBe(-84.123456);
    expect(truncateCoordinate(10.1234569)).toBe(10.123456);
    expect(truncateCoordinate(10.1)).toBe(10.1);
    // 0.1 + 0.2 is 0.30000000000000004 in binary: its decimals, not its bits, are cut
    expect(truncateCoordinate(0.1 + 0.2)).toBe(0.3);
    expect(truncateCoordinate(9.999999999)).toBe(9.999999);
  });

  it('refuses two vertices that differ after rounding to 6 decimals but are one vertex once truncated (EU rules of 2026)', () => {
    // a square with its south-east corner cut: -84.1000006 rounds to -84.100001 and 10.1000006 to 10.100001, so the
    // two corner vertices differ when rounded; truncated, both are (-84.1, 10.1)
    const ring = [[-84.11, 10.1], [-84.1000006, 10.1], [-84.1, 10.1000006], [-84.1, 10.11], [-84.11, 10.11], [-84.11, 10.1]];
    const rounded = ring.slice(0, -1).map((p) => p.map((n) => n.toFixed(6)).join());
    expect(new Set(rounded).size).toBe(5);
    const { errors, check } = codes({ type: 'Polygon', coordinates: [ring] });
    expect(errors).toEqual(['repeatedWhenTruncated']);
    expect(check.errors[0]!.message).toBe(
      'Dos vértices quedan en el mismo lugar (10.100000, -84.100000) cuando el sistema de la UE corta las coordenadas a 6 decimales: separe o quite uno.',
    );
    // the same cut corner a micro-degree wider stays two vertices once truncated
    const wider = [[-84.11, 10.1], [-84.1000016, 10.1], [-84.1, 10.1000016], [-84.1, 10.11], [-84.11, 10.11], [-84.11, 10.1]];
    expect(codes({ type: 'Polygon', coordinates: [wider] }).errors).toEqual([]);
  });

  it('refuses an outline that crosses itself only once truncated', () => {
    // a notch from the north whose tip, 0.4 micro-degrees above the sloping south edge, falls below it once truncated
    const notched = (tipLatitude: number) => ({
      type: 'Polygon',
      coordinates: [[[-84.11, 10.1], [-84.1, 10.100003], [-84.1, 10.11], [-84.105, tipLatitude], [-84.11, 10.11], [-84.11, 10.1]]],
    });
    const { errors, check } = codes(notched(10.1000019));
    expect(errors).toEqual(['crossesWhenTruncated']);
    expect(check.errors[0]!.message).toMatch(/^El polígono se cruza a sí mismo cerca de 10\.10000\d, -84\.10\d+ cuando el sistema de la UE corta las coordenadas a 6 decimales/);
    // a tip on the grid of 6 decimals, above the edge, is the same outline for the EU
    expect(codes(notched(10.100002)).errors).toEqual([]);
  });

  it('says where a polygon crosses itself, latitude first with 6 decimals', () => {
    const bowTie = { type: 'Polygon', coordinates: [[[-84.1, 10.1], [-84.0, 10.2], [-84.0, 10.1], [-84.1, 10.2], [-84.1, 10.1]]] };
    const { errors, check } = codes(bowTie);
    expect(errors).toEqual(['selfIntersection']);
    expect(check.errors[0]!.message).toBe('El polígono se cruza a sí mismo cerca de 10.150000, -84.050000.');
  });

  it('recognises swapped latitude and longitude and offers the fix, which then passes', () => {
    const swapped = swapAxes(square(-84.1234567, 10.1234567, 0.01));
    const { errors, check } = codes(swapped);
    expect(errors).toEqual(['swappedAxes']);
    expect(check.errors[0]!.fix).toBe('swap-axes');
    expect(codes(swapAxes(swapped)).errors).toEqual([]);
  });

  it('refuses what lies outside Costa Rica: far away, and in the sea inside its box', () => {
    expect(codes({ type: 'Point', coordinates: [2.35, 48.85] }).errors).toEqual(['outsideCostaRica']);
    // the Pacific west of Nicoya: inside the country's box, outside its land
    expect(codes({ type: 'Point', coordinates: [-86.5, 9.0] }).errors).toEqual(['outsideCostaRica']);
  });

  it('warns (does not refuse) when fewer than 6 decimals were given or the area is 10 % off', () => {
    const psa = codes({ type: 'Polygon', coordinates: [[[-84.1, 10.1], [-84.09, 10.1], [-84.09, 10.11], [-84.1, 10.11], [-84.1, 10.1]]] }, 121);
    expect(psa.errors).toEqual([]);
    expect(psa.warnings).toEqual(['lowPrecision']);
    expect(psa.check.ok).toBe(true);
    const off = codes(square(-84.1234567, 10.1234567, 0.01), 100);
    expect(off.warnings).toEqual(['areaDiffers']);
    expect(off.check.warnings[0]!.message).toMatch(/difiere en más de un 10 %/);
  });

  it('takes a 10 000-vertex boundary and refuses one over the vertex limit without reading it all', () => {
    expect(codes({ type: 'Polygon', coordinates: [wavyRing(10_000)] }).errors).toEqual([]);
    const huge = { type: 'Polygon', coordinates: [Array.from({ length: 1_000_000 }, () => [-84.1, 10.1])] };
    expect(codes(huge).errors).toEqual(['tooManyVertices']);
  });
});
