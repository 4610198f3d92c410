// What mfe-admin offers the shell: a small, stable surface (architecture §1).
module.exports = {
  name: 'mfe_admin',
  exposes: {
    './pages': './src/pages.ts',
    './Home': './src/home/home.tsx',
  },
};
