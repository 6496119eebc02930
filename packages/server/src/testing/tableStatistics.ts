// Row changes as the statistics see them, for the tests of the maintenance halves (db/): a
// session reports its changes at most once a second, so the change is made on one connection,
// which is then told to report them with its next statement.
import { sql, type RawBuilder } from 'kysely';
import { afterEach, beforeEach } from 'vitest';
import type { StorageKind } from '../db/database.ts';
import { openFreshStorage, type TestStorage } from './databases.ts';

/** Before each test of the enclosing describe: a fresh database holding only `sends (n int)`. */
export function useSendsTable(kind: StorageKind): { readonly storage: TestStorage } {
  const holder = {} as { storage: TestStorage };
  beforeEach(async () => {
    holder.storage = await openFreshStorage(kind);
    await sql`create table sends (n int not null)`.execute(holder.storage.db);
  });
  afterEach(() => holder.storage.close());
  return holder;
}

export async function change(storage: TestStorage, statement: RawBuilder<unknown>): Promise<void> {
  await storage.db.connection().execute(async (db) => {
    await statement.execute(db);
    await sql`select pg_stat_force_next_flush()`.execute(db);
    await sql`select 1`.execute(db);
  });
}

/** Inserts `count` rows numbered from `from` into `sends (n int)`. */
export const insertRows = (storage: TestStorage, count: number, from = 1) =>
  change(
    storage,
    sql`insert into sends (n) select generate_series(${from}::int, ${from + count - 1}::int)`,
  );

export interface PlannerView {
  rows: number;
  pages: number;
  allVisiblePages: number;
}

/** What the planner knows of `sends`: rows and pages as the last vacuum or analyze counted. */
export async function plannerView(storage: TestStorage): Promise<PlannerView> {
  const { rows } = await sql<{ rows: number; pages: number; all_visible: number }>`
    select reltuples as rows, relpages as pages, relallvisible as all_visible
    from pg_class where relname = 'sends'`.execute(storage.db);
  const row = rows[0]!;
  return {
    rows: Number(row.rows),
    pages: Number(row.pages),
    allVisiblePages: Number(row.all_visible),
  };
}
