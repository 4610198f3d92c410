const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  federation: require('./federation.config.cjs'),
  host: true,
  port: 3000,
  title: 'Madera Legal — Certificación de madera legal',
});
