// The run-bar choices read back from the address: only what the page offers, else the default.
import { describe, expect, it } from 'vitest';
import { chosenId, chosenMetric, pickerItems, withChoice } from './statisticsChoices.ts';

describe('chosenMetric', () => {
  it('keeps a run-bar metric and opens on volume otherwise', () => {
    expect(chosenMetric('dmarc')).toBe('dmarc');
    expect(chosenMetric('policies')).toBe('volume');
    expect(chosenMetric(null)).toBe('volume');
  });
});

describe('chosenId', () => {
  const items = [{ id: 'acme' }, { id: 'demo' }];
  it('keeps an id of the list, else none', () => {
    expect(chosenId('demo', items)).toBe('demo');
    expect(chosenId('gone', items)).toBeNull();
    expect(chosenId(null, items)).toBeNull();
  });
});

describe('withChoice', () => {
  it('sets a choice and keeps the others', () => {
    const changed = withChoice(new URLSearchParams('month=2026-10'), 'metric', 'ips', 'volume');
    expect(changed.toString()).toBe('month=2026-10&metric=ips');
  });

  it('takes the default and none out of the address', () => {
    const current = new URLSearchParams('metric=ips&account=acme');
    expect(withChoice(current, 'metric', 'volume', 'volume').toString()).toBe('account=acme');
    expect(withChoice(current, 'account', null).toString()).toBe('metric=ips');
  });
});

describe('pickerItems', () => {
  it('keeps the id and name, by name and then id', () => {
    expect(
      pickerItems([
        { id: 'z', name: 'globex', extra: 1 } as { id: string; name: string },
        { id: 'b', name: 'Acme' },
        { id: 'a', name: 'Acme' },
      ]),
    ).toEqual([
      { id: 'a', name: 'Acme' },
      { id: 'b', name: 'Acme' },
      { id: 'z', name: 'globex' },
    ]);
  });
});
