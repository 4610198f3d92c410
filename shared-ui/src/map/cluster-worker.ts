/** The clustering worker, in its own chunk (webpack follows `new URL(…, import.meta.url)`); none where there is no Worker. */
export function startClusterWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  return new Worker(new URL('./portfolio-clusters.worker.ts', import.meta.url), { name: 'portfolio-clusters' });
}
