import { inOrder } from './in-order';

const later = <T>(value: T, ms: number, log: string[]) =>
  new Promise<T>((resolve) => {
    log.push(`start ${String(value)}`);
    setTimeout(() => resolve(value), ms);
  });

describe('inOrder', () => {
  it('yields in the tasks’ order however they finish, with at most `ahead` under way', async () => {
    const log: string[] = [];
    const tasks = [30, 5, 20, 1, 10].map((ms, index) => () => later(index, ms, log));
    const results: number[] = [];
    for await (const result of inOrder(tasks, 2)) {
      results.push(result);
      log.push(`got ${result}`);
    }
    expect(results).toEqual([0, 1, 2, 3, 4]);
    // two under way at first; the third starts only once the first is done (not the second, done sooner)
    expect(log.slice(0, 4)).toEqual(['start 0', 'start 1', 'start 2', 'got 0']);
    expect(log.filter((line) => line.startsWith('start'))).toHaveLength(5);
  });

  it('throws a failure at its turn, and starts nothing more once the consumer stops', async () => {
    const started: number[] = [];
    const tasks = [0, 1, 2, 3, 4].map((index) => async () => {
      started.push(index);
      if (index === 1) throw new Error('falló 1');
      return index;
    });
    const results: number[] = [];
    await expect(
      (async () => {
        for await (const result of inOrder(tasks, 2)) results.push(result);
      })(),
    ).rejects.toThrow('falló 1');
    expect(results).toEqual([0]);
    expect(started).toEqual([0, 1, 2]);
  });
});
