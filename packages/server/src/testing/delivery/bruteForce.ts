// The reference the report engine is tested against: totals recounted from raw events alone,
// with filters applied in SQL to each event's dimension values and unique counts recomputed
// (the first open, human open, click, unsubscribe of each message by time), not read from the
// flags that ingest set. Test code; it scans the whole dataset.
import type { Filter, MetricValues } from '@console/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/schema/index.ts';
import { counterCount, counterIndex } from '../../modules/delivery/eventCodes.ts';
import { noValue } from '../../modules/delivery/dimensions.ts';
import { fieldOfDimension } from '../../modules/delivery/reports/filters.ts';
import { metricValues } from '../../modules/delivery/reports/metricValues.ts';

interface Recount {
  submitted: number;
  sent: number;
  delivered: number;
  bounced: number;
  deferred: number;
  opens: number;
  unique_opens: number;
  unique_opens_ex_nhi: number;
  complaints: number;
  unique_clicks: number;
  unique_unsubs: number;
  traps: number;
  delay_count: number;
  delay_sum_ms: number;
}

export async function bruteForceTotals(
  db: Db,
  datasetNo: number,
  start: number,
  end: number,
  filters: readonly Filter[],
): Promise<MetricValues> {
  const passes = filters.map((filter) => {
    const column = sql`coalesce(${sql.ref(`c.${fieldOfDimension(filter.field)}`)}, ${noValue})`;
    const inList = sql`${column} = any(${filter.values}::text[])`;
    return filter.op === 'IN' ? inList : sql`not (${inList})`;
  });
  const filtered = passes.length === 0 ? sql`true` : sql.join(passes, sql` and `);
  // The n-th event of its kind for its message (events without a Message-ID stand alone).
  const rank = (
    condition: ReturnType<typeof sql>,
  ) => sql`case when ${condition} then row_number() over (
      partition by ${condition}, coalesce(e.message_id, 'key:' || e.key::text), e.recipient
      order by e.ts) end`;
  const result = await sql<Recount>`
    with ranked as (
      select e.ts, e.type, e.flags, e.delivery_ms, e.combo,
        ${rank(sql`e.type = 5`)} as open_rank,
        ${rank(sql`e.type = 5 and (e.flags & 1) = 0`)} as human_rank,
        ${rank(sql`e.type = 6`)} as click_rank,
        ${rank(sql`e.type = 8`)} as unsub_rank
      from delivery_events e where e.dataset_no = ${datasetNo}
    )
    select
      count(*) filter (where type = 1)::int as submitted,
      count(*) filter (where type = 2 or (type = 3 and (flags & 2) = 0))::int as sent,
      count(*) filter (where type = 2)::int as delivered,
      count(*) filter (where type = 3)::int as bounced,
      count(*) filter (where type = 4)::int as deferred,
      count(*) filter (where type = 5)::int as opens,
      count(*) filter (where open_rank = 1)::int as unique_opens,
      count(*) filter (where human_rank = 1)::int as unique_opens_ex_nhi,
      count(*) filter (where type = 7)::int as complaints,
      count(*) filter (where click_rank = 1)::int as unique_clicks,
      count(*) filter (where unsub_rank = 1)::int as unique_unsubs,
      count(*) filter (where type = 9)::int as traps,
      count(*) filter (where type = 2 and delivery_ms is not null)::int as delay_count,
      coalesce(sum(delivery_ms) filter (where type = 2), 0)::float8 as delay_sum_ms
    from ranked r join delivery_combos c on c.id = r.combo
    where r.ts >= ${new Date(start).toISOString()}::timestamptz
      and r.ts < ${new Date(end).toISOString()}::timestamptz and ${filtered}`.execute(db);
  const row = result.rows[0] as Recount;
  const counters = new Float64Array(counterCount);
  for (const [name, index] of Object.entries(counterIndex))
    counters[index] = Number(row[name as keyof Recount]);
  return metricValues(counters);
}
