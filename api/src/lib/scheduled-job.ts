/**
 * Runs `job` after `firstMs`, then again after the wait each run answers, until stopped; answers a function that stops
 * it and waits for a run under way. The timer never holds the process open. `job` handles its own errors.
 */
export function scheduleJob(firstMs: number, job: () => Promise<number>): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const wake = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = job()
        .then(wake)
        .finally(() => (running = undefined));
    }, ms);
    timer.unref();
  };
  wake(firstMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
