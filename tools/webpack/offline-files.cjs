// The files an installed app keeps to start offline, listed by the build that made them. The regent's service
// worker (shell/src/sw/regent-sw.ts) reads this list beside the live release's mf-manifest.json, so what it
// keeps is always one whole release: the one /remotes.json names.
const OFFLINE_FILES = 'offline-files.json';

/** What an offline start never asks for: the server's files, the stand-alone page, licences and build stats. */
const SERVER_ONLY = /(^|\/)(server\/|server\.json$|index\.html$|mf-stats\.json$|page-chunks\.json$|antd-styles\.json$|\.releases\.json$)|\.LICENSE\.txt$|\.map$/;

/** The list written for a build's assets: sorted, without the files the browser never loads. */
function offlineFiles(assetNames, build) {
  return { build, files: assetNames.filter((name) => name !== OFFLINE_FILES && !SERVER_ONLY.test(name)).sort() };
}

class OfflineFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('OfflineFilesPlugin', (compilation) => {
      // the last stage: every other plugin's files (the federation manifest, the antd stylesheet) are there
      compilation.hooks.processAssets.tap({ name: 'OfflineFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const list = offlineFiles(Object.keys(compilation.assets), compilation.fullHash ?? compilation.hash);
        compilation.emitAsset(OFFLINE_FILES, new sources.RawSource(`${JSON.stringify(list)}\n`));
      });
    });
  }
}

module.exports = { OFFLINE_FILES, OfflineFilesPlugin, offlineFiles };
