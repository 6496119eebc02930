// SQL the report cache reads: what changed since its watermark (the ingest log), new
// combinations, rollup rows of given hours or days, and, for the sub-hour edges of a range,
// the same counters aggregated from raw events.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/schema/index.ts';
import { comboFields } from '../dimensions.ts';
import { eventFlags, eventTypeCodes, rollupCounters } from '../eventCodes.ts';
import { histogramBoundsSeconds, histogramColumns } from '../delayHistogram.ts';
import type { RollupGrain } from '../ingest/store/rollups.repository.ts';
import { arrayParam } from '../ingest/store/arrayLiterals.ts';
import { sparsePairs, type SparseRow } from './chunk.ts';

export interface ChangeRow {
  ingest_seq: number;
  generation: number;
  seq: number | null;
  hours: number[] | null;
}

export async function changesSince(
  db: Db,
  datasetNo: number,
  watermark: number,
): Promise<ChangeRow[]> {
  const rows = await sql<ChangeRow>`
    select d.ingest_seq, d.generation, l.seq, l.hours
    from delivery_datasets d
    left join delivery_ingest_log l on l.dataset_no = d.dataset_no and l.seq > ${watermark}
    where d.dataset_no = ${datasetNo}
    order by l.seq`.execute(db);
  return rows.rows;
}

export function combosAfterId(db: Db, datasetNo: number, afterId: number) {
  return db
    .selectFrom('delivery_combos')
    .select(['id', ...comboFields, 'example'])
    .where('dataset_no', '=', datasetNo)
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
}

export interface BucketRows {
  bucket: number;
  rows: SparseRow[];
}

const nonZero = (column: RawBuilder<unknown>, index: number) =>
  sql`case when ${column} <> 0 then ${sql.lit(`${index}=`)} || ${column} end`;

/**
 * Rollup rows of the given hours or days with their delay histograms, one text per bucket
 * (`combo:i=v,...:b=n,...;...`, non-zero values only): thirty days of a large dataset are
 * hundreds of thousands of rows, which arrive as thirty strings instead of as many objects.
 */
export async function rollupRows(
  db: Db,
  grain: RollupGrain,
  datasetNo: number,
  buckets: readonly number[],
): Promise<BucketRows[]> {
  if (buckets.length === 0) return [];
  const rollup = grain === 'hour' ? 'delivery_rollup_hourly' : 'delivery_rollup_daily';
  const delays = grain === 'hour' ? 'delivery_delays_hourly' : 'delivery_delays_daily';
  const counters = sql.join(
    rollupCounters.map((name, index) => nonZero(sql.ref(`r.${name}`), index)),
  );
  const histogram = sql.join(
    histogramColumns.map((name, index) => nonZero(sql.ref(`d.${name}`), index)),
  );
  const rows = await sql<{ bucket: number; rows: string }>`
    select ${sql.ref(`r.${grain}`)} as bucket,
      string_agg(r.combo || ':' || concat_ws(',', ${counters}) || ':' ||
        coalesce(concat_ws(',', ${histogram}), ''), ';') as rows
    from ${sql.table(rollup)} r
    left join ${sql.table(delays)} d
      on d.dataset_no = r.dataset_no and ${sql.ref(`d.${grain}`)} = ${sql.ref(`r.${grain}`)}
      and d.combo = r.combo
    where r.dataset_no = ${datasetNo} and ${sql.ref(`r.${grain}`)} = any(${arrayParam('int4', buckets)})
    group by 1`.execute(db);
  return rows.rows.map((row) => ({
    bucket: row.bucket,
    rows: row.rows.split(';').map((text) => {
      const [combo, countersText, histogramText] = text.split(':');
      return {
        combo: Number(combo),
        counters: sparsePairs(countersText ?? null),
        histogram: sparsePairs(histogramText ?? null),
      };
    }),
  }));
}

export interface RawSegment {
  start: number;
  end: number;
}

const types = eventTypeCodes;
const countWhere = (condition: ReturnType<typeof sql>) =>
  sql`(count(*) filter (where ${condition}))::float8`;
const flagSet = (bit: number) => sql`(e.flags & ${sql.lit(bit)}) <> 0`;
const typeIs = (code: number) => sql`e.type = ${sql.lit(code)}`;

/** The rollup counters of raw events per segment (its index is the bucket) and combination. */
export async function rawSegmentRows(
  db: Db,
  datasetNo: number,
  segments: readonly RawSegment[],
): Promise<(SparseRow & { segment: number })[]> {
  if (segments.length === 0) return [];
  const bounds = segments.map(
    (segment) => sql`(e.ts >= ${new Date(segment.start).toISOString()}::timestamptz
      and e.ts < ${new Date(segment.end).toISOString()}::timestamptz)`,
  );
  const segmentIndex = sql`case ${sql.join(
    segments.map(
      (segment, index) => sql`when e.ts >= ${new Date(segment.start).toISOString()}::timestamptz
        and e.ts < ${new Date(segment.end).toISOString()}::timestamptz then ${sql.lit(index)}`,
    ),
    sql` `,
  )} end`;
  const delivered = typeIs(types.delivered);
  const counters = [
    countWhere(typeIs(types.submitted)),
    countWhere(flagSet(eventFlags.sent)),
    countWhere(delivered),
    countWhere(typeIs(types.bounced)),
    countWhere(typeIs(types.deferred)),
    countWhere(typeIs(types.open)),
    countWhere(flagSet(eventFlags.firstOpen)),
    countWhere(flagSet(eventFlags.firstHumanOpen)),
    countWhere(typeIs(types.complaint)),
    countWhere(flagSet(eventFlags.firstClick)),
    countWhere(flagSet(eventFlags.firstUnsubscribe)),
    countWhere(typeIs(types.trap)),
    countWhere(sql`${delivered} and e.delivery_ms is not null`),
    sql`coalesce(sum(e.delivery_ms) filter (where ${delivered}), 0)::float8`,
  ];
  const boundsMs = histogramBoundsSeconds.map((seconds) => seconds * 1000);
  const rows = await sql<{
    bucket: number;
    combo: number;
    counters: number[];
    hist_pairs: number[] | null;
  }>`
    select g.bucket, g.combo, g.counters, h.hist_pairs
    from (
      select ${segmentIndex} as bucket, e.combo, array[${sql.join(counters)}] as counters
      from delivery_events e
      where e.dataset_no = ${datasetNo} and (${sql.join(bounds, sql` or `)})
      group by 1, 2
    ) g
    left join (
      select bucket, combo, array_agg((slot * 1000000000::int8 + n)::float8) as hist_pairs
      from (
        select ${segmentIndex} as bucket, e.combo,
          width_bucket(e.delivery_ms, ${boundsMs}::int4[]) as slot, count(*) as n
        from delivery_events e
        where e.dataset_no = ${datasetNo} and (${sql.join(bounds, sql` or `)})
          and ${delivered} and e.delivery_ms is not null
        group by 1, 2, 3
      ) s group by 1, 2
    ) h on h.bucket = g.bucket and h.combo = g.combo`.execute(db);
  return rows.rows.map((row) => ({
    segment: row.bucket,
    combo: row.combo,
    counters: row.counters.flatMap((value, index) =>
      value === 0 ? [] : [[index, value] as const],
    ),
    histogram: (row.hist_pairs ?? []).map((pair) => {
      const slot = Math.floor(pair / 1_000_000_000);
      return [slot, pair - slot * 1_000_000_000] as const;
    }),
  }));
}
