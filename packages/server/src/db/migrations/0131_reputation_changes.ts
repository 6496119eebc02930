// Each process keeps the Reputation Monitor's overviews (ips/all, domains/all) in memory until a
// table they read changes. A statement that writes one of those tables announces it once on
// `console_changes` as `<table>:*` (a sweep writes thousands of rows: one notice per statement,
// not per row); every listening process then drops its overviews (db/changeFeed.ts).
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** the tables the overviews read, announced per statement */
export const statementAnnouncedTables = [
  'ips',
  'domains',
  'blocklists',
  'rm_targets',
  'rm_checks',
  'rm_list_health',
  'snds_days',
] as const;

export async function up(db: AnyDb): Promise<void> {
  await sql`
    create function console_announce_statement() returns trigger language plpgsql as $$
    begin
      perform pg_notify('console_changes', tg_table_name || ':*');
      return null;
    end $$`.execute(db);
  for (const table of statementAnnouncedTables) {
    await sql`
      create trigger ${sql.raw(`${table}_announce_statement`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function console_announce_statement()`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of statementAnnouncedTables) {
    await sql`drop trigger ${sql.raw(`${table}_announce_statement`)} on ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`drop function console_announce_statement()`.execute(db);
}
