// Reputation Monitor's tables (modules/reputation): when each address, range or domain was last
// checked and the lists that list it or failed to answer for it (shared by the accounts that
// register it), the listing periods, each list's health from its RFC 5782 probe, the alerts told
// (suppress windows), and Microsoft SNDS data per account. Also a sealed query key per list
// (Spamhaus DQS), the Slack bot token chat.postMessage needs, and the lists added to the
// catalogue since the first release (an installation seeded before gets them too).
import { sql, type Kysely } from 'kysely';
import { blocklists2026 } from './catalogue/blocklists2026.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('blocklists')
    .addColumn('query_key', 'text')
    .addColumn('test_point', 'text')
    .execute();
  await db.schema.alterTable('slack_connections').addColumn('access_token', 'text').execute();
  // a list an admin already has keeps its row, except the two whose codes were incomplete
  for (const list of blocklists2026) {
    const row = { ...list, answers: sql`cast(${JSON.stringify(list.answers)} as jsonb)` };
    const amended = list.id === 'spamhaus-zen' || list.id === 'spamhaus-dbl';
    await db
      .insertInto('blocklists')
      .values(row)
      .onConflict((conflict) =>
        amended
          ? conflict
              .column('id')
              .doUpdateSet({ answers: row.answers, errors: row.errors, test_point: row.test_point })
          : conflict.column('id').doNothing(),
      )
      .execute();
  }

  // every asset string checked (an address, a range, a domain) and when its last sweep ended
  await db.schema
    .createTable('rm_targets')
    .addColumn('target', 'text', (c) => c.primaryKey())
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull())
    // one address's reverse name, and whether it resolves back to the address (FCrDNS)
    .addColumn('ptr', 'text')
    .addColumn('fcrdns', 'boolean')
    .execute();

  // the lists that list an address or domain, or failed to answer for it; clear is no row
  await db.schema
    .createTable('rm_checks')
    // an IP address or a domain, as queried
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('list_id', 'text', (c) =>
      c.notNull().references('blocklists.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('meaning', 'text')
    .addColumn('reason', 'text')
    .addColumn('listed_since', 'timestamptz')
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('rm_checks_key', ['target', 'list_id'])
    .addCheckConstraint('rm_checks_status', sql`status in ('listed', 'error')`)
    .execute();

  await db.schema
    .createTable('rm_listings')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('list_id', 'text', (c) =>
      c.notNull().references('blocklists.id').onDelete('cascade'),
    )
    .addColumn('listed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('delisted_at', 'timestamptz')
    .addColumn('answer', 'text')
    .addColumn('meaning', 'text')
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('rm_listings_by_target')
    .on('rm_listings')
    .columns(['target', 'listed_at'])
    .execute();
  // one open period per target and list
  await db.schema
    .createIndex('rm_listings_open')
    .on('rm_listings')
    .columns(['target', 'list_id'])
    .unique()
    .where(sql.ref('delisted_at'), 'is', null)
    .execute();

  await db.schema
    .createIndex('rm_listings_by_end')
    .on('rm_listings')
    .column('delisted_at')
    .execute();

  await db.schema
    .createTable('rm_list_health')
    .addColumn('list_id', 'text', (c) =>
      c.primaryKey().references('blocklists.id').onDelete('cascade'),
    )
    .addColumn('health', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // when an alert last told a change, so a repeat within its suppress minutes is not told again
  await db.schema
    .createTable('rm_alerts_told')
    .addColumn('alert_id', 'text', (c) => c.notNull().references('alerts.id').onDelete('cascade'))
    // "<target> <list> <event>"
    .addColumn('change', 'text', (c) => c.notNull())
    .addColumn('told_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('rm_alerts_told_key', ['alert_id', 'change'])
    .execute();

  await db.schema
    .createTable('snds_days')
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('activity_start', 'timestamptz')
    .addColumn('activity_end', 'timestamptz')
    .addColumn('rcpt_commands', 'integer', (c) => c.notNull())
    .addColumn('data_commands', 'integer', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addColumn('filter', 'text', (c) => c.notNull())
    .addColumn('complaint_rate', 'double precision', (c) => c.notNull())
    .addColumn('trap_hits', 'integer', (c) => c.notNull())
    .addColumn('sample_helo', 'text')
    .addColumn('sample_mail_from', 'text')
    .addColumn('comments', 'text')
    .addPrimaryKeyConstraint('snds_days_key', ['account_id', 'ip', 'date'])
    .execute();
  await db.schema
    .createIndex('snds_days_by_date')
    .on('snds_days')
    .columns(['account_id', 'date'])
    .execute();
  await db.schema
    .createTable('snds_ip_status')
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('first_ip', 'text', (c) => c.notNull())
    .addColumn('last_ip', 'text', (c) => c.notNull())
    .addColumn('blocked', 'boolean', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('snds_ip_status_key', ['account_id', 'first_ip', 'last_ip'])
    .execute();
  await db.schema
    .createTable('snds_fetches')
    .addColumn('account_id', 'text', (c) =>
      c.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull())
    // the newest day fetched, 'YYYY-MM-DD'
    .addColumn('last_date', 'text')
    .addColumn('error', 'text')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'snds_fetches',
    'snds_ip_status',
    'snds_days',
    'rm_alerts_told',
    'rm_list_health',
    'rm_listings',
    'rm_checks',
    'rm_targets',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('slack_connections').dropColumn('access_token').execute();
  await db.schema
    .alterTable('blocklists')
    .dropColumn('query_key')
    .dropColumn('test_point')
    .execute();
}
