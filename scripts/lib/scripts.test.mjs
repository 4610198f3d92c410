// node --test: the parts of `npm start` / `npm test` that the fresh-clone e2e cannot reach (a machine
// without Chromium, a user who is not root) or reaches only once.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { preflight } from './preflight.mjs';
import { ensureNodeLts, NODE_LTS, NODE_LTS_MAJOR } from './node-lts.mjs';
import { createSteps } from './steps.mjs';
import { jestFileTimes, playwrightCounts, playwrightFileTimes, slowestFiles, summaryLines } from './test-reports.mjs';
import { ROOT, pnpmCommand } from './workspace.mjs';

const PINNED = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager;

const chromium = (present) => ({ label: 'Chromium de Debian', present, packages: ['chromium'] });

describe('preflight', () => {
  it('does nothing when every program is there', () => {
    const calls = [];
    assert.deepEqual(preflight({ requirements: [chromium(() => true)], isRoot: true, run: (...a) => calls.push(a) }), []);
    assert.equal(calls.length, 0);
  });

  it('stops a user who is not root with the exact command to run', () => {
    const calls = [];
    assert.throws(
      () => preflight({ requirements: [chromium(() => false)], isRoot: false, run: (...a) => calls.push(a) }),
      (error) => error.message.includes('Falta Chromium de Debian') && error.message.includes('sudo apt-get update && sudo apt-get install -y chromium'),
    );
    assert.equal(calls.length, 0, 'nothing is installed without root');
  });

  it('installs as root with apt-get, then checks again', () => {
    let installed = false;
    const calls = [];
    const run = (command, args) => {
      calls.push([command, ...args].join(' '));
      if (args[0] === 'install') installed = true;
      return { status: 0 };
    };
    assert.deepEqual(preflight({ requirements: [chromium(() => installed)], isRoot: true, run }), ['Chromium de Debian']);
    assert.deepEqual(calls, ['apt-get update -qq', 'apt-get install -y -qq chromium']);
  });

  it('says which command failed when apt-get fails', () => {
    const run = (command, args) => ({ status: args[0] === 'install' ? 100 : 0 });
    assert.throws(() => preflight({ requirements: [chromium(() => false)], isRoot: true, run }), /apt-get install -y -qq chromium terminó con código 100/);
  });
});

describe('steps', () => {
  const sink = (isTTY = false) => {
    const out = { isTTY, text: '', write: (chunk) => (out.text += chunk) };
    return out;
  };

  it('prints each step with its time and the running total', () => {
    const out = sink();
    const steps = createSteps({ t0: Date.now() - 5_000, out });
    steps.done('Dependencias al día', Date.now() - 1_000);
    assert.match(out.text, /^ {2}✔ Dependencias al día +1\.0 s · total 5\.0 s\n$/);
  });

  it('in a log, draws a build bar at each quarter and at the end', () => {
    const out = sink();
    const bars = createSteps({ out }).bars(['shell']);
    bars.start('shell');
    for (let p = 1; p < 100; p++) bars.progress('shell', p);
    bars.finish('shell', 7_900);
    const lines = out.text.trim().split('\n');
    assert.deepEqual(
      lines.map((l) => l.replace(/[█░]/g, '').replace(/\s+/g, ' ').trim()),
      ['shell 0 % construyendo', 'shell 25 % construyendo', 'shell 50 % construyendo', 'shell 75 % construyendo', 'shell 100 % listo en 7.9 s'],
    );
  });

  it('in a terminal, redraws the bars in place', () => {
    const out = sink(true);
    const bars = createSteps({ out }).bars(['api', 'shell']);
    bars.progress('shell', 50);
    assert.ok(out.text.includes('\x1b[2A'), 'moves up over the two bars');
    assert.match(out.text, /shell ██████████░{10} {2}50 %/);
  });
});

describe('pnpm', () => {
  it('is the pnpm running the script, when started with pnpm', () => {
    const found = pnpmCommand({ npm_execpath: '/somewhere/pnpm/bin/pnpm.cjs', PATH: '' });
    assert.deepEqual(found.args, ['/somewhere/pnpm/bin/pnpm.cjs']);
  });

  it('is the pinned version through npm exec, when npm runs the script and no pnpm is on the PATH', () => {
    const bin = mkdtempSync(path.join(tmpdir(), 'bare-bin-'));
    symlinkSync(process.execPath, path.join(bin, 'node'));
    const found = pnpmCommand({ npm_execpath: '/usr/lib/node_modules/npm/bin/npm-cli.js', PATH: bin });
    assert.equal(found.command, process.execPath);
    assert.deepEqual(found.args.slice(0, 4), ['/usr/lib/node_modules/npm/bin/npm-cli.js', 'exec', '--yes', `--package=${PINNED}`]);
    assert.equal(found.args.at(-1), 'pnpm');
  });
});

describe('the Node.js LTS the suite runs on', () => {
  it('is the machine’s own on that major, else the cached or fetched binary of exactly that release', () => {
    const lts = ensureNodeLts();
    const { stdout } = spawnSync(lts.node, ['-p', 'process.versions.node'], { encoding: 'utf8' });
    assert.equal(stdout.trim().split('.')[0], NODE_LTS_MAJOR);
    if (lts.node !== process.execPath) assert.equal(stdout.trim(), NODE_LTS);
    // a second call never fetches again
    assert.equal(ensureNodeLts().fetched, false);
  });

  it('names the supported majors in engines, the LTS among them', () => {
    const { engines } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    assert.match(engines.node, new RegExp(`\\^${NODE_LTS_MAJOR}\\.`));
    assert.match(engines.node, /\^22\./);
  });
});

describe('the summary of npm test', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'reports-'));
  const write = (name, data) => {
    const file = path.join(folder, name);
    writeFileSync(file, JSON.stringify(data));
    return file;
  };

  it('reads each jest file’s time and each Playwright file’s summed runs, paths from the root', () => {
    const jest = write('jest.json', {
      testResults: [
        { name: '/repo/api/src/a.test.ts', startTime: 1_000, endTime: 4_500 },
        { name: '/repo/mfe-admin/src/b.test.tsx', startTime: 2_000, endTime: 2_250 },
      ],
    });
    assert.deepEqual(jestFileTimes(jest, '/repo'), [
      { file: 'api/src/a.test.ts', seconds: 3.5 },
      { file: 'mfe-admin/src/b.test.tsx', seconds: 0.25 },
    ]);
    const run = (duration) => ({ tests: [{ results: [{ duration }] }] });
    const playwright = write('pw.json', {
      config: { rootDir: '/repo/e2e/tests' },
      suites: [
        { file: 'usability.spec.ts', specs: [run(2_000), run(3_000)], suites: [{ specs: [run(1_000)] }] },
        { file: 'chat.spec.ts', specs: [run(500)] },
      ],
    });
    assert.deepEqual(playwrightFileTimes(playwright, '/repo'), [
      { file: 'e2e/tests/usability.spec.ts', seconds: 6 },
      { file: 'e2e/tests/chat.spec.ts', seconds: 0.5 },
    ]);
    assert.deepEqual(playwrightFileTimes(path.join(folder, 'missing.json'), '/repo'), []);
  });

  it('counts a Playwright test that passed on its retry as passed, and names it', () => {
    const spec = (title, status, line) => ({ title, file: 'login.spec.ts', line, tests: [{ status }] });
    const report = write('pw-flaky.json', {
      stats: { expected: 2, flaky: 1, unexpected: 1, skipped: 0 },
      suites: [{ file: 'login.spec.ts', specs: [spec('logs in', 'expected', 3), spec('logs out', 'flaky', 9)], suites: [{ specs: [spec('remembers', 'unexpected', 20), spec('forgets', 'expected', 30)] }] }],
    });
    assert.deepEqual(playwrightCounts(report), { passed: 3, failed: 1, skipped: 0, flaky: ['login.spec.ts:9 › logs out'] });
    assert.equal(playwrightCounts(path.join(folder, 'missing.json')), null);
  });

  it('ends with each step’s time, the slowest files of every suite together and the total line', () => {
    const files = Array.from({ length: 12 }, (_, i) => ({ suite: i % 2 ? 'e2e · Node 24' : 'api (PGlite) · Node 24', file: `f${i}.test.ts`, seconds: i }));
    const slowest = slowestFiles(files);
    assert.equal(slowest.length, 10);
    assert.deepEqual(slowest.slice(0, 2).map((s) => s.file), ['f11.test.ts', 'f10.test.ts']);
    const { lines, total } = summaryLines(
      [
        { label: 'lint · Node 24', seconds: 17.2, passed: 1, failed: 0, skipped: 0 },
        { label: 'e2e · Node 24', seconds: 600, passed: 237, failed: 1, skipped: 2, flaky: ['tests/login.spec.ts:12 › logs in'] },
      ],
      slowest,
      640,
    );
    assert.deepEqual(total, { passed: 238, failed: 1, skipped: 2 });
    assert.match(lines.join('\n'), /lint · Node 24 +17 s {2}1 passed, 0 failed/);
    assert.match(lines.join('\n'), /npm test en total +640 s/);
    assert.match(lines.join('\n'), /Los 10 archivos de prueba más lentos:\n +11 s {2}e2e · Node 24 +f11\.test\.ts/);
    assert.match(lines.join('\n'), /Pasaron al repetirse \(1, inestables: corregirlas\):\n {2}e2e · Node 24 {2}tests\/login\.spec\.ts:12 › logs in/);
    assert.equal(lines.at(-1), '238 passed, 1 failed, 2 skipped');
  });
});
