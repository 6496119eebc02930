import { describe, expect, it } from 'vitest';
import { createFormatters } from '../../../format/formatters.ts';
import { rangeText, shortDateTime } from './dateTexts.ts';

const paris = createFormatters({
  language: 'en',
  timezone: 'Europe/Paris',
  format: '#,###.##',
  clock: 'h23',
});

describe('rangeText', () => {
  it('writes an end at local midnight as 24:00 of the day before, as the calendar does', () => {
    expect(
      rangeText(paris, 'h23', {
        start: '2026-10-20T22:00:00.000Z',
        end: '2026-11-20T23:00:00.000Z',
      }),
    ).toEqual({ start: 'Oct 21, 2026, 00:00', end: 'Nov 20, 2026, 24:00' });
  });

  it('writes other ends as they are', () => {
    expect(
      rangeText(paris, 'h23', {
        start: '2026-11-17T10:00:00.000Z',
        end: '2026-11-20T10:00:00.000Z',
      }),
    ).toEqual({ start: 'Nov 17, 2026, 11:00', end: 'Nov 20, 2026, 11:00' });
  });
});

describe('shortDateTime', () => {
  it('writes day, month and time in the user language, time zone and clock', () => {
    const at = '2026-11-19T08:00:02.000Z';
    const settings = { timezone: 'Europe/Paris', clock: 'h23' } as const;
    expect(shortDateTime({ ...settings, language: 'en' })(at)).toBe('Nov 19, 09:00');
    expect(shortDateTime({ ...settings, language: 'fr' })(at)).toBe('19 nov., 09:00');
    expect(shortDateTime({ ...settings, language: 'de' })(at)).toBe('19. Nov., 09:00');
    expect(shortDateTime({ ...settings, language: 'en', clock: 'h12' })(at)).toBe(
      'Nov 19, 09:00 AM',
    );
  });
});
