import { describe, expect, it } from 'vitest';
import type { MetricId } from '@console/contract';
import { panelDimensions, panelMetrics, previousRange, reportInput } from './reportModel.ts';

const workspace = {
  dimensions: [
    { id: 'domain', name: 'Recipient domain', caption: 'Domain' },
    { id: 'provider', name: 'Mailbox provider', caption: 'Provider' },
  ],
  dimensions_default: ['domain', 'provider'],
  metrics: ['sent', 'bounce_rate'] as MetricId[],
};

describe('reportInput', () => {
  it('sends the dataset, the range and copies of the filters', () => {
    const filters = [{ field: 'provider', op: 'NOT_IN', values: ['google'] }] as const;
    expect(
      reportInput('demo-newsletters', {
        range: {
          preset: 'yesterday',
          start: '2026-11-18T23:00:00.000Z',
          end: '2026-11-19T23:00:00.000Z',
        },
        filters,
      }),
    ).toEqual({
      dataset: 'demo-newsletters',
      range: {
        preset: 'yesterday',
        start: '2026-11-18T23:00:00.000Z',
        end: '2026-11-19T23:00:00.000Z',
      },
      filters: [{ field: 'provider', op: 'NOT_IN', values: ['google'] }],
    });
  });

  it('is null while the range lacks an end', () => {
    expect(
      reportInput('d', {
        range: { preset: 'custom', start: '2026-11-01T00:00:00Z', end: null },
        filters: [],
      }),
    ).toBeNull();
  });
});

describe('previousRange', () => {
  it('is the period of the same length just before', () => {
    expect(
      previousRange({
        preset: 'last7days',
        start: '2026-11-12T23:00:00.000Z',
        end: '2026-11-19T23:00:00.000Z',
      }),
    ).toEqual({
      preset: 'custom',
      start: '2026-11-05T23:00:00.000Z',
      end: '2026-11-12T23:00:00.000Z',
    });
  });
});

describe('panels', () => {
  it('keeps the workspace dimensions and the two tops, in the chosen order', () => {
    expect(
      panelDimensions(['bounce', 'provider', 'pool', 'deferral', 'domain'], workspace),
    ).toEqual(['bounce', 'provider', 'deferral', 'domain']);
  });

  it('keeps catalogue metrics only', () => {
    expect(panelMetrics(['sent', 'avg_del_time_chrt', 'trap_rate'])).toEqual(['sent', 'trap_rate']);
  });
});
