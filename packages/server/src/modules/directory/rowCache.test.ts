// The directory's row cache: one load per key while fresh, an entry gone after its time or when
// its key (or its group) changes, and a load that raced a change not kept.
import { describe, expect, it } from 'vitest';
import { createRowCache } from './rowCache.ts';

describe('a row cache', () => {
  it('loads a key once while it is fresh, and again after its time', async () => {
    let clock = 0;
    const cache = createRowCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    let loads = 0;
    const load = async () => `row ${++loads}`;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([
      'row 1',
      'row 1',
    ]);
    clock = 999;
    expect(await cache.get('a', load)).toBe('row 1');
    clock = 1000;
    expect(await cache.get('a', load)).toBe('row 2');
  });

  it('forgets a key that changed, and every key of a group that changed', async () => {
    const cache = createRowCache<string>({
      ttlMs: 60_000,
      maxEntries: 10,
      groupOf: (key) => key.split('/')[0] as string,
    });
    let loads = 0;
    const load = async () => `row ${++loads}`;
    await cache.get('ana/acme', load);
    await cache.get('ana/globex', load);
    await cache.get('bob/acme', load);
    cache.drop('ana');
    expect(cache.size).toBe(1);
    expect(await cache.get('ana/acme', load)).toBe('row 4');
    expect(await cache.get('bob/acme', load)).toBe('row 3');
    cache.drop('bob/acme');
    expect(await cache.get('bob/acme', load)).toBe('row 5');
  });

  it('does not keep what a load read before a change it raced', async () => {
    const cache = createRowCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const first = cache.get('a', async () => {
      await slow;
      return 'as it was';
    });
    cache.drop('a');
    release();
    expect(await first).toBe('as it was');
    expect(await cache.get('a', async () => 'as it is')).toBe('as it is');
  });

  it('stays within its size, dropping the oldest', async () => {
    const cache = createRowCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    for (let key = 0; key < 25; key += 1) await cache.get(String(key), async () => key);
    expect(cache.size).toBeLessThanOrEqual(10);
    expect(await cache.get('24', async () => -1)).toBe(24);
  });
});
