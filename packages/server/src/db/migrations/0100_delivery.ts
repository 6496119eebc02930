// Delivery Analytics storage (modules/delivery): per-dataset ingest state, the dictionary of
// dimension combinations, raw events partitioned by day, hourly and daily rollups with one
// column per metric, per-message engagement state for unique counts, and the ingest log that
// report caches follow. Day partitions of delivery_events are created on demand at ingest
// (modules/delivery/ingest/store/partitions.ts); the README explains the design.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const metricColumns = [
  'submitted',
  'sent',
  'delivered',
  'bounced',
  'deferred',
  'opens',
  'unique_opens',
  'unique_opens_ex_nhi',
  'complaints',
  'unique_clicks',
  'unique_unsubs',
  'traps',
  'delay_count',
] as const;

/** One column per bucket of the delay histogram (modules/delivery/delayHistogram.ts). */
const delayColumns = Array.from({ length: 24 }, (_, bucket) => `delay_${bucket}`);

async function createRollup(db: AnyDb, table: string, bucket: string): Promise<void> {
  let builder = db.schema
    .createTable(table)
    .addColumn('dataset_no', 'integer', (c) => c.notNull())
    .addColumn(bucket, 'integer', (c) => c.notNull())
    .addColumn('combo', 'integer', (c) => c.notNull());
  for (const column of metricColumns) {
    builder = builder.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
  }
  await builder
    .addColumn('delay_sum_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint(`${table}_pk`, ['dataset_no', bucket, 'combo'])
    // Room on each page for the next version of a row: rollup upserts stay HOT updates.
    .modifyEnd(sql`with (fillfactor = 80)`)
    .execute();
}

/**
 * The delay histogram of rollup rows that have deliveries, in a table of its own: most rollup
 * rows (opens, failures) have none, and an upsert's cost grows with its column count.
 */
async function createDelays(db: AnyDb, table: string, bucket: string): Promise<void> {
  let builder = db.schema
    .createTable(table)
    .addColumn('dataset_no', 'integer', (c) => c.notNull())
    .addColumn(bucket, 'integer', (c) => c.notNull())
    .addColumn('combo', 'integer', (c) => c.notNull());
  for (const column of delayColumns) {
    builder = builder.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
  }
  await builder
    .addPrimaryKeyConstraint(`${table}_pk`, ['dataset_no', bucket, 'combo'])
    .modifyEnd(sql`with (fillfactor = 80)`)
    .execute();
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('delivery_datasets')
    .addColumn('dataset_id', 'text', (c) =>
      c.primaryKey().references('datasets.id').onDelete('cascade'),
    )
    .addColumn('dataset_no', 'integer', (c) => c.notNull().unique().generatedAlwaysAsIdentity())
    .addColumn('retention_days', 'integer', (c) => c.notNull().defaultTo(90))
    .addColumn('mailgun_signing_key', 'text')
    .addColumn('sns_topic_arns', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('ingest_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('delivery_combos')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('dataset_no', 'integer', (c) => c.notNull())
    .addColumn('key_md5', 'uuid', (c) => c.notNull())
    .addColumn('recipient_domain', 'text')
    .addColumn('provider', 'text')
    .addColumn('sending_ip', 'text')
    .addColumn('vmta', 'text')
    .addColumn('pool', 'text')
    .addColumn('campaign', 'text')
    .addColumn('sender_domain', 'text')
    .addColumn('remote_mx', 'text')
    .addColumn('platform', 'text')
    .addColumn('bounce_category', 'text')
    .addColumn('dsn_status', 'text')
    .addColumn('diagnostic_template', 'text')
    .addColumn('example', 'text')
    .addUniqueConstraint('delivery_combos_key', ['dataset_no', 'key_md5'])
    .execute();
  await db.schema
    .createIndex('delivery_combos_dataset_id')
    .on('delivery_combos')
    .columns(['dataset_no', 'id'])
    .execute();

  await db.schema
    .createTable('delivery_events')
    .addColumn('ts', 'timestamptz', (c) => c.notNull())
    .addColumn('key', 'bigint', (c) => c.notNull())
    .addColumn('rcpt_hash', 'bigint', (c) => c.notNull())
    .addColumn('mid_hash', 'bigint')
    .addColumn('dataset_no', 'integer', (c) => c.notNull())
    .addColumn('combo', 'integer', (c) => c.notNull())
    .addColumn('delivery_ms', 'integer')
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('flags', 'smallint', (c) => c.notNull())
    .addColumn('recipient', 'text')
    .addColumn('message_id', 'text')
    .addColumn('sender', 'text')
    .addColumn('diagnostic', 'text')
    .modifyEnd(sql`partition by range (ts)`)
    .execute();
  // Deduplication and recipient search in one index; its columns include the partition key,
  // as a unique index on a partitioned table must.
  await db.schema
    .createIndex('delivery_events_key')
    .on('delivery_events')
    .columns(['dataset_no', 'rcpt_hash', 'ts', 'key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('delivery_events_message')
    .on('delivery_events')
    .columns(['dataset_no', 'mid_hash'])
    .where(sql.ref('mid_hash'), 'is not', null)
    .execute();
  // Rows arrive in time order: a block range index finds an hour's rows for a few bytes.
  await sql`create index delivery_events_ts on delivery_events using brin (ts) with (pages_per_range = 16)`.execute(
    db,
  );

  await createRollup(db, 'delivery_rollup_hourly', 'hour');
  await createRollup(db, 'delivery_rollup_daily', 'day');
  await createDelays(db, 'delivery_delays_hourly', 'hour');
  await createDelays(db, 'delivery_delays_daily', 'day');

  await db.schema
    .createTable('delivery_engagement')
    .addColumn('dataset_no', 'integer', (c) => c.notNull())
    .addColumn('mid_hash', 'bigint', (c) => c.notNull())
    .addColumn('rcpt_hash', 'bigint', (c) => c.notNull())
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('delivered_combo', 'integer')
    .addColumn('open_at', 'timestamptz')
    .addColumn('open_key', 'bigint')
    .addColumn('human_open_at', 'timestamptz')
    .addColumn('human_open_key', 'bigint')
    .addColumn('click_at', 'timestamptz')
    .addColumn('click_key', 'bigint')
    .addColumn('unsub_at', 'timestamptz')
    .addColumn('unsub_key', 'bigint')
    .addColumn('last_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('delivery_engagement_pk', ['dataset_no', 'mid_hash', 'rcpt_hash'])
    .execute();

  await db.schema
    .createTable('delivery_ingest_log')
    .addColumn('dataset_no', 'integer', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('hours', sql`integer[]`, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('delivery_ingest_log_pk', ['dataset_no', 'seq'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'delivery_ingest_log',
    'delivery_engagement',
    'delivery_delays_daily',
    'delivery_delays_hourly',
    'delivery_rollup_daily',
    'delivery_rollup_hourly',
    'delivery_events',
    'delivery_combos',
    'delivery_datasets',
  ]) {
    await db.schema.dropTable(table).ifExists().cascade().execute();
  }
}
