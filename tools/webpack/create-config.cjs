// Builds the webpack config of the shell and of every remote, so they differ only in their
// federation options (kept in each app's federation.config.cjs).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedMap } = require('../../mf-shared.cjs');

const ROOT = path.resolve(__dirname, '../..');
const SHARED_SOURCES = ['shared-api', 'shared-auth', 'shared-ui'].map((p) => path.join(ROOT, p, 'src'));

/**
 * @param {object} options
 * @param {string} options.dir        the app folder
 * @param {object} options.federation the app's federation options (name, exposes, …)
 * @param {boolean} [options.host]    the shell
 * @param {number} options.port       dev-server port
 * @param {string} options.title      page title of the standalone page
 */
function createConfig({ dir, federation, host = false, port, title }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        uniqueName: federation.name,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        clean: true,
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
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          filename: 'remoteEntry.js',
          shared: sharedMap(dir),
          dts: false,
          dev: false,
          manifest: true,
          shareStrategy: 'loaded-first',
          ...federation,
        }),
        // the shell's page carries the portal's icon (<link rel="icon" href="/favicon.svg">)
        new HtmlWebpackPlugin({ template: path.join(ROOT, 'tools/webpack/index.html'), title, favicon: host && path.join(dir, 'src/favicon.svg') }),
      ],
      optimization: { runtimeChunk: false, moduleIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes.json'], target: 'http://localhost:8080' }],
      },
    };
  };
}

module.exports = { createConfig, ROOT };
