// Writes shared-api/src/geo/costa-rica.json: Costa Rica's land outline from Natural Earth's 1:10m
// countries (public domain), as packaged by world-atlas, in WGS84 [longitude, latitude] with 5 decimals
// (about 1 m, far finer than the 1:10m source). Run again only to change the source:
//   node tools/geo/costa-rica-outline.mjs
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const world = require('world-atlas/countries-10m.json');
const countries = feature(world, world.objects.countries);
const costaRica = countries.features.find((country) => country.id === '188');
if (!costaRica) throw new Error('Costa Rica (ISO 3166 188) is not in world-atlas');
const round = (value) => Math.round(value * 1e5) / 1e5;
const coordinates = costaRica.geometry.coordinates.map((polygon) =>
  polygon.map((ring) => ring.map(([lon, lat]) => [round(lon), round(lat)])),
);
const outline = {
  type: 'Feature',
  properties: { name: 'Costa Rica', source: 'Natural Earth 1:10m admin 0 countries (public domain), via world-atlas 2.0.2' },
  geometry: { type: costaRica.geometry.type, coordinates },
};
const target = fileURLToPath(new URL('../../shared-api/src/geo/costa-rica.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(outline)}\n`);
console.log(`${target}: ${coordinates.length} polygons, ${coordinates.flat(2).length} vertices`);
