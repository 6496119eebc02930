import type { UserAlert } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { alertRows, channelOf, datasetsText } from './alertRows.ts';

const blocklist: UserAlert = {
  id: 'demo-blocklist',
  scope: 'ip',
  alert: 'blocklist',
  name: 'Blocklist listing',
  description: '',
  module: 'rm',
  account: 'demo',
  friendly_account: 'Demo account',
  channel: 'email',
  active: true,
  mappings: [
    { dataset: 'demo-transactional', exclude_rhsbl: [], exclude_dnsbl: ['spamcop'] },
    { dataset: 'demo-newsletters', exclude_rhsbl: ['uribl'], exclude_dnsbl: [] },
  ],
  exclude_rhsbl: [],
  exclude_dnsbl: [],
  condition: null,
};
const bounces: UserAlert = {
  ...blocklist,
  id: 'bounce-rate',
  alert: 'bounce_rate',
  name: 'Bounce rate above 5%',
  module: 'da',
  active: false,
  mappings: [],
  condition: { threshold: 5, direction: 'above', min_volume: 100, window: 60, values: [] },
};

const texts = {
  allDatasets: 'All datasets',
  moduleName: (module: string) =>
    ({ rm: 'Reputation Monitor', da: 'Delivery Analytics' })[module] ?? module,
  channelName: (channel: string) => (channel === 'slack' ? 'Slack' : 'Email'),
  condition: (alert: UserAlert) => (alert.condition ? `> ${alert.condition.threshold}%` : null),
};

describe('alert rows', () => {
  it('lists the datasets an alert watches, or all of them when it has no mapping', () => {
    expect(datasetsText(blocklist, 'All datasets')).toBe('demo-newsletters, demo-transactional');
    expect(datasetsText(bounces, 'All datasets')).toBe('All datasets');
  });

  it('sends every alert through Slack once connected, by email otherwise', () => {
    expect(channelOf(true)).toBe('slack');
    expect(channelOf(false)).toBe('email');
  });

  it('shows the switch state of the alerts machine and counts blocklist exclusions', () => {
    const rows = alertRows([blocklist, bounces], new Map([['bounce-rate', true]]), 'slack', texts);
    expect(rows.map(({ source: _source, ...row }) => row)).toEqual([
      {
        id: 'demo-blocklist',
        account: 'Demo account',
        dataset: 'demo-newsletters, demo-transactional',
        module: 'Reputation Monitor',
        alert: 'Blocklist listing',
        excluded: 2,
        condition: null,
        channel: 'Slack',
        active: true,
      },
      {
        id: 'bounce-rate',
        account: 'Demo account',
        dataset: 'All datasets',
        module: 'Delivery Analytics',
        alert: 'Bounce rate above 5%',
        excluded: null,
        condition: '> 5%',
        channel: 'Slack',
        active: true,
      },
    ]);
  });
});
