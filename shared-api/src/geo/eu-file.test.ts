import { checkEuFile, euFile, euFileChunks, euFileParts, formatCoordinate, type EuPlot } from './eu-file';

const plot = (geometry: EuPlot['geometry'], areaHectares = 2.5): EuPlot => ({
  geometry,
  producerName: 'Finca La Esperanza S.A.',
  productionPlace: 'Finca La Esperanza, La Fortuna',
  areaHectares,
  certificateId: 'ML-CR-000012',
  certificateStatus: 'Activa',
  profileUrl: 'http://localhost:8080/PerfilPropiedad/12',
});
const POLYGON = { type: 'Polygon' as const, coordinates: [[[-84.1, 10.1], [-84.09, 10.1], [-84.09, 10.11], [-84.1, 10.11], [-84.1, 10.1]]] };

describe('the EU producer file', () => {
  it('writes every coordinate with at least 6 decimals, keeping more where given', () => {
    expect(formatCoordinate(-84.1)).toBe('-84.100000');
    expect(formatCoordinate(10.12345678)).toBe('10.12345678');
    expect(formatCoordinate(-84)).toBe('-84.000000');
  });

  it('produces a file that meets every rule: types, rings, 6 decimals, Area, ProducerCountry', () => {
    const text = euFile([plot(POLYGON, 121.3), plot({ type: 'Point', coordinates: [-84.2, 10.3] }, 3)]);
    expect(checkEuFile(text)).toEqual([]);
    const parsed = JSON.parse(text);
    expect(parsed.features[0].properties).toEqual({
      ProducerName: 'Finca La Esperanza S.A.', ProducerCountry: 'CR', ProductionPlace: 'Finca La Esperanza, La Fortuna',
      Area: 121.3, CertificateId: 'ML-CR-000012', CertificateStatus: 'Activa', ProfileUrl: 'http://localhost:8080/PerfilPropiedad/12',
    });
    expect(text).toContain('[-84.100000,10.100000]');
  });

  it('splits the plots into EU files of at most the given size, each a whole file, none lost or repeated', async () => {
    const plots = Array.from({ length: 9 }, (_, i) => ({ ...plot(POLYGON), certificateId: `ML-CR-${i}` }));
    const one = new TextEncoder().encode(euFile([plots[0]!])).byteLength;
    // room for about three plots a file
    const limit = one * 3;
    const parts = new Map<number, string>();
    for await (const { part, chunk } of euFileParts(plots, limit)) parts.set(part, (parts.get(part) ?? '') + chunk);
    expect(parts.size).toBeGreaterThanOrEqual(3);
    expect([...parts.keys()]).toEqual(Array.from({ length: parts.size }, (_, i) => i + 1));
    const ids: string[] = [];
    for (const text of parts.values()) {
      expect(new TextEncoder().encode(text).byteLength).toBeLessThanOrEqual(limit);
      expect(checkEuFile(text)).toEqual([]);
      ids.push(...JSON.parse(text).features.map((f: { properties: { CertificateId: string } }) => f.properties.CertificateId));
    }
    expect(ids).toEqual(plots.map((p) => p.certificateId));
    // under the limit: one part, the same text as the single file
    let whole = '';
    for await (const { part, chunk } of euFileParts(plots)) {
      expect(part).toBe(1);
      whole += chunk;
    }
    expect(whole).toBe(euFile(plots));
  });

  it('streams the same text it writes at once', async () => {
    const plots = [plot(POLYGON), plot({ type: 'Point', coordinates: [-84.2, 10.3] })];
    let streamed = '';
    for await (const chunk of euFileChunks(plots)) streamed += chunk;
    expect(streamed).toBe(euFile(plots));
    let empty = '';
    for await (const chunk of euFileChunks([])) empty += chunk;
    expect(checkEuFile(empty)).toEqual([]);
  });

  it('catches a file that breaks the rules', () => {
    const bad = JSON.stringify({ type: 'FeatureCollection', features: [
      { type: 'Feature', properties: { ProducerName: 'X', ProducerCountry: 'Costa Rica', ProductionPlace: 'Y', Area: '2' }, geometry: { type: 'LineString', coordinates: [[-84.1, 10.1], [-84.2, 10.2]] } },
    ] });
    const problems = checkEuFile(bad);
    expect(problems).toEqual(expect.arrayContaining([
      'feature 0: ProducerCountry no es "CR"',
      'feature 0: Area no es un número',
      expect.stringMatching(/feature 0: Una línea/),
      expect.stringMatching(/coordenada con menos de 6 decimales/),
    ]));
    expect(checkEuFile('{')).toEqual(['no es JSON']);
  });
});
