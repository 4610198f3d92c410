// A TypeScript module of the repository, bundled for Node by esbuild and run, for the builds that read data
// from the sources (the route table, the portal theme).
const vm = require('node:vm');

/** The module's exports; `build` is esbuild's input (`entryPoints` or `stdin`). */
async function loadSource(build) {
  const esbuild = require('esbuild');
  const { outputFiles } = await esbuild.build({ ...build, bundle: true, platform: 'node', format: 'cjs', write: false, logLevel: 'silent' });
  const module = { exports: {} };
  vm.runInNewContext(outputFiles[0].text, { module, exports: module.exports, require, console });
  return module.exports;
}

module.exports = { loadSource };
