import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CURRENT_RELEASE_KEY as REGENT_CURRENT_RELEASE, PAGE_CACHE as REGENT_PAGE_CACHE, RELEASE_CACHE_PREFIX as REGENT_RELEASE_PREFIX } from '../../shared-api/src/regent-app';
import { DEMO, logIn, preloadHintsOf, reachFor } from '../tests/helpers';
import { FRESH_CLONE_PORT as PORT } from '../playwright.fresh-clone.config';

const ROOT = path.resolve(__dirname, '../..');

/** A clone of this repository, with the working tree's uncommitted changes laid over it (what is being tested). */
function cloneRepository(into: string) {
  execFileSync('git', ['clone', '-q', ROOT, into]);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  // changed since the last commit (staged or not), and new files
  for (const file of [...git('diff', '-z', '--name-only', 'HEAD'), ...git('ls-files', '-z', '--others', '--exclude-standard')]) {
    if (!existsSync(path.join(ROOT, file))) {
      rmSync(path.join(into, file), { force: true });
      continue;
    }
    mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(into, file));
  }
}

/** Every app `npm start` builds, by its folder (scripts/build.mjs). */
const APPS = ['api', 'shell', 'mfe-public', 'mfe-admin', 'mfe-client', 'mfe-regent', 'mfe-chat'];

/**
 * With FRESH_CLONE_BUILDS=reuse (npm test, when a second pass on the machine's own Node.js builds a fresh clone), the
 * clone starts with this workspace's builds: each app's folder with its stamp, which `npm start` checks against the
 * clone's sources as always, so a build of other sources is still rebuilt. `reuse-except:<app>` reuses every build
 * but that app's, which the first start builds from nothing (the machine's own Node.js builds the shell that way).
 */
const [reuseMode, builtAnyway] = (process.env.FRESH_CLONE_BUILDS ?? '').split(':');
const reusedApps = reuseMode === 'reuse' ? APPS : reuseMode === 'reuse-except' ? APPS.filter((app) => app !== builtAnyway) : [];
const builtApps = APPS.filter((app) => !reusedApps.includes(app));

/** The README's first code block, the two commands a newcomer runs, each as its words. */
function readmeCommands(clone: string): string[][] {
  const block = /```sh\n([\s\S]*?)```/.exec(readFileSync(path.join(clone, 'README.md'), 'utf8'));
  if (!block) throw new Error('El README no tiene un bloque de órdenes');
  return block[1].trim().split('\n').map((line) => line.trim().split(/\s+/));
}

/**
 * The machine's own network settings, which a newcomer's shell has as well: its certificate authorities and proxies.
 * Without them npm (on Node 24) spends a minute failing to reach the registry before it reads its cache.
 */
function networkSettings(): NodeJS.ProcessEnv {
  const names = ['NODE_EXTRA_CA_CERTS', 'SSL_CERT_FILE', 'SSL_CERT_DIR', 'HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy'];
  return Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
}

/** A folder holding only node, npm and the shell npm runs scripts with: no pnpm, nothing else. */
function bareBin(into: string): string {
  const npm = (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, 'npm'))
    .find((file) => existsSync(file));
  if (!npm) throw new Error('npm no está en el PATH');
  mkdirSync(into);
  symlinkSync(process.execPath, path.join(into, 'node'));
  symlinkSync(realpathSync(npm), path.join(into, 'npm'));
  symlinkSync('/bin/sh', path.join(into, 'sh'));
  return into;
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function npmStart(cwd: string, env: NodeJS.ProcessEnv, args = ['start']): Started {
  let output = '';
  const child = spawn('npm', args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits for a line of the output, failing with the whole output when the process ends first. */
async function waitFor(started: Started, text: string, timeoutMs: number): Promise<number> {
  const since = Date.now();
  let ended = false;
  void started.exited.then(() => (ended = true));
  while (!started.output().includes(text)) {
    if (ended) throw new Error(`npm start terminó sin «${text}»:\n${started.output()}`);
    if (Date.now() - since > timeoutMs) throw new Error(`npm start no mostró «${text}» en ${timeoutMs / 1000} s:\n${started.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return Date.now() - since;
}

/** The files a route's HTML names in preload hints, after checking that each one is served (no 404). */
async function preloadHints(route: string): Promise<string[]> {
  const html = await (await fetch(`http://localhost:${PORT}${route}`)).text();
  const hrefs = preloadHintsOf(html);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const response = await fetch(`http://localhost:${PORT}${href}`);
    expect(response.status, href).toBe(200);
    // read to the end: an answer left unread keeps its connection busy
    await response.arrayBuffer();
  }
  return hrefs;
}

/** The main heading of the page the server rendered into a route's first response (#root[data-served]). */
async function servedHeading(route: string): Promise<string | undefined> {
  const html = await (await fetch(`http://localhost:${PORT}${route}`)).text();
  return /<div id="root" data-served>[\s\S]*?<h1>([^<]*)<\/h1>/.exec(html)?.[1];
}

/** Ctrl+C, as a person stops it: SIGINT to the whole process group. */
async function interrupt(started: Started) {
  process.kill(-started.child.pid!, 'SIGINT');
  await Promise.race([started.exited, new Promise((_, reject) => setTimeout(() => reject(new Error('npm start no se detuvo con Ctrl+C')), 20_000))]);
}

// One clone for both journeys: the second goes on from the portal the first left running (warm). On a machine
// whose own Node.js is not the LTS, `npm test` also runs the first alone on it (@first-start).
test.describe.configure({ mode: 'serial' });

let work: string;
let clone: string;
let env: NodeJS.ProcessEnv;
const started: Started[] = [];
let warm: Started;
let coldMs: number;
let warmMs: number;

test.afterAll(() => {
  for (const s of started) {
    try {
      process.kill(-s.child.pid!, 'SIGKILL');
    } catch {
      /* already stopped */
    }
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

const FIRST_START =
  'npm start on a fresh clone, with only node and npm on the PATH, installs, builds, serves the portal and logs in; a second start on its port is refused; after Ctrl+C a second start reuses everything';

test(FIRST_START, { tag: '@first-start' }, async ({ page }, testInfo) => {
  work = mkdtempSync(path.join(tmpdir(), 'portal-clone-'));
  clone = path.join(work, 'madera-legal');
  cloneRepository(clone);
  const bin = bareBin(path.join(work, 'bin'));
  env = { HOME: process.env.HOME, PATH: bin, LANG: 'C.UTF-8', PORT: String(PORT), ...networkSettings() };
  expect(spawnSync('pnpm', ['--version'], { env }).error, 'pnpm no debe estar al alcance').toBeTruthy();

  // the README's first block is the two commands, and its first is what runs here, as written
  const commands = readmeCommands(clone);
  expect(commands).toEqual([
    ['npm', 'start'],
    ['npm', 'test'],
  ]);
  // first start: nothing installed, nothing built (or this workspace's builds, see reusedApps), no database
  for (const app of reusedApps) cpSync(path.join(ROOT, app, 'dist'), path.join(clone, app, 'dist'), { recursive: true });
  const cold = npmStart(clone, env, commands[0].slice(1));
  started.push(cold);
  coldMs = await waitFor(cold, `Madera Legal está listo en http://localhost:${PORT}`, 15 * 60_000);
  await testInfo.attach('npm-start-cold.txt', { body: cold.output(), contentType: 'text/plain' });
  const shown = cold.output();
  expect(shown).toContain('Dependencias instaladas con pnpm@');
  if (builtApps.length === 0) {
    expect(shown).toContain('Aplicaciones al día');
  } else {
    // each front end's bar (webpack's progress); the server is built by esbuild, without one
    for (const app of builtApps.filter((name) => name !== 'api')) expect(shown).toMatch(new RegExp(`${app} +█{20} 100 % listo en`));
    expect(shown).toContain(builtApps.length === 1 ? '1 aplicación construida' : `${builtApps.length} aplicaciones construidas`);
  }
  expect(shown).toMatch(/Base de datos creada \(\d+ migraciones\)/);
  expect(shown).toContain('Datos de demostración listos');
  for (const email of Object.values(DEMO)) expect(shown).toContain(email);
  expect(shown).toContain('contraseña Demo1234!');
  expect(shown).toContain(`Datos: ${path.join(clone, 'data')}`);
  expect(shown).toContain('Detener: Ctrl+C');

  await logIn(page, DEMO.Administrador);

  // a second portal on the same port stops at once, naming the process and another port
  const second = npmStart(clone, env);
  expect(await second.exited).toBe(1);
  expect(second.output()).toMatch(new RegExp(`El puerto ${PORT} está en uso por el proceso \\d+ \\(.*server\\.cjs.*\\)\\. .*PORT=${PORT + 1} npm start`));

  await interrupt(cold);
  expect(cold.output()).toContain('Portal detenido.');
  await expect(fetch(`http://localhost:${PORT}/api/health`)).rejects.toThrow();

  // warm start: nothing to install, build or migrate
  warm = npmStart(clone, env);
  started.push(warm);
  warmMs = await waitFor(warm, 'está listo en', 60_000);
  await testInfo.attach('npm-start-warm.txt', { body: warm.output(), contentType: 'text/plain' });
  expect(warm.output()).toContain('Dependencias al día');
  expect(warm.output()).toContain('Aplicaciones al día');
  expect(warm.output()).toMatch(/Base de datos al día \(\d+ migraciones\)/);

  console.log(`npm start en un clon nuevo: ${(coldMs / 1000).toFixed(1)} s en frío, ${(warmMs / 1000).toFixed(1)} s la segunda vez`);
});

test('a release keeps open pages working; releases and rollbacks of one remote reach an open page, the served pages and the regent\'s installed app, never the shell; npm run dev serves one remote with hot reload', async ({ page }, testInfo) => {
  test.setTimeout(15 * 60_000);
  // a release of mfe-public while a visitor's page is open: its next screen still loads, from the previous release's chunks
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Certificación de Madera Legal' })).toBeVisible();
  // the visitor reaches for the served page: the shell runs it, with this release's remote
  await reachFor(page);
  const about = path.join(clone, 'mfe-public/src/about/about-page.tsx');
  const title = 'Acerca de la certificación de madera legal';
  writeFileSync(about, readFileSync(about, 'utf8').replace(`<h1>${title}</h1>`, `<h1>${title} (nueva versión)</h1>`));
  const release = spawnSync('node', ['scripts/build.mjs', 'mfe-public'], { cwd: clone, env, encoding: 'utf8' });
  expect(release.status, release.stdout + release.stderr).toBe(0);
  await page.getByRole('link', { name: 'Nosotros' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `${title} (nueva versión)` })).toBeVisible();

  // the shell rebuilt after a change (an incremental production build) still runs: a persistent webpack
  // cache once made this build a blank page
  const texts = path.join(clone, 'shell/src/texts.ts');
  writeFileSync(texts, readFileSync(texts, 'utf8').replace("register: 'Registrarse',", "register: 'Registrarse ahora',"));
  const shellRelease = spawnSync('node', ['scripts/build.mjs', 'shell'], { cwd: clone, env, encoding: 'utf8' });
  expect(shellRelease.status, shellRelease.stdout + shellRelease.stderr).toBe(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Certificación de Madera Legal' })).toBeVisible();
  await reachFor(page);
  await expect(page.getByRole('link', { name: 'Registrarse ahora' })).toBeVisible();

  // versioned releases of one remote: each in a folder of its own, live at the next page load, with no shell
  // build and no restart; a page opened before keeps working; a rollback brings the previous one back
  const releaseWith = (text: string) => {
    writeFileSync(about, readFileSync(about, 'utf8').replace(/<h1>[^<]*<\/h1>/, `<h1>${text}</h1>`));
    const released = spawnSync('npm', ['run', 'release', '--', 'public'], { cwd: clone, env, encoding: 'utf8' });
    expect(released.status, released.stdout + released.stderr).toBe(0);
    expect(released.stdout).toMatch(/mfe-public \d{8}-\d{6}-\w+ publicado/);
  };
  const shellBuilt = readFileSync(path.join(clone, 'shell/dist/index.html'), 'utf8');
  releaseWith('Acerca de: primera publicación');
  const fromReleases: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/releases/public/')) fromReleases.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Certificación de Madera Legal' })).toBeVisible();
  await reachFor(page);
  expect(fromReleases.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  releaseWith('Acerca de: segunda publicación');
  // the open page runs the first release and loads its next screen, never seen before, from that release's folder
  await page.getByRole('link', { name: 'Nosotros' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acerca de: primera publicación' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Acerca de: segunda publicación' })).toBeVisible();
  // the page's preload hints name the live release's files, every one of them there
  const secondHints = await preloadHints('/AcercaDe');
  const [, secondRelease] = secondHints.find((href) => href.startsWith('/releases/public/'))!.match(/^\/releases\/public\/([^/]+)\//)!;
  expect(secondHints.filter((href) => href.startsWith('/releases/public/')).every((href) => href.startsWith(`/releases/public/${secondRelease}/`))).toBe(true);
  // and the page arrives rendered by the live release's own server entry
  expect(await servedHeading('/AcercaDe')).toBe('Acerca de: segunda publicación');
  const rolledBack = spawnSync('npm', ['run', 'rollback', '--', 'public'], { cwd: clone, env, encoding: 'utf8' });
  expect(rolledBack.status, rolledBack.stdout + rolledBack.stderr).toBe(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Acerca de: primera publicación' })).toBeVisible();
  const firstHints = (await preloadHints('/AcercaDe')).filter((href) => href.startsWith('/releases/public/'));
  expect(firstHints.length).toBeGreaterThan(2);
  expect(firstHints.some((href) => href.startsWith(`/releases/public/${secondRelease}/`))).toBe(false);
  expect(await servedHeading('/AcercaDe')).toBe('Acerca de: primera publicación');
  expect(readFileSync(path.join(clone, 'shell/dist/index.html'), 'utf8')).toBe(shellBuilt);

  // the regent's installed app keeps the live release of mfe-regent: a release of that area alone reaches it on
  // its next online start, a rollback too, offline it starts from the one release it kept, and the shell is untouched
  const regentTexts = path.join(clone, 'mfe-regent/src/texts.ts');
  const regentRelease = (command: 'release' | 'rollback', intro?: string) => {
    if (intro) writeFileSync(regentTexts, readFileSync(regentTexts, 'utf8').replace(/intro: '[^']*',/, `intro: '${intro}',`));
    const done = spawnSync('npm', ['run', command, '--', 'regent'], { cwd: clone, env, encoding: 'utf8' });
    expect(done.status, done.stdout + done.stderr).toBe(0);
  };
  const phone = await page.context().browser()!.newContext({ baseURL: `http://localhost:${PORT}`, locale: 'es-CR' });
  const regent = await phone.newPage();
  await logIn(regent, DEMO.Regente);
  await regent.setViewportSize({ width: 375, height: 812 });
  const keptRelease = () => regent.evaluate(async ([cache, key]) => (await (await caches.open(cache)).match(key))?.text(), [REGENT_PAGE_CACHE, REGENT_CURRENT_RELEASE]);
  const keptCaches = () => regent.evaluate(async (prefix) => (await caches.keys()).filter((name) => name.startsWith(prefix)), REGENT_RELEASE_PREFIX);
  const startsWith = async (intro: string, release: string) => {
    await regent.goto('/DashboardRegent');
    await expect(regent.getByText(intro)).toBeVisible();
    await expect.poll(keptRelease, { timeout: 60_000 }).toContain(`/releases/regent/${release}/`);
    // one release kept, never files of two
    expect(await keptCaches()).toHaveLength(1);
    await phone.setOffline(true);
    await regent.reload();
    await expect(regent.getByText(intro)).toBeVisible();
    await phone.setOffline(false);
  };
  const liveRegent = () => (JSON.parse(readFileSync(path.join(clone, 'releases/regent/history.json'), 'utf8')) as { live: string }).live;
  regentRelease('release', 'Proyectos: primera publicación');
  const firstRegent = liveRegent();
  await startsWith('Proyectos: primera publicación', firstRegent);
  regentRelease('release', 'Proyectos: segunda publicación');
  expect(liveRegent()).not.toBe(firstRegent);
  await startsWith('Proyectos: segunda publicación', liveRegent());
  regentRelease('rollback');
  expect(liveRegent()).toBe(firstRegent);
  await startsWith('Proyectos: primera publicación', firstRegent);
  expect(readFileSync(path.join(clone, 'shell/dist/index.html'), 'utf8')).toBe(shellBuilt);
  await phone.close();

  await interrupt(warm);

  // a team working on mfe-public alone: `npm run dev -- public` serves the shell and that remote with hot
  // reload (the others from their build, through an API it starts); a saved change shows without a build
  const dev = npmStart(clone, { ...env, PORT: undefined }, ['run', 'dev', '--', 'public']);
  started.push(dev);
  await waitFor(dev, 'Portal en desarrollo: http://localhost:3000', 5 * 60_000);
  await testInfo.attach('npm-run-dev.txt', { body: dev.output(), contentType: 'text/plain' });
  const fromDevServer: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://localhost:3001/')) fromDevServer.push(request.url());
  });
  await expect(async () => {
    await page.goto('http://localhost:3000/AcercaDe');
    // the source as it is now (the dev server builds it), not the live release
    await expect(page.getByRole('heading', { level: 1, name: 'Acerca de: segunda publicación' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
  expect(fromDevServer.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  writeFileSync(about, readFileSync(about, 'utf8').replace('Acerca de: segunda publicación', 'Acerca de: en desarrollo'));
  await expect(page.getByRole('heading', { level: 1, name: 'Acerca de: en desarrollo' })).toBeVisible({ timeout: 60_000 });
  await interrupt(dev);
});
