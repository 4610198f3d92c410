// What mfe-regent offers the shell: a small, stable surface (architecture §1).
module.exports = {
  name: 'mfe_regent',
  exposes: {
    './pages': './src/pages.ts',
    './Home': './src/home/home.tsx',
  },
};
