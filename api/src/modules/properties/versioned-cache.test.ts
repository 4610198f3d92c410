import { sql } from 'drizzle-orm';
import { build } from '../../../test/build';
import { portfolioState } from '../../db/schema';
import { VersionedCache, portfolioVersion } from './versioned-cache';

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

  it('shares a load under way with the calls for the same key and version, and forgets a failed one', async () => {
    const cache = new VersionedCache<string>(10);
    let finish!: (value: string) => void;
    const load = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = cache.get('mapa', '1', load);
    const second = cache.get('mapa', '1', load);
    // another version is its own load
    const other = cache.get('mapa', '2', async () => 'versión 2');
    expect(load).toHaveBeenCalledTimes(1);
    finish('marcadores');
    expect(await Promise.all([first, second, other])).toEqual(['marcadores', 'marcadores', 'versión 2']);

    const failing = jest.fn(async () => {
      throw new Error('la base de datos no respondió');
    });
    await expect(Promise.all([cache.get('caída', '1', failing), cache.get('caída', '1', failing)])).rejects.toThrow('la base de datos no respondió');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await cache.get('caída', '1', async () => 'de nuevo')).toBe('de nuevo');
  });

  it('remembers a null answer (an id with no profile) like any other', async () => {
    const cache = new VersionedCache<string | null>(10);
    const load = jest.fn(async () => null);
    expect(await cache.get('404', '1', load)).toBeNull();
    expect(await cache.get('404', '1', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('portfolioVersion on the embedded database', () => {
  const t = build();
  const stored = async () => String((await t.db.select({ v: sql<string>`${portfolioState.version}::text` }).from(portfolioState))[0]!.v);
  const bump = (tx: typeof t.db) => tx.execute(sql`update properties set address = address where false`);

  it('follows every committed write, with no read of its own once it listens, and ignores a rollback', async () => {
    const first = await portfolioVersion(t.db);
    expect(first).toBe(await stored());
    // the listener is set up in the background
    await new Promise((resolve) => setTimeout(resolve, 50));

    await bump(t.db);
    const afterWrite = await portfolioVersion(t.db);
    expect(Number(afterWrite)).toBeGreaterThan(Number(first));
    expect(afterWrite).toBe(await stored());

    await t.db.transaction(async (tx) => {
      await bump(tx);
      expect(await portfolioVersion(t.db)).toBe(afterWrite);
    });
    const afterCommit = await portfolioVersion(t.db);
    expect(Number(afterCommit)).toBeGreaterThan(Number(afterWrite));

    await expect(
      t.db.transaction(async (tx) => {
        await bump(tx);
        throw new Error('deshacer');
      }),
    ).rejects.toThrow('deshacer');
    expect(await portfolioVersion(t.db)).toBe(afterCommit);
    expect(afterCommit).toBe(await stored());
  });
});
