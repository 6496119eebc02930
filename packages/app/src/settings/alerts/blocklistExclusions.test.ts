import type { UserAlert } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  excludedCount,
  exclusionChange,
  exclusionsOf,
  groupBlocklists,
  isBlocklistAlert,
  isListExcluded,
  setListExcluded,
} from './blocklistExclusions.ts';

const alert: UserAlert = {
  id: 'demo-blocklist',
  scope: 'ip',
  alert: 'blocklist',
  name: 'Blocklist listing',
  description: 'A sending IP or domain appears on a blocklist',
  module: 'rm',
  account: 'demo',
  friendly_account: 'Demo account',
  channel: 'email',
  active: true,
  mappings: [
    { dataset: 'demo-newsletters', exclude_rhsbl: ['uribl'], exclude_dnsbl: [] },
    { dataset: 'demo-transactional', exclude_rhsbl: [], exclude_dnsbl: ['spamcop'] },
  ],
  exclude_rhsbl: ['surbl'],
  exclude_dnsbl: ['spamcop'],
  condition: null,
};

describe('blocklist exclusions', () => {
  it('recognises blocklist alerts, legacy blacklist ones included', () => {
    expect(isBlocklistAlert(alert)).toBe(true);
    expect(isBlocklistAlert({ alert: 'blacklist' })).toBe(true);
    expect(isBlocklistAlert({ alert: 'bounce_rate' })).toBe(false);
  });

  it('opens on the union of the top-level and per-dataset exclusions', () => {
    expect(exclusionsOf(alert)).toEqual({ rhsbl: ['surbl', 'uribl'], dnsbl: ['spamcop'] });
    expect(excludedCount(alert)).toBe(3);
  });

  it('saves the same lists at the top level and for every dataset', () => {
    expect(exclusionChange(alert, { rhsbl: ['uribl', 'spamhaus-dbl'], dnsbl: [] })).toEqual({
      id: 'demo-blocklist',
      exclude_rhsbl: ['spamhaus-dbl', 'uribl'],
      exclude_dnsbl: [],
      mappings: [
        {
          dataset: 'demo-newsletters',
          exclude_rhsbl: ['spamhaus-dbl', 'uribl'],
          exclude_dnsbl: [],
        },
        {
          dataset: 'demo-transactional',
          exclude_rhsbl: ['spamhaus-dbl', 'uribl'],
          exclude_dnsbl: [],
        },
      ],
    });
  });

  it('turns a list off and on in the group of its kind', () => {
    const start = { rhsbl: [], dnsbl: ['spamcop'] };
    const zen = { id: 'spamhaus-zen', kind: 'ip' as const };
    const dbl = { id: 'spamhaus-dbl', kind: 'domain' as const };
    const off = setListExcluded(setListExcluded(start, zen, true), dbl, true);
    expect(off).toEqual({ rhsbl: ['spamhaus-dbl'], dnsbl: ['spamcop', 'spamhaus-zen'] });
    expect(isListExcluded(off, zen)).toBe(true);
    const on = setListExcluded(off, zen, false);
    expect(on.dnsbl).toEqual(['spamcop']);
    expect(isListExcluded(on, zen)).toBe(false);
    expect(setListExcluded(on, dbl, true).rhsbl).toEqual(['spamhaus-dbl']);
  });

  it('groups the lists into domain (RHSBL) and IP (DNSBL) lists by name', () => {
    const list = (id: string, name: string, kind: 'ip' | 'domain') => ({
      id,
      name,
      kind,
      description: '',
      delisting_url: null,
    });
    const groups = groupBlocklists([
      list('uribl', 'URIBL multi', 'domain'),
      list('spamcop', 'SpamCop', 'ip'),
      list('barracuda', 'Barracuda', 'ip'),
      list('spamhaus-dbl', 'Spamhaus DBL', 'domain'),
    ]);
    expect(groups.domain.map((entry) => entry.id)).toEqual(['spamhaus-dbl', 'uribl']);
    expect(groups.ip.map((entry) => entry.id)).toEqual(['barracuda', 'spamcop']);
  });
});
