// SQL of delivery_events' week partitions: the catalogue's list of them, and the DDL that
// creates one (with its parent's statistics targets) and drops one. partitions.ts decides
// which weeks exist and when.
import { sql } from 'kysely';
import type { Db } from '../../../../db/schema/index.ts';

/** Names of the tables attached to delivery_events as partitions. */
export async function partitionTableNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'delivery_events'::regclass`.execute(db);
  return rows.map((row) => row.name);
}

/** Creates the partition of [from, to) unless it exists (timestamps as ISO text). */
export async function createPartitionTable(
  db: Db,
  name: string,
  from: string,
  to: string,
): Promise<void> {
  await sql`create table if not exists ${sql.id(name)}
    partition of delivery_events for values from (${sql.lit(from)}) to (${sql.lit(to)})`.execute(
    db,
  );
}

/** Gives a partition the statistics targets set on delivery_events' columns, if any are. */
export async function copyStatisticsTargets(db: Db, name: string): Promise<void> {
  const { rows } = await sql<{ name: string; target: number }>`
    select attname as name, attstattarget as target from pg_attribute
    where attrelid = 'delivery_events'::regclass and attnum > 0 and not attisdropped
      and attstattarget >= 0`.execute(db);
  if (rows.length === 0) return;
  const alterations = rows.map(
    (column) => sql`alter column ${sql.id(column.name)} set statistics ${sql.lit(column.target)}`,
  );
  await sql`alter table ${sql.id(name)} ${sql.join(alterations)}`.execute(db);
}

export async function dropPartitionTable(db: Db, name: string): Promise<void> {
  await sql`drop table if exists ${sql.id(name)}`.execute(db);
}
