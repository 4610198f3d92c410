// What a page needs, written at build time so the server can name it in the page's first response.
//
// - The shell's build writes `routes.json` beside its index.html: each route's path, remote, page and
//   whether it needs antd's provider and whether an anonymous visitor is shown it; the anonymous home; and
//   the shell's own files that every page loads (`boot`) and those of antd's provider (`antd`).
// - Each remote's build writes `page-chunks.json`: for each page key of its `./pages`, the chunks of that
//   page. It travels with the remote's mf-manifest.json into every release, so the hints follow a release.
const path = require('node:path');
const { loadSource } = require('./load-source.cjs');

const ROUTE_TABLE = (dir) => path.join(dir, 'src/routes/route-table.ts');

/** The route table's data, from its TypeScript source: bundled for Node by esbuild and run. */
async function routeTableOf(routeTable) {
  // the table and the shell's gate (shared-auth's gate.ts, not its index, which reads the browser's storage)
  const gate = path.join(__dirname, '../../shared-auth/src/gate.ts');
  const { ROUTES, HOMES, showsPage } = await loadSource({
    stdin: { contents: `export * from ${JSON.stringify(routeTable)};\nexport { showsPage } from ${JSON.stringify(gate)};`, loader: 'ts', resolveDir: path.dirname(routeTable) },
  });
  return {
    // `anyone`: the shell's own gate shows the page to an anonymous visitor, so its remote may be hinted
    routes: ROUTES.map((route) => ({ path: route.path, remote: route.remote, page: route.page, antd: !route.plain, anyone: showsPage(route, null, null) })),
    home: { remote: HOMES.default.remote, page: HOMES.default.name, antd: !HOMES.default.plain, anyone: true },
  };
}

/**
 * The JS files the runtime loads for a chunk group: its chunks and, with `withShared`, for each shared module
 * they consume, the chunks this build provides it from (the shell's react, router, session store… are the
 * copies every remote uses, and the provided copy, not the consumer's fallback, is the one loaded).
 */
function filesOfGroup(compilation, group, { withShared }) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) if (module.constructor.name === 'ProvideSharedModule') provided.set(module._name, module);
  const files = new Set();
  const seen = new Set();
  const visit = (chunkGroup) => {
    if (!chunkGroup || seen.has(chunkGroup)) return;
    seen.add(chunkGroup);
    for (const chunk of chunkGroup.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js') || file.endsWith('.css')) files.add(file);
      if (!withShared) continue;
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name !== 'ConsumeSharedModule') continue;
        const provide = provided.get(module.options.shareKey);
        for (const block of provide?.blocks ?? []) visit(chunkGraph.getBlockChunkGroup(block));
      }
    }
  };
  visit(group);
  return [...files].sort();
}

/** The chunk groups started by `import()` calls inside `file` (a module resource path ending). */
const groupsImportedFrom = (compilation, ending) =>
  [...compilation.chunkGroups].flatMap((group) =>
    group.origins.filter((origin) => origin.module?.resource?.endsWith(ending)).map((origin) => ({ group, origin })),
  );

const emitJson = (compilation, name, value) =>
  compilation.emitAsset(name, new compilation.compiler.webpack.sources.RawSource(`${JSON.stringify(value)}\n`));

class RouteMapPlugin {
  constructor(routeTable) {
    this.routeTable = routeTable;
  }

  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteMapPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'RouteMapPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const table = await routeTableOf(this.routeTable);
        const entry = compilation.entrypoints.get('main');
        const bootstrap = groupsImportedFrom(compilation, `${path.sep}src${path.sep}index.ts`).find(({ origin }) => origin.request === './bootstrap');
        const antd = [...compilation.chunkGroups].find((group) => group.name === 'antd-provider');
        const entryFiles = new Set(entry ? filesOfGroup(compilation, entry, { withShared: false }) : []);
        const boot = bootstrap ? filesOfGroup(compilation, bootstrap.group, { withShared: true }).filter((f) => !entryFiles.has(f)) : [];
        const antdFiles = antd ? filesOfGroup(compilation, antd, { withShared: true }).filter((f) => !entryFiles.has(f) && !boot.includes(f)) : [];
        emitJson(compilation, 'routes.json', { ...table, boot, antd: antdFiles });
      });
    });
  }
}

const ANTD_SOURCE = /[\\/]node_modules[\\/]antd[\\/]/;

/** Whether a chunk group's own chunks (not those it loads later) hold a module of antd. */
function holdsAntd(compilation, group) {
  const resources = (module) => (module.modules ?? [module]).map((inner) => inner.resource ?? '');
  return group.chunks.some((chunk) =>
    [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some((module) => resources(module).some((resource) => ANTD_SOURCE.test(resource))),
  );
}

/**
 * A remote's page keys and the chunks of each, from the `import()` calls of its src/pages.ts; and a build error where
 * the shell's route table draws one of them without antd's provider while the page loads antd.
 */
class PageChunksPlugin {
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const pages = {};
        const withAntd = new Set();
        for (const { group, origin } of groupsImportedFrom(compilation, `${path.sep}src${path.sep}pages.ts`)) {
          const source = origin.module.originalSource()?.source().toString() ?? '';
          const line = source.split('\n')[(origin.loc?.start?.line ?? 0) - 1] ?? '';
          const key = /^\s*(\w+)\s*:/.exec(line)?.[1];
          if (!key) continue;
          pages[key] = filesOfGroup(compilation, group, { withShared: false });
          if (holdsAntd(compilation, group)) withAntd.add(key);
        }
        emitJson(compilation, 'page-chunks.json', pages);
        // the shell draws a route marked `plain` without antd's provider: a page of this remote behind such a route
        // must draw its first screen without antd (what it loads later, a dialog, brings its own provider)
        const { routes } = await routeTableOf(ROUTE_TABLE(path.join(__dirname, '../../shell')));
        for (const route of routes) {
          if (route.remote === compilation.outputOptions.uniqueName && !route.antd && withAntd.has(route.page)) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${route.path} is marked plain in the shell's route table, but its page ${route.page} loads antd`));
          }
        }
      });
    });
  }
}

module.exports = { PageChunksPlugin, RouteMapPlugin, routeTableOf, ROUTE_TABLE };
