// The planner's statistics of the two largest tables, delivery_events (each week's partition)
// and delivery_engagement, are sampled from 3,000 rows (target 10) instead of 30,000. Their
// queries look rows up by key, Message-ID or recipient; the statistics only choose between
// indexes, and 3,000 rows choose the same plans (README, Ingest performance). An ANALYZE of a
// 2 M event partition reads about 30,000 of its pages at the default target: 0.4 to 1.2 s,
// against 70 ms; where autovacuum does not run (PGlite), the ingest waits for it. A new
// partition is given its parent's targets when it is created (ingest/store/partitions.ts), as
// PostgreSQL does not; ALTER on the parent reaches the partitions that exist.
import { sql, type Kysely } from 'kysely';

// Written against Kysely<any>: a migration keeps meaning what it meant when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const sampledLightly = ['delivery_events', 'delivery_engagement'];

async function setTargets(db: AnyDb, target: number): Promise<void> {
  for (const table of sampledLightly) {
    const columns = await sql<{ name: string }>`
      select attname as name from pg_attribute
      where attrelid = ${table}::regclass and attnum > 0 and not attisdropped
      order by attnum`.execute(db);
    const alterations = columns.rows.map(
      (column) => sql`alter column ${sql.id(column.name)} set statistics ${sql.lit(target)}`,
    );
    await sql`alter table ${sql.id(table)} ${sql.join(alterations)}`.execute(db);
  }
}

export async function up(db: AnyDb): Promise<void> {
  await setTargets(db, 10);
}

export async function down(db: AnyDb): Promise<void> {
  await setTargets(db, -1);
}
