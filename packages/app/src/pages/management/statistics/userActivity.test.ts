// Users' activity: the table's rows (names made unique for the chart), the month's totals, and
// the bars of the busiest users with the focused one always shown.
import { describe, expect, it } from 'vitest';
import {
  activityBars,
  activitySummary,
  shortLabel,
  userActivityRows,
  type UserStatistics,
} from './userActivity.ts';

const stat = (
  user: string,
  name: string,
  visits: number,
  activeDays: number,
  calls: number,
): UserStatistics => ({
  user,
  name,
  accounts: ['demo', 'acme'],
  visits,
  active_days: activeDays,
  calls,
  last_visit: visits > 0 ? '2026-11-18T09:00:00.000Z' : null,
});

const rows = userActivityRows([
  stat('claire@x.io', 'Claire Martin', 30, 15, 900),
  stat('marc@x.io', 'Marc Dubois', 12, 9, 1200),
  stat('anna@x.io', 'Anna', 4, 3, 80),
  stat('anna@y.io', 'Anna', 2, 2, 80),
  stat('idle@x.io', 'Idle User', 0, 0, 0),
]);

describe('userActivityRows', () => {
  it('keeps the figures and joins the accounts', () => {
    expect(rows[0]).toEqual({
      id: 'claire@x.io',
      name: 'Claire Martin',
      label: 'Claire Martin',
      accounts: 'demo, acme',
      visits: 30,
      active_days: 15,
      calls: 900,
      last_visit: '2026-11-18T09:00:00.000Z',
    });
  });

  it('names two users of the same name by their emails too', () => {
    expect(rows.map((row) => row.label)).toEqual([
      'Claire Martin',
      'Marc Dubois',
      'Anna (anna@x.io)',
      'Anna (anna@y.io)',
      'Idle User',
    ]);
  });
});

describe('activitySummary', () => {
  it('counts the active users and sums visits, active days and calls', () => {
    expect(activitySummary(rows)).toEqual({
      activeUsers: 4,
      visits: 48,
      activeDays: 29,
      calls: 2260,
    });
  });
});

describe('activityBars', () => {
  it('shows the busiest users by the measure, ties by name, nobody without any', () => {
    expect(activityBars(rows, 'calls', { series: 'Calls' })).toEqual([
      { category: 'Marc Dubois', series: 'Calls', value: 1200 },
      { category: 'Claire Martin', series: 'Calls', value: 900 },
      { category: 'Anna (anna@x.io)', series: 'Calls', value: 80 },
      { category: 'Anna (anna@y.io)', series: 'Calls', value: 80 },
    ]);
  });

  it('keeps the top users only', () => {
    expect(activityBars(rows, 'visits', { series: 'Visits', top: 2 })).toEqual([
      { category: 'Claire Martin', series: 'Visits', value: 30 },
      { category: 'Marc Dubois', series: 'Visits', value: 12 },
    ]);
  });

  it('gives the focused user the last bar when they are not among the top', () => {
    expect(
      activityBars(rows, 'active_days', { series: 'Days', top: 2, focus: 'idle@x.io' }),
    ).toEqual([
      { category: 'Claire Martin', series: 'Days', value: 15 },
      { category: 'Idle User', series: 'Days', value: 0 },
    ]);
    expect(
      activityBars(rows, 'active_days', { series: 'Days', top: 2, focus: 'claire@x.io' }),
    ).toHaveLength(2);
  });
});

describe('shortLabel', () => {
  it('cuts a long name with an ellipsis and keeps a short one', () => {
    expect(shortLabel('Acme operations', 11)).toBe('Acme opera…');
    expect(shortLabel('Claire Martin', 11)).toBe('Claire Mar…');
    expect(shortLabel('Li Wei', 11)).toBe('Li Wei');
    expect(shortLabel('Marc Dubois', 11)).toBe('Marc Dubois');
    expect(shortLabel('Anna Maria Lopez', 6)).toBe('Anna…');
  });
});

describe('activityBars with short labels', () => {
  it('cuts the names, and numbers two that read the same once cut', () => {
    expect(
      activityBars(rows, 'calls', { series: 'Calls', top: 4, labelLimit: 6 }).map(
        (bar) => bar.category,
      ),
    ).toEqual(['Marc…', 'Clair…', '3. Anna…', '4. Anna…']);
  });
});
