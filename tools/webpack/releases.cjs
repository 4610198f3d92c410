// Releases keep what open tabs need. A page loaded before a release still runs the previous remoteEntry.js,
// which asks for the previous release's hashed chunks; deleting them (webpack's `output.clean`) breaks the
// page's next lazy screen. Each build records its files in dist/.releases.json, and the next builds keep
// the files of the last KEEP_RELEASES releases.
const fs = require('node:fs');
const path = require('node:path');

const RELEASES_FILE = '.releases.json';
const KEEP_RELEASES = 3;

/** The recorded releases of a dist folder, oldest first ([] when none or unreadable). */
function readReleases(dist) {
  try {
    const releases = JSON.parse(fs.readFileSync(path.join(dist, RELEASES_FILE), 'utf8'));
    return Array.isArray(releases) ? releases.filter((r) => r && Array.isArray(r.files)) : [];
  } catch {
    return [];
  }
}

/** What `output.clean.keep` keeps: the record itself and every file of the last KEEP_RELEASES releases. */
function keepPrevious(dist, keep = KEEP_RELEASES) {
  const kept = new Set([RELEASES_FILE, ...readReleases(dist).slice(-keep).flatMap((r) => r.files)]);
  return (file) => kept.has(file.split(path.sep).join('/'));
}

/** The record after a release: this one appended, only the last `keep` releases plus this one remembered. */
function recordRelease(previous, release, keep = KEEP_RELEASES) {
  return [...previous, release].slice(-(keep + 1));
}

/** Writes this build's files into the record once they are emitted. */
class RecordReleasePlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('RecordReleasePlugin', (compilation) => {
      const dist = compiler.outputPath;
      const files = Object.keys(compilation.assets).sort();
      const releases = recordRelease(readReleases(dist), { at: new Date().toISOString(), files });
      fs.writeFileSync(path.join(dist, RELEASES_FILE), `${JSON.stringify(releases, null, 1)}\n`);
    });
  }
}

module.exports = { KEEP_RELEASES, RELEASES_FILE, RecordReleasePlugin, keepPrevious, readReleases, recordRelease };
