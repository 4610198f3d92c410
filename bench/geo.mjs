// Boundaries (npm run bench): the check's time on large boundaries; the portfolio's map of the whole data set
// in Chromium (its markers' size and the time to the first clustered drawing); and the portfolio's EU file for
// the whole data set (every bench property has a published boundary): time, size, and the server's resident
// memory before and at its peak while it streams.
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { timedFetch } from './timed-fetch.mjs';

/** checkBoundary's median time per ring size (api/scripts/bench-geo.ts, run with the API's tsx). */
export function validationTimes(root) {
  const run = spawnSync(path.join(root, 'api/node_modules/.bin/tsx'), ['scripts/bench-geo.ts'], { cwd: path.join(root, 'api'), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').pop());
}

const residentKb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};

/**
 * Downloads /api/properties/portfolio.geojson, sampling the server's memory every 50 ms. Beyond the EU's 25 MB
 * it comes as a ZIP of EU files: their number, the largest and the features in all are read back from it.
 */
export async function euFileExport(baseURL, pid) {
  const before = residentKb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentKb(pid))), 50);
  const { response, body, firstByteMs, totalMs } = await timedFetch(`${baseURL}/api/properties/portfolio.geojson?param=`);
  clearInterval(sampler);
  peak = Math.max(peak, residentKb(pid));
  const zipped = response.headers.get('content-type') === 'application/zip';
  const files = zipped ? Object.values(unzipSync(new Uint8Array(body))).map((bytes) => Buffer.from(bytes)) : [body];
  const features = files.reduce((sum, file) => sum + file.toString('utf8').split('"type":"Feature",').length - 1, 0);
  const largest = Math.max(...files.map((file) => file.byteLength));
  const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  return {
    status: response.status,
    kind: zipped ? 'ZIP' : 'GeoJSON',
    files: files.length,
    features,
    downloadedMb: mb(body.byteLength),
    largestFileMb: mb(largest),
    // the EU information system takes at most 25 MB a file
    withinEuLimit: largest <= 25 * 1024 * 1024,
    firstByteMs: Math.round(firstByteMs ?? 0),
    totalS: Math.round(totalMs / 100) / 10,
    rssBeforeMb: Math.round(before / 1024),
    rssPeakMb: Math.round(peak / 1024),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The portfolio's map as a phone opens it: /Portafolio at 375 × 812 with the CPU 4× slower (Lighthouse's mobile
 * factor), then "Ver en el mapa" until the first cluster is drawn (the click also starts the portal's scripts
 * on the served page, as a visitor's first touch does). The first opening on a fresh server builds
 * the markers in the database (cold); the next ones find them remembered (warm). Median of three warm ones.
 */
export async function portfolioMapRender(baseURL) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const runs = [];
    for (let i = 0; i < 4; i++) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      let markersBytes = 0;
      let markersMs = 0;
      page.on('response', async (response) => {
        if (!response.url().includes('/portfolio.map')) return;
        // the bytes as they travelled (compressed)
        markersBytes = (await response.request().sizes()).responseBodySize;
        markersMs = Math.round(response.request().timing().responseEnd);
      });
      // the served page, read and idle; the click then also starts the portal's scripts, as a visitor's does
      await page.goto(`${baseURL}/Portafolio`);
      await page.waitForLoadState('networkidle');
      const started = Date.now();
      await page.getByRole('button', { name: 'Ver en el mapa' }).click();
      await page.locator('.map-cluster').first().waitFor({ timeout: 120_000 });
      const firstDrawMs = Date.now() - started;
      const markers = await page.locator('.map-cluster, .map-marker').count();
      runs.push({ firstDrawMs, markersMs, markersBytes, markers });
      await context.close();
    }
    const [cold, ...warm] = runs;
    return [
      { abertura: 'fría (el servidor arma los marcadores)', 'primer dibujo ms': cold.firstDrawMs, 'marcadores ms': cold.markersMs, 'marcadores KB': Math.round(cold.markersBytes / 1024), 'grupos dibujados': cold.markers },
      {
        abertura: 'tibia (mediana de 3)',
        'primer dibujo ms': median(warm.map((r) => r.firstDrawMs)),
        'marcadores ms': median(warm.map((r) => r.markersMs)),
        'marcadores KB': Math.round(median(warm.map((r) => r.markersBytes)) / 1024),
        'grupos dibujados': median(warm.map((r) => r.markers)),
      },
    ];
  } finally {
    await browser.close();
  }
}
