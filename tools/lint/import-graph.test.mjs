// The API's import graph as madge reads it: no loop, and every import points down the layers of api-layers.mjs.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { placeOf } from './api-layers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiSrc = path.join(root, 'api/src');

/** api/src's own files and their imports within it, tests aside (`types`: type-only imports too). */
async function graph({ types }) {
  const result = await madge(apiSrc, {
    fileExtensions: ['ts'],
    excludeRegExp: [/\.test\.ts$/],
    tsConfig: path.join(root, 'tsconfig.json'),
    detectiveOptions: { ts: { skipTypeImports: !types }, es6: { skipTypeImports: !types } },
  });
  const inside = (file) => !file.startsWith('..');
  return {
    circular: result.circular().filter((loop) => loop.every(inside)),
    edges: Object.entries(result.obj())
      .filter(([file]) => inside(file))
      .flatMap(([file, imports]) => imports.filter(inside).map((imported) => [file, imported])),
  };
}

describe("the API's import graph (madge)", () => {
  it('has no loop, type-only imports aside', async () => {
    const { circular, edges } = await graph({ types: false });
    assert.ok(edges.length > 300, `madge read the graph (${edges.length} imports)`);
    assert.deepEqual(circular, []);
  });

  it('has no loop of its own files even with type-only imports (web.ts and page-hints.ts share web-layout.ts)', async () => {
    assert.deepEqual((await graph({ types: true })).circular, []);
  });

  it('never imports from a lower layer into a higher one', async () => {
    const { edges } = await graph({ types: true });
    const upward = edges.filter(([file, imported]) => placeOf(path.join(apiSrc, imported)).layer.rank > placeOf(path.join(apiSrc, file)).layer.rank);
    assert.deepEqual(upward, []);
  });
});
