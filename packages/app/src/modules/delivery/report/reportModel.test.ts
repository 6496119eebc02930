import { describe, expect, it } from 'vitest';
import { metricIds, type MetricId } from '@console/contract';
import {
  compareRange,
  layoutChoices,
  panelDimensions,
  panelMetrics,
  previousRange,
  reportInput,
} from './reportModel.ts';

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

describe('compareRange', () => {
  const lastWeek = {
    preset: 'lastWeek',
    start: '2026-11-15T23:00:00.000Z',
    end: '2026-11-22T23:00:00.000Z',
  } as const;

  it('compares with the week before, a week earlier, or the same length from an instant', () => {
    expect(compareRange(lastWeek, 'previous')).toEqual({
      preset: 'custom',
      start: '2026-11-08T23:00:00.000Z',
      end: '2026-11-15T23:00:00.000Z',
    });
    const yesterday = {
      preset: 'yesterday',
      start: '2026-11-25T23:00:00.000Z',
      end: '2026-11-26T23:00:00.000Z',
    } as const;
    expect(compareRange(yesterday, 'week')).toEqual({
      preset: 'custom',
      start: '2026-11-18T23:00:00.000Z',
      end: '2026-11-19T23:00:00.000Z',
    });
    expect(compareRange(lastWeek, '2026-10-04T22:00:00.000Z')).toEqual({
      preset: 'custom',
      start: '2026-10-04T22:00:00.000Z',
      end: '2026-10-11T22:00:00.000Z',
    });
  });
});

describe('layoutChoices', () => {
  it("offers the workspace's metrics first, then every other metric of the catalogue", () => {
    const { metricChoices, dimensionChoices } = layoutChoices(workspace);
    expect(metricChoices.slice(0, 3)).toEqual(['sent', 'bounce_rate', 'submitted']);
    expect([...metricChoices].sort()).toEqual([...metricIds].sort());
    expect(metricChoices).toContain('unique_open_rate_ex_nhi');
    // no deferral metric in the workspace: no Top Deferrals
    expect(dimensionChoices).toEqual(['domain', 'provider', 'bounce']);
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
