import { VersionedCache } from './versioned-cache';

describe('VersionedCache', () => {
  it('loads a key once per version and again when the version moves on', async () => {
    const cache = new VersionedCache<string>(10);
    let loads = 0;
    const load = jest.fn(async () => `valor ${++loads}`);

    expect(await cache.get('a', '1', load)).toBe('valor 1');
    expect(await cache.get('a', '1', load)).toBe('valor 1');
    expect(load).toHaveBeenCalledTimes(1);

    expect(await cache.get('a', '2', load)).toBe('valor 2');
    expect(await cache.get('b', '2', load)).toBe('valor 3');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps at most `max` keys, dropping the least recently used', async () => {
    const cache = new VersionedCache<number>(2);
    let loads = 0;
    const load = jest.fn(async () => ++loads);
    await cache.get('a', '1', load);
    await cache.get('b', '1', load);
    await cache.get('a', '1', load);
    await cache.get('c', '1', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', '1', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('b', '1', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('remembers a null answer (an id with no profile) like any other', async () => {
    const cache = new VersionedCache<string | null>(10);
    const load = jest.fn(async () => null);
    expect(await cache.get('404', '1', load)).toBeNull();
    expect(await cache.get('404', '1', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
