// Binary array parameters on both databases: what goes in comes back element for element
// (texts with quotes, braces, NULL words and non-ASCII; int8 at the edges of what JavaScript
// holds, negatives; timestamps to the millisecond), and empty arrays.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { awkwardTexts } from '../../../../testing/awkwardTexts.ts';
import { testDatabases, useTestStorage } from '../../../../testing/databases.ts';
import { binaryArray } from './binaryArrays.ts';

describe.each(testDatabases)('binary arrays on %s', (kind) => {
  const holder = useTestStorage(kind);

  it('round-trip texts, integers of every width, floats and timestamps', async () => {
    const texts = [...awkwardTexts];
    const int8 = [
      0,
      -1,
      1,
      4_294_967_295,
      4_294_967_296,
      -4_294_967_297,
      9_007_199_254_740_991,
      -9_007_199_254_740_991,
      null,
    ];
    const int4 = [0, -1, 2_147_483_647, -2_147_483_648, null];
    const int2 = [0, -1, 32_767, -32_768, null];
    const float8 = [0, -2.5, 1e-300, null];
    const times = [
      Date.UTC(2025, 0, 6, 10, 0, 0, 123),
      Date.UTC(1999, 11, 31, 23, 59, 59, 999),
      Date.UTC(2099, 0, 1),
      null,
    ];
    const result = await sql<Record<string, unknown>>`
      select ${binaryArray('text', texts)} as texts,
        ${binaryArray('int8', int8)}::text[] as int8,
        ${binaryArray('int4', int4)} as int4,
        ${binaryArray('int2', int2)} as int2,
        ${binaryArray('float8', float8)} as float8,
        array(select (extract(epoch from t) * 1000)::int8::text
          from unnest(${binaryArray('timestamptz', times)}) as t) as times,
        cardinality(${binaryArray('int8', [])}) as empty`.execute(holder.storage.db);
    expect(result.rows[0]).toEqual({
      texts,
      int8: int8.map((value) => (value === null ? null : String(value))),
      int4,
      int2,
      float8,
      times: times.map((value) => (value === null ? null : String(value))),
      empty: 0,
    });
  });
});
