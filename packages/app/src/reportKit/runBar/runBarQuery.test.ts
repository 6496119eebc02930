import { describe, expect, it } from 'vitest';
import {
  differsFromRun,
  drilledRun,
  isDrilled,
  freshRange,
  hasRunQuery,
  runStateFromSearch,
  runStateToSearch,
  sameRun,
} from './runBarQuery.ts';

const fields = ['domain', 'provider', 'ip'];
const yesterday = { preset: 'yesterday', start: null, end: null } as const;
const paris = { timeZone: 'Europe/Paris', weekStart: 'monday' } as const;

describe('runStateToSearch', () => {
  it('writes the range and one key per filter field, "!" for NOT_IN, values repeated', () => {
    const params = runStateToSearch({
      range: {
        preset: 'custom',
        start: '2026-11-01T00:00:00.000Z',
        end: '2026-11-08T00:00:00.000Z',
      },
      filters: [
        { field: 'provider', op: 'NOT_IN', values: ['google', 'yahoo'] },
        { field: 'domain', op: 'IN', values: ['orange.fr'] },
      ],
    });
    expect(params.toString()).toBe(
      'preset=custom&start=2026-11-01T00%3A00%3A00.000Z&end=2026-11-08T00%3A00%3A00.000Z' +
        '&provider%21=google&provider%21=yahoo&domain=orange.fr',
    );
  });

  it('writes the search text trimmed, and leaves it out when blank', () => {
    expect(
      runStateToSearch({ range: yesterday, filters: [], search: '  spamhaus ' }).get('search'),
    ).toBe('spamhaus');
    expect(runStateToSearch({ range: yesterday, filters: [], search: '  ' }).has('search')).toBe(
      false,
    );
    expect(
      runStateFromSearch(new URLSearchParams('preset=today&search=%20yahoo'), fields, yesterday)
        ?.search,
    ).toBe('yahoo');
  });

  it('leaves out a missing end', () => {
    const params = runStateToSearch({
      range: { preset: 'custom', start: '2026-11-01T00:00:00.000Z', end: null },
      filters: [],
    });
    expect([...params.keys()]).toEqual(['preset', 'start']);
  });
});

describe('runStateFromSearch', () => {
  it('reads back what it wrote', () => {
    const state = {
      range: {
        preset: 'custom',
        start: '2026-11-01T00:00:00.000Z',
        end: '2026-11-08T00:00:00.000Z',
      },
      filters: [
        { field: 'provider', op: 'NOT_IN', values: ['google', 'yahoo, inc'] },
        { field: 'domain', op: 'IN', values: ['orange.fr'] },
      ],
    } as const;
    expect(runStateFromSearch(runStateToSearch(state), fields, yesterday)).toEqual(state);
  });

  it('is null for an address without a query', () => {
    expect(runStateFromSearch(new URLSearchParams(''), fields, yesterday)).toBeNull();
    expect(hasRunQuery(new URLSearchParams('provider=google'))).toBe(true);
  });

  it('falls back for an unknown preset and drops invalid instants', () => {
    expect(
      runStateFromSearch(new URLSearchParams('preset=forever&provider=google'), fields, yesterday),
    ).toEqual({ range: yesterday, filters: [{ field: 'provider', op: 'IN', values: ['google'] }] });
    expect(
      runStateFromSearch(
        new URLSearchParams('preset=custom&start=soon&end=2026-11-08T00:00:00Z'),
        fields,
        yesterday,
      )?.range,
    ).toEqual({ preset: 'custom', start: null, end: '2026-11-08T00:00:00Z' });
  });

  it('ignores fields that are not dimensions of the workspace, trims and dedupes values', () => {
    const state = runStateFromSearch(
      new URLSearchParams(
        'preset=today&utm_source=x&pool!=shared&domain=%20gmail.com&domain=gmail.com',
      ),
      fields,
      yesterday,
    );
    expect(state?.filters).toEqual([{ field: 'domain', op: 'IN', values: ['gmail.com'] }]);
  });
});

describe('freshRange', () => {
  const now = Date.parse('2026-11-20T09:30:00Z');

  it('recomputes a named preset in the user timezone', () => {
    expect(
      freshRange({ preset: 'yesterday', start: '2020-01-01T00:00:00Z', end: null }, now, paris),
    ).toEqual({
      preset: 'yesterday',
      start: '2026-11-18T23:00:00.000Z',
      end: '2026-11-19T23:00:00.000Z',
    });
  });

  it('keeps a custom range as it is, even incomplete', () => {
    const custom = { preset: 'custom', start: '2026-11-01T00:00:00Z', end: null } as const;
    expect(freshRange(custom, now, paris)).toBe(custom);
  });
});

describe('sameRun', () => {
  it('compares ranges and filters', () => {
    const a = {
      range: yesterday,
      filters: [{ field: 'ip', op: 'IN', values: ['192.0.2.10'] }],
    } as const;
    expect(sameRun(a, { ...a })).toBe(true);
    expect(sameRun(a, { ...a, filters: [] })).toBe(false);
  });
});

describe('differsFromRun', () => {
  const run = {
    range: { preset: 'today', start: '2026-11-19T23:00:00.000Z', end: '2026-11-20T09:30:00.000Z' },
    filters: [],
  } as const;

  it('ignores the instants of a named preset, which move with the clock', () => {
    expect(
      differsFromRun({ ...run, range: { ...run.range, end: '2026-11-20T09:30:01.000Z' } }, run),
    ).toBe(false);
  });

  it('sees another preset, other filters or another custom range', () => {
    expect(differsFromRun({ ...run, range: { ...run.range, preset: 'yesterday' } }, run)).toBe(
      true,
    );
    expect(
      differsFromRun(
        { ...run, filters: [{ field: 'ip', op: 'NOT_IN', values: ['192.0.2.10'] }] },
        run,
      ),
    ).toBe(true);
    const custom = {
      range: { preset: 'custom', start: '2026-11-01T00:00:00Z', end: '2026-11-02T00:00:00Z' },
      filters: [],
    } as const;
    expect(differsFromRun(custom, custom)).toBe(false);
    expect(
      differsFromRun(
        { ...custom, range: { ...custom.range, end: '2026-11-03T00:00:00Z' } },
        custom,
      ),
    ).toBe(true);
  });
});

describe('compare and drill-down', () => {
  it('keeps the comparison in the address and reads it back', () => {
    const state = { range: yesterday, filters: [], compare: 'week' } as const;
    const params = runStateToSearch(state);
    expect(params.toString()).toBe('preset=yesterday&compare=week');
    expect(runStateFromSearch(params, fields, yesterday)).toEqual(state);
    const chosen = runStateFromSearch(
      new URLSearchParams('preset=yesterday&compare=2026-11-01T00:00:00Z'),
      fields,
      yesterday,
    );
    expect(chosen?.compare).toBe('2026-11-01T00:00:00.000Z');
    expect(
      runStateFromSearch(new URLSearchParams('preset=yesterday&compare=soon'), fields, yesterday),
    ).toEqual({ range: yesterday, filters: [] });
  });

  it('drills into a value: it becomes the only value of its field, other filters stay', () => {
    const run = {
      range: yesterday,
      filters: [
        { field: 'provider', op: 'NOT_IN', values: ['google'] },
        { field: 'domain', op: 'IN', values: ['orange.fr'] },
      ],
      compare: 'previous',
    } as const;
    const drilled = drilledRun(run, 'provider', 'yahoo');
    expect(runStateToSearch(drilled).toString()).toBe(
      'preset=yesterday&compare=previous&domain=orange.fr&provider=yahoo',
    );
    expect(isDrilled(drilled, 'provider', 'yahoo')).toBe(true);
    expect(isDrilled(run, 'domain', 'orange.fr')).toBe(true);
    expect(isDrilled(run, 'provider', 'google')).toBe(false);
  });

  it('does not count the comparison as a pending change of the run bar', () => {
    const run = { range: yesterday, filters: [], compare: 'week' } as const;
    expect(differsFromRun({ range: yesterday, filters: [] }, run)).toBe(false);
  });
});
