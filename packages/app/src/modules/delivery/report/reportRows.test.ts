import { describe, expect, it } from 'vitest';
import { metricIds, type MetricId, type MetricValues } from '@console/contract';
import {
  categoryRows,
  csvMetricHeader,
  csvMetricValue,
  delayRows,
  durationBound,
  diagnosticCsvRows,
  diagnosticRows,
  groupingCsvRows,
  groupingRows,
  hasTraffic,
  matchesSearch,
  searchDiagnostics,
  searchGrouping,
  timeseriesPoints,
  wallClockIso,
} from './reportRows.ts';

const values = (partial: Partial<MetricValues>): MetricValues => ({
  ...(Object.fromEntries(metricIds.map((id) => [id, 0])) as MetricValues),
  ...partial,
});

const grouping = {
  group_by: 'provider',
  rows: [
    { key: 'google', label: 'Google', values: values({ sent: 48210, bounce_rate: 0.0084 }) },
    { key: 'orange', label: null, values: values({ sent: 9120, bounce_rate: 0.0312 }) },
  ],
  totals: values({ sent: 57330, bounce_rate: 0.0121 }),
  truncated: false,
};

describe('groupingRows', () => {
  it('names a row by its label, else its key', () => {
    const rows = groupingRows(grouping);
    expect(rows.map((row) => [row.id, row.name, row.sent])).toEqual([
      ['google', 'Google', 48210],
      ['orange', 'orange', 9120],
    ]);
  });
});

describe('CSV values', () => {
  it('writes rates in percent, times in seconds, counts as they are', () => {
    expect(csvMetricValue('bounce_rate', 0.0084)).toBe(0.84);
    expect(csvMetricValue('complaint_rate', 0.000123456)).toBe(0.0123);
    expect(csvMetricValue('avg_del_time', 12.345)).toBe(12.3);
    expect(csvMetricValue('sent', 48210)).toBe(48210);
    expect(csvMetricValue('sent', undefined)).toBeNull();
    expect(csvMetricHeader('bounce_rate', 'Bounce rate')).toBe('Bounce rate (%)');
    expect(csvMetricHeader('avg_del_time', 'Avg. delivery time')).toBe('Avg. delivery time (s)');
  });

  it('adds a key column when rows have display labels', () => {
    const label = (metric: string) =>
      ({ sent: 'Sent', bounce_rate: 'Bounce rate' })[metric] ?? metric;
    expect(groupingCsvRows(grouping, 'Provider', 'Key', ['sent', 'bounce_rate'], label)).toEqual([
      ['Provider', 'Key', 'Sent', 'Bounce rate (%)'],
      ['Google', 'google', 48210, 0.84],
      ['orange', 'orange', 9120, 3.12],
    ]);
    const plain = { ...grouping, rows: grouping.rows.map((row) => ({ ...row, label: null })) };
    expect(groupingCsvRows(plain, 'Domain', 'Key', ['sent'], label)[0]).toEqual(['Domain', 'Sent']);
  });

  it('follows each metric with its compared value and change when the report compares', () => {
    const label = (metric: string) =>
      ({ sent: 'Sent', bounce_rate: 'Bounce rate' })[metric] ?? metric;
    const comparison = {
      // orange sent nothing in the compared period
      before: new Map([['google', { sent: 50000, bounce_rate: 0.0104 }]]),
      beforeLabel: (metric: MetricId) => `${label(metric)}, compared`,
      changeLabel: (metric: MetricId) => `${label(metric)} change`,
    };
    expect(
      groupingCsvRows(grouping, 'Provider', 'Key', ['sent', 'bounce_rate'], label, comparison),
    ).toEqual([
      [
        'Provider',
        'Key',
        'Sent',
        'Sent, compared',
        'Sent change',
        'Bounce rate (%)',
        'Bounce rate, compared (%)',
        'Bounce rate change (%)',
      ],
      ['Google', 'google', 48210, 50000, -1790, 0.84, 1.04, -0.2],
      ['orange', 'orange', 9120, null, null, 3.12, null, null],
    ]);
  });
});

const diagnostics = {
  total: 900,
  rows: [
    {
      template: '550 5.1.1 <{email}>: Recipient address rejected: User unknown',
      count: 300,
      share: 1 / 3,
      category: 'bad-mailbox' as const,
      dsn_status: '5.1.1',
      example: '550 5.1.1 <ana@orange.fr>: Recipient address rejected: User unknown',
      providers: [{ provider: 'orange', count: 300 }],
    },
    {
      template: '554 5.7.1 Service unavailable; Client host [{ip}] blocked using zen.spamhaus.org',
      count: 600,
      share: 2 / 3,
      category: 'spam-related' as const,
      dsn_status: '5.7.1',
      example:
        '554 5.7.1 Service unavailable; Client host [192.0.2.10] blocked using zen.spamhaus.org',
      providers: [{ provider: 'webde', count: 600 }],
    },
  ],
};

describe('diagnostics', () => {
  it('lists the most frequent template first, keyed by template', () => {
    expect(diagnosticRows(diagnostics).map((row) => [row.count, row.id.slice(0, 9)])).toEqual([
      [600, '554 5.7.1'],
      [300, '550 5.1.1'],
    ]);
  });

  it('exports the template, count, share in percent, status, category and an example', () => {
    const rows = diagnosticCsvRows(
      diagnostics,
      {
        diagnostic: 'Diagnostic',
        count: 'Count',
        share: 'Share',
        status: 'Status',
        category: 'Category',
        example: 'Example',
      },
      (category) => category.toUpperCase(),
    );
    expect(rows[0]).toEqual(['Diagnostic', 'Count', 'Share (%)', 'Status', 'Category', 'Example']);
    expect(rows[1]?.slice(1, 5)).toEqual([600, 66.6667, '5.7.1', 'SPAM-RELATED']);
  });
});

describe('categoryRows', () => {
  it('drops empty categories and sorts by bounces, then deferrals', () => {
    const row = (
      category: 'bad-mailbox' | 'quota-issues' | 'other',
      bounced: number,
      deferred: number,
    ) => ({
      category,
      kind: 'soft' as const,
      bounced,
      bounced_share: 0,
      deferred,
      deferred_share: 0,
    });
    const rows = categoryRows({
      bounced: 10,
      deferred: 5,
      rows: [row('other', 0, 0), row('quota-issues', 2, 5), row('bad-mailbox', 8, 0)],
    });
    expect(rows.map((entry) => entry.id)).toEqual(['bad-mailbox', 'quota-issues']);
  });
});

describe('delayRows', () => {
  it('adds the cumulative share from the counts', () => {
    const rows = delayRows({
      delivered: 10,
      average_seconds: 30,
      median_seconds: 8,
      p95_seconds: 200,
      buckets: [
        { from_seconds: 0, to_seconds: 10, count: 6, share: 0.6 },
        { from_seconds: 10, to_seconds: 60, count: 3, share: 0.3 },
        { from_seconds: 60, to_seconds: null, count: 1, share: 0.1 },
      ],
    });
    expect(rows.map((entry) => entry.cumulative)).toEqual([0.6, 0.9, 1]);
    expect(rows[2]?.toSeconds).toBeNull();
  });
});

describe('timeseries', () => {
  it('moves instants onto the wall clock of the timezone', () => {
    expect(wallClockIso('2026-11-18T23:00:00.000Z', 'Europe/Paris')).toBe(
      '2026-11-19T00:00:00.000Z',
    );
    expect(wallClockIso('2026-07-01T22:00:00.000Z', 'Europe/Berlin')).toBe(
      '2026-07-02T00:00:00.000Z',
    );
    expect(wallClockIso('2026-11-19T05:00:00.000Z', 'Etc/Zulu')).toBe('2026-11-19T05:00:00.000Z');
  });

  it('gives one point per bucket and series', () => {
    const points = timeseriesPoints(
      {
        bucket: 'hour',
        timezone: 'Europe/Paris',
        points: [
          { start: '2026-11-18T23:00:00.000Z', values: values({ delivered: 90, bounced: 2 }) },
          { start: '2026-11-19T00:00:00.000Z', values: values({ delivered: 80, bounced: 1 }) },
        ],
      },
      [
        { label: 'Delivered', value: (entry) => entry.delivered },
        { label: 'Bounced', value: (entry) => entry.bounced },
      ],
    );
    expect(points).toEqual([
      { time: '2026-11-19T00:00:00.000Z', series: 'Delivered', value: 90 },
      { time: '2026-11-19T00:00:00.000Z', series: 'Bounced', value: 2 },
      { time: '2026-11-19T01:00:00.000Z', series: 'Delivered', value: 80 },
      { time: '2026-11-19T01:00:00.000Z', series: 'Bounced', value: 1 },
    ]);
  });
});

describe('hasTraffic', () => {
  it('is false when nothing was submitted, sent or deferred', () => {
    expect(hasTraffic(values({}))).toBe(false);
    expect(hasTraffic(values({ deferred: 3 }))).toBe(true);
  });
});

describe('durationBound', () => {
  it('writes seconds, minutes and hours with a no-break space', () => {
    expect([10, 60, 300, 3600, 172_800].map(durationBound)).toEqual([
      '10\u00a0s',
      '1\u00a0min',
      '5\u00a0min',
      '1\u00a0h',
      '48\u00a0h',
    ]);
  });
});

describe('search', () => {
  it('matches any text, ignoring case and surrounding spaces', () => {
    expect(matchesSearch(['webde', 'WEB.DE'], ' web.de ')).toBe(true);
    expect(matchesSearch(['google', null], 'yahoo')).toBe(false);
    expect(matchesSearch([], '  ')).toBe(true);
  });

  it('keeps the grouping rows and responses that match', () => {
    expect(searchGrouping(grouping, 'goo').rows.map((row) => row.key)).toEqual(['google']);
    expect(searchGrouping(grouping, '').rows).toHaveLength(2);
    expect(searchDiagnostics(diagnostics, 'SPAMHAUS').rows.map((row) => row.count)).toEqual([600]);
    // the example holds the real address, the template its placeholder
    expect(searchDiagnostics(diagnostics, 'ana@orange.fr').rows.map((row) => row.count)).toEqual([
      300,
    ]);
  });
});
