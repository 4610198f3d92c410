// Releasing one role area on its own, and taking it back:
//
//   npm run release -- <area>     builds mfe-<area> and copies the build into releases/<area>/<version>/
//                                 (a new folder, never changed afterwards), then makes it the live one
//   npm run rollback -- <area>    makes the release before the live one live again
//
// The API reads releases/<area>/history.json on every request of /remotes.json, so a release or a rollback
// reaches the next page load without rebuilding the shell or restarting the API; pages opened before keep
// loading their chunks from their own release's folder, which stays. A release is refused when the remote's
// shared singletons (react, react-router, zustand, the session store, antd's contexts…) could not run with
// those the built shell provides. Both print which live remotes were built from older shared packages.
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildStale, sharedPackagesStamp } from './build.mjs';
import { createSteps } from './lib/steps.mjs';
import { ROOT, ensureInstalled } from './lib/workspace.mjs';

export const AREAS = ['public', 'admin', 'client', 'regent', 'chat'];
const RELEASES = path.join(process.env.WEB_ROOT ? path.resolve(process.env.WEB_ROOT) : ROOT, 'releases');

const historyFile = (area) => path.join(RELEASES, area, 'history.json');
const readJson = (file, fallback) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback);

/** Written whole or not at all: the API may read it at any moment. */
function writeJsonAtomically(file, value) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 1)}\n`);
  renameSync(temporary, file);
}

/** The major part that must agree for two versions of a singleton to share one copy (0.x: the minor too). */
const compatiblePart = (version) => {
  const [major = '0', minor = '0'] = String(version).replace(/^[^\d]*/, '').split('.');
  return major === '0' ? `0.${minor}` : major;
};

/**
 * The shared singletons of `remote`'s manifest that the shell's cannot stand in for: missing from the shell,
 * or of another major version; and the federation runtime, which a remote takes from the shell
 * (experiments.externalRuntime, tools/webpack/create-config.cjs). Answers one Spanish line per problem.
 */
export function incompatibleSingletons(shellManifest, remoteManifest) {
  const provided = new Map((shellManifest.shared ?? []).map((s) => [s.name, s]));
  const runtime = [shellManifest.metaData?.pluginVersion, remoteManifest.metaData?.pluginVersion];
  const runtimeProblem =
    runtime.every(Boolean) && compatiblePart(runtime[0]) !== compatiblePart(runtime[1])
      ? [`la federación de módulos: el remoto se construyó con ${runtime[1]}, el shell publicado provee ${runtime[0]}`]
      : [];
  return runtimeProblem.concat(
    (remoteManifest.shared ?? [])
    .filter((s) => s.singleton)
    .flatMap((s) => {
      const shell = provided.get(s.name);
      if (!shell) return [`${s.name} ${s.version}: el shell publicado no lo comparte`];
      if (compatiblePart(shell.version) !== compatiblePart(s.version)) return [`${s.name}: el remoto usa ${s.version}, el shell publicado ${shell.version}`];
      return [];
    }),
  );
}

/** The live remotes built from other shared packages than the workspace's (by their release record). */
function staleLiveRemotes(current) {
  return AREAS.flatMap((area) => {
    const history = readJson(historyFile(area), undefined);
    const live = history?.versions.find((v) => v.version === history.live);
    return live && live.shared !== current ? [`${area} (${live.version})`] : [];
  });
}

function reportStale(steps, current = sharedPackagesStamp()) {
  const stale = staleLiveRemotes(current);
  if (stale.length > 0) steps.title(`  ! Publicados con shared-api/shared-auth/shared-ui anteriores a los actuales: ${stale.join(', ')}`);
}

/** `<date>-<time>-<shared packages>`, e.g. 20261124-012345-3f9a1c. */
function versionName(at, shared) {
  return `${at.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-')}-${shared.slice(0, 6)}`;
}

export async function release(area, steps) {
  const started = Date.now();
  await ensureInstalled({ needs: 'run' });
  // the remote only: the live shell stays as it is (its manifest is what the release must fit)
  await buildStale({ steps, only: [`mfe-${area}`] });
  const dist = path.join(ROOT, `mfe-${area}`, 'dist');
  const manifest = readJson(path.join(dist, 'mf-manifest.json'), undefined);
  const shellManifest = readJson(path.join(ROOT, 'shell', 'dist', 'mf-manifest.json'), undefined);
  if (!manifest || !shellManifest) throw new Error('Falta la construcción del shell o del remoto');
  const problems = incompatibleSingletons(shellManifest, manifest);
  if (problems.length > 0) throw new Error(`Publicación rechazada: ${problems.join('; ')}`);

  // this build's own files (the dist folder also keeps earlier builds' chunks for open tabs)
  const records = readJson(path.join(dist, '.releases.json'), []);
  const files = records.at(-1)?.files ?? [];
  if (!files.includes('mf-manifest.json')) throw new Error(`${dist}/.releases.json no describe esta construcción`);
  const at = new Date();
  const shared = sharedPackagesStamp();
  const version = versionName(at, shared);
  const target = path.join(RELEASES, area, version);
  mkdirSync(target, { recursive: true });
  for (const file of files) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    copyFileSync(path.join(dist, file), path.join(target, file));
  }
  const history = readJson(historyFile(area), { live: '', versions: [] });
  history.versions.push({ version, at: at.toISOString(), shared });
  history.live = version;
  writeJsonAtomically(historyFile(area), history);
  steps.done(`mfe-${area} ${version} publicado (releases/${area}/${version}, ${files.length} archivos)`, started);
  reportStale(steps, shared);
  return version;
}

export function rollback(area, steps) {
  const started = Date.now();
  const history = readJson(historyFile(area), undefined);
  const index = history ? history.versions.findIndex((v) => v.version === history.live) : -1;
  if (index < 1) throw new Error(`mfe-${area} no tiene una publicación anterior a la actual a la cual volver`);
  const previous = history.versions[index - 1].version;
  writeJsonAtomically(historyFile(area), { ...history, live: previous });
  steps.done(`mfe-${area} vuelve a ${previous} (antes ${history.live})`, started);
  reportStale(steps);
  return previous;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, 'scripts', 'release.mjs')) {
  const steps = createSteps();
  const back = process.argv.includes('--rollback');
  const [area] = process.argv.slice(2).filter((arg) => !arg.startsWith('--')).map((arg) => arg.replace(/^mfe-/, ''));
  if (!AREAS.includes(area)) {
    steps.fail(`Indique el área: npm run ${back ? 'rollback' : 'release'} -- <${AREAS.join('|')}>`);
    process.exit(2);
  }
  try {
    if (back) rollback(area, steps);
    else await release(area, steps);
  } catch (error) {
    steps.fail(error.message);
    process.exit(1);
  }
}
