// Combination keys and hashes: the fast key (and hash) of an event is the key (hash) of its
// values, for every event of a day of demo traffic, and different values give different keys.
import { describe, expect, it } from 'vitest';
import { generateDemoTraffic } from '../../demo/generator.ts';
import { comboValuesOf } from '../../dimensions.ts';
import { testEvent } from '../../../../testing/delivery/helpers.ts';
import { comboHash, comboHashOfEvent, sameComboOfEvents } from './comboHash.ts';
import { comboKey, comboKeyOfEvent } from './combos.ts';

describe('combination keys', () => {
  it('are the same computed from an event or from its values', () => {
    let checked = 0;
    for (const event of generateDemoTraffic({ days: 1, messagesPerDay: 2000 })) {
      expect(comboKeyOfEvent(event)).toBe(comboKey(comboValuesOf(event)));
      expect(comboHashOfEvent(event)).toBe(comboHash(comboValuesOf(event)));
      // A small integer: the remembered combinations are indexed by it.
      expect(comboHashOfEvent(event) >>> 30).toBe(0);
      expect(sameComboOfEvents(event, { ...event })).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it('tell a missing value from an empty one and keep fields apart', () => {
    const base = testEvent({ type: 'delivered', timestamp: 0 });
    const keys = new Set([
      comboKeyOfEvent(base),
      comboKeyOfEvent({ ...base, pool: null }),
      comboKeyOfEvent({ ...base, pool: '' }),
      comboKeyOfEvent({ ...base, pool: 'marketingtransactional', campaign: '' }),
    ]);
    expect(keys.size).toBe(4);
    expect(sameComboOfEvents(base, { ...base, pool: null })).toBe(false);
    expect(sameComboOfEvents(base, { ...base, recipient: 'other@gmail.com' })).toBe(true);
  });
});
