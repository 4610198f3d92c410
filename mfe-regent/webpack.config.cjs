const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  federation: require('./federation.config.cjs'),
  port: 3004,
  title: 'Madera Legal — Área de regentes',
  // the regent's installed app keeps its live release whole (shell/src/sw/regent-sw.ts)
  offline: true,
});
