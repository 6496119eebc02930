import { sql, type RawBuilder } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openFreshStorage, testDatabases, type TestStorage } from '../testing/databases.ts';
import { analyzeDueTables, startAutoAnalyze } from './autoAnalyze.ts';

// A session reports its row changes to the statistics at most once a second: the change is
// made on one connection, which is then told to report them with its next statement.
async function change(storage: TestStorage, statement: RawBuilder<unknown>): Promise<void> {
  await storage.db.connection().execute(async (db) => {
    await statement.execute(db);
    await sql`select pg_stat_force_next_flush()`.execute(db);
    await sql`select 1`.execute(db);
  });
}

const insertRows = (storage: TestStorage, count: number) =>
  change(storage, sql`insert into sends (n) select generate_series(1, ${count}::int)`);

async function plannerRows(storage: TestStorage): Promise<number> {
  const result = await sql<{ rows: number }>`
    select reltuples as rows from pg_class where relname = 'sends'`.execute(storage.db);
  return Number(result.rows[0]?.rows);
}

const always = { unlessAutovacuum: false };

describe.each(testDatabases)('analyzing as autovacuum would, on %s', (kind) => {
  let storage: TestStorage;

  beforeEach(async () => {
    storage = await openFreshStorage(kind);
    await sql`create table sends (n int not null)`.execute(storage.db);
  });

  afterEach(() => storage.close());

  it('analyzes a table once its changes pass 50 rows and 10 % of its size', async () => {
    expect(await plannerRows(storage)).toBe(-1);
    // Empty, it is not due; analyzed once, its count starts at 0 rows.
    expect(await analyzeDueTables(storage.db, always)).toEqual([]);
    await sql`analyze sends`.execute(storage.db);
    expect(await plannerRows(storage)).toBe(0);
    await insertRows(storage, 40);
    expect(await analyzeDueTables(storage.db, always)).toEqual([]);

    await insertRows(storage, 960);
    expect(await analyzeDueTables(storage.db, always)).toEqual(['sends']);
    expect(await plannerRows(storage)).toBe(1000);
    expect(await analyzeDueTables(storage.db, always)).toEqual([]);

    // 1,000 rows known: due past 150 changes.
    await insertRows(storage, 140);
    expect(await analyzeDueTables(storage.db, always)).toEqual([]);
    // 1 to 20 of each of the three inserts: 140 + 60 changes.
    await change(storage, sql`delete from sends where n <= 20`);
    expect(await analyzeDueTables(storage.db, always)).toEqual(['sends']);
    expect(await plannerRows(storage)).toBe(1140 - 60);
  });

  it('analyzes a table never analyzed whose change counts were lost', async () => {
    await insertRows(storage, 30);
    await sql`select pg_stat_reset()`.execute(storage.db);
    expect(await analyzeDueTables(storage.db, always)).toEqual(['sends']);
    expect(await plannerRows(storage)).toBe(30);
    expect(await analyzeDueTables(storage.db, always)).toEqual([]);
  });

  it('leaves a PostgreSQL server whose autovacuum runs to it', async () => {
    await insertRows(storage, 1000);
    const setting = await sql<{ autovacuum: string }>`show autovacuum`.execute(storage.db);
    const autovacuumRuns = setting.rows[0]?.autovacuum === 'on';
    expect(await analyzeDueTables(storage.db, { unlessAutovacuum: true })).toEqual(
      autovacuumRuns ? [] : ['sends'],
    );
  });

  it('runs every naptime in the background until stopped', async () => {
    const logger = { error: vi.fn() };
    const analyze = startAutoAnalyze(storage.db, always, logger, 20);
    await insertRows(storage, 500);
    await vi.waitFor(async () => expect(await plannerRows(storage)).toBe(500), {
      timeout: 5000,
    });
    await analyze.stop();

    await insertRows(storage, 500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await plannerRows(storage)).toBe(500);
    expect(logger.error).not.toHaveBeenCalled();
  });
});
