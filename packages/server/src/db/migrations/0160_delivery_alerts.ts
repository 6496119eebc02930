// Alerts on Delivery Analytics metrics (modules/delivery/alerts): the condition of an alert as
// columns of `alerts` (threshold in percent, direction, minimum volume, window in minutes, the
// values watched), with defaults that leave the other modules' alerts as they were. The table
// of what an alert told and when (a repeat within the alert's suppress minutes is not told)
// served the Reputation Monitor alone as `rm_alerts_told`; it becomes every module's
// `alerts_told` (alerts/alerts.repository.ts), rows kept.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('alerts')
    .addColumn('threshold', 'double precision', (c) => c.notNull().defaultTo(5))
    .addColumn('direction', 'text', (c) => c.notNull().defaultTo('above'))
    .addColumn('min_volume', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('window', 'integer', (c) => c.notNull().defaultTo(60))
    .addColumn('values', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
  await db.schema.alterTable('rm_alerts_told').renameTo('alerts_told').execute();
  await sql`alter table alerts_told rename constraint rm_alerts_told_key to alerts_told_key`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await sql`alter table alerts_told rename constraint alerts_told_key to rm_alerts_told_key`.execute(
    db,
  );
  await db.schema.alterTable('alerts_told').renameTo('rm_alerts_told').execute();
  await db.schema
    .alterTable('alerts')
    .dropColumn('threshold')
    .dropColumn('direction')
    .dropColumn('min_volume')
    .dropColumn('window')
    .dropColumn('values')
    .execute();
}
