// Report calls over a 30-day range, as the service answers them (cache refresh query, block
// loads, JS aggregation; the HTTP layer's session and role checks are not counted): each call
// once cold, then `iterations` times with the blocks in memory but every call scanning them
// (p50, p95), then repeated while the range's per-combination totals are remembered, as a
// dashboard's other panels find them. The range is "last 30 days" of a user
// in Europe/Paris, so its edges fall at 23:00 UTC and day buckets are local days.
import type { Filter } from '@console/contract';
import type { Storage } from '../../src/db/database.ts';
import type { AccountContext } from '../../src/http/context.ts';
import * as delivery from '../../src/modules/delivery/delivery.service.ts';
import { rememberRangeResults } from '../../src/modules/delivery/reports/cube.ts';
import { percentile } from './stats.ts';

export interface CallFigures {
  name: string;
  coldMs: number;
  p50Ms: number;
  p95Ms: number;
  /** the same call again while the range's per-combination totals are remembered */
  repeatP50Ms: number;
}

export const benchRange = {
  preset: 'last30days' as const,
  start: '2025-01-05T23:00:00.000Z',
  end: '2025-02-04T23:00:00.000Z',
};

export async function reportCalls(
  storage: Storage,
  account: string,
  dataset: string,
  iterations: number,
  samples: { recipients: string[]; messageIds: string[] },
): Promise<CallFigures[]> {
  const context = {
    db: storage.db,
    account: { id: account },
    user: { id: 'bench@example.com', admin: false, timezone: 'Europe/Paris' },
    role: 'member',
  } as unknown as AccountContext;
  const input = (filters: Filter[] = []) => ({ dataset, range: benchRange, filters });
  const grouping = (groupBy: string) => ({
    ...input(),
    groupBy,
    order: 'sent' as const,
    direction: 'DESC' as const,
  });
  let sample = 0;
  const next = (list: string[]) => list[sample++ % list.length] as string;
  const calls: [string, () => Promise<unknown>][] = [
    ['totals', () => delivery.totals(context, input())],
    [
      'totals, provider IN google,yahoo',
      () =>
        delivery.totals(
          context,
          input([{ field: 'provider', op: 'IN', values: ['google', 'yahoo'] }]),
        ),
    ],
    [
      'totals, domain NOT_IN gmail.com',
      () =>
        delivery.totals(context, input([{ field: 'domain', op: 'NOT_IN', values: ['gmail.com'] }])),
    ],
    ['timeseries (30 local days)', () => delivery.timeseries(context, input())],
    ['categories', () => delivery.categories(context, input())],
    ['bounces', () => delivery.bounces(context, input())],
    ['deferrals', () => delivery.deferrals(context, input())],
    ['delays', () => delivery.delays(context, input())],
    ['grouping by domain', () => delivery.grouping(context, grouping('domain'))],
    ['grouping by provider', () => delivery.grouping(context, grouping('provider'))],
    ['grouping by ip', () => delivery.grouping(context, grouping('ip'))],
    ['grouping by job', () => delivery.grouping(context, grouping('job'))],
    [
      'search by recipient',
      () =>
        delivery.search(context, { dataset, range: benchRange, email: next(samples.recipients) }),
    ],
    [
      'search by Message-ID',
      () =>
        delivery.search(context, {
          dataset,
          range: benchRange,
          message_id: next(samples.messageIds),
        }),
    ],
  ];
  const figures: CallFigures[] = [];
  const timed = async (call: () => Promise<unknown>, runs: number) => {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
    return times;
  };
  for (const [name, call] of calls) {
    // Warm blocks, but every call scans them: no remembered per-range result.
    rememberRangeResults(false);
    const [coldMs = 0] = await timed(call, 1);
    const times = await timed(call, iterations);
    rememberRangeResults(true);
    const repeats = await timed(call, Math.max(5, Math.floor(iterations / 5)));
    figures.push({
      name,
      coldMs,
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      repeatP50Ms: percentile(repeats.slice(1), 0.5),
    });
  }
  return figures;
}
