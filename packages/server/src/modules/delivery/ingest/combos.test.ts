// Combination keys: the fast key of an event is the key of its values, for every event of a
// day of demo traffic, and different values give different keys.
import { describe, expect, it } from 'vitest';
import { generateDemoTraffic } from '../../../ingest/demo/generator.ts';
import { comboValuesOf } from '../dimensions.ts';
import { testEvent } from '../testing.ts';
import { comboKey, comboKeyOfEvent } from './combos.ts';

describe('combination keys', () => {
  it('are the same computed from an event or from its values', () => {
    let checked = 0;
    for (const event of generateDemoTraffic({ days: 1, messagesPerDay: 2000 })) {
      expect(comboKeyOfEvent(event)).toBe(comboKey(comboValuesOf(event)));
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
  });
});
