import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type TestStorage } from '../testing/databases.ts';
import { change, insertRows, plannerView, useSendsTable } from '../testing/tableStatistics.ts';
import { serverVacuumRules, vacuumDueTables, type VacuumRules } from './autoVacuum.ts';

const always = { unlessAutovacuum: false };

async function tableBytes(storage: TestStorage): Promise<number> {
  const { rows } = await sql<{ bytes: string }>`
    select pg_relation_size('sends') as bytes`.execute(storage.db);
  return Number(rows[0]?.bytes);
}

async function frozenAge(storage: TestStorage): Promise<number> {
  const { rows } = await sql<{ age: number }>`
    select age(relfrozenxid) as age from pg_class where relname = 'sends'`.execute(storage.db);
  return Number(rows[0]?.age);
}

describe.each(testDatabases)('vacuuming as autovacuum would, on %s', (kind) => {
  const sends = useSendsTable(kind);
  let rules: VacuumRules;

  beforeEach(async () => {
    rules = await serverVacuumRules(sends.storage.db);
  });

  it("reads PostgreSQL's default rules", () => {
    expect(rules).toEqual({
      deadThreshold: 50,
      deadScale: 0.2,
      insertThreshold: 1000,
      insertScale: 0.2,
      freezeMaxAge: 200_000_000,
      multixactFreezeMaxAge: 400_000_000,
    });
  });

  it('vacuums inserts past 1,000 rows and 20 %, marking the pages all-visible', async () => {
    await insertRows(sends.storage, 1000);
    expect(await vacuumDueTables(sends.storage.db, always, rules)).toEqual([]);
    await insertRows(sends.storage, 1, 1001);
    expect(await vacuumDueTables(sends.storage.db, always, rules)).toMatchObject([
      { name: 'sends', froze: false },
    ]);
    const view = await plannerView(sends.storage);
    expect(view.rows).toBe(1001);
    expect(view.pages).toBeGreaterThan(1);
    expect(view.allVisiblePages).toBe(view.pages);
    expect(await vacuumDueTables(sends.storage.db, always, rules)).toEqual([]);
  });

  it('vacuums dead rows past 50 and 20 %, so that new rows reuse their space', async () => {
    await insertRows(sends.storage, 2000);
    expect(await vacuumDueTables(sends.storage.db, always, rules)).toHaveLength(1);
    const bytes = await tableBytes(sends.storage);

    // 2,000 rows known: due past 450 dead ones.
    await change(sends.storage, sql`delete from sends where n <= 400`);
    expect(await vacuumDueTables(sends.storage.db, always, rules)).toEqual([]);
    await change(sends.storage, sql`delete from sends where n <= 500`);
    expect(await vacuumDueTables(sends.storage.db, always, rules)).toMatchObject([
      { name: 'sends', froze: false },
    ]);
    await insertRows(sends.storage, 500, 2001);
    expect(await tableBytes(sends.storage)).toBe(bytes);
  });

  it('freezes a table whose oldest transaction passed the freeze age', async () => {
    await insertRows(sends.storage, 10);
    // Each statement outside a transaction that asks for an id is a transaction of its own.
    for (let i = 0; i < 120; i++) await sql`select txid_current()`.execute(sends.storage.db);
    const young = { ...rules, freezeMaxAge: 100 };
    expect(await frozenAge(sends.storage)).toBeGreaterThan(100);
    expect(await vacuumDueTables(sends.storage.db, always, young)).toMatchObject([
      { name: 'sends', froze: true },
    ]);
    expect(await frozenAge(sends.storage)).toBeLessThan(5);
    expect(await vacuumDueTables(sends.storage.db, always, young)).toEqual([]);
  });

  it('leaves a PostgreSQL server whose autovacuum runs to it', async () => {
    await insertRows(sends.storage, 2000);
    const setting = await sql<{ autovacuum: string }>`show autovacuum`.execute(sends.storage.db);
    const autovacuumRuns = setting.rows[0]?.autovacuum === 'on';
    expect(
      await vacuumDueTables(sends.storage.db, { unlessAutovacuum: true }, rules),
    ).toMatchObject(autovacuumRuns ? [] : [{ name: 'sends', froze: false }]);
  });
});
