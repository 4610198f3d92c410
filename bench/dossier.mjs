// The due-diligence file of a big shipment (npm run bench): a shipment drawing from 500 origin certificates over 200
// plots (api/scripts/seed-dossier-bench.ts, on a fresh embedded database), downloaded by its client from the portal's
// server: the time to its first byte and to its last, its size and its entries. The first download after the server
// starts (its worker threads started, its code and the database's pages not yet warm) is shown on its own; the goals
// hold for the median of the next ones.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { startPortal } from '../scripts/portal-server.mjs';
import { timedFetch } from './timed-fetch.mjs';

/** The goals: the first byte within 300 ms, the whole file within 3 s, on PGlite. */
export const DOSSIER_GOALS = { firstByteMs: 300, totalMs: 3000 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Seeds the data set in a folder of its own, serves it, and downloads the file once, then `runs` times (their median). */
export async function dossierDownload(root, { port, plots = 200, origins = 500, runs = 5 } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-expediente-'));
  try {
    const seeded = spawnSync(path.join(root, 'api/node_modules/.bin/tsx'), ['scripts/seed-dossier-bench.ts', String(plots), String(origins)], {
      cwd: path.join(root, 'api'),
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(seeded.stderr);
    const data = JSON.parse(seeded.stdout.trim().split('\n').pop());
    const { baseURL, stop } = await startPortal({ port, dataDir, env: { DEMO: 'false' } });
    try {
      const login = await (await fetch(`${baseURL}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: data.email, password: data.password }) })).json();
      const measured = [];
      for (let run = 0; run <= runs; run++) {
        const { response, body, firstByteMs, totalMs } = await timedFetch(`${baseURL}/api/shipments/${data.shipment.id}/expediente.zip`, { headers: { authorization: `Bearer ${login.token}` } });
        if (response.status !== 200) throw new Error(`${response.status} ${body.toString('utf8').slice(0, 300)}`);
        measured.push({ firstByteMs, totalMs, bytes: body.byteLength, entries: Object.keys(unzipSync(new Uint8Array(body))).length });
      }
      const [cold, ...warm] = measured;
      const firstByteMs = Math.round(median(warm.map((m) => m.firstByteMs)));
      const totalMs = Math.round(median(warm.map((m) => m.totalMs)));
      return {
        parcelas: data.plots,
        'certificados de origen': data.origins,
        archivos: measured[0].entries,
        MB: Math.round((measured[0].bytes / 1024 / 1024) * 10) / 10,
        'primera descarga ms (primer byte / completo)': `${Math.round(cold.firstByteMs)} / ${Math.round(cold.totalMs)}`,
        'primer byte ms': firstByteMs,
        'completo ms': totalMs,
        withinGoal: firstByteMs <= DOSSIER_GOALS.firstByteMs && totalMs <= DOSSIER_GOALS.totalMs,
      };
    } finally {
      stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
