import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases, type TestStorage } from '../testing/databases.ts';
import { change, insertRows, plannerView, useSendsTable } from '../testing/tableStatistics.ts';
import { analyzeDueTables } from './autoAnalyze.ts';

const plannerRows = async (storage: TestStorage) => (await plannerView(storage)).rows;

const always = { unlessAutovacuum: false };

const analyzed = async (storage: TestStorage, scope = always) =>
  (await analyzeDueTables(storage.db, scope)).map((table) => table.name);

describe.each(testDatabases)('analyzing as autovacuum would, on %s', (kind) => {
  const sends = useSendsTable(kind);

  it('analyzes a table once its changes pass 50 rows and 10 % of its size', async () => {
    expect(await plannerRows(sends.storage)).toBe(-1);
    // Empty, it is not due; analyzed once, its count starts at 0 rows.
    expect(await analyzed(sends.storage)).toEqual([]);
    await sql`analyze sends`.execute(sends.storage.db);
    expect(await plannerRows(sends.storage)).toBe(0);
    await insertRows(sends.storage, 40);
    expect(await analyzed(sends.storage)).toEqual([]);

    await insertRows(sends.storage, 960);
    expect(await analyzed(sends.storage)).toEqual(['sends']);
    expect(await plannerRows(sends.storage)).toBe(1000);
    expect(await analyzed(sends.storage)).toEqual([]);

    // 1,000 rows known: due past 150 changes.
    await insertRows(sends.storage, 140);
    expect(await analyzed(sends.storage)).toEqual([]);
    // 1 to 20 of each of the three inserts: 140 + 60 changes.
    await change(sends.storage, sql`delete from sends where n <= 20`);
    expect(await analyzed(sends.storage)).toEqual(['sends']);
    expect(await plannerRows(sends.storage)).toBe(1140 - 60);
  });

  it('analyzes a table never analyzed whose change counts were lost', async () => {
    await insertRows(sends.storage, 30);
    await sql`select pg_stat_reset()`.execute(sends.storage.db);
    expect(await analyzed(sends.storage)).toEqual(['sends']);
    expect(await plannerRows(sends.storage)).toBe(30);
    expect(await analyzed(sends.storage)).toEqual([]);
  });

  it('leaves a PostgreSQL server whose autovacuum runs to it', async () => {
    await insertRows(sends.storage, 1000);
    const setting = await sql<{ autovacuum: string }>`show autovacuum`.execute(sends.storage.db);
    const autovacuumRuns = setting.rows[0]?.autovacuum === 'on';
    expect(await analyzed(sends.storage, { unlessAutovacuum: true })).toEqual(
      autovacuumRuns ? [] : ['sends'],
    );
  });
});
