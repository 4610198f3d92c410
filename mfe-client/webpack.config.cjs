const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  federation: require('./federation.config.cjs'),
  port: 3003,
  title: 'Madera Legal — Área de clientes',
});
