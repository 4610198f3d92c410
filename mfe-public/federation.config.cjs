// What mfe-public offers the shell: a small, stable surface (architecture §1).
module.exports = {
  name: 'mfe_public',
  exposes: {
    './pages': './src/pages.ts',
    // what a served page draws when pressed, before the shell's frame (src/islands.ts)
    './islands': './src/islands.ts',
  },
};
