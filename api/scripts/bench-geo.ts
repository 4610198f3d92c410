/**
 * The boundary check's time on large boundaries (npm run bench): median of 15 runs of shared-api's
 * checkBoundary on wavy rings of 1 000, 10 000 and 19 999 vertices (the limit is 20 000 with the closing one). Prints one JSON line.
 */
import { performance } from 'node:perf_hooks';
import { checkBoundary } from '@portal/shared-api/geo';

function ring(vertices: number): number[][] {
  const points = Array.from({ length: vertices }, (_, i) => {
    const angle = (2 * Math.PI * i) / vertices;
    const radius = 0.01 * (1 + 0.3 * Math.sin(angle * 17));
    return [-84.1234567 + radius * Math.cos(angle), 10.1234567 + radius * Math.sin(angle)];
  });
  return [...points, points[0]!];
}

const results = [1_000, 10_000, 19_999].map((vertices) => {
  const geometry = { type: 'Polygon', coordinates: [ring(vertices)] };
  if (!checkBoundary(geometry).ok) throw new Error(`the ${vertices}-vertex ring should pass`);
  const times = Array.from({ length: 15 }, () => {
    const started = performance.now();
    checkBoundary(geometry);
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return { vertices, medianMs: Math.round(times[7]! * 10) / 10, maxMs: Math.round(times[14]! * 10) / 10 };
});
console.log(JSON.stringify(results));
