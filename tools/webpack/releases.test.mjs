// node:test (npm test runs it with the scripts' tests): which files a build keeps from earlier releases.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

const { KEEP_RELEASES, RELEASES_FILE, keepPrevious, recordRelease } = createRequire(import.meta.url)('./releases.cjs');

const release = (n) => ({ at: `2026-11-0${n}T00:00:00.000Z`, files: [`${n}00.aaaa${n}.js`, 'remoteEntry.js'] });

describe('releases', () => {
  it('remembers the last releases, this one included', () => {
    let record = [];
    for (let n = 1; n <= 6; n++) record = recordRelease(record, release(n));
    assert.equal(record.length, KEEP_RELEASES + 1);
    assert.deepEqual(record.map((r) => r.at.slice(9, 10)), ['3', '4', '5', '6']);
  });

  it('keeps the chunks of the last three releases and the record, and lets older ones go', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'releases-'));
    writeFileSync(path.join(dist, RELEASES_FILE), JSON.stringify([1, 2, 3, 4].map(release)));
    const keep = keepPrevious(dist);
    assert.equal(keep('200.aaaa2.js'), true);
    assert.equal(keep('400.aaaa4.js'), true);
    assert.equal(keep('100.aaaa1.js'), false, 'four releases ago');
    assert.equal(keep('.build-stamp'), false);
    assert.equal(keep(RELEASES_FILE), true);
  });

  it('keeps nothing but the record when there is no readable record', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'releases-'));
    writeFileSync(path.join(dist, RELEASES_FILE), '{ roto');
    assert.equal(keepPrevious(dist)('100.aaaa1.js'), false);
  });
});
