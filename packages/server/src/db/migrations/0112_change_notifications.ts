// Every server process keeps the sessions, users, roles, accounts and workspaces it reads on
// each call in memory (modules/directory). A change to one of those rows, by any process, is
// announced on the channel `console_changes` as `<table>:<key>` by a trigger, delivered to every
// listening process when the change commits, and drops the entry. A trigger cannot be forgotten
// by a code path, which a call in each repository could.
import { sql, type Kysely } from 'kysely';

// Written against Kysely<any>: a migration keeps meaning what it meant when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** table -> the column whose value names what changed */
export const announcedTables = {
  sessions: 'id',
  users: 'id',
  memberships: 'user_id',
  accounts: 'id',
  workspaces: 'id',
} as const;

/** Updates of only these columns are not announced: the directory keeps none of them, and a
 *  member's visit (written every five minutes) would otherwise drop their roles each time. */
const announcedUpdates: Partial<Record<keyof typeof announcedTables, string[]>> = {
  memberships: ['account_id', 'user_id', 'role'],
};

export async function up(db: AnyDb): Promise<void> {
  await sql`
    create function console_announce_change() returns trigger language plpgsql as $$
    declare
      key text;
      old_key text;
    begin
      if tg_op = 'DELETE' then
        execute format('select ($1).%I::text', tg_argv[0]) using old into key;
      else
        execute format('select ($1).%I::text', tg_argv[0]) using new into key;
      end if;
      perform pg_notify('console_changes', tg_table_name || ':' || key);
      -- a row that moved to another key changed for the old one too
      if tg_op = 'UPDATE' then
        execute format('select ($1).%I::text', tg_argv[0]) using old into old_key;
        if old_key is distinct from key then
          perform pg_notify('console_changes', tg_table_name || ':' || old_key);
        end if;
      end if;
      return null;
    end $$`.execute(db);
  for (const [table, column] of Object.entries(announcedTables)) {
    await sql`
      create trigger ${sql.raw(`${table}_announce_change`)}
      after insert or ${sql.raw(updateOf(table as keyof typeof announcedTables))} or delete
      on ${sql.table(table)}
      for each row execute function console_announce_change(${sql.lit(column)})`.execute(db);
  }
}

function updateOf(table: keyof typeof announcedTables): string {
  const columns = announcedUpdates[table];
  return columns ? `update of ${columns.join(', ')}` : 'update';
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of Object.keys(announcedTables)) {
    await sql`drop trigger ${sql.raw(`${table}_announce_change`)} on ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`drop function console_announce_change()`.execute(db);
}
