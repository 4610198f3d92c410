// The one shared map of the portal (architecture §3): only what must be a single instance.
// antd itself, its icons, shared-ui, shared-api, ky and final-form are NOT shared: each app
// bundles, tree-shaken, only what it imports.
const path = require('node:path');

const ANTD_CONTEXT_MODULES = [
  'antd/es/config-provider/context',
  'antd/es/locale/context',
  'antd/es/theme/context',
  'antd/es/config-provider/DisabledContext',
  'antd/es/config-provider/SizeContext',
  'antd/es/form/validateMessagesContext',
];

function versionOf(pkg, appDir) {
  const file = require.resolve(`${pkg}/package.json`, { paths: [appDir] });
  return require(file).version;
}

function singleton(version, extra = {}) {
  return { singleton: true, version, requiredVersion: `^${version}`, ...extra };
}

/** @param {string} appDir the app's folder, where its dependencies resolve */
function sharedMap(appDir) {
  const v = (pkg) => versionOf(pkg, appDir);
  const shared = {
    react: singleton(v('react')),
    'react/': singleton(v('react')),
    'react-dom': singleton(v('react-dom')),
    'react-dom/': singleton(v('react-dom')),
    zustand: singleton(v('zustand')),
    // a workspace range is not semver: the version comes from the package's own package.json
    '@portal/shared-auth': singleton(require(path.join(__dirname, 'shared-auth/package.json')).version),
    // the router's one instance: the names the apps use (shared-auth/src/router.ts), not react-router-dom whole
    '@portal/shared-auth/router': singleton(require(path.join(__dirname, 'shared-auth/package.json')).version),
    '@ant-design/cssinjs': singleton(v('@ant-design/cssinjs')),
  };
  const antd = v('antd');
  for (const request of ANTD_CONTEXT_MODULES) {
    shared[request] = singleton(antd, { allowNodeModulesSuffixMatch: true });
  }
  return shared;
}

module.exports = { sharedMap, ANTD_CONTEXT_MODULES };
