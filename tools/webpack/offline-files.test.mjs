// node:test (npm test runs it with the scripts' tests): the files an installed app keeps of a release.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

const { offlineFiles } = createRequire(import.meta.url)('./offline-files.cjs');

describe('offline files of a build', () => {
  it('lists what the browser loads, sorted, and nothing the server or the build keeps for itself', () => {
    const assets = [
      'remoteEntry.js',
      'mf-manifest.json',
      '__federation_expose_pages.4072028995.js',
      '1337.4dc6e8d4a5.js',
      '1337.4dc6e8d4a5.js.LICENSE.txt',
      'antd.9235c6a032.css',
      '2b3e1faf89f94a483539.png',
      'index.html',
      'mf-stats.json',
      'page-chunks.json',
      'antd-styles.json',
      'server.json',
      'server/entry.f2b315d1ff.cjs',
      'offline-files.json',
    ];
    assert.deepEqual(offlineFiles(assets, 'abc123'), {
      build: 'abc123',
      files: ['1337.4dc6e8d4a5.js', '2b3e1faf89f94a483539.png', '__federation_expose_pages.4072028995.js', 'antd.9235c6a032.css', 'mf-manifest.json', 'remoteEntry.js'],
    });
  });
});
