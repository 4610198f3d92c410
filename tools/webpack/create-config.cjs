// Builds the webpack config of the shell and of every remote, so they differ only in their
// federation options (kept in each app's federation.config.cjs).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedMap } = require('../../mf-shared.cjs');
const { RecordReleasePlugin, keepPrevious } = require('./releases.cjs');
const { PageChunksPlugin, ROUTE_TABLE, RouteMapPlugin } = require('./route-map.cjs');
const { ServerEntryPlugin } = require('./server-entry.cjs');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { AntdStylesPlugin } = require('./antd-styles.cjs');
const { OfflineFilesPlugin } = require('./offline-files.cjs');
const { PureSchemasPlugin } = require('./pure-schemas.cjs');
const CopyPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');

const ROOT = path.resolve(__dirname, '../..');
const SHARED_SOURCES = ['shared-api', 'shared-auth', 'shared-ui'].map((p) => path.join(ROOT, p, 'src'));

/**
 * scripts/build.mjs runs each build as a child and draws its progress from these messages. The plugin is
 * taken from the compiler's own webpack: pnpm may install more than one copy, and hooks belong to one.
 */
function progressToParent() {
  if (process.env.BUILD_PROGRESS !== 'ipc' || typeof process.send !== 'function') return [];
  let last = -1;
  const report = (fraction) => {
    const percent = Math.floor(fraction * 100);
    if (percent === last) return;
    last = percent;
    process.send({ progress: fraction });
  };
  return [{ apply: (compiler) => new compiler.webpack.ProgressPlugin(report).apply(compiler) }];
}

/**
 * The runtime plugin that hands the shell's federation runtime to the remotes (experiments.externalRuntime).
 * The option `provideExternalRuntime` adds it by its CommonJS file, which brings a second, CommonJS copy of
 * the runtime beside the ES one the shell already has (+24 KB gzip); its ES module file shares the one copy.
 */
function injectRuntimeCore() {
  const enhanced = require.resolve('@module-federation/enhanced/webpack');
  const plugin = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhanced] });
  return path.join(path.dirname(plugin), 'index.js');
}

/** The server's files and the build's own notes, never asked by a browser: not precached. */
const NOT_PRECACHED = [/^server\//, /^server\.json$/, /^index\.html$/, /^mf-(stats|manifest)\.json$/, /^routes\.json$/, /\.LICENSE\.txt$/, /^\.releases\.json$/];

/**
 * The regent's installable app, built with the shell (issue #29): its manifest and icons (src/pwa), and its
 * service worker (src/sw/regent-sw.ts), into which Workbox writes the list of this build's shell files.
 */
function regentAppPlugins(dir) {
  return [
    new CopyPlugin({ patterns: [{ from: path.join(dir, 'src/pwa'), to: 'pwa' }, { from: path.join(dir, 'src/pwa/regente.webmanifest'), to: 'regente.webmanifest' }] }),
    new InjectManifest({
      swSrc: path.join(dir, 'src/sw/regent-sw.ts'),
      swDest: 'sw-regente.js',
      exclude: NOT_PRECACHED,
      // hashed names need no revision of their own
      dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.(js|css)$/,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    }),
  ];
}

/**
 * @param {object} options
 * @param {string} options.dir        the app folder
 * @param {object} options.federation the app's federation options (name, exposes, …)
 * @param {boolean} [options.host]    the shell
 * @param {number} options.port       dev-server port
 * @param {string} options.title      page title of the standalone page
 * @param {boolean} [options.offline] a remote an installed app keeps: its build lists its files (offline-files.cjs)
 */
function createConfig({ dir, federation, host = false, port, title, offline = false }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const extractCss = production && host;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      // PROFILE_SOURCE_MAPS=1: a production build with source maps, to read a browser's CPU profile by source file
      devtool: production ? (process.env.PROFILE_SOURCE_MAPS ? 'source-map' : false) : 'eval-cheap-module-source-map',
      // development (the dev servers) keeps webpack's filesystem cache between runs; a production build never
      // does: a shell rebuilt from it after a change (or after a reinstall) came out blank, its shared
      // react-router-dom without createBrowserRouter, while a build from nothing is right every time
      cache: production
        ? false
        : {
            type: 'filesystem',
            name: 'development',
            buildDependencies: {
              config: [
                __filename,
                path.join(dir, 'webpack.config.cjs'),
                path.join(dir, 'federation.config.cjs'),
                path.join(ROOT, 'mf-shared.cjs'),
                path.join(ROOT, 'pnpm-lock.yaml'),
              ],
            },
          },
      output: {
        path: path.join(dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        uniqueName: federation.name,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        // the chunks of the last releases stay, for pages opened before this one (releases.cjs)
        clean: production ? { keep: keepPrevious(path.join(dir, 'dist')) } : true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            include: [path.join(dir, 'src'), ...SHARED_SOURCES],
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              // the shell's frame CSS is a stylesheet of its own in production: not JS to download and run, and
              // on a served page the same rules are already in the page (served-pages.ts)
              extractCss ? MiniCssExtractPlugin.loader : 'style-loader',
              'css-loader',
              // minified: its comments and spaces are not downloaded
              ...(production ? [{ loader: require.resolve('esbuild-loader'), options: { minify: true } }] : []),
            ],
          },
        ],
      },
      plugins: [
        ...(extractCss ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' })] : []),
        new ModuleFederationPlugin({
          filename: 'remoteEntry.js',
          shared: sharedMap(dir),
          dts: false,
          dev: false,
          manifest: true,
          shareStrategy: 'loaded-first',
          // one copy of the federation runtime per page: the shell provides it, each remote uses the shell's
          // instead of carrying its own in its remoteEntry.js (see injectRuntimeCore)
          ...(host ? { runtimePlugins: [injectRuntimeCore()] } : { experiments: { externalRuntime: true } }),
          ...federation,
        }),
        // the shell's page carries the portal's icon (<link rel="icon" href="/favicon.svg">)
        new HtmlWebpackPlugin({ template: path.join(ROOT, 'tools/webpack/index.html'), title, favicon: host && path.join(dir, 'src/favicon.svg') }),
        ...progressToParent(),
        // a page that reads a constant beside shared-api's schemas does not download Zod (pure-schemas.cjs)
        new PureSchemasPlugin(),
        // the pages this app renders on the server (src/server.tsx, if it has one)
        ...(production ? [new ServerEntryPlugin(dir, { ownCssOnly: host }), new RecordReleasePlugin()] : []),
        host ? new RouteMapPlugin(ROUTE_TABLE(dir)) : new PageChunksPlugin(),
        // a remote's antd styles as a stylesheet, so its pages skip antd's run-time styles (antd-styles.cjs)
        ...(production && !host ? [new AntdStylesPlugin()] : []),
        ...(production && offline ? [new OfflineFilesPlugin()] : []),
        ...(production && host ? regentAppPlugins(dir) : []),
      ],
      optimization: {
        runtimeChunk: false,
        moduleIds: 'deterministic',
        // SWC's minifier (already installed with swc-loader): the same gzip sizes as terser in a third of the time
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      // the manifest plugin's note on publicPath 'auto' is expected for remotes; real problems are errors
      infrastructureLogging: { level: 'error' },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // the API, and the built remotes it serves
        proxy: [{ context: ['/api', '/remotes'], target: 'http://localhost:8080' }],
        // `pnpm dev` (scripts/dev.mjs) gives the remote map: remotes in development from their dev servers
        setupMiddlewares: (middlewares) => {
          const map = process.env.PORTAL_DEV_REMOTES;
          if (map) {
            middlewares.unshift({
              name: 'portal-dev-remotes',
              path: '/remotes.json',
              middleware: (_request, response) => {
                response.setHeader('Content-Type', 'application/json');
                response.setHeader('Cache-Control', 'no-store');
                response.end(map);
              },
            });
          }
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createConfig, ROOT };
