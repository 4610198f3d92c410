// Lighthouse 12.2 on the pages a phone opens first (issue: "a phone shows the page on the first response"):
// mobile preset (simulated slow 4G, 4× CPU), Debian's Chromium, three runs per page, the median run reported.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = createRequire(path.join(root, 'package.json')).resolve('lighthouse/cli/index.js');
export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** What each page must reach (simulated figures, as Lighthouse reports them). */
const BUDGET = { lcpMs: 2000, tbtMs: 200, cls: 0.05 };

/** The number of the demo's newest origin certificate, read as the administration reads its list. */
export async function firstOriginNumber(baseURL) {
  const login = await fetch(`${baseURL}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.cr', password: 'Demo1234!' }) });
  const { token } = await login.json();
  const [first] = await (await fetch(`${baseURL}/api/origin?page=1&visibleRecords=1`, { headers: { authorization: `Bearer ${token}` } })).json();
  if (!first) throw new Error('No hay certificados de origen en los datos de demostración');
  return first.number;
}

/** A link the demo client makes for the buyer of its newest shipment: the page's address with the link's token. */
export async function sharedShipmentPath(baseURL) {
  const login = await fetch(`${baseURL}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'cliente@demo.cr', password: 'Demo1234!' }) });
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const [first] = await (await fetch(`${baseURL}/api/shipments?page=1&visibleRecords=1`, { headers: auth })).json();
  if (!first) throw new Error('No hay despachos en los datos de demostración');
  const made = await fetch(`${baseURL}/api/shipments/${first.id}/shares`, { method: 'POST', headers: auth, body: JSON.stringify({ days: 1, label: 'Medición' }) });
  const url = new URL((await made.json()).url);
  return `${url.pathname}${url.search}`;
}

/** The pages, each with its performance budget; the profile's id and the origin certificate's number are found on the running portal. */
export const LIGHTHOUSE_PAGES = [
  { name: '/', path: async () => '/', minScore: 95 },
  { name: '/Portafolio', path: async () => '/Portafolio', minScore: 90 },
  {
    name: '/PerfilPropiedad/{id}',
    path: async (baseURL) => {
      const rows = await (await fetch(`${baseURL}/api/properties/portfolio?page=1&visibleRecords=1`)).json();
      return `/PerfilPropiedad/${rows[0].id}`;
    },
    minScore: 95,
  },
  {
    // what a driver, a checkpoint or a buyer opens from an origin certificate's QR code
    name: '/Origen/{number}',
    path: async (baseURL) => `/Origen/${await firstOriginNumber(baseURL)}`,
    minScore: 98,
  },
  // what a shipment's buyer opens from the exporter's link or the due-diligence file's QR code
  { name: '/Despacho/{code}', path: sharedShipmentPath, minScore: 98 },
  { name: '/Login', path: async () => '/Login', minScore: 95 },
  { name: '/Noticias', path: async () => '/Noticias', minScore: 95 },
];

/** One Lighthouse run of `url`: its report as JSON. */
function runOnce(url) {
  return new Promise((resolve, reject) => {
    const args = [
      CLI,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ];
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} terminó con ${code}: ${err.slice(-800)}`));
      try {
        resolve(JSON.parse(out));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** The figures of a report. */
const figuresOf = (report) => {
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
};

/** The run whose score is the median of the runs (ties: the lower LCP). */
const medianRun = (runs) => [...runs].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs)[Math.floor(runs.length / 2)];

/**
 * Runs Lighthouse on every page; answers one row per page with its median figures and whether it meets
 * its budget (score, LCP ≤ 2.0 s, TBT ≤ 200 ms, CLS ≤ 0.05).
 */
export async function lighthouse(baseURL, { runs = RUNS } = {}) {
  const rows = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const url = baseURL + (await page.path(baseURL));
    const results = [];
    for (let i = 0; i < runs; i++) results.push(figuresOf(await runOnce(url)));
    const median = medianRun(results);
    const problems = [
      median.score < page.minScore && `rendimiento < ${page.minScore}`,
      median.lcpMs > BUDGET.lcpMs && 'LCP > 2,0 s',
      median.tbtMs > BUDGET.tbtMs && 'TBT > 200 ms',
      median.cls > BUDGET.cls && 'CLS > 0,05',
    ].filter(Boolean);
    rows.push({ page: page.name, ...median, scores: results.map((r) => r.score), minScore: page.minScore, problems });
  }
  return rows;
}

/** The rows as a table to print. */
export const lighthouseTable = (rows) =>
  rows.map((r) => ({
    página: r.page,
    rendimiento: `${r.score} (${r.scores.join(', ')})`,
    FCP: `${(r.fcpMs / 1000).toFixed(1)} s`,
    LCP: `${(r.lcpMs / 1000).toFixed(1)} s`,
    TBT: `${Math.round(r.tbtMs)} ms`,
    CLS: r.cls.toFixed(3),
    bytes: `${Math.round(r.bytes / 1024)} KiB`,
    presupuesto: r.problems.length ? `NO: ${r.problems.join(', ')}` : `bien (≥ ${r.minScore})`,
  }));
