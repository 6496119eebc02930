// The map keyed by message (Message-ID hash, recipient hash): exact for hashes whose low bits
// meet, several recipients of one Message-ID, replacing values and visiting entries.
import { describe, expect, it } from 'vitest';
import { MessageMap } from './messageMap.ts';

describe('MessageMap', () => {
  it('tells apart messages whose Message-ID hashes share their low 30 bits', () => {
    const map = new MessageMap<string>();
    const mid = 1234567;
    const sameLowBits = [mid, mid + 2 ** 30, mid + 2 ** 40, mid + 2 ** 52];
    sameLowBits.forEach((midHash, index) => map.set(midHash, 7, `m${index}`));
    map.set(mid, 8, 'second recipient');
    expect(map.size).toBe(5);
    sameLowBits.forEach((midHash, index) => expect(map.get(midHash, 7)).toBe(`m${index}`));
    expect(map.get(mid, 8)).toBe('second recipient');
    expect(map.get(mid + 2 ** 30, 8)).toBeUndefined();
    expect(map.has(mid + 2 ** 41, 7)).toBe(false);
    map.set(mid + 2 ** 40, 7, 'replaced');
    expect(map.size).toBe(5);
    expect(map.get(mid + 2 ** 40, 7)).toBe('replaced');
    const seen: [number, number, string][] = [];
    map.forEach((value, midHash, rcptHash) => seen.push([midHash, rcptHash, value]));
    expect(seen).toHaveLength(5);
    expect(seen).toContainEqual([mid + 2 ** 52, 7, 'm3']);
    expect(map.values().sort()).toEqual(['m0', 'm1', 'm3', 'replaced', 'second recipient']);
  });
});
