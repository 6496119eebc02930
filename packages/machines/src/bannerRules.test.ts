import { describe, expect, it } from 'vitest';
import {
  bannerText,
  compareVersions,
  describeBanner,
  isNewerRelease,
  isUnseen,
  severityColour,
} from './bannerRules.ts';

describe('severityColour', () => {
  it.each([
    ['INFO', 'blue'],
    ['SUCCESS', 'turquoise'],
    ['WARNING', 'orange'],
    ['ERROR', 'red'],
    ['DEBUG', 'grey'],
    ['info', 'grey'],
    ['constructor', 'grey'],
    [null, 'grey'],
  ])('%s is %s', (severity, colour) => {
    expect(severityColour(severity)).toBe(colour);
  });
});

describe('compareVersions and isNewerRelease', () => {
  it('compares number by number, not as text', () => {
    expect(compareVersions('v2-0-100-0', 'v2-0-63-0')).toBeGreaterThan(0);
    expect(compareVersions('v2-0-63-0', 'v2-0-63-0')).toBe(0);
    expect(compareVersions('v2-0-63', 'v2-0-63-1')).toBeLessThan(0);
  });

  it('sees a release as newer only when it is', () => {
    expect(isNewerRelease('v2-0-64-0', 'v2-0-63-0')).toBe(true);
    expect(isNewerRelease('v2-0-63-0', 'v2-0-63-0')).toBe(false);
    expect(isNewerRelease('v2-0-62-9', 'v2-0-63-0')).toBe(false);
    expect(isNewerRelease(null, 'v2-0-63-0')).toBe(false);
    expect(isNewerRelease('v2-0-63-0', null)).toBe(true);
  });
});

describe('isUnseen', () => {
  it('compares timestamps given as numbers or ISO text', () => {
    expect(isUnseen(2000, 1000)).toBe(true);
    expect(isUnseen(1000, 1000)).toBe(false);
    expect(isUnseen('2024-05-02T00:00:00Z', '2024-05-01T00:00:00Z')).toBe(true);
    expect(isUnseen('1500', 2000)).toBe(false);
    expect(isUnseen(1000, null)).toBe(true);
    expect(isUnseen(null, null)).toBe(false);
  });
});

describe('bannerText', () => {
  const heartbeat = { banner: 'Hello', fr_banner: 'Bonjour', de_banner: null };

  it('uses the language variant and falls back to English', () => {
    expect(bannerText(heartbeat, 'fr')).toBe('Bonjour');
    expect(bannerText(heartbeat, 'de')).toBe('Hello');
    expect(bannerText(heartbeat, 'en')).toBe('Hello');
    expect(bannerText({ banner: '' }, 'en')).toBeNull();
  });
});

describe('describeBanner', () => {
  const viewer = { language: 'en', version: 'v2-0-63-0', lastMessage: null } as const;

  it('gives the update banner a message when the server has no text', () => {
    expect(describeBanner({ release: 'v2-0-64-0', severity: 'ERROR' }, viewer)).toEqual({
      text: null,
      message: { text: 'A new version is available.' },
      colour: 'orange',
      action: { text: 'Reload to update' },
    });
  });

  it('shows nothing without text or without a timestamp', () => {
    expect(describeBanner({ severity: 'INFO', timestamp: 5 }, viewer)).toBeNull();
    expect(describeBanner({ banner: 'Hi', severity: 'INFO' }, viewer)).toBeNull();
  });

  it('shows a new ERROR banner in red', () => {
    expect(describeBanner({ banner: 'Outage', severity: 'ERROR', timestamp: 5 }, viewer)).toEqual({
      text: 'Outage',
      message: null,
      colour: 'red',
      action: null,
    });
  });
});
