import { describe, expect, it } from 'vitest';
import { DeliveryCache } from './deliveryCache.ts';
import { DeliveryTable } from './deliveryTable.ts';

// 53-bit hashes as the ingest makes them: equal low 32 bits must still be told apart.
const big = 2 ** 52 + 12_345;
const sameLowBits = big + 2 ** 40;

describe('DeliveryTable', () => {
  it('finds a delivery by both hashes, exactly', () => {
    const table = new DeliveryTable(10);
    table.set(big, 7, 1_700_000_000_123, 42);
    expect(table.get(big, 7)).toEqual({ at: 1_700_000_000_123, combo: 42 });
    expect(table.get(big, 8)).toBeUndefined();
    expect(table.get(sameLowBits, 7)).toBeUndefined();
    table.set(sameLowBits, 7, 5, 6);
    expect(table.get(sameLowBits, 7)).toEqual({ at: 5, combo: 6 });
    expect(table.get(big, 7)).toEqual({ at: 1_700_000_000_123, combo: 42 });
  });

  it('keeps every entry while it grows from its first 1,024 slots', () => {
    const table = new DeliveryTable(20_000);
    for (let n = 0; n < 20_000; n++) table.set(big + n * 977, n, n * 1000, n);
    expect(table.size).toBe(20_000);
    for (let n = 0; n < 20_000; n += 37) expect(table.get(big + n * 977, n)?.combo).toBe(n);
  });

  it('refuses a new entry when full but still replaces a known one', () => {
    const table = new DeliveryTable(2);
    expect(table.set(1, 1, 10, 1)).toBe(true);
    expect(table.set(2, 2, 20, 2)).toBe(true);
    expect(table.set(3, 3, 30, 3)).toBe(false);
    expect(table.set(1, 1, 5, 9)).toBe(true);
    expect(table.get(1, 1)).toEqual({ at: 5, combo: 9 });
    expect(table.get(3, 3)).toBeUndefined();
  });
});

describe('DeliveryCache', () => {
  it('holds the last one to two generations of deliveries and drops older ones', () => {
    const cache = new DeliveryCache(3);
    for (let n = 1; n <= 7; n++) cache.remember(n, n, n * 100, n);
    // generations: [1,2,3] dropped when [4,5,6] filled; [7] current
    expect(cache.get(1, 1)).toBeUndefined();
    expect(cache.get(3, 3)).toBeUndefined();
    expect(cache.get(4, 4)).toEqual({ at: 400, combo: 4 });
    expect(cache.get(7, 7)).toEqual({ at: 700, combo: 7 });
  });

  it('keeps a message’s earliest delivery', () => {
    const cache = new DeliveryCache(3);
    cache.remember(big, 1, 500, 1);
    cache.remember(big, 1, 900, 2);
    expect(cache.get(big, 1)).toEqual({ at: 500, combo: 1 });
    cache.remember(big, 1, 300, 3);
    expect(cache.get(big, 1)).toEqual({ at: 300, combo: 3 });
  });
});
