import { describe, expect, it } from 'vitest';
import { matchesTimeZone, timeZoneIds, timeZoneOptions, utcOffset } from './timeZones.ts';

const winter = new Date('2026-01-15T12:00:00Z');
const summer = new Date('2026-07-15T12:00:00Z');

describe('timezone list', () => {
  it('adds Etc/Zulu, UTC and the stored zone to the browser list, sorted and without duplicates', () => {
    expect(timeZoneIds(['Europe/Paris', 'America/New_York', 'UTC'], 'Asia/Tokyo')).toEqual([
      'America/New_York',
      'Asia/Tokyo',
      'Etc/Zulu',
      'Europe/Paris',
      'UTC',
    ]);
  });

  it('offers current names for zones ICU lists under former ones, keeping a stored former name', () => {
    expect(timeZoneIds(['Asia/Calcutta', 'Europe/Kiev'], 'Etc/Zulu')).toEqual([
      'Asia/Kolkata',
      'Etc/Zulu',
      'Europe/Kyiv',
      'UTC',
    ]);
    expect(timeZoneIds(['Asia/Calcutta'], 'Asia/Calcutta')).toContain('Asia/Calcutta');
  });

  it('offers the full IANA list of the runtime', () => {
    const ids = timeZoneIds(Intl.supportedValuesOf('timeZone'), 'Etc/Zulu');
    expect(ids.length).toBeGreaterThan(300);
    expect(ids).toContain('Asia/Kolkata');
    expect(ids).toContain('Pacific/Chatham');
  });

  it('gives each zone its offset at the moment, daylight saving time included', () => {
    expect(utcOffset('Europe/Paris', winter)).toBe('UTC+01:00');
    expect(utcOffset('Europe/Paris', summer)).toBe('UTC+02:00');
    expect(utcOffset('Asia/Kolkata', winter)).toBe('UTC+05:30');
    expect(utcOffset('America/Sao_Paulo', winter)).toBe('UTC-03:00');
    expect(utcOffset('Etc/Zulu', winter)).toBe('UTC+00:00');
    expect(utcOffset('Not/AZone', winter)).toBe('');
    expect(timeZoneOptions(['Europe/Berlin'], 'Etc/Zulu', summer)).toContainEqual({
      id: 'Europe/Berlin',
      offset: 'UTC+02:00',
    });
  });
});

describe('timezone search', () => {
  it('matches city names typed with spaces, in any case and word order', () => {
    expect(matchesTimeZone('America/New_York', 'new york')).toBe(true);
    expect(matchesTimeZone('America/New_York', 'York NEW')).toBe(true);
    expect(matchesTimeZone('America/New_York', 'paris')).toBe(false);
    expect(matchesTimeZone('Europe/Paris', 'europe/par')).toBe(true);
  });

  it('matches everything while the text is empty', () => {
    expect(matchesTimeZone('Etc/Zulu', '')).toBe(true);
    expect(matchesTimeZone('Etc/Zulu', '   ')).toBe(true);
  });
});
