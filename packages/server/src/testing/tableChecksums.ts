// A digest of every table's rows, so a test can show that a series of calls changed nothing.
import { sql } from 'kysely';
import type { Db } from '../db/schema/index.ts';

/** table name -> "rows:md5 of the rows in a stable order" */
export async function tableChecksums(db: Db): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const sums: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const result = await sql<{ rows: number; digest: string }>`
      select count(*)::int as rows,
             md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
      from ${sql.table(name)} t`.execute(db);
    const row = result.rows[0];
    sums[name] = `${row?.rows}:${row?.digest}`;
  }
  return sums;
}
