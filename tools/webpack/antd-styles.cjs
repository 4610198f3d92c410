// antd's styles as a CSS file, written at build time, instead of generated in the browser on every load.
//
// antd writes its styles at run time (CSS-in-JS): each component computes and inserts its rules while React
// renders, which was most of the main thread's work on a phone (Lighthouse, 4× CPU: 810 ms of blocking time on
// `/`, 3.7 s on /Portafolio). antd 6's zero-runtime mode skips that and expects the rules in a stylesheet.
// Each app's production build writes that stylesheet for the antd components it bundles, with the portal's
// theme, and names it in `antd-styles.json`:
//   { "css": "antd.<hash>.css" }
// The file travels with the app's build into every release. The server names the live file of each remote
// in the page (page-hints.ts) and the shell waits for it before it shows one of the remote's pages in
// zero-runtime mode (shell/src/remote/remote-styles.ts). Where an app has no such file (a dev server), antd
// keeps writing its styles at run time.
const { createHash } = require('node:crypto');
const { createRequire } = require('node:module');
const path = require('node:path');
const { loadSource } = require('./load-source.cjs');

const STYLES_FILE = 'antd-styles.json';
const THEME = path.join(__dirname, '../../shared-ui/src/provider/theme.ts');

/** The portal theme, from its TypeScript source (it imports only antd's types). */
async function portalThemeOf() {
  return (await loadSource({ entryPoints: [THEME] })).portalTheme;
}

/** `antd/es/date-picker/style/…` → DatePicker: the exported names of the antd components whose styles are bundled. */
function componentsOf(compilation, exportNames) {
  const byFolder = new Map(exportNames.map((name) => [name.toLowerCase(), name]));
  const found = new Set();
  for (const module of compilation.modules) {
    if (compilation.chunkGraph.getNumberOfModuleChunks(module) === 0) continue;
    // a concatenated module holds the modules webpack joined into one scope
    for (const inner of module.modules ?? [module]) {
      const folder = /[\\/]antd[\\/](?:es|lib)[\\/]([a-z-]+)[\\/]style[\\/]/.exec(inner.resource ?? '')?.[1];
      const name = folder && byFolder.get(folder.replace(/-/g, ''));
      if (name) found.add(name);
    }
  }
  return [...found].sort();
}

/** The CSS of `components` drawn with the portal theme, as antd's static extraction renders them. */
async function stylesOf(appRequire, components) {
  const React = appRequire('react');
  const antd = appRequire('antd');
  const { extractStyle } = require('@ant-design/static-style-extract');
  const theme = await portalThemeOf();
  // antd's notes on deprecated parts its own extraction renders (Input.Group) are not the build's
  const { error } = console;
  console.error = (...args) => (String(args[0]).startsWith('Warning: [antd') ? undefined : error(...args));
  try {
    const css = extractStyle({
      antdInstance: antd,
      includes: components,
      customTheme: (node) => React.createElement(antd.ConfigProvider, { theme }, node),
    });
    // the token values (`.css-var-<id>{--ant-…}`): antd writes them in the browser for each provider, under
    // the id React gives it there, so the extraction's own are never matched
    return css.replace(/(?<=^|\})\.css-var-[^{}]*\{[^{}]*\}/g, '');
  } finally {
    console.error = error;
  }
}

class AntdStylesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AntdStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'AntdStylesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        // the app's own antd and react, the versions its bundle holds
        const appRequire = createRequire(path.join(compiler.context, 'package.json'));
        const components = componentsOf(compilation, Object.keys(appRequire('antd')));
        if (components.length === 0) return;
        const css = await stylesOf(appRequire, components);
        const name = `antd.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
        compilation.emitAsset(name, new sources.RawSource(css));
        compilation.emitAsset(STYLES_FILE, new sources.RawSource(`${JSON.stringify({ css: name, components })}\n`));
      });
    });
  }
}

module.exports = { AntdStylesPlugin };
