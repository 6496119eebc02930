import { describe, expect, it } from 'vitest';
import { rangeFileDates } from './fileDates.ts';

describe('rangeFileDates', () => {
  it('names the days of the range in the timezone, the end included', () => {
    const yesterday = {
      preset: 'yesterday',
      start: '2026-11-18T23:00:00.000Z',
      end: '2026-11-19T23:00:00.000Z',
    } as const;
    expect(rangeFileDates(yesterday, 'Europe/Paris')).toEqual(['2026-11-19']);
    expect(rangeFileDates(yesterday, 'Etc/Zulu')).toEqual(['2026-11-18', '2026-11-19']);
    expect(
      rangeFileDates(
        { preset: 'last7days', start: '2026-11-12T23:00:00.000Z', end: '2026-11-19T23:00:00.000Z' },
        'Europe/Paris',
      ),
    ).toEqual(['2026-11-13', '2026-11-19']);
  });
});
