// One metric over the months: each account's values (an account created later has no earlier
// months), the top accounts' lines with the rest summed, and the month x account rows.
import { describe, expect, it } from 'vitest';
import type { UsageRow } from '@console/contract';
import {
  accountsOverMonths,
  metricSeries,
  metricTableRows,
  type MonthUsage,
} from './metricSeries.ts';

const row = (account: string, month: string, volume: number, name = account): UsageRow => ({
  account,
  name,
  month,
  users: 1,
  user_limit: 5,
  volume,
  volume_limit: 5000,
  ips: 0,
  ip_limit: null,
  domains: 0,
  domain_limit: null,
  audits: 0,
  audit_limit: null,
  policies: 0,
  policy_limit: null,
  dmarc: 0,
});

const months: MonthUsage[] = [
  { month: '2026-09', rows: [row('acme', '2026-09', 100), row('demo', '2026-09', 300)] },
  {
    month: '2026-10',
    rows: [row('acme', '2026-10', 200), row('demo', '2026-10', 50), row('new', '2026-10', 0)],
  },
  {
    month: '2026-11',
    rows: [
      row('acme', '2026-11', 400, 'Acme Retail'),
      row('demo', '2026-11', 0),
      row('new', '2026-11', 10),
    ],
  },
];
const monthIds = ['2026-09', '2026-10', '2026-11'];

describe('accountsOverMonths', () => {
  it('gives each account its values per month, the largest total first', () => {
    expect(accountsOverMonths(months, 'volume')).toEqual([
      {
        account: 'acme',
        label: 'Acme Retail',
        values: { '2026-09': 100, '2026-10': 200, '2026-11': 400 },
        total: 700,
        limit: 5000,
      },
      {
        account: 'demo',
        label: 'demo',
        values: { '2026-09': 300, '2026-10': 50, '2026-11': 0 },
        total: 350,
        limit: 5000,
      },
      {
        account: 'new',
        label: 'new',
        values: { '2026-10': 0, '2026-11': 10 },
        total: 10,
        limit: 5000,
      },
    ]);
  });

  it('takes the name and limit of the latest month, whatever the order of the answers', () => {
    const reversed = [...months].reverse();
    expect(accountsOverMonths(reversed, 'volume')[0]?.label).toBe('Acme Retail');
  });

  it('names two accounts of the same name by their ids too', () => {
    const twins: MonthUsage[] = [
      {
        month: '2026-11',
        rows: [row('a1', '2026-11', 5, 'Acme'), row('a2', '2026-11', 3, 'Acme')],
      },
    ];
    expect(accountsOverMonths(twins, 'volume').map((entry) => entry.label)).toEqual([
      'Acme (a1)',
      'Acme (a2)',
    ]);
  });

  it('orders equal totals by name', () => {
    const even: MonthUsage[] = [
      { month: '2026-11', rows: [row('zulu', '2026-11', 0), row('alpha', '2026-11', 0)] },
    ];
    expect(accountsOverMonths(even, 'users').map((entry) => entry.account)).toEqual([
      'alpha',
      'zulu',
    ]);
  });
});

describe('metricSeries', () => {
  const accounts = accountsOverMonths(months, 'volume');

  it('draws one line per account with use, skipping the months before it existed', () => {
    expect(metricSeries(accounts, monthIds, { otherLabel: 'Other accounts' })).toEqual([
      { time: '2026-09-01T00:00:00.000Z', series: 'Acme Retail', value: 100 },
      { time: '2026-10-01T00:00:00.000Z', series: 'Acme Retail', value: 200 },
      { time: '2026-11-01T00:00:00.000Z', series: 'Acme Retail', value: 400 },
      { time: '2026-09-01T00:00:00.000Z', series: 'demo', value: 300 },
      { time: '2026-10-01T00:00:00.000Z', series: 'demo', value: 50 },
      { time: '2026-11-01T00:00:00.000Z', series: 'demo', value: 0 },
      { time: '2026-10-01T00:00:00.000Z', series: 'new', value: 0 },
      { time: '2026-11-01T00:00:00.000Z', series: 'new', value: 10 },
    ]);
  });

  it('sums the accounts past the top ones into one line, month by month', () => {
    expect(metricSeries(accounts, monthIds, { top: 1, otherLabel: 'Other accounts' })).toEqual([
      { time: '2026-09-01T00:00:00.000Z', series: 'Acme Retail', value: 100 },
      { time: '2026-10-01T00:00:00.000Z', series: 'Acme Retail', value: 200 },
      { time: '2026-11-01T00:00:00.000Z', series: 'Acme Retail', value: 400 },
      { time: '2026-09-01T00:00:00.000Z', series: 'Other accounts', value: 300 },
      { time: '2026-10-01T00:00:00.000Z', series: 'Other accounts', value: 50 },
      { time: '2026-11-01T00:00:00.000Z', series: 'Other accounts', value: 10 },
    ]);
  });

  it('leaves the rest out without a label for them', () => {
    expect(
      metricSeries(accounts, monthIds, { top: 1, otherLabel: null }).map((point) => point.series),
    ).toEqual(['Acme Retail', 'Acme Retail', 'Acme Retail']);
  });

  it('has no point when no account used the metric', () => {
    expect(
      metricSeries(accountsOverMonths(months, 'dmarc'), monthIds, { otherLabel: 'x' }),
    ).toEqual([]);
  });
});

describe('metricTableRows', () => {
  it('gives a row per account with a field per month, null before the account existed', () => {
    expect(metricTableRows(accountsOverMonths(months, 'volume'), monthIds)).toEqual([
      {
        id: 'acme',
        account: 'Acme Retail',
        total: 700,
        '2026-09': 100,
        '2026-10': 200,
        '2026-11': 400,
      },
      { id: 'demo', account: 'demo', total: 350, '2026-09': 300, '2026-10': 50, '2026-11': 0 },
      { id: 'new', account: 'new', total: 10, '2026-09': null, '2026-10': 0, '2026-11': 10 },
    ]);
  });
});
