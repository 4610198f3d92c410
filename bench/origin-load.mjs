// Issuing origin certificates under load: the regents of a region issuing at once, each load its own request.
import { randomUUID } from 'node:crypto';

/** The goal of the issue (issue: "p99 ≤ 50 ms at 50 concurrent issuers on PGlite"). */
export const ORIGIN_ISSUE_GOAL_MS = 50;

async function tokenOf(baseURL, email) {
  const login = await fetch(`${baseURL}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Demo1234!' }) });
  return (await login.json()).token;
}

/** The Costa Rican day `days` ago. */
const day = (days) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Costa_Rica', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() - days * 86_400_000));

/** The p-th percentile of sorted latencies, in ms. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * `issuers` regents issuing at once, each an origin certificate every `everyMs` (on average, at random moments, as people
 * do: exponential gaps), each with its own Idempotency-Key, for `seconds`: every latency measured from the request's
 * start to its answer (an open loop: a slow answer does not delay the next issuer's request).
 */
async function issuers(baseURL, token, body, { count, everyMs, seconds, closed = false }) {
  const latencies = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const one = async () => {
    const started = performance.now();
    try {
      const response = await fetch(`${baseURL}/api/origin`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body,
      });
      await response.arrayBuffer();
      if (response.status !== 201) errors += 1;
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - started);
  };
  const issuer = async () => {
    const pending = [];
    // each issuer starts at its own moment within the first interval
    let next = performance.now() + Math.random() * everyMs;
    while (next < until) {
      // closed: the next issue waits for the answer to the last (as fast as the server answers)
      if (closed) {
        await one();
        next = performance.now();
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      pending.push(one());
      next += -Math.log(1 - Math.random()) * everyMs;
    }
    await Promise.all(pending);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: count }, issuer));
  const sorted = latencies.sort((a, b) => a - b);
  return {
    emitidos: latencies.length - errors,
    errores: errors,
    'por segundo': Math.round(latencies.length / ((performance.now() - started) / 1000)),
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    máximo: Math.round(sorted.at(-1)),
  };
}

/**
 * 50 regents issuing at once on the demo regent's farm, whose authorised volume the administrator first raises so that
 * none is refused: each issue is a whole transaction on the property's row (lock, checks, the period's running total,
 * the number, the inserts). Each regent issues once a second on average (a busy day is a few an hour) for 10 s after a
 * 2 s warm-up; then twice as often, and 50 issuing back to back, to see where the engine's one connection stops.
 */
export async function originIssueLoad(baseURL) {
  const regent = await tokenOf(baseURL, 'regente@demo.cr');
  const admin = await tokenOf(baseURL, 'admin@demo.cr');
  const [project] = await (await fetch(`${baseURL}/api/projects`, { headers: { authorization: `Bearer ${regent}` } })).json();
  const raised = await fetch(`${baseURL}/api/properties/${project.propertyID}/certificate/volume`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ volume: 99_999_999, reason: 'Medición de carga del portal (banco de pruebas)' }),
  });
  if (!raised.ok) throw new Error(`No se pudo ampliar el volumen: ${raised.status}`);
  const body = JSON.stringify({
    propertyId: project.propertyID,
    species: [{ code: 'teca', scientificName: 'Tectona grandis', commonName: 'Teca', volume: 0.5 }],
    productForm: 'troza',
    harvestFrom: day(3),
    harvestTo: day(1),
    vehiclePlate: 'C-100200',
  });
  await issuers(baseURL, regent, body, { count: 50, everyMs: 1000, seconds: 2 });
  const rows = [];
  for (const [label, everyMs, closed] of [
    ['50 emisores, uno por segundo cada uno', 1000, false],
    ['50 emisores, dos por segundo cada uno', 500, false],
    ['50 emisores sin pausa (cada uno espera su respuesta)', 0, true],
  ]) {
    rows.push({ carga: label, ...(await issuers(baseURL, regent, body, { count: 50, everyMs, seconds: 10, closed })) });
  }
  const paced = rows[0];
  return { rows, withinGoal: paced.p99 <= ORIGIN_ISSUE_GOAL_MS && paced.errores === 0 };
}
