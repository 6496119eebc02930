// DMARC Reports (module dr): each account's report address, the files uploaded or imported
// (kept raw before parsing, like mail received), aggregate reports with their records spread
// over the days they cover, failure (forensic) reports, SMTP TLS reports, and what is known of
// each source IP (reverse DNS, network, country), shared by all accounts.
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Written against Kysely<any>: a migration keeps meaning what it meant when it was written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** the account owning the row: removed with it */
const account = (c: ColumnDefinitionBuilder) =>
  c.notNull().references('accounts.id').onDelete('cascade');

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('dmarc_addresses')
    .addColumn('account_id', 'text', (c) =>
      c.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    // dmarc+<token>@MAIL_DOMAIN
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('dmarc_uploads')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'text', account)
    // upload (the setup screen or POST) or command (pnpm console import-dmarc)
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('raw', 'bytea', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('received'))
    .addColumn('failure', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('processed_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('dmarc_reports')
    .addColumn('no', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'text', account)
    .addColumn('policy_domain', 'text', (c) => c.notNull())
    .addColumn('org_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('extra_contact_info', 'text')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('begin_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('schema', 'text', (c) => c.notNull())
    .addColumn('version', 'text')
    .addColumn('generator', 'text')
    .addColumn('adkim', 'text')
    .addColumn('aspf', 'text')
    .addColumn('p', 'text')
    .addColumn('sp', 'text')
    .addColumn('np', 'text')
    .addColumn('pct', 'integer')
    .addColumn('fo', 'text')
    .addColumn('testing', 'text')
    .addColumn('discovery_method', 'text')
    .addColumn('errors', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('warnings', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('records', 'integer', (c) => c.notNull())
    .addColumn('messages', 'bigint', (c) => c.notNull())
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    // an earlier report of the same reporter and id that covered another range
    .addColumn('repeat_of', 'bigint', (c) => c.references('dmarc_reports.no').onDelete('set null'))
    .addColumn('inbound_message_id', 'bigint', (c) =>
      c.references('inbound_messages.id').onDelete('set null'),
    )
    .addColumn('upload_id', 'bigint', (c) => c.references('dmarc_uploads.id').onDelete('set null'))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('dmarc_reports_once', [
      'account_id',
      'org_name',
      'report_id',
      'begin_at',
      'end_at',
    ])
    .execute();
  await db.schema
    .createIndex('dmarc_reports_by_domain')
    .on('dmarc_reports')
    .columns(['account_id', 'policy_domain', 'end_at'])
    .execute();

  // One row per record and day: a report covering several days is spread over them, its
  // counts apportioned so that the days add up to the record (a chart never counts twice).
  await db.schema
    .createTable('dmarc_records')
    .addColumn('report_no', 'bigint', (c) =>
      c.notNull().references('dmarc_reports.no').onDelete('cascade'),
    )
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('policy_domain', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('source_ip', 'text', (c) => c.notNull())
    .addColumn('messages', 'integer', (c) => c.notNull())
    .addColumn('disposition', 'text', (c) => c.notNull())
    .addColumn('dkim_evaluated', 'text', (c) => c.notNull())
    .addColumn('spf_evaluated', 'text', (c) => c.notNull())
    .addColumn('dmarc_pass', 'boolean', (c) => c.notNull())
    .addColumn('spf_pass', 'boolean', (c) => c.notNull())
    .addColumn('spf_aligned', 'boolean', (c) => c.notNull())
    .addColumn('dkim_pass', 'boolean', (c) => c.notNull())
    .addColumn('dkim_aligned', 'boolean', (c) => c.notNull())
    .addColumn('header_from', 'text', (c) => c.notNull())
    .addColumn('envelope_from', 'text')
    .addColumn('envelope_to', 'text')
    .addColumn('dkim', 'jsonb', (c) => c.notNull())
    .addColumn('spf', 'jsonb', (c) => c.notNull())
    .addColumn('reasons', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dmarc_records_by_domain_day')
    .on('dmarc_records')
    .columns(['account_id', 'policy_domain', 'day'])
    .execute();
  await db.schema
    .createIndex('dmarc_records_by_report')
    .on('dmarc_records')
    .column('report_no')
    .execute();

  // What is known of a source IP, whichever account's report named it.
  await db.schema
    .createTable('dmarc_sources')
    .addColumn('ip', 'text', (c) => c.primaryKey())
    .addColumn('ptr', 'text')
    // the registrable domain of the PTR name (public suffix list), or null
    .addColumn('base_domain', 'text')
    .addColumn('country', 'text')
    .addColumn('asn', 'integer')
    .addColumn('as_name', 'text')
    // null until looked up; a failed look-up is retried later
    .addColumn('looked_up_at', 'timestamptz')
    .addColumn('lookup_error', 'text')
    .execute();

  await db.schema
    .createTable('dmarc_failure_reports')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'text', account)
    .addColumn('parsed', 'boolean', (c) => c.notNull())
    .addColumn('reporter', 'text')
    .addColumn('feedback_type', 'text')
    .addColumn('arrival_date', 'timestamptz')
    .addColumn('reported_domain', 'text')
    .addColumn('source_ip', 'text')
    .addColumn('auth_failure', 'text')
    .addColumn('delivery_result', 'text')
    .addColumn('dkim_domain', 'text')
    .addColumn('dkim_identity', 'text')
    .addColumn('dkim_selector', 'text')
    .addColumn('spf_dns', 'text')
    .addColumn('identity_alignment', 'text')
    .addColumn('original_mail_from', 'text')
    .addColumn('original_rcpt_to', 'text')
    .addColumn('authentication_results', 'text')
    .addColumn('original_headers', 'text')
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('raw', 'text', (c) => c.notNull())
    // the same report imported again (a mailbox exported twice) is the same row
    .addColumn('raw_sha256', 'text', (c) => c.notNull())
    .addColumn('inbound_message_id', 'bigint', (c) =>
      c.references('inbound_messages.id').onDelete('set null'),
    )
    .addColumn('upload_id', 'bigint', (c) => c.references('dmarc_uploads.id').onDelete('set null'))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('dmarc_failure_reports_once', ['account_id', 'raw_sha256'])
    .execute();
  await db.schema
    .createIndex('dmarc_failure_reports_newest')
    .on('dmarc_failure_reports')
    .columns(['account_id', 'received_at desc'])
    .execute();

  await db.schema
    .createTable('dmarc_tls_reports')
    .addColumn('no', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'text', account)
    .addColumn('organization', 'text', (c) => c.notNull())
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('contact_info', 'text')
    .addColumn('begin_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    // RFC 8460 policies with their counts and failure details, as read
    .addColumn('policies', 'jsonb', (c) => c.notNull())
    .addColumn('inbound_message_id', 'bigint', (c) =>
      c.references('inbound_messages.id').onDelete('set null'),
    )
    .addColumn('upload_id', 'bigint', (c) => c.references('dmarc_uploads.id').onDelete('set null'))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('dmarc_tls_reports_once', ['account_id', 'organization', 'report_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'dmarc_tls_reports',
    'dmarc_failure_reports',
    'dmarc_sources',
    'dmarc_records',
    'dmarc_reports',
    'dmarc_uploads',
    'dmarc_addresses',
  ])
    await db.schema.dropTable(table).execute();
}
