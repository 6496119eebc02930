import { describe, expect, it } from 'vitest';
import { headlineTiles } from './headline.ts';
import { dayBeforeTotals, yesterdayTotals } from './homeStoryData.ts';

describe('headlineTiles', () => {
  it('gives sent, delivered and the three rates with their change since the day before', () => {
    const tiles = headlineTiles(yesterdayTotals.totals, dayBeforeTotals.totals);
    expect(tiles.map((tile) => [tile.id, tile.style, tile.higherIsBetter])).toEqual([
      ['sent', 'decimal', true],
      ['delivered', 'decimal', true],
      ['bounce_rate', 'percent', false],
      ['deferred_rate', 'percent', false],
      ['complaint_rate', 'percent', false],
    ]);
    expect(tiles[0]).toMatchObject({ value: 184_220, delta: 12_315 });
    expect(tiles[2]?.delta).toBeCloseTo(2_209 / 184_220 - 1_595 / 171_905, 10);
  });

  it('leaves the change out until both days are known', () => {
    const tiles = headlineTiles(yesterdayTotals.totals, undefined);
    expect(tiles.every((tile) => tile.delta === undefined)).toBe(true);
    expect(headlineTiles(undefined, undefined)[0]?.value).toBeUndefined();
  });
});
