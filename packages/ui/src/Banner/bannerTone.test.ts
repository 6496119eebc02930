import { describe, expect, it } from 'vitest';
import { bannerRole, bannerTone } from './bannerTone.ts';

describe('bannerTone', () => {
  it('maps the four heartbeat severities', () => {
    expect(bannerTone('INFO')).toBe('info');
    expect(bannerTone('SUCCESS')).toBe('success');
    expect(bannerTone('WARNING')).toBe('warning');
    expect(bannerTone('ERROR')).toBe('error');
  });

  it('ignores case', () => {
    expect(bannerTone('warning')).toBe('warning');
  });

  it('makes anything else grey', () => {
    expect(bannerTone('NOTICE')).toBe('neutral');
    expect(bannerTone('')).toBe('neutral');
    expect(bannerTone(null)).toBe('neutral');
    expect(bannerTone(undefined)).toBe('neutral');
  });
});

describe('bannerRole', () => {
  it('alerts for errors and warnings, status otherwise', () => {
    expect(bannerRole('error')).toBe('alert');
    expect(bannerRole('warning')).toBe('alert');
    expect(bannerRole('info')).toBe('status');
    expect(bannerRole('success')).toBe('status');
    expect(bannerRole('neutral')).toBe('status');
  });
});
