// Compiles the server once into dist/server.cjs (and the migration command into dist/migrate.cjs), so a start runs plain JavaScript (no TypeScript at run time).
// Packages stay external and load from api/node_modules (PGlite finds its wasm beside its own files);
// the workspace's TypeScript (shared-api) is bundled in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter((name) => !name.startsWith('@portal/'));

await build({
  absWorkingDir: dir,
  // the server, `npm run migrate`, `npm run backup` / `npm run restore` (backup-cli), and the worker thread of the
  // due-diligence files' PDFs
  entryPoints: ['src/server.ts', 'src/migrate.ts', 'src/backup-cli.ts', 'src/dossier-pdf-worker.ts'],
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
