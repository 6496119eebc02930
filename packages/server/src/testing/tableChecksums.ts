// A digest of every table's rows, so a test can show that a series of calls changed nothing.
import { sql } from 'kysely';
import type { Db } from '../db/schema/index.ts';

/**
 * What an authenticated call writes whatever it asks: a session seen again after a minute has
 * its last_seen_at and expiry moved, and its user's last_visit and updated_at (auth/sessions.ts). A series of
 * calls that takes longer than that minute writes them, and is still a series that changed
 * nothing.
 */
const bookkeeping: Record<string, readonly string[]> = {
  sessions: ['last_seen_at', 'expires_at'],
  users: ['last_visit', 'updated_at'],
};

/** table name -> "rows:md5 of the rows in a stable order", session bookkeeping left out */
export async function tableChecksums(db: Db): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const sums: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const left = bookkeeping[name] ?? [];
    const rowText = left.length
      ? sql`(to_jsonb(t) - ${sql.raw(left.map((column) => `'${column}'`).join(' - '))})::text`
      : sql`t::text`;
    const result = await sql<{ rows: number; digest: string }>`
      select count(*)::int as rows,
             md5(coalesce(string_agg(${rowText}, '|' order by ${rowText}), '')) as digest
      from ${sql.table(name)} t`.execute(db);
    const row = result.rows[0];
    sums[name] = `${row?.rows}:${row?.digest}`;
  }
  return sums;
}
