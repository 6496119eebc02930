// SQL of rollup maintenance: a batch's deltas are added to the hourly and daily rows of their
// combination (upserts), the batch's touched hours are logged so that report caches in any
// process know what to reload, and a batch's writes go to the server as one statement.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/schema/index.ts';
import { rollupCounters } from '../eventCodes.ts';
import { histogramColumns } from '../delayHistogram.ts';
import { arrayParam } from './arrayLiterals.ts';
import type { RollupDelta } from './rollupDeltas.ts';

export type RollupGrain = 'hour' | 'day';

const rollupTable = { hour: 'delivery_rollup_hourly', day: 'delivery_rollup_daily' } as const;
const delaysTable = { hour: 'delivery_delays_hourly', day: 'delivery_delays_daily' } as const;

/** Upserts adding the batch's deltas to the rollup rows (and delay histograms) of one grain. */
export function rollupStatements(
  grain: RollupGrain,
  datasetNo: number,
  deltas: readonly RollupDelta[],
): RawBuilder<unknown>[] {
  if (deltas.length === 0) return [];
  const statements = [
    upsertSums(
      rollupTable[grain],
      grain,
      datasetNo,
      deltas,
      rollupCounters.map((name, index) => ({
        name,
        type: name === 'delay_sum_ms' ? 'int8' : 'int4',
        value: (delta: RollupDelta) => delta.counters[index] ?? 0,
      })),
    ),
  ];
  const withDelays = deltas.filter((delta) => delta.histogram !== null);
  if (withDelays.length === 0) return statements;
  statements.push(
    upsertSums(
      delaysTable[grain],
      grain,
      datasetNo,
      withDelays,
      histogramColumns.map((name, bucket) => ({
        name,
        type: 'int4',
        value: (delta: RollupDelta) => delta.histogram?.[bucket] ?? 0,
      })),
    ),
  );
  return statements;
}

interface SumColumn {
  name: string;
  type: 'int4' | 'int8';
  value: (delta: RollupDelta) => number;
}

/** insert ... on conflict do update set column = column + excluded.column, for every column. */
function upsertSums(
  table: string,
  grain: RollupGrain,
  datasetNo: number,
  deltas: readonly RollupDelta[],
  columns: readonly SumColumn[],
): RawBuilder<unknown> {
  const names = columns.map((column) => sql.id(column.name));
  const arrays = columns.map((column) => arrayParam(column.type, deltas.map(column.value)));
  return sql`
    insert into ${sql.table(table)} as t (dataset_no, ${sql.id(grain)}, combo, ${sql.join(names)})
    select ${datasetNo}::int, u.bucket, u.combo, ${sql.join(
      columns.map((column) => sql.ref(`u.${column.name}`)),
    )}
    from unnest(${arrayParam(
      'int4',
      deltas.map((delta) => delta.bucket),
    )},
      ${arrayParam(
        'int4',
        deltas.map((delta) => delta.combo),
      )}, ${sql.join(arrays)})
      as u(bucket, combo, ${sql.join(names)})
    on conflict (dataset_no, ${sql.id(grain)}, combo) do update set
      ${sql.join(
        columns.map(
          ({ name }) =>
            sql`${sql.id(name)} = ${sql.ref(`t.${name}`)} + ${sql.ref(`excluded.${name}`)}`,
        ),
      )}`;
}

export function logStatement(datasetNo: number, seq: number, hours: readonly number[]) {
  return sql`insert into delivery_ingest_log (dataset_no, seq, hours)
    values (${datasetNo}, ${seq}, ${arrayParam('int4', [...hours])})`;
}

/**
 * Runs write statements as one: data-modifying WITH parts, one round trip. They see the same
 * snapshot and touch different tables (or different rows), so their order does not matter.
 */
export async function runTogether(
  db: Db,
  statements: readonly RawBuilder<unknown>[],
): Promise<void> {
  if (statements.length === 0) return;
  const parts = statements.map((statement, index) => sql`${sql.id(`w${index}`)} as (${statement})`);
  await sql`with ${sql.join(parts)} select 1`.execute(db);
}
