// What `npm test` reads back from its runners' reports: the counts of each suite and how long each test file
// took, for the summary's table of the slowest files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Counts of a jest `--json` report (a suite that could not run counts as failed), or null when there is none. */
export function jestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites, skipped: report.numPendingTests };
}

/**
 * Counts of a Playwright JSON report, or null. A flaky test failed, then passed on its retry: it counts as passed
 * and is named in `flaky` (file:line and title), which the summary lists so an unsteady journey is seen and mended.
 */
export function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  const flaky = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((test) => test.status === 'flaky')) flaky.push(`${spec.file}:${spec.line} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, flaky };
}

/** Counts of a node:test TAP report (its closing `# pass N` lines), or null. */
export function tapCounts(file) {
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  const count = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') };
}

/** Each test file of a jest `--json` report and its seconds, paths relative to `root`. */
export function jestFileTimes(file, root) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return report.testResults.map((result) => ({
    file: path.relative(root, result.name),
    seconds: Math.max(0, (result.endTime - result.startTime) / 1000),
  }));
}

/**
 * Each test file of a Playwright JSON report and its seconds: the sum of its tests' runs (tests of one file may
 * run in several workers at once), paths relative to `root`.
 */
export function playwrightFileTimes(file, root) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const rootDir = report.config?.rootDir ?? root;
  const totals = new Map();
  const walk = (suite, fileName) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const run of test.results ?? []) totals.set(fileName, (totals.get(fileName) ?? 0) + (run.duration ?? 0));
      }
    }
    for (const child of suite.suites ?? []) walk(child, fileName);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return [...totals].map(([name, ms]) => ({ file: path.relative(root, path.resolve(rootDir, name)), seconds: ms / 1000 }));
}

/** The `count` slowest files of every suite together, slowest first; `entries` carry the suite's label. */
export function slowestFiles(entries, count = 10) {
  return [...entries].sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file)).slice(0, count);
}

/** Seconds as the summary prints them: whole seconds from ten up, one decimal below. */
export const secondsText = (seconds) => (seconds >= 10 ? `${Math.round(seconds)} s` : `${seconds.toFixed(1)} s`);

/** The summary's closing lines: each step with its time and counts, the slowest files, then the total. */
export function summaryLines(results, slowest, wallSeconds) {
  const width = Math.max(...results.map((r) => r.label.length), 10);
  const lines = ['', 'Resumen (tiempo de cada paso):'];
  for (const r of results) {
    const counts = `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
    lines.push(`  ${r.label.padEnd(width)}  ${secondsText(r.seconds ?? 0).padStart(6)}  ${counts}`);
  }
  const sum = results.reduce((total, r) => total + (r.seconds ?? 0), 0);
  lines.push(`  ${'suma de los pasos'.padEnd(width)}  ${secondsText(sum).padStart(6)}`);
  if (wallSeconds !== undefined) lines.push(`  ${'npm test en total'.padEnd(width)}  ${secondsText(wallSeconds).padStart(6)}`);
  if (slowest.length) {
    lines.push('', `Los ${slowest.length} archivos de prueba más lentos:`);
    const suiteWidth = Math.max(...slowest.map((s) => s.suite.length));
    for (const s of slowest) lines.push(`  ${secondsText(s.seconds).padStart(6)}  ${s.suite.padEnd(suiteWidth)}  ${s.file}`);
  }
  const flaky = results.flatMap((r) => (r.flaky ?? []).map((test) => `  ${r.label}  ${test}`));
  if (flaky.length) lines.push('', `Pasaron al repetirse (${flaky.length}, inestables: corregirlas):`, ...flaky);
  const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), {
    passed: 0,
    failed: 0,
    skipped: 0,
  });
  lines.push(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  return { lines, total };
}
