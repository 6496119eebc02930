import { describe, expect, it } from 'vitest';
import { halfHourSlots, parseTime, tryParseTime } from './parseTime.ts';

describe('tryParseTime', () => {
  it('accepts hh and hh:mm', () => {
    expect(tryParseTime('9', 'from')).toBe(540);
    expect(tryParseTime('09', 'from')).toBe(540);
    expect(tryParseTime('13:45', 'from')).toBe(825);
    expect(tryParseTime(' 7:05 ', 'to')).toBe(425);
    expect(tryParseTime('0', 'from')).toBe(0);
  });

  it('accepts an optional am or pm', () => {
    expect(tryParseTime('9pm', 'from')).toBe(1260);
    expect(tryParseTime('9:30 PM', 'from')).toBe(1290);
    expect(tryParseTime('12am', 'from')).toBe(0);
    expect(tryParseTime('12 pm', 'from')).toBe(720);
    expect(tryParseTime('11:59 a.m.', 'from')).toBe(719);
  });

  it('rejects an hour above 24 and minutes above 59', () => {
    expect(tryParseTime('25', 'to')).toBeNull();
    expect(tryParseTime('10:60', 'from')).toBeNull();
    expect(tryParseTime('13pm', 'from')).toBeNull();
    expect(tryParseTime('0am', 'from')).toBeNull();
  });

  it('allows 24:00 only as an end', () => {
    expect(tryParseTime('24', 'to')).toBe(1440);
    expect(tryParseTime('24:00', 'to')).toBe(1440);
    expect(tryParseTime('24:00', 'from')).toBeNull();
    expect(tryParseTime('24:30', 'to')).toBeNull();
  });

  it('rejects what is not a time', () => {
    expect(tryParseTime('', 'from')).toBeNull();
    expect(tryParseTime('noon', 'from')).toBeNull();
    expect(tryParseTime('1:5', 'from')).toBeNull();
    expect(tryParseTime('123', 'from')).toBeNull();
  });
});

describe('parseTime', () => {
  it('turns an invalid From into 00:00 and an invalid To into 24:00', () => {
    expect(parseTime('25:00', 'from')).toBe(0);
    expect(parseTime('25:00', 'to')).toBe(1440);
    expect(parseTime('24:00', 'from')).toBe(0);
    expect(parseTime('08:30', 'to')).toBe(510);
  });
});

describe('halfHourSlots', () => {
  it('lists 48 slots for a start and adds 24:00 for an end', () => {
    const from = halfHourSlots('from');
    expect(from).toHaveLength(48);
    expect(from[1]).toBe(30);
    expect(from.at(-1)).toBe(1410);
    expect(halfHourSlots('to').at(-1)).toBe(1440);
  });
});
