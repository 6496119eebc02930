// DMARC Reports' reporters per day: which organisations reported on a policy domain on each day
// their reports are charted on (reportDays.ts), so the domains screen counts reporters over a
// range from a row per domain, day and reporter instead of every report (an account receiving
// reports from hundreds of receivers for many domains holds 100,000 reports a month).
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('dmarc_reporter_days')
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('policy_domain', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('org_name', 'text', (c) => c.notNull())
    .addColumn('reports', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dmarc_reporter_days_key', [
      'account_id',
      'policy_domain',
      'day',
      'org_name',
    ])
    .execute();
  await sql`insert into dmarc_reporter_days
    select account_id, policy_domain, day::date, org_name, count(*)
    from dmarc_reports, generate_series(first_day, last_day, interval '1 day') as day
    group by 1, 2, 3, 4`.execute(db);
  // what 0121 gave the reporters' count, now read from the table above
  await db.schema.dropIndex('dmarc_reports_by_day').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('dmarc_reports_by_day')
    .on('dmarc_reports')
    .columns(['account_id', 'last_day'])
    .execute();
  await db.schema.dropTable('dmarc_reporter_days').execute();
}
