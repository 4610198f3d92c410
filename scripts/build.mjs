// Builds each front end whose inputs changed since its last build (`pnpm start` runs this first).
// An app's stamp is a hash of its sources, the shared packages, the build configuration and the lockfile.
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell', 'mfe-public', 'mfe-admin', 'mfe-client', 'mfe-regent', 'mfe-chat'];
const COMMON = ['shared-api/src', 'shared-auth/src', 'shared-ui/src', 'tools/webpack', 'mf-shared.cjs', 'pnpm-lock.yaml'];
const PARALLEL = Number(process.env.BUILD_PARALLEL ?? 2);
const force = process.argv.includes('--force');

function files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !/\.test\.tsx?$/.test(d.name))
    .map((d) => path.join(d.parentPath, d.name))
    .sort();
}

function stampOf(app) {
  const hash = createHash('sha256');
  for (const entry of [`${app}/src`, `${app}/webpack.config.cjs`, `${app}/federation.config.cjs`, `${app}/package.json`, ...COMMON]) {
    for (const file of files(entry)) hash.update(path.relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

const stampFile = (app) => path.join(root, app, 'dist', '.build-stamp');

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(root, app, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
      cwd: path.join(root, app),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${app}: webpack terminó con código ${code}`));
      console.log(`  ${app} construido en ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

const stale = APPS.map((app) => ({ app, stamp: stampOf(app) })).filter(
  ({ app, stamp }) => force || !existsSync(stampFile(app)) || readFileSync(stampFile(app), 'utf8') !== stamp,
);
if (stale.length === 0) {
  console.log('Front ends al día.');
} else {
  console.log(`Construyendo: ${stale.map((s) => s.app).join(', ')}`);
  const queue = [...stale];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await build(next.app);
      writeFileSync(stampFile(next.app), next.stamp);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, stale.length) }, worker));
}
