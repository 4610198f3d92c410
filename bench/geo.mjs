// Boundaries (npm run bench): the check's time on large boundaries, and the portfolio's EU file for the whole
// data set (every bench property has a published boundary): time, size, and the server's resident memory
// before and at its peak while it streams.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

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

/** Downloads /api/properties/portfolio.geojson, sampling the server's memory every 50 ms. */
export async function euFileExport(baseURL, pid) {
  const before = residentKb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentKb(pid))), 50);
  const started = performance.now();
  const response = await fetch(`${baseURL}/api/properties/portfolio.geojson?param=`);
  let bytes = 0;
  let firstByteMs;
  let features = 0;
  let tail = '';
  const marker = '"type":"Feature",';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.byteLength;
    // a marker may straddle two chunks: keep the end of the last one
    const text = tail + decoder.decode(chunk, { stream: true });
    features += text.split(marker).length - 1;
    tail = text.slice(-(marker.length - 1));
  }
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, residentKb(pid));
  return {
    status: response.status,
    features,
    megabytes: Math.round((bytes / 1024 / 1024) * 10) / 10,
    // the EU information system takes at most 25 MB a file
    withinEuLimit: bytes <= 25 * 1024 * 1024,
    firstByteMs: Math.round(firstByteMs ?? 0),
    totalS: Math.round(totalMs / 100) / 10,
    rssBeforeMb: Math.round(before / 1024),
    rssPeakMb: Math.round(peak / 1024),
  };
}
