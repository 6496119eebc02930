// Tables of Delivery Analytics (migration 0100_delivery): ingest state per dataset, dimension
// combinations, raw events (partitioned by day), hourly and daily rollups, engagement state
// per message and the ingest log. Counts are message or event counts; times are timestamptz.
import type { ColumnType, Generated } from 'kysely';
import type { Sealed } from '../../secrets/secretBox.ts';
import type { CreatedAt, Timestamp } from './people.ts';

export interface DeliveryDatasetsTable {
  dataset_id: string;
  /** the dataset's number in every delivery table (an int key is a quarter of a text id) */
  dataset_no: ColumnType<number, never, never>;
  /** days raw events and rollups are kept */
  retention_days: Generated<number>;
  /** verifies the signature of Mailgun webhooks; sealed (src/secrets) */
  mailgun_signing_key: Sealed | null;
  /** Amazon SNS topics whose notifications this dataset accepts */
  sns_topic_arns: Generated<string[]>;
  /** bumped by every committed ingest batch: orders batches and locks one dataset's ingest */
  ingest_seq: Generated<number>;
  /** bumped when rows are removed (retention): caches reload everything */
  generation: Generated<number>;
  created_at: CreatedAt;
}

/** One combination of dimension values; events and rollup rows point at it. */
export interface DeliveryCombosTable {
  id: ColumnType<number, never, never>;
  dataset_no: number;
  key_md5: string;
  recipient_domain: string | null;
  provider: string | null;
  sending_ip: string | null;
  vmta: string | null;
  pool: string | null;
  campaign: string | null;
  sender_domain: string | null;
  remote_mx: string | null;
  platform: string | null;
  bounce_category: string | null;
  dsn_status: string | null;
  diagnostic_template: string | null;
  /** the first diagnostic seen with this combination (Top Bounces' example) */
  example: string | null;
}

export interface DeliveryEventsTable {
  ts: Timestamp;
  /** hash of the event's idempotency key */
  key: number;
  rcpt_hash: number;
  mid_hash: number | null;
  dataset_no: number;
  combo: number;
  delivery_ms: number | null;
  /** eventTypeCodes of modules/delivery/eventCodes.ts */
  type: number;
  /** eventFlags of modules/delivery/eventCodes.ts */
  flags: number;
  recipient: string | null;
  message_id: string | null;
  sender: string | null;
  diagnostic: string | null;
}

interface RollupMetrics {
  submitted: number;
  sent: number;
  delivered: number;
  bounced: number;
  deferred: number;
  opens: number;
  unique_opens: number;
  unique_opens_ex_nhi: number;
  complaints: number;
  unique_clicks: number;
  unique_unsubs: number;
  traps: number;
  delay_count: number;
  delay_sum_ms: number;
}

/** delay_0 ... delay_23: the delay histogram's buckets (modules/delivery/delayHistogram.ts). */
type DelayColumns = { [bucket in `delay_${number}`]: number };

export interface DeliveryDelaysHourlyTable extends DelayColumns {
  dataset_no: number;
  hour: number;
  combo: number;
}

export interface DeliveryDelaysDailyTable extends DelayColumns {
  dataset_no: number;
  day: number;
  combo: number;
}

export interface DeliveryRollupHourlyTable extends RollupMetrics {
  dataset_no: number;
  /** hours since the epoch (UTC) */
  hour: number;
  combo: number;
}

export interface DeliveryRollupDailyTable extends RollupMetrics {
  dataset_no: number;
  /** days since the epoch (UTC) */
  day: number;
  combo: number;
}

/** Who holds the "first" flags of a message (recipient + Message-ID), for unique counts. */
export interface DeliveryEngagementTable {
  dataset_no: number;
  mid_hash: number;
  rcpt_hash: number;
  delivered_at: Timestamp | null;
  delivered_combo: number | null;
  open_at: Timestamp | null;
  open_key: number | null;
  human_open_at: Timestamp | null;
  human_open_key: number | null;
  click_at: Timestamp | null;
  click_key: number | null;
  unsub_at: Timestamp | null;
  unsub_key: number | null;
  last_at: Timestamp;
}

export interface DeliveryIngestLogTable {
  dataset_no: number;
  seq: number;
  /** hours (since the epoch) whose rollups the batch changed */
  hours: number[];
  created_at: CreatedAt;
}

export interface DeliveryTables {
  delivery_datasets: DeliveryDatasetsTable;
  delivery_combos: DeliveryCombosTable;
  delivery_events: DeliveryEventsTable;
  delivery_rollup_hourly: DeliveryRollupHourlyTable;
  delivery_rollup_daily: DeliveryRollupDailyTable;
  delivery_delays_hourly: DeliveryDelaysHourlyTable;
  delivery_delays_daily: DeliveryDelaysDailyTable;
  delivery_engagement: DeliveryEngagementTable;
  delivery_ingest_log: DeliveryIngestLogTable;
}
