// An app's server entry (src/server.tsx): its pages or frame rendered in Node by the API, so a public page
// arrives with its content in the first response. The app's production build bundles it with esbuild into
// `server/` beside its browser files, with the CSS those components import, and names both in `server.json`:
//
//   { "script": "server/entry.<hash>.cjs", "css": "server/styles.<hash>.css" }
//
// As ordinary assets of the build they travel with every release of the app (the API loads the live one) and
// are never served to browsers (web.ts).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const SERVER_ENTRY = 'src/server.tsx';
const hashOf = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);

/**
 * Leaves out the CSS of modules outside the app's own `src/` (shared-ui's lists and forms): the shell serves
 * only its frame's styles, and a page's styles come with its remote's release, never a stale copy the
 * shell was built with.
 */
const ownCssOnly = (src) => ({
  name: 'own-css-only',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, (args) => (args.path.startsWith(src + path.sep) ? undefined : { contents: '', loader: 'css' }));
  },
});

/**
 * Maps draw in the browser only (Leaflet needs a window): on the server their lazy chunks are empty
 * components, so neither Leaflet nor its styles reach the server entry or the page's first CSS.
 */
const BROWSER_ONLY = /^\.\/(boundary-map|portfolio-map|portfolio-map-view)$/;
const browserOnly = {
  name: 'browser-only',
  setup(build) {
    build.onResolve({ filter: BROWSER_ONLY }, (args) => ({ path: args.path, namespace: 'browser-only' }));
    build.onLoad({ filter: /.*/, namespace: 'browser-only' }, () => ({
      contents: 'export default function BrowserOnly() { return null; }\nexport function mountPortfolioMap() { throw new Error("browser only"); }',
      loader: 'js',
    }));
  },
};

class ServerEntryPlugin {
  /** @param {{ ownCssOnly?: boolean }} [options] ownCssOnly: the shell's entry (see ownCssOnly) */
  constructor(dir, options = {}) {
    this.entry = path.join(dir, SERVER_ENTRY);
    this.dir = dir;
    this.ownCssOnly = options.ownCssOnly ?? false;
  }

  apply(compiler) {
    if (!fs.existsSync(this.entry)) return;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ServerEntryPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'ServerEntryPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const esbuild = require('esbuild');
        const { outputFiles, metafile } = await esbuild.build({
          entryPoints: { entry: this.entry },
          absWorkingDir: this.dir,
          bundle: true,
          platform: 'node',
          target: 'node20',
          format: 'cjs',
          jsx: 'automatic',
          define: { 'process.env.NODE_ENV': '"production"' },
          minify: true,
          legalComments: 'none',
          metafile: true,
          write: false,
          outdir: path.join(this.dir, '.server-entry'),
          logLevel: 'silent',
          plugins: [browserOnly, ...(this.ownCssOnly ? [ownCssOnly(path.join(this.dir, 'src'))] : [])],
        });
        const named = {};
        for (const file of outputFiles) {
          const kind = file.path.endsWith('.css') ? 'css' : 'script';
          const name = kind === 'css' ? `server/styles.${hashOf(file.contents)}.css` : `server/entry.${hashOf(file.contents)}.cjs`;
          // esbuild minified it: `minimized` keeps the build's minimizer from doing it again (3 s for the shell's 3.4 MB)
          compilation.emitAsset(name, new sources.RawSource(Buffer.from(file.contents)), { minimized: true });
          named[kind] = name;
        }
        compilation.emitAsset('server.json', new sources.RawSource(`${JSON.stringify(named)}\n`));
        for (const input of Object.keys(metafile.inputs)) compilation.fileDependencies.add(path.resolve(this.dir, input));
      });
    });
  }
}

module.exports = { ServerEntryPlugin };
