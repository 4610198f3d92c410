/**
 * Runs the tasks of `tasks` with at most `ahead` of them under way, and yields their results in the tasks' order: a
 * result is held until the ones before it are out. A task starts when the first one under way is done, so a consumer
 * that stops (a download cut short) leaves at most `ahead` started; one that failed throws where its result would be.
 */
export async function* inOrder<T>(tasks: Iterable<() => Promise<T>>, ahead: number): AsyncGenerator<T> {
  const iterator = tasks[Symbol.iterator]();
  const running: Array<Promise<T>> = [];
  const fill = () => {
    while (running.length < Math.max(1, ahead)) {
      const next = iterator.next();
      if (next.done) return;
      const started = next.value();
      // a failure is thrown when its turn comes; until then it is not an unhandled rejection
      started.catch(() => undefined);
      running.push(started);
    }
  };
  fill();
  while (running.length > 0) {
    const result = await running.shift()!;
    fill();
    yield result;
  }
}
