import { describe, expect, it } from 'vitest';
import {
  formatTimeOfDay,
  halfHourSlots,
  normaliseTimeEntry,
  parseTimeEntry,
  resolveTimeEntry,
} from './timeEntry.ts';

describe('parseTimeEntry', () => {
  it.each([
    ['9', { hours: 9, minutes: 0 }],
    ['09', { hours: 9, minutes: 0 }],
    ['9:05', { hours: 9, minutes: 5 }],
    [' 23:59 ', { hours: 23, minutes: 59 }],
    ['0:00', { hours: 0, minutes: 0 }],
    ['9pm', { hours: 21, minutes: 0 }],
    ['9:30 PM', { hours: 21, minutes: 30 }],
    ['12am', { hours: 0, minutes: 0 }],
    ['12:15pm', { hours: 12, minutes: 15 }],
    ['11 am', { hours: 11, minutes: 0 }],
  ])('reads "%s" as a From time', (text, time) => {
    expect(parseTimeEntry(text, 'from')).toEqual(time);
  });

  it('allows 24:00 only as an end', () => {
    expect(parseTimeEntry('24:00', 'to')).toEqual({ hours: 24, minutes: 0 });
    expect(parseTimeEntry('24', 'to')).toEqual({ hours: 24, minutes: 0 });
    expect(parseTimeEntry('24:00', 'from')).toBeNull();
    expect(parseTimeEntry('24:30', 'to')).toBeNull();
  });

  it.each(['', 'noon', '25', '25:00', '9:60', '9:5', '13pm', '0am', '123', '9:30:00', '-1'])(
    'rejects "%s"',
    (text) => {
      expect(parseTimeEntry(text, 'to')).toBeNull();
    },
  );
});

describe('resolveTimeEntry and normaliseTimeEntry', () => {
  it('turns an invalid From into 00:00 and an invalid To into 24:00', () => {
    expect(resolveTimeEntry('later', 'from')).toEqual({ hours: 0, minutes: 0 });
    expect(resolveTimeEntry('later', 'to')).toEqual({ hours: 24, minutes: 0 });
    expect(normaliseTimeEntry('99', 'from')).toBe('00:00');
    expect(normaliseTimeEntry('99', 'to')).toBe('24:00');
  });

  it('writes valid entries as HH:mm', () => {
    expect(normaliseTimeEntry('9:30pm', 'from')).toBe('21:30');
    expect(normaliseTimeEntry('7', 'to')).toBe('07:00');
  });
});

describe('formatTimeOfDay', () => {
  it.each([
    [{ hours: 0, minutes: 0 }, '00:00', '12:00 am'],
    [{ hours: 9, minutes: 5 }, '09:05', '9:05 am'],
    [{ hours: 12, minutes: 30 }, '12:30', '12:30 pm'],
    [{ hours: 21, minutes: 0 }, '21:00', '9:00 pm'],
    [{ hours: 24, minutes: 0 }, '24:00', '12:00 am'],
  ])('shows %j as %s or %s', (time, h23, h12) => {
    expect(formatTimeOfDay(time, 'h23')).toBe(h23);
    expect(formatTimeOfDay(time, 'h12')).toBe(h12);
  });
});

describe('halfHourSlots', () => {
  it('lists 48 half hours from 00:00, and 24:00 at the end of the To menu', () => {
    const from = halfHourSlots('from').map((slot) => formatTimeOfDay(slot));
    const to = halfHourSlots('to').map((slot) => formatTimeOfDay(slot));
    expect(from).toHaveLength(48);
    expect(from.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(from.at(-1)).toBe('23:30');
    expect(to).toHaveLength(49);
    expect(to.at(-1)).toBe('24:00');
  });
});
