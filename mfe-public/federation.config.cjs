// What mfe-public offers the shell: a small, stable surface (architecture §1).
module.exports = {
  name: 'mfe_public',
  exposes: {
    './pages': './src/pages.ts',
  },
};
