import { describe, expect, it } from 'vitest';
import {
  canWiden,
  defaultSearchPreset,
  lastThirtyDaysAndToday,
  rangeToSearch,
  readSearchParams,
  searchParamsOf,
} from './searchParams.ts';

const paris = { timeZone: 'Europe/Paris', weekStart: 'monday' } as const;
const now = Date.parse('2026-11-20T10:00:00Z');

describe('search in the address', () => {
  it('reads constraint, text and preset, and writes them back the same way', () => {
    const params = new URLSearchParams(
      'constraint=recipient&search=ana%40example.com&preset=today',
    );
    const state = readSearchParams(params);
    expect(state).toEqual({
      constraint: 'email',
      text: 'ana@example.com',
      range: { preset: 'today', start: null, end: null },
      filters: [],
    });
    expect(searchParamsOf(state).toString()).toBe(
      'search=ana%40example.com&preset=today&constraint=recipient',
    );
  });

  it('keeps the instants of a custom range and the Message-ID constraint', () => {
    const state = {
      constraint: 'message_id' as const,
      text: ' <20261119.4c21@news.example.com> ',
      range: {
        preset: 'custom' as const,
        start: '2026-11-01T00:00:00.000Z',
        end: '2026-11-08T00:00:00.000Z',
      },
    };
    const read = readSearchParams(searchParamsOf(state));
    expect(read).toEqual({ ...state, text: '<20261119.4c21@news.example.com>', filters: [] });
  });

  it("reads the report's filters a response template led here with", () => {
    const template = '421 4.7.0 [{ip}] Try again later';
    const read = readSearchParams(
      new URLSearchParams({
        preset: 'custom',
        start: '2026-11-16T00:00:00.000Z',
        end: '2026-11-23T00:00:00.000Z',
        provider: 'google',
        deferral: template,
      }),
    );
    expect(read.text).toBe('');
    expect(read.filters).toEqual([
      { field: 'provider', op: 'IN', values: ['google'] },
      { field: 'deferral', op: 'IN', values: [template] },
    ]);
    expect(searchParamsOf(read).get('deferral')).toBe(template);
  });

  it('falls back to the last 72 hours for a missing, unknown or incomplete range', () => {
    for (const query of [
      '',
      'preset=fortnight',
      'preset=custom&start=2026-11-01T00:00:00Z',
      'preset=custom&start=2026-11-08T00:00:00Z&end=2026-11-01T00:00:00Z',
    ])
      expect(readSearchParams(new URLSearchParams(query)).range).toEqual({
        preset: defaultSearchPreset,
        start: null,
        end: null,
      });
    expect(defaultSearchPreset).toBe('last72hours');
  });

  it('searches by recipient unless the address says message_id', () => {
    expect(readSearchParams(new URLSearchParams('constraint=anything')).constraint).toBe('email');
    expect(readSearchParams(new URLSearchParams('constraint=message_id')).constraint).toBe(
      'message_id',
    );
  });
});

describe('the range searched', () => {
  it('resolves a named preset at the moment of the search, in the user time zone', () => {
    expect(rangeToSearch({ preset: 'yesterday', start: null, end: null }, now, paris)).toEqual({
      preset: 'yesterday',
      start: '2026-11-18T23:00:00.000Z',
      end: '2026-11-19T23:00:00.000Z',
    });
  });

  it('offers the last 30 days and today after a narrower search found nothing', () => {
    const wide = lastThirtyDaysAndToday(now, 'Europe/Paris');
    expect(wide).toEqual({
      preset: 'custom',
      start: '2026-10-20T22:00:00.000Z',
      end: '2026-11-20T23:00:00.000Z',
    });
    const range = { preset: 'custom' as const, start: wide.start ?? '', end: wide.end ?? '' };
    expect(canWiden(range)).toBe(false);
    expect(
      canWiden(rangeToSearch({ preset: 'last72hours', start: null, end: null }, now, paris)),
    ).toBe(true);
  });
});
