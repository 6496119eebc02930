// DMARC Reports' daily totals: per account, policy domain, day and source IP, the sums the
// domains and sources screens chart, kept by the same statement that stores the records
// (dmarc.repository.ts insertRecords). A 30-day screen then reads a row per source IP and day
// instead of every record of every reporter. A report keeps the first and last day it is charted
// on (reportDays.ts), for its reporter to count on those days. Records are looked up by source
// IP for the source screen, so their domain index leads with it.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const sums = [
  'messages',
  'dmarc_pass',
  'spf_pass',
  'spf_aligned',
  'dkim_pass',
  'dkim_aligned',
  'none',
  'quarantine',
  'reject',
] as const;

export async function up(db: AnyDb): Promise<void> {
  let table = db.schema
    .createTable('dmarc_daily')
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('policy_domain', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('source_ip', 'text', (c) => c.notNull())
    .addColumn('records', 'integer', (c) => c.notNull());
  for (const column of sums) table = table.addColumn(column, 'bigint', (c) => c.notNull());
  await table
    .addPrimaryKeyConstraint('dmarc_daily_key', ['account_id', 'policy_domain', 'day', 'source_ip'])
    .execute();

  await sql`insert into dmarc_daily
    select account_id, policy_domain, day, source_ip, count(*), sum(messages),
      coalesce(sum(messages) filter (where dmarc_pass), 0),
      coalesce(sum(messages) filter (where spf_pass), 0),
      coalesce(sum(messages) filter (where spf_aligned), 0),
      coalesce(sum(messages) filter (where dkim_pass), 0),
      coalesce(sum(messages) filter (where dkim_aligned), 0),
      coalesce(sum(messages) filter (where disposition = 'none'), 0),
      coalesce(sum(messages) filter (where disposition = 'quarantine'), 0),
      coalesce(sum(messages) filter (where disposition = 'reject'), 0)
    from dmarc_records group by 1, 2, 3, 4`.execute(db);

  await db.schema.alterTable('dmarc_reports').addColumn('first_day', 'date').execute();
  await db.schema.alterTable('dmarc_reports').addColumn('last_day', 'date').execute();
  await sql`update dmarc_reports set
      first_day = (begin_at at time zone 'UTC')::date,
      last_day = greatest((begin_at at time zone 'UTC')::date,
                          ((end_at - interval '1 second') at time zone 'UTC')::date)`.execute(db);
  await sql`update dmarc_reports set first_day = charted.first_day, last_day = charted.last_day
    from (select report_no, min(day) as first_day, max(day) as last_day
          from dmarc_records group by report_no) as charted
    where charted.report_no = dmarc_reports.no`.execute(db);
  for (const column of ['first_day', 'last_day'])
    await db.schema
      .alterTable('dmarc_reports')
      .alterColumn(column, (c) => c.setNotNull())
      .execute();
  await db.schema
    .createIndex('dmarc_reports_by_day')
    .on('dmarc_reports')
    .columns(['account_id', 'last_day'])
    .execute();

  await db.schema.dropIndex('dmarc_records_by_domain_day').execute();
  await db.schema
    .createIndex('dmarc_records_by_source')
    .on('dmarc_records')
    .columns(['account_id', 'policy_domain', 'source_ip', 'day'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('dmarc_records_by_source').execute();
  await db.schema
    .createIndex('dmarc_records_by_domain_day')
    .on('dmarc_records')
    .columns(['account_id', 'policy_domain', 'day'])
    .execute();
  await db.schema.dropIndex('dmarc_reports_by_day').execute();
  await db.schema.alterTable('dmarc_reports').dropColumn('first_day').execute();
  await db.schema.alterTable('dmarc_reports').dropColumn('last_day').execute();
  await db.schema.dropTable('dmarc_daily').execute();
}
