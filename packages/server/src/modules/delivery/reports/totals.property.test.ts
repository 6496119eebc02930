// The property the report engine rests on, on both databases: for any filters (IN / NOT_IN on
// any dimension, values present or not) and any range (minute precision, so edges fall inside
// hours and days), datasets/totals equals a brute-force recount from raw events; grouping rows
// add up to the totals; and each point of a timeseries, in any time zone, equals a recount of
// its bucket.
import fc from 'fast-check';
import type { Filter } from '@console/contract';
import { describe, expect, it } from 'vitest';
import type { AccountContext } from '../../../http/context.ts';
import { testDatabases, useTestStorage } from '../../../testing/databases.ts';
import { dimensionIds } from '../dimensions.ts';
import { ensureDeliveryDataset } from '../datasets.repository.ts';
import { grouping, totals, timeseries } from '../delivery.service.ts';
import { rememberRangeResults } from './cube.ts';
import {
  seedTestDataset,
  testDataDays,
  testDataStart,
} from '../../../testing/delivery/testData.ts';
import { bruteForceTotals } from '../../../testing/delivery/bruteForce.ts';

const minute = 60_000;
const span = (testDataDays + 1) * 1440;

function contextOf(db: AccountContext['db'], timezone = 'UTC'): AccountContext {
  return {
    db,
    account: { id: 'acme' },
    user: { id: 'ana@example.com', admin: false, timezone },
    role: 'member',
  } as unknown as AccountContext;
}

const valuesByDimension: Record<string, string[]> = {
  domain: ['gmail.com', 'yahoo.com', 'hotmail.com', 'gmx.de', 'example.org', 'nowhere.test'],
  provider: ['google', 'yahoo', 'outlook', 'apple', '(none)', 'nobody'],
  ip: ['192.0.2.10', '192.0.2.20', '192.0.2.30', '(none)'],
  vmta: ['mta-10', 'mta-21', 'mta-30'],
  pool: ['marketing', 'transactional', 'warmup'],
  job: ['transactional', 'daily-deals-2025-01-06', 'newsletter-2025-01-07', '(none)'],
  sender: ['news.example-shop.com', 'mail.example-shop.com'],
  mx: ['gmail-smtp-in.l.google.com', '(none)'],
  esp: ['powermta', 'demo'],
  cat: ['bad-mailbox', 'policy-related', 'spam-related', '(none)'],
  dsn: ['2.0.0', '5.1.1', '4.7.0', '(none)'],
  bounce: ['(none)'],
  deferral: ['421 4.7.0 Too many concurrent SMTP connections; please try again later'],
};

const filterArbitrary: fc.Arbitrary<Filter> = fc.constantFrom(...dimensionIds).chain((field) =>
  fc.record({
    field: fc.constant(field),
    op: fc.constantFrom('IN' as const, 'NOT_IN' as const),
    values: fc.uniqueArray(fc.constantFrom(...(valuesByDimension[field] ?? ['(none)'])), {
      minLength: 1,
      maxLength: 3,
    }),
  }),
);

const rangeArbitrary = fc
  .tuple(fc.integer({ min: -60, max: span }), fc.integer({ min: 1, max: span }))
  .map(([from, length]) => ({
    start: testDataStart + from * minute,
    end: testDataStart + (from + length) * minute,
  }));

const iso = (ms: number) => new Date(ms).toISOString();

function expectSameMetrics(actual: Record<string, number>, expected: Record<string, number>) {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [metric, value] of Object.entries(expected))
    expect(actual[metric]).toBeCloseTo(value, 9);
}

describe.each(testDatabases)('report totals on %s', (kind) => {
  const holder = useTestStorage(kind);
  const db = () => holder.storage.db;

  it('equal a brute-force recount from raw events for any filters and range', async () => {
    await seedTestDataset(db(), 'acme', 'acme-property');
    const { dataset_no: datasetNo } = await ensureDeliveryDataset(db(), 'acme-property');
    await fc.assert(
      fc.asyncProperty(
        rangeArbitrary,
        fc.array(filterArbitrary, { maxLength: 3 }),
        fc.boolean(),
        async (range, filters, remember) => {
          // Both ways of summing: the range's remembered per-combination counters, or a scan.
          rememberRangeResults(remember);
          const answer = await totals(contextOf(db()), {
            dataset: 'acme-property',
            range: { preset: 'custom', start: iso(range.start), end: iso(range.end) },
            filters,
          });
          const expected = await bruteForceTotals(db(), datasetNo, range.start, range.end, filters);
          expectSameMetrics(answer.totals, expected);
        },
      ),
      { numRuns: 60, seed: 20250106 },
    );
    rememberRangeResults(true);
  }, 300_000);

  it('has grouping rows that add up to the totals, for any dimension and filters', async () => {
    await fc.assert(
      fc.asyncProperty(
        rangeArbitrary,
        fc.array(filterArbitrary, { maxLength: 2 }),
        fc.constantFrom(...dimensionIds),
        fc.boolean(),
        async (range, filters, groupBy, remember) => {
          rememberRangeResults(remember);
          const input = {
            dataset: 'acme-property',
            range: { preset: 'custom' as const, start: iso(range.start), end: iso(range.end) },
            filters,
          };
          const order = { groupBy, order: 'sent' as const, direction: 'DESC' as const };
          const grouped = await grouping(contextOf(db()), { ...input, ...order });
          const whole = await totals(contextOf(db()), input);
          expect(grouped.totals).toEqual(whole.totals);
          for (const metric of [
            'submitted',
            'delivered',
            'opens',
            'unique_opens',
            'bounced',
          ] as const) {
            const sum = grouped.rows.reduce((total, row) => total + (row.values[metric] ?? 0), 0);
            expect(sum).toBe(whole.totals[metric]);
          }
        },
      ),
      { numRuns: 30, seed: 11 },
    );
    rememberRangeResults(true);
  }, 300_000);

  it('has timeseries points equal to a recount of their bucket, adding up to the totals, in any time zone', async () => {
    const { dataset_no: datasetNo } = await ensureDeliveryDataset(db(), 'acme-property');
    const zones = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Australia/Adelaide'];
    await fc.assert(
      fc.asyncProperty(
        rangeArbitrary,
        fc.constantFrom(...zones),
        fc.nat(),
        async (range, zone, pick) => {
          const input = {
            dataset: 'acme-property',
            range: { preset: 'custom' as const, start: iso(range.start), end: iso(range.end) },
            filters: [],
          };
          const series = await timeseries(contextOf(db(), zone), input);
          const whole = await totals(contextOf(db(), zone), input);
          const sum = (metric: 'submitted' | 'delivered' | 'unique_opens') =>
            series.points.reduce((total, point) => total + (point.values[metric] ?? 0), 0);
          expect(sum('submitted')).toBe(whole.totals.submitted);
          expect(sum('delivered')).toBe(whole.totals.delivered);
          expect(sum('unique_opens')).toBe(whole.totals.unique_opens);
          // One point, recounted over its bucket (clipped to the range).
          const index = pick % series.points.length;
          const point = series.points[index];
          const next = series.points[index + 1];
          const from = Math.max(range.start, Date.parse(point?.start ?? ''));
          const to = next ? Date.parse(next.start) : range.end;
          const expected = await bruteForceTotals(
            db(),
            datasetNo,
            from,
            Math.min(to, range.end),
            [],
          );
          expectSameMetrics(point?.values ?? {}, expected);
        },
      ),
      { numRuns: 25, seed: 7 },
    );
  }, 300_000);
});
